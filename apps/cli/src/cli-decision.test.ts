import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { labelsAboveThresholds } from "@textboost/core";
import { selectDocuments, stratifiedSplit } from "@textboost/datasets";
import { f1OptimalThresholds } from "@textboost/decision";
import { evaluate, microF1 } from "@textboost/metrics";
import { beforeAll, describe, expect, it } from "vitest";
import { loadModel } from "./algorithms.js";
import { run, trainOnCorpus, writeTextCorpus } from "./test-support/run.js";
import { tempDir, vectorDataset, writeMulanFiles } from "./test-support/vector-data.js";

const data = vectorDataset(160, 11);
const test = vectorDataset(60, 12);
let dir = "";
let file = "";
let testFile = "";

beforeAll(() => {
  dir = tempDir();
  file = join(dir, "train.arff");
  testFile = join(dir, "test.arff");
  writeMulanFiles(data, file, join(dir, "train.xml"));
  writeMulanFiles(test, testFile);
});

const ok = async (argv: string[], stdin = "") => {
  const r = await run(argv, stdin);
  expect([r.code, r.err]).toEqual([0, expect.any(String)]);
  return r;
};
const readJson = (path: string) => JSON.parse(readFileSync(path, "utf8"));

describe("train --validation-fraction: S and thresholds chosen on a validation part, stored in the model", () => {
  let model = "";
  let report: {
    documents: number;
    decision: {
      rounds: number;
      thresholding: { kind: string; thresholds: number[] };
      selection: { value: number; documents: number; measure: string };
    };
  };
  beforeAll(async () => {
    model = join(dir, "tuned.json");
    const r = await ok([
      "train",
      "--format",
      "mulan",
      "--data",
      file,
      "--iterations",
      "30",
      "--threads",
      "1",
      "--validation-fraction",
      "0.25",
      "--split-seed",
      "3",
      "--thresholds",
      "per-label-f1",
      "--out",
      model,
      "--json",
    ]);
    report = JSON.parse(r.out);
  });

  it("records S and per-label thresholds that are the best on the validation part (brute force over every S)", () => {
    const { train, test: validation } = stratifiedSplit(data.Y, { testFraction: 0.25, seed: 3 });
    expect([report.documents, report.decision.selection.documents]).toEqual([
      train.length,
      validation.length,
    ]);
    const json = readJson(model);
    expect(json.decision).toMatchObject({
      version: 1,
      rounds: report.decision.rounds,
      thresholding: { kind: "per-label" },
    });
    const m = loadModel(json, model);
    const val = selectDocuments(data, validation);
    // every S, and Yang's fbr in 0, 0.1, ..., 0.5 (labels whose best validation F1 is lower keep 0)
    let best = { f1: -1, S: 0, fbr: 0 };
    for (let S = 1; S <= 30; S++) {
      const scores = m.scores(val.X, { rounds: S });
      for (const fbr of [0, 0.1, 0.2, 0.3, 0.4, 0.5]) {
        const f1 = microF1(
          val.Y,
          labelsAboveThresholds(scores, f1OptimalThresholds(val.Y, scores, { minF1: fbr })),
        );
        if (f1 > best.f1) best = { f1, S, fbr };
      }
    }
    expect([report.decision.rounds, json.decision.selection.minF1]).toEqual([best.S, best.fbr]);
    expect(report.decision.selection.value).toBeCloseTo(best.f1, 12);
    const scores = m.scores(val.X, { rounds: best.S });
    expect(json.decision.thresholding.thresholds).toEqual(
      Array.from(f1OptimalThresholds(val.Y, scores, { minF1: best.fbr })),
    );
  });

  it("evaluate uses the recorded S and thresholds, says so, and --threshold overrides them", async () => {
    const r = await ok([
      "evaluate",
      "--model",
      model,
      "--format",
      "mulan",
      "--data",
      testFile,
      "--threads",
      "1",
    ]);
    expect(r.out).toMatch(
      /thresholds: one threshold per label \(3 labels\), S = \d+, fbr [\d.]+, chosen for microF1 on \d+ validation documents \(from the model\)/,
    );
    const e = JSON.parse(
      (
        await ok([
          "evaluate",
          "--model",
          model,
          "--format",
          "mulan",
          "--data",
          testFile,
          "--threads",
          "1",
          "--json",
        ])
      ).out,
    );
    const json = readJson(model);
    const m = loadModel(json, model);
    const scores = m.scores(test.X, { rounds: json.decision.rounds });
    const want = evaluate(test.Y, scores, { thresholds: json.decision.thresholding.thresholds });
    expect([e.iterations, e.microF1, e.macroF1, e.averagePrecision]).toEqual([
      json.decision.rounds,
      want.microF1,
      want.macroF1,
      want.averagePrecision,
    ]);
    const fixed = JSON.parse(
      (
        await ok([
          "evaluate",
          "--model",
          model,
          "--format",
          "mulan",
          "--data",
          testFile,
          "--threads",
          "1",
          "--threshold",
          "0",
          "--json",
        ])
      ).out,
    );
    expect(fixed.microF1).toBe(evaluate(test.Y, scores).microF1);
    expect(fixed.thresholds).toMatch(/score > 0 \(fixed\) from --threshold, S = \d+ from the model/);
  });

  it("a malformed decision record is a clear model-format error", async () => {
    const json = readJson(model);
    json.decision.thresholding.thresholds = [0, 1];
    const bad = join(dir, "bad.json");
    writeFileSync(bad, JSON.stringify(json));
    const r = await run(["evaluate", "--model", bad, "--format", "mulan", "--data", testFile]);
    expect([r.code, r.err]).toEqual([
      1,
      expect.stringMatching(
        /decision record is malformed: "decision.thresholding.thresholds" has 2 numbers for 3 labels/,
      ),
    ]);
  });

  it("tuning options without a validation part are refused, naming what to add", async () => {
    for (const extra of [
      ["--thresholds", "per-label-f1"],
      ["--calibrate", "platt"],
      ["--select-by", "macroF1"],
    ]) {
      const r = await run([
        "train",
        "--format",
        "mulan",
        "--data",
        file,
        "--out",
        join(dir, "x.json"),
        ...extra,
      ]);
      expect([r.code, r.err]).toEqual([1, expect.stringMatching(/add --validation-fraction F/)]);
    }
    const badRule = await run([
      "train",
      "--format",
      "mulan",
      "--data",
      file,
      "--out",
      join(dir, "x.json"),
      "--thresholds",
      "scut",
    ]);
    expect([badRule.code, badRule.err]).toEqual([
      2,
      expect.stringMatching(/use fixed, fixed:<t>, per-label-f1, per-label-f1:<fbr> or rcut:<k>/),
    ]);
  });

  it("--select-by chooses S for another measure (a loss is minimised)", async () => {
    const r = JSON.parse(
      (
        await ok([
          "train",
          "--format",
          "mulan",
          "--data",
          file,
          "--iterations",
          "20",
          "--threads",
          "1",
          "--validation-fraction",
          "0.25",
          "--select-by",
          "hammingLoss",
          "--out",
          join(dir, "hl.json"),
          "--json",
        ])
      ).out,
    );
    const { test: validation } = stratifiedSplit(data.Y, { testFraction: 0.25, seed: 0 });
    const val = selectDocuments(data, validation);
    const m = loadModel(readJson(join(dir, "hl.json")), "hl.json");
    const losses = Array.from(
      { length: 20 },
      (_, k) => evaluate(val.Y, m.scores(val.X, { rounds: k + 1 })).hammingLoss,
    );
    expect(r.decision.selection.measure).toBe("hammingLoss");
    expect(r.decision.rounds).toBe(losses.indexOf(Math.min(...losses)) + 1);
  });
});

describe("RCut and calibration through predict", () => {
  let stem = "";
  beforeAll(() => {
    stem = writeTextCorpus(90, 30);
  });

  it("--thresholds rcut:1 needs no validation part: predict gives each document exactly one label and says why", async () => {
    const model = `${stem}.rcut.json`;
    expect(
      (
        await trainOnCorpus(
          stem,
          "--iterations",
          "10",
          "--threads",
          "1",
          "--thresholds",
          "rcut:1",
          "--out",
          model,
        )
      ).code,
    ).toBe(0);
    expect(readJson(model).decision).toEqual({ version: 1, thresholding: { kind: "rcut", k: 1 } });
    const r = await run(
      ["predict", "--model", model, "--json", "--threads", "1"],
      "wheat corn crude barrel\nmarket said today\n",
    );
    expect(r.err).toMatch(/thresholds: the 1 best label of each document \(RCut\) \(from the model\)/);
    const out = JSON.parse(r.out) as { labels: { predicted: boolean }[] }[];
    expect(out.map((d) => d.labels.filter((l) => l.predicted).length)).toEqual([1, 1]);
    const override = await run(
      ["predict", "--model", model, "--threshold", "100", "--json", "--threads", "1"],
      "wheat corn\n",
    );
    expect(override.err).toMatch(/score > 100 \(fixed\) from --threshold/);
    expect(JSON.parse(override.out)[0].labels.filter((l: { predicted: boolean }) => l.predicted)).toEqual([]);
  });

  it("--calibrate platt stores a sigmoid per label and predict prints its probabilities", async () => {
    const model = `${stem}.platt.json`;
    const t = await trainOnCorpus(
      stem,
      "--iterations",
      "15",
      "--threads",
      "1",
      "--validation-fraction",
      "0.3",
      "--calibrate",
      "platt",
      "--out",
      model,
    );
    expect(t.code).toBe(0);
    expect(t.out).toMatch(
      /decision: score > 0 \(fixed\), S = \d+, chosen for microF1 on \d+ validation documents, platt calibration/,
    );
    const json = readJson(model);
    const { a, b } = json.decision.calibration as { a: number[]; b: number[] };
    const r = await run(
      ["predict", "--model", model, "--json", "--top", "3", "--threads", "1"],
      "wheat corn harvest\n",
    );
    const labels = JSON.parse(r.out)[0].labels as { label: string; score: number; probability: number }[];
    expect(labels).toHaveLength(3);
    for (const l of labels) {
      const j = json.labels.indexOf(l.label);
      expect(l.probability).toBeCloseTo(1 / (1 + Math.exp(-(a[j]! * l.score + b[j]!))), 12);
    }
    const e = await run(["explain", "--model", model, "--json"], "wheat corn harvest");
    const explained = JSON.parse(e.out).labels as { labelName: string; score: number; probability: number }[];
    for (const l of explained) {
      const j = json.labels.indexOf(l.labelName);
      expect(l.probability).toBeCloseTo(1 / (1 + Math.exp(-(a[j]! * l.score + b[j]!))), 12);
    }
  });

  it("--calibrate isotonic stores a non-decreasing map per label", async () => {
    const model = `${stem}.iso.json`;
    const t = await trainOnCorpus(
      stem,
      "--iterations",
      "10",
      "--threads",
      "1",
      "--validation-fraction",
      "0.3",
      "--calibrate",
      "isotonic",
      "--out",
      model,
    );
    expect(t.code).toBe(0);
    const maps = readJson(model).decision.calibration.labels as { x: number[]; y: number[] }[];
    expect(maps).toHaveLength(3);
    for (const { y } of maps)
      for (let k = 1; k < y.length; k++) expect(y[k]!).toBeGreaterThanOrEqual(y[k - 1]!);
  });
});
