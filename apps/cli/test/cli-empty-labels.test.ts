import { writeFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { PerLabelRow } from "../src/tables/per-label-table.js";
import { type JsonOutput, run, runJson, trainOnCorpus, writeTextCorpus } from "../src/test-support/run.js";

/** Every measure's F1 macro from the per-label rows, under each rule, as a reference. */
function macroFromRows(rows: readonly PerLabelRow[]): {
  one: number;
  zero: number;
  skip: number;
  empty: number;
} {
  const empty = rows.filter((r) => r.tp === 0 && r.fp === 0 && r.fn === 0).length;
  const sum = rows.reduce((a, r) => a + (r.tp === 0 && r.fp === 0 && r.fn === 0 ? 0 : r.f1), 0);
  return {
    one: (sum + empty) / rows.length,
    zero: sum / rows.length,
    skip: rows.length === empty ? 1 : sum / (rows.length - empty),
    empty,
  };
}

describe("--empty-labels: how F1 macro counts labels with no positive and no prediction", () => {
  let stem: string;
  let model: string;
  beforeAll(async () => {
    stem = writeTextCorpus();
    model = `${stem}.model.json`;
    expect((await trainOnCorpus(stem, "--iterations", "20", "--out", model)).code).toBe(0);
    // A test part about grain only: oil and money have no positive test document.
    const grain = ["wheat", "grain", "harvest", "corn", "crop", "bushel"];
    const lines = Array.from({ length: 12 }, (_, i) => `${grain[i % 6]} ${grain[(i + 2) % 6]} said, grain.`);
    writeFileSync(`${stem}.test`, `${lines.join("\n")}\n`);
  });

  const evaluate = (...more: string[]): Promise<JsonOutput> =>
    runJson([
      "evaluate",
      "--model",
      model,
      "--format",
      "boostexter",
      "--data",
      stem,
      "--per-label",
      "--json",
      ...more,
    ]);

  it("evaluate: each rule's F1 macro is the per-label F1s averaged under that rule, and the JSON names the rule and the count", async () => {
    const seen = new Set<number>();
    for (const rule of ["one", "zero", "skip"] as const) {
      const row = await evaluate("--empty-labels", rule);
      const ref = macroFromRows(row.perLabel as PerLabelRow[]);
      expect(row.emptyLabelRule).toBe(rule);
      expect(row.emptyLabels).toBe(ref.empty);
      expect(row.macroF1).toBeCloseTo(ref[rule], 12);
      seen.add(row.macroF1);
    }
    // The fixture has empty labels, so the three rules give three different figures.
    expect((await evaluate()).emptyLabels).toBeGreaterThan(0);
    expect(seen.size).toBe(3);
  });

  it("evaluate's table names the rule beside F1 macro and counts the empty labels under it", async () => {
    const r = await run([
      "evaluate",
      "--model",
      model,
      "--format",
      "boostexter",
      "--data",
      stem,
      "--empty-labels",
      "zero",
    ]);
    expect(r.code).toBe(0);
    const json = await evaluate("--empty-labels", "zero");
    expect(r.out).toContain("F1 macro (empty labels as 0)");
    expect(r.out).toContain(`empty labels: ${json.emptyLabels}.`);
  });

  it("refuses an unknown rule, naming the option", async () => {
    const r = await run([
      "evaluate",
      "--model",
      model,
      "--format",
      "boostexter",
      "--data",
      stem,
      "--empty-labels",
      "half",
    ]);
    expect(r.code).not.toBe(0);
    expect(r.err).toContain("--empty-labels");
  });

  it("compare records the rule in its JSON and every point's count; report refuses it with --comparison", async () => {
    const out = `${stem}.compare.json`;
    const comparison = await runJson([
      "compare",
      "--algorithms",
      "adaboost-mh",
      "--format",
      "boostexter",
      "--data",
      stem,
      "--at",
      "5,20",
      "--threads",
      "1",
      "--empty-labels",
      "skip",
      "--out",
      out,
      "--json",
    ]);
    expect(comparison.emptyLabelRule).toBe("skip");
    const perLabel = comparison.runs[0].perLabel as PerLabelRow[];
    const last = comparison.runs[0].points.find((p: JsonOutput) => p.iterations === 20);
    expect(last.emptyLabels).toBe(macroFromRows(perLabel).empty);
    expect(last.macroF1).toBeCloseTo(macroFromRows(perLabel).skip, 12);
    const refused = await run([
      "report",
      "--comparison",
      out,
      "--empty-labels",
      "zero",
      "--out",
      `${stem}.html`,
    ]);
    expect(refused.code).not.toBe(0);
    expect(refused.err).toContain("--empty-labels");
  });
});
