import { join } from "node:path";
import { selectDocuments, stratifiedFolds, stratifiedSplit } from "@textboost/datasets";
import { beforeAll, describe, expect, it } from "vitest";
import { evaluateMulan, run, trainMulan } from "../src/test-support/run.js";
import { tempDir, vectorDataset, writeMulanFiles } from "../src/test-support/vector-data.js";

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

const MEASURES = ["microF1", "macroF1", "hammingLoss", "subsetAccuracy", "rankingLoss", "averagePrecision"];

describe("train --test-fraction: held-out evaluation", () => {
  it("trains on the stratified rest and reports exactly what evaluate gives on the held-out documents", async () => {
    const model = join(dir, "held.json");
    const report = await trainMulan(
      file,
      "--iterations",
      "15",
      "--test-fraction",
      "0.3",
      "--split-seed",
      "4",
      "--out",
      model,
    );
    const { train, test } = stratifiedSplit(data.Y, { testFraction: 0.3, seed: 4 });
    const { documents, heldOut } = report;
    expect([documents, heldOut.documents, heldOut.testFraction, heldOut.seed]).toEqual([
      train.length,
      test.length,
      0.3,
      4,
    ]);
    const testFile = writePart("held-test", test);
    const evaluated = await evaluateMulan(model, testFile);
    for (const m of MEASURES) expect([m, heldOut[m]]).toEqual([m, evaluated[m]]);
    // and the model is the one trained on the training part only
    const retrained = join(dir, "rest.json");
    await trainMulan(writePart("held-train", train), "--iterations", "15", "--out", retrained);
    expect((await evaluateMulan(retrained, testFile)).microF1).toBe(heldOut.microF1);
  });

  it("prints the held-out table, and the same seed gives the same figures", async () => {
    const args = ["--iterations", "10", "--test-fraction", "0.25"];
    const a = await run([
      "train",
      "--format",
      "mulan",
      "--data",
      file,
      ...args,
      "--out",
      join(dir, "a.json"),
    ]);
    expect(a.out).toMatch(/held-out test part: \d+ documents \(--test-fraction 0.25, stratified, seed 0\)/);
    expect(a.out).toMatch(/F1 micro/);
    const b = await trainMulan(file, ...args, "--out", join(dir, "b.json"));
    const c = await trainMulan(file, ...args, "--out", join(dir, "c.json"));
    expect(b.heldOut.microF1).toBe(c.heldOut.microF1);
  });
});

describe("train --folds k: cross-validation", () => {
  it("each fold's figure is a model trained on the other folds, evaluated on it; mean and population sd over folds", async () => {
    const report = await trainMulan(file, "--iterations", "10", "--folds", "3", "--split-seed", "2");
    const cv = report.crossValidation;
    expect([cv.folds, cv.seed, cv.documents, cv.part, report.out]).toEqual([3, 2, DOCS, "whole", undefined]);
    const folds = stratifiedFolds(data.Y, { folds: 3, seed: 2 });
    for (const [k, fold] of folds.entries()) {
      const model = join(dir, `fold${k}.json`);
      await trainMulan(writePart(`fold${k}-train`, fold.train), "--iterations", "10", "--out", model);
      const e = await evaluateMulan(model, writePart(`fold${k}-test`, fold.test));
      for (const m of MEASURES) expect([k, m, cv.measures[m].values[k]]).toEqual([k, m, e[m]]);
    }
    for (const m of MEASURES) {
      const v: number[] = cv.measures[m].values;
      const mean = v.reduce((a, b) => a + b, 0) / v.length;
      const sd = Math.sqrt(v.reduce((a, x) => a + (x - mean) ** 2, 0) / v.length);
      expect([cv.measures[m].mean, cv.measures[m].sd]).toEqual([
        expect.closeTo(mean, 12),
        expect.closeTo(sd, 12),
      ]);
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
    const train = (data: string, ...more: string[]) =>
      run(["train", "--format", "mulan", "--data", data, ...more]);
    const both = await train(file, "--folds", "3", "--test-fraction", "0.2");
    expect([both.code, both.err]).toEqual([1, expect.stringMatching(/choose one/)]);
    const tiny = join(dir, "tiny.arff");
    writeMulanFiles(selectDocuments(data, [0, 1, 2]), tiny);
    const many = await train(tiny, "--folds", "5", "--threads", "1");
    expect([many.code, many.err]).toEqual([
      1,
      expect.stringMatching(/--folds 5 needs at least 5 documents; there are 3/),
    ]);
    const noOut = await train(file);
    expect([noOut.code, noOut.err]).toEqual([2, expect.stringMatching(/required option '--out <file>'/)]);
  });
});
