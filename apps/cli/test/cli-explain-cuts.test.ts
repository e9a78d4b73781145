import { readFileSync } from "node:fs";
import { loadAdaBoostMH } from "@textboost/adaboost-mh";
import { loadDataset } from "@textboost/datasets";
import { loadTextPipeline } from "@textboost/text";
import { beforeAll, describe, expect, it } from "vitest";
import type { ExplainReport } from "../src/commands/explain.js";
import { run, trainOnCorpus, writeTextCorpus } from "../src/test-support/run.js";

/** The thresholds the rounds of a model file test on each feature (threshold stumps of AdaBoost.MH). */
function thresholdsByFeature(file: {
  body: { rounds: { type: string; feature?: number; threshold?: number }[] };
}) {
  const by = new Map<number, Set<number>>();
  for (const h of file.body.rounds) {
    if (h.type !== "threshold-stump") continue;
    const set = by.get(h.feature!) ?? new Set<number>();
    set.add(h.threshold!);
    by.set(h.feature!, set);
  }
  return by;
}

describe("textboost explain on threshold stumps (tf-idf weights)", () => {
  let stem: string;
  let model: string;
  beforeAll(async () => {
    stem = writeTextCorpus();
    model = `${stem}.tfidf.json`;
    const r = await trainOnCorpus(stem, "--iterations", "20", "--weighting", "tf-idf", "--out", model);
    expect(r.code).toBe(0);
  });

  const explainRow = (row: number, ...more: string[]) =>
    run([
      "explain",
      ...["--model", model, "--format", "boostexter", "--data", stem, "--split", "test"],
      ...["--row", String(row), ...more],
    ]);

  it("gives each feature's value in the document and the cuts its rounds tested, on the right side", async () => {
    const file = JSON.parse(readFileSync(model, "utf8"));
    const cuts = thresholdsByFeature(file);
    expect(cuts.size).toBeGreaterThan(0);
    const m = loadAdaBoostMH(file);
    const test = await loadDataset("boostexter", stem, { split: "test" });
    if (test.kind !== "text") throw new Error("expected text");
    const X = loadTextPipeline(m.preprocessing).transform(test.corpus.documents.map((d) => d.text));
    let checked = 0;
    for (const row of [0, 1, 2, 3]) {
      const r = await explainRow(row, "--json", "--label", ...m.labels);
      expect(r.code).toBe(0);
      const report = JSON.parse(r.out) as ExplainReport;
      expect([...(report.true ?? [])].sort()).toEqual([...test.corpus.documents[row]!.labels].sort());
      const stored = new Map<number, number>();
      for (let p = X.indptr[row]!; p < X.indptr[row + 1]!; p++) stored.set(X.indices[p]!, X.values![p]!);
      for (const label of report.labels) {
        for (const c of label.contributions) {
          if (c.feature < 0) continue;
          expect(c.value).toBe(stored.get(c.feature) ?? 0); // tf-idf: an absent term weighs 0
          expect(c.cuts!.length).toBeGreaterThan(0);
          for (const cut of c.cuts!) {
            expect(cuts.get(c.feature)?.has(cut.threshold)).toBe(true);
            expect(cut.above).toBe(c.value! > cut.threshold);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("prints the cut after the term, and the document's true labels", async () => {
    const r = await explainRow(0);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/\n {4}[+-]\d\.\d{3} {2}\S+ = [\d.e+-]+: (>|<=) [\d.e+-]+/);
    const test = await loadDataset("boostexter", stem, { split: "test" });
    if (test.kind !== "text") throw new Error("expected text");
    expect(r.out).toContain(`true labels: ${test.corpus.documents[0]!.labels.join(", ")}\n`);
  });
});

describe("textboost explain on AdaBoost.LC with binned stumps (tf-idf weights)", () => {
  let stem: string;
  let model: string;
  beforeAll(async () => {
    stem = writeTextCorpus();
    model = `${stem}.lc-binned.json`;
    const r = await trainOnCorpus(
      stem,
      ...["--algorithm", "adaboost-lc", "--stumps", "binned", "--weighting", "tf-idf"],
      ...["--iterations", "15", "--out", model],
    );
    expect(r.code).toBe(0);
  });

  const explainRow = (row: number, ...more: string[]) =>
    run([
      "explain",
      ...["--model", model, "--format", "boostexter", "--data", stem, "--split", "test"],
      ...["--row", String(row), ...more],
    ]);

  it("names the original term with the document's weight and the binning's cuts, on the right side", async () => {
    const file = JSON.parse(readFileSync(model, "utf8"));
    const { offsets, thresholds } = file.body.binning as { offsets: number[]; thresholds: number[] };
    const test = await loadDataset("boostexter", stem, { split: "test" });
    if (test.kind !== "text") throw new Error("expected text");
    const X = loadTextPipeline(file.preprocessing).transform(test.corpus.documents.map((d) => d.text));
    let checked = 0;
    for (const row of [0, 1, 2]) {
      const r = await explainRow(row, "--json", "--label", ...file.labels);
      expect(r.code).toBe(0);
      const report = JSON.parse(r.out) as ExplainReport;
      const stored = new Map<number, number>();
      for (let p = X.indptr[row]!; p < X.indptr[row + 1]!; p++) stored.set(X.indices[p]!, X.values![p]!);
      for (const label of report.labels) {
        for (const c of label.contributions) {
          if (c.feature < 0) continue;
          expect(c.featureName).toBe(file.features[c.feature]); // the term, not "term > 0.09"
          expect(c.value).toBe(stored.get(c.feature) ?? 0);
          const own = thresholds.slice(offsets[c.feature], offsets[c.feature + 1]);
          for (const cut of c.cuts!) {
            expect(own).toContain(cut.threshold);
            expect(cut.above).toBe(c.value! > cut.threshold);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
    const text = await explainRow(0, "--label", ...file.labels);
    expect(text.out).toMatch(/\n {4}[+-]\d\.\d{3} {2}\S+ = [\d.e+-]+: (>|<=) [\d.e+-]+/);
  });
});
