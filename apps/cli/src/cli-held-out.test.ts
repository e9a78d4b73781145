import { join } from "node:path";
import { selectDocuments, stratifiedFolds, stratifiedSplit } from "@textboost/datasets";
import { beforeAll, describe, expect, it } from "vitest";
import { run } from "./test-support/run.js";
import { tempDir, vectorDataset, writeMulanFiles } from "./test-support/vector-data.js";

const DOCS = 120;
const data = vectorDataset(DOCS, 7);
let dir = "";
let file = "";

beforeAll(() => {
  dir = tempDir();
  file = join(dir, "all.arff");
  writeMulanFiles(data, file, join(dir, "all.xml"));
});

/** Writes some documents of the data set as their own Mulan file (same XML) and returns its path. */
function writePart(name: string, rows: ArrayLike<number>): string {
  const path = join(dir, `${name}.arff`);
  writeMulanFiles(selectDocuments(data, rows), path);
  return path;
}

const json = async (argv: string[]) => {
  const r = await run(argv);
  expect(r.err).toBe("");
  expect(r.code).toBe(0);
  return JSON.parse(r.out);
};

const MEASURES = ["microF1", "macroF1", "hammingLoss", "subsetAccuracy", "rankingLoss", "averagePrecision"];

describe("train --test-fraction: held-out evaluation", () => {
  it("trains on the stratified rest and reports exactly what evaluate gives on the held-out documents", async () => {
    const model = join(dir, "held.json");
    const report = await json([
      "train",
      "--format",
      "mulan",
      "--data",
      file,
      "--iterations",
      "15",
      "--threads",
      "1",
      "--test-fraction",
      "0.3",
      "--split-seed",
      "4",
      "--out",
      model,
      "--json",
    ]);
    const { train, test } = stratifiedSplit(data.Y, { testFraction: 0.3, seed: 4 });
    expect([
      report.documents,
      report.heldOut.documents,
      report.heldOut.testFraction,
      report.heldOut.seed,
    ]).toEqual([train.length, test.length, 0.3, 4]);
    const evaluated = await json([
      "evaluate",
      "--model",
      model,
      "--format",
      "mulan",
      "--data",
      writePart("held-test", test),
      "--threads",
      "1",
      "--json",
    ]);
    for (const m of MEASURES) expect([m, report.heldOut[m]]).toEqual([m, evaluated[m]]);
    // and the model is the one trained on the training part only
    const retrained = join(dir, "rest.json");
    await json([
      "train",
      "--format",
      "mulan",
      "--data",
      writePart("held-train", train),
      "--iterations",
      "15",
      "--threads",
      "1",
      "--out",
      retrained,
      "--json",
    ]);
    const again = await json([
      "evaluate",
      "--model",
      retrained,
      "--format",
      "mulan",
      "--data",
      writePart("held-test", test),
      "--threads",
      "1",
      "--json",
    ]);
    expect(again.microF1).toBe(report.heldOut.microF1);
  });

  it("prints the held-out table, and the same seed gives the same figures", async () => {
    const args = [
      "train",
      "--format",
      "mulan",
      "--data",
      file,
      "--iterations",
      "10",
      "--threads",
      "1",
      "--test-fraction",
      "0.25",
    ];
    const a = await run([...args, "--out", join(dir, "a.json")]);
    expect(a.out).toMatch(/held-out test part: \d+ documents \(--test-fraction 0.25, stratified, seed 0\)/);
    expect(a.out).toMatch(/F1 micro/);
    const b = await json([...args, "--out", join(dir, "b.json"), "--json"]);
    const c = await json([...args, "--out", join(dir, "c.json"), "--json"]);
    expect(b.heldOut.microF1).toBe(c.heldOut.microF1);
  });
});

describe("train --folds k: cross-validation", () => {
  it("each fold's figure is a model trained on the other folds, evaluated on it; mean and population sd over folds", async () => {
    const report = await json([
      "train",
      "--format",
      "mulan",
      "--data",
      file,
      "--iterations",
      "10",
      "--threads",
      "1",
      "--folds",
      "3",
      "--split-seed",
      "2",
      "--json",
    ]);
    const cv = report.crossValidation;
    expect([cv.folds, cv.seed, cv.documents, report.out]).toEqual([3, 2, DOCS, undefined]);
    const folds = stratifiedFolds(data.Y, { folds: 3, seed: 2 });
    for (const [k, fold] of folds.entries()) {
      const model = join(dir, `fold${k}.json`);
      await json([
        "train",
        "--format",
        "mulan",
        "--data",
        writePart(`fold${k}-train`, fold.train),
        "--iterations",
        "10",
        "--threads",
        "1",
        "--out",
        model,
        "--json",
      ]);
      const e = await json([
        "evaluate",
        "--model",
        model,
        "--format",
        "mulan",
        "--data",
        writePart(`fold${k}-test`, fold.test),
        "--threads",
        "1",
        "--json",
      ]);
      for (const m of MEASURES) expect([k, m, cv.measures[m].values[k]]).toEqual([k, m, e[m]]);
    }
    for (const m of MEASURES) {
      const v: number[] = cv.measures[m].values;
      const mean = v.reduce((a, b) => a + b, 0) / v.length;
      expect(cv.measures[m].mean).toBeCloseTo(mean, 12);
      expect(cv.measures[m].sd).toBeCloseTo(
        Math.sqrt(v.reduce((a, x) => a + (x - mean) ** 2, 0) / v.length),
        12,
      );
    }
  });

  it("prints mean ± sd per measure; with --out also writes a model trained on every document", async () => {
    const model = join(dir, "cv-all.json");
    const r = await run([
      "train",
      "--format",
      "mulan",
      "--data",
      file,
      "--iterations",
      "5",
      "--threads",
      "1",
      "--folds",
      "2",
      "--out",
      model,
    ]);
    expect([r.code, r.err]).toEqual([0, ""]);
    expect(r.out).toMatch(/2-fold cross-validation on 120 documents \(stratified, seed 0\)/);
    expect(r.out).toMatch(/F1 micro\s+\d\.\d{4} ± \d\.\d{4}\s+\d\.\d{4}\s+\d\.\d{4}/);
    expect(r.out).toMatch(/trained adaboost-mh for 5 rounds on 120 documents/);
  });

  it("refuses --folds with --test-fraction, too many folds, and a missing --out without --folds", async () => {
    const both = await run([
      "train",
      "--format",
      "mulan",
      "--data",
      file,
      "--folds",
      "3",
      "--test-fraction",
      "0.2",
    ]);
    expect([both.code, both.err]).toEqual([1, expect.stringMatching(/choose one/)]);
    const tiny = join(dir, "tiny.arff");
    writeMulanFiles(selectDocuments(data, [0, 1, 2]), tiny);
    const many = await run(["train", "--format", "mulan", "--data", tiny, "--folds", "5", "--threads", "1"]);
    expect([many.code, many.err]).toEqual([
      1,
      expect.stringMatching(/--folds 5 needs at least 5 documents; there are 3/),
    ]);
    const noOut = await run(["train", "--format", "mulan", "--data", file]);
    expect([noOut.code, noOut.err]).toEqual([2, expect.stringMatching(/required option '--out <file>'/)]);
  });
});
