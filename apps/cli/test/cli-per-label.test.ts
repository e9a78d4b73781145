import { readFileSync } from "node:fs";
import { loadAdaBoostMH } from "@textboost/adaboost-mh";
import { loadDataset } from "@textboost/datasets";
import { loadTextPipeline } from "@textboost/text";
import { beforeAll, describe, expect, it } from "vitest";
import type { PerLabelRow } from "../src/tables/per-label-table.js";
import { run, trainOnCorpus, writeTextCorpus } from "../src/test-support/run.js";

describe("textboost evaluate --per-label", () => {
  let stem: string;
  let model: string;
  beforeAll(async () => {
    stem = writeTextCorpus();
    model = `${stem}.model.json`;
    expect((await trainOnCorpus(stem, "--iterations", "12", "--out", model)).code).toBe(0);
  });

  const evaluateArgs = () => [
    "evaluate",
    "--model",
    model,
    "--format",
    "boostexter",
    "--data",
    stem,
    "--per-label",
  ];

  it("counts each label's TP, FP and FN as a brute-force count over the model's scores", async () => {
    const r = await run([...evaluateArgs(), "--at", "4,12", "--json"]);
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.out) as { iterations: number; perLabel: PerLabelRow[] }[];
    const m = loadAdaBoostMH(JSON.parse(readFileSync(model, "utf8")));
    const test = await loadDataset("boostexter", stem, { split: "test" });
    if (test.kind !== "text") throw new Error("expected text");
    const X = loadTextPipeline(m.preprocessing).transform(test.corpus.documents.map((d) => d.text));
    for (const row of rows) {
      const scores = m.scores(X, { rounds: row.iterations }).data;
      m.labels.forEach((label, j) => {
        let tp = 0;
        let fp = 0;
        let fn = 0;
        test.corpus.documents.forEach((d, i) => {
          const truth = d.labels.includes(label);
          const predicted = scores[i * m.labels.length + j]! > 0;
          if (truth && predicted) tp++;
          else if (predicted) fp++;
          else if (truth) fn++;
        });
        const got = row.perLabel[j]!;
        expect(got.label).toBe(label);
        expect([got.tp, got.fp, got.fn, got.support]).toEqual([tp, fp, fn, tp + fn]);
        if (tp + fp > 0) expect(got.precision).toBeCloseTo(tp / (tp + fp), 12);
        if (tp + fn > 0) expect(got.recall).toBeCloseTo(tp / (tp + fn), 12);
      });
    }
  });

  it("prints a table for the largest S, most frequent label first", async () => {
    const r = await run([...evaluateArgs(), "--at", "12,4"]);
    expect(r.code).toBe(0);
    const table = r.out.slice(r.out.indexOf("per label at S=12"));
    const lines = table
      .split("\n")
      .slice(3)
      .filter((l) => l.trim() !== "");
    expect(lines.length).toBe(3);
    const supports = lines.map((l) => Number(l.trim().split(/\s+/)[1]));
    expect([...supports].sort((a, b) => b - a)).toEqual(supports);
  });
});
