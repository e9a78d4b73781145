import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadAdaBoostMH } from "@textboost/adaboost-mh";
import { loadDataset } from "@textboost/datasets";
import { evaluate as evaluateScores } from "@textboost/metrics";
import { labelMatrix } from "@textboost/sparse";
import { loadTextPipeline } from "@textboost/text";
import { beforeAll, describe, expect, it } from "vitest";
import { run, trainOnCorpus, writeTextCorpus } from "../src/test-support/run.js";

describe("textboost train / evaluate / predict on raw text", () => {
  let stem: string;
  let model: string;
  beforeAll(async () => {
    stem = writeTextCorpus();
    model = `${stem}.model.json`;
    const r = await trainOnCorpus(stem, "--iterations", "30", "--out", model, "--json");
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
  });

  it("train --json reports iterations, times and peak RSS, and writes a loadable model with its pipeline", async () => {
    const again = await trainOnCorpus(stem, "--iterations", "7", "--out", `${model}.2`, "--json");
    const report = JSON.parse(again.out);
    expect(report.iterations).toBe(7);
    expect(report.trainMs).toBeGreaterThan(0);
    // trainMs is rounded to 0.1 ms and msPerIteration to 0.001 ms, each from the unrounded time.
    expect(Math.abs(report.msPerIteration * 7 - report.trainMs)).toBeLessThanOrEqual(0.06);
    expect(report.peakRssMb).toBeGreaterThan(10);
    expect(report.documents).toBe(60);
    expect(report.labels).toBe(3);
    const m = loadAdaBoostMH(JSON.parse(readFileSync(`${model}.2`, "utf8")));
    expect(m.length).toBe(7);
    expect(m.preprocessing).not.toBeNull();
  });

  it("evaluate --at gives one object per S, equal to the metrics of the model's own scores", async () => {
    const r = await run([
      "evaluate",
      "--model",
      model,
      "--format",
      "boostexter",
      "--data",
      stem,
      "--at",
      "3,30",
      "--json",
    ]);
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.out);
    expect(rows.map((x: { iterations: number }) => x.iterations)).toEqual([3, 30]);
    // Recompute independently: the model's pipeline on the test file's texts, metrics on its scores.
    const m = loadAdaBoostMH(JSON.parse(readFileSync(model, "utf8")));
    const test = await loadDataset("boostexter", stem, { split: "test" });
    if (test.kind !== "text") throw new Error("expected text");
    const X = loadTextPipeline(m.preprocessing).transform(test.corpus.documents.map((d) => d.text));
    const idx = new Map(m.labels.map((l, j) => [l, j]));
    const Y = labelMatrix(
      test.corpus.documents.map((d) => d.labels.map((l) => idx.get(l)!)),
      m.labels.length,
    );
    for (const row of rows) {
      const expected = evaluateScores(Y, m.scores(X, { rounds: row.iterations }));
      for (const key of [
        "microF1",
        "macroF1",
        "hammingLoss",
        "rankingLoss",
        "coverage",
        "oneError",
        "averagePrecision",
      ]) {
        expect(row[key]).toBe(expected[key as keyof typeof expected]);
      }
    }
    // The topic words carry the labels: 30 rounds learn them.
    expect(rows[1].microF1).toBeGreaterThan(0.8);
  });

  it("predict labels stdin lines through the model's pipeline", async () => {
    const r = await run(
      ["predict", "--model", model, "--json"],
      "the wheat harvest and corn crop\n\nopec crude barrel refinery\n",
    );
    expect(r.code).toBe(0);
    const preds = JSON.parse(r.out);
    expect(preds.map((p: { document: string }) => p.document)).toEqual(["stdin:1", "stdin:3"]);
    const predicted = (i: number) =>
      preds[i].labels
        .filter((l: { predicted: boolean }) => l.predicted)
        .map((l: { label: string }) => l.label);
    expect(predicted(0)).toContain("grain");
    expect(predicted(1)).toContain("oil");
  });

  it("refuses to overwrite a model without --force and leaves the file as it was", async () => {
    const before = readFileSync(model, "utf8");
    const r = await trainOnCorpus(stem, "--iterations", "2", "--out", model);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/exists; pass --force/);
    expect(readFileSync(model, "utf8")).toBe(before);
    const forced = await trainOnCorpus(stem, "--iterations", "2", "--out", `${model}.2`, "--force");
    expect(forced.code).toBe(0);
  });

  it("trains and evaluates MP-Boost through the same commands", async () => {
    const out = `${stem}.mp.json`;
    const t = await trainOnCorpus(stem, "--algorithm", "mp-boost", "--iterations", "10", "--out", out);
    expect(t.code).toBe(0);
    const e = await run(["evaluate", "--model", out, "--format", "boostexter", "--data", stem, "--json"]);
    expect(JSON.parse(e.out).iterations).toBe(10);
  });
});

describe("textboost errors", () => {
  it("names the file and line of a corrupt data row", async () => {
    const stem = writeTextCorpus(10, 5);
    writeFileSync(`${stem}.data`, `${readFileSync(`${stem}.data`, "utf8")}wheat harvest, nosuchlabel.\n`);
    const r = await trainOnCorpus(stem, "--iterations", "2", "--out", `${stem}.m.json`);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/corpus\.data:11/);
    expect(r.err).toMatch(/E_INPUT_FORMAT/);
    expect(existsSync(`${stem}.m.json`)).toBe(false);
  });

  it("rejects an unknown algorithm and a missing option with a usage error", async () => {
    expect(
      (await run(["train", "--algorithm", "nope", "--format", "svmlight", "--data", "x", "--out", "y"])).code,
    ).toBe(2);
    expect((await run(["evaluate", "--format", "svmlight", "--data", "x"])).code).toBe(2);
  });

  it("says which model file is not a model", async () => {
    const stem = writeTextCorpus(5, 5);
    writeFileSync(`${stem}.bad.json`, "{ not json");
    const r = await run(["predict", "--model", `${stem}.bad.json`], "x\n");
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/bad\.json.*not JSON.*E_MODEL_FORMAT/);
  });
});

describe("textboost data stats", () => {
  it("counts what the reader reads", async () => {
    const path = join(__dirname, "../../../packages/datasets/fixtures/svmlight-mini.svm");
    const loaded = await loadDataset("svmlight", path);
    if (loaded.kind !== "vectors") throw new Error("expected vectors");
    const r = await run(["data", "stats", "--format", "svmlight", path, "--json"]);
    const stats = JSON.parse(r.out);
    const d = loaded.dataset;
    expect(stats).toMatchObject({
      documents: d.X.rows,
      labels: d.Y.cols,
      features: d.X.cols,
      nonZeros: d.X.indices.length,
    });
    const lines = readFileSync(path, "utf8")
      .split("\n")
      .filter((l) => l.trim() !== "" && !l.trim().startsWith("#"));
    expect(stats.documents).toBe(lines.length);
  });
});

describe("textboost demo", () => {
  it("trains both boosters on the synthetic corpus, and MP-Boost learns it", async () => {
    const r = await run(["demo", "--iterations", "20", "--json"]);
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.out) as { algorithm: string; iterations: number; microF1: number }[];
    expect(rows.map((x) => `${x.algorithm}@${x.iterations}`)).toEqual([
      "adaboost-mh@10",
      "adaboost-mh@20",
      "mp-boost@10",
      "mp-boost@20",
    ]);
    expect(rows[3]!.microF1).toBeGreaterThan(0.5);
  });

  it("reports each row's training time up to its own S, so rows of one run differ", async () => {
    const r = await run(["demo", "--iterations", "60", "--json"]);
    const rows = JSON.parse(r.out) as { algorithm: string; iterations: number; trainMs: number }[];
    for (const algorithm of ["adaboost-mh", "mp-boost"]) {
      const mine = rows.filter((x) => x.algorithm === algorithm);
      expect(mine.map((x) => x.iterations)).toEqual([10, 50, 60]);
      expect(mine[0]!.trainMs).toBeGreaterThan(0);
      expect(mine[0]!.trainMs).toBeLessThan(mine[1]!.trainMs);
      expect(mine[1]!.trainMs).toBeLessThanOrEqual(mine[2]!.trainMs);
    }
  });
});
