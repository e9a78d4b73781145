import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { labelsAboveThresholds } from "@textboost/core";
import { selectDocuments, stratifiedSplit } from "@textboost/datasets";
import { f1OptimalThresholds } from "@textboost/decision";
import { evaluate, microF1 } from "@textboost/metrics";
import { beforeAll, describe, expect, it } from "vitest";
import { loadModel } from "../src/algorithms/registry.js";
import {
  evaluateArgs,
  evaluateMulan,
  type JsonOutput,
  run,
  trainMulan,
  trainOnCorpus,
  writeTextCorpus,
} from "../src/test-support/run.js";
import { tempDir, vectorDataset, writeMulanFiles } from "../src/test-support/vector-data.js";

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

const readJson = (path: string) => JSON.parse(readFileSync(path, "utf8"));
/** The validation part train holds out of the training data for a fraction and a split seed. */
const validationPart = (fraction: number, seed: number) =>
  selectDocuments(data, stratifiedSplit(data.Y, { testFraction: fraction, seed }).test);
/** Runs the CLI and returns what it wrote to standard error, failing on a non-zero exit. */
const stderrOf = async (argv: string[], stdin = "") => {
  const r = await run(argv, stdin);
  expect(r.code).toBe(0);
  return { err: r.err, out: JSON.parse(r.out) as JsonOutput };
};

describe("train --validation-fraction: S and thresholds chosen on a validation part, stored in the model", () => {
  let model = "";
  let report: JsonOutput;
  beforeAll(async () => {
    model = join(dir, "tuned.json");
    const tuning = ["--validation-fraction", "0.25", "--split-seed", "3", "--thresholds", "per-label-f1"];
    report = await trainMulan(file, "--iterations", "30", ...tuning, "--out", model);
  });

  it("records S and per-label thresholds that are the best on the validation part (brute force over every S)", async () => {
    const val = validationPart(0.25, 3);
    expect([report.documents, report.decision.selection.documents]).toEqual([
      data.X.rows - val.X.rows,
      val.X.rows,
    ]);
    const json = readJson(model);
    expect(json.decision).toMatchObject({
      version: 1,
      rounds: report.decision.rounds,
      thresholding: { kind: "per-label" },
    });
    const m = await loadModel(json, model);
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
    const r = await run(evaluateArgs(model, testFile));
    expect(r.out).toMatch(
      /thresholds: one threshold per label \(3 labels\), S = \d+, fbr [\d.]+, chosen for microF1 on \d+ validation documents \(from the model\)/,
    );
    const e = await evaluateMulan(model, testFile);
    const json = readJson(model);
    const scores = (await loadModel(json, model)).scores(test.X, { rounds: json.decision.rounds });
    const want = evaluate(test.Y, scores, { thresholds: json.decision.thresholding.thresholds });
    expect([e.iterations, e.microF1, e.macroF1, e.averagePrecision]).toEqual([
      json.decision.rounds,
      want.microF1,
      want.macroF1,
      want.averagePrecision,
    ]);
    const fixed = await evaluateMulan(model, testFile, "--threshold", "0");
    expect(fixed.microF1).toBe(evaluate(test.Y, scores).microF1);
    expect(fixed.thresholds).toMatch(/score > 0 \(fixed\) from --threshold, S = \d+ from the model/);
  });

  it("a malformed decision record is a clear model-format error", async () => {
    const json = readJson(model);
    json.decision.thresholding.thresholds = [0, 1];
    const bad = join(dir, "bad.json");
    writeFileSync(bad, JSON.stringify(json));
    const r = await run(["evaluate", "--model", bad, "--format", "mulan", "--data", testFile]);
    const why = /decision record is malformed: "decision.thresholding.thresholds" has 2 numbers for 3 labels/;
    expect([r.code, r.err]).toEqual([1, expect.stringMatching(why)]);
  });

  it("tuning options without a validation part are refused, naming what to add", async () => {
    const train = (...more: string[]) =>
      run(["train", "--format", "mulan", "--data", file, "--out", join(dir, "x.json"), ...more]);
    for (const extra of [
      ["--thresholds", "per-label-f1"],
      ["--calibrate", "platt"],
      ["--select-by", "macroF1"],
    ]) {
      const r = await train(...extra);
      expect([r.code, r.err]).toEqual([1, expect.stringMatching(/add --validation-fraction F/)]);
    }
    const badRule = await train("--thresholds", "scut");
    const usage = /use fixed, fixed:<t>, per-label-f1, per-label-f1:<fbr> or rcut:<k>/;
    expect([badRule.code, badRule.err]).toEqual([2, expect.stringMatching(usage)]);
  });

  it("--select-by chooses S for another measure (a loss is minimised)", async () => {
    const hl = join(dir, "hl.json");
    const r = await trainMulan(
      file,
      "--iterations",
      "20",
      "--validation-fraction",
      "0.25",
      "--select-by",
      "hammingLoss",
      "--out",
      hl,
    );
    const val = validationPart(0.25, 0);
    const m = await loadModel(readJson(hl), hl);
    const losses = Array.from(
      { length: 20 },
      (_, k) => evaluate(val.Y, m.scores(val.X, { rounds: k + 1 })).hammingLoss,
    );
    expect([r.decision.selection.measure, r.decision.rounds]).toEqual([
      "hammingLoss",
      losses.indexOf(Math.min(...losses)) + 1,
    ]);
  });
});

describe("RCut and calibration through predict", () => {
  let stem = "";
  beforeAll(() => {
    stem = writeTextCorpus(90, 30);
  });
  const trainText = async (model: string, ...more: string[]) => {
    const t = await trainOnCorpus(stem, "--threads", "1", ...more, "--out", model);
    expect(t.code).toBe(0);
    return t.out;
  };
  /** 1 / (1 + e^-(a f + b)) for the label's Platt parameters in a model file. */
  const platt = (json: JsonOutput, label: string, score: number) => {
    const j = json.labels.indexOf(label);
    const { a, b } = json.decision.calibration;
    return 1 / (1 + Math.exp(-(a[j] * score + b[j])));
  };

  it("--thresholds rcut:1 needs no validation part: predict gives each document exactly one label and says why", async () => {
    const model = `${stem}.rcut.json`;
    await trainText(model, "--iterations", "10", "--thresholds", "rcut:1");
    expect(readJson(model).decision).toEqual({ version: 1, thresholding: { kind: "rcut", k: 1 } });
    const predict = ["predict", "--model", model, "--json", "--threads", "1"];
    const r = await stderrOf(predict, "wheat corn crude barrel\nmarket said today\n");
    expect(r.err).toMatch(/thresholds: the 1 best label of each document \(RCut\) \(from the model\)/);
    const predicted = (d: { labels: { predicted: boolean }[] }) => d.labels.filter((l) => l.predicted).length;
    expect(r.out.map(predicted)).toEqual([1, 1]);
    const override = await stderrOf([...predict, "--threshold", "100"], "wheat corn\n");
    expect(override.err).toMatch(/score > 100 \(fixed\) from --threshold/);
    expect(override.out.map(predicted)).toEqual([0]);
  });

  it("--calibrate platt stores a sigmoid per label and predict and explain print its probabilities", async () => {
    const model = `${stem}.platt.json`;
    const out = await trainText(
      model,
      "--iterations",
      "15",
      "--validation-fraction",
      "0.3",
      "--calibrate",
      "platt",
    );
    expect(out).toMatch(
      /decision: score > 0 \(fixed\), S = \d+, chosen for microF1 on \d+ validation documents, platt calibration/,
    );
    const json = readJson(model);
    const r = await stderrOf(
      ["predict", "--model", model, "--json", "--top", "3", "--threads", "1"],
      "wheat corn harvest\n",
    );
    const labels = r.out[0].labels as { label: string; score: number; probability: number }[];
    expect(labels).toHaveLength(3);
    for (const l of labels) expect(l.probability).toBeCloseTo(platt(json, l.label, l.score), 12);
    const e = await stderrOf(["explain", "--model", model, "--json"], "wheat corn harvest");
    for (const l of e.out.labels) expect(l.probability).toBeCloseTo(platt(json, l.labelName, l.score), 12);
  });

  it("--calibrate isotonic stores a non-decreasing map per label", async () => {
    const model = `${stem}.iso.json`;
    await trainText(model, "--iterations", "10", "--validation-fraction", "0.3", "--calibrate", "isotonic");
    const maps = readJson(model).decision.calibration.labels as { x: number[]; y: number[] }[];
    expect(maps).toHaveLength(3);
    for (const { y } of maps)
      for (let k = 1; k < y.length; k++) expect(y[k]!).toBeGreaterThanOrEqual(y[k - 1]!);
  });
});
