import { test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import type { AccuracyResults } from "./accuracy-results.js";
import { accuracyTables } from "./accuracy-tables.js";

const results = (microF1: number): AccuracyResults => ({
  bench: "accuracy",
  command: "node bench/dist/accuracy/accuracy.js",
  machine: { cpus: 2, cpuModel: "cpu", node: "v20" },
  python: { sklearn: "1.2.1" },
  crossValidation: { cGrid: [0.1, 1], folds: 3, seed: 0 },
  repeat: 1,
  sets: [
    {
      name: "medical",
      command: "node bench/dist/accuracy/accuracy.js --sets medical",
      split: "train/test",
      trainDocuments: 333,
      testDocuments: 645,
      features: 1449,
      labels: 45,
      labelsWithoutTestPositives: 3,
      runs: [
        {
          system: "textboost",
          config: "mh",
          flags: "--iterations 100",
          microF1,
          macroF1: 0.4,
          macroF1ZeroDivision: 0.3,
          averagePrecision: 0.85,
          fitSeconds: 1,
          cpuSeconds: 2,
          load: [1, 1, 1],
        },
        {
          system: "sklearn",
          model: "svm",
          features: "given",
          C: 1,
          microF1: 0.7,
          macroF1: 0.4,
          macroF1ZeroDivision: 0.3,
          averagePrecision: 0.8,
          fitSeconds: 0.1,
          cpuSeconds: 0.3,
          constantLabels: 0,
          load: [1, 1, 1],
        },
        { system: "textboost", name: "accurate", skipped: "unknown option '--preset'" },
      ],
    },
  ],
});

describe("accuracyTables", () => {
  test("shows every run's figures, the skipped ones with their reason, and the targets", () => {
    const md = accuracyTables(results(0.7654));
    expect(md).toMatch(/\| textboost mh +\| `--iterations 100` +\|/);
    expect(md).toContain("0.7654");
    expect(md).toContain("skipped: textboost accurate: unknown option '--preset'");
    expect(md).toMatch(
      /medical: average precision above every baseline .*\| met \+0\.0500 \(0\.8500 vs 0\.8000\)/,
    );
  });

  test("pads every table's columns to their widest cell: the rows of each table have one length", () => {
    const blocks = accuracyTables(results(0.7)).split("\n\n");
    const tables = blocks
      .map((b) => b.split("\n").filter((l) => l.startsWith("|")))
      .filter((t) => t.length > 0);
    expect(tables.length).toBe(2);
    for (const rows of tables) expect(new Set(rows.map((l) => l.length)).size).toBe(1);
  });

  test("a data set run with other options than the file's says so in its section, and only then", () => {
    const r = results(0.7);
    const own = { crossValidation: { cGrid: [0.1, 1, 10], folds: 3, seed: 0 }, repeat: 1 };
    const md = accuracyTables({ ...r, sets: [{ ...r.sets[0]!, options: own }] });
    expect(md).toContain("Baselines' C from {0.1, 1, 10} by 3-fold cross-validation");
    expect(md).toContain("Where a data set's baselines ran otherwise, its section says so.");
    const same = { crossValidation: r.crossValidation, repeat: r.repeat };
    expect(accuracyTables({ ...r, sets: [{ ...r.sets[0]!, options: same }] })).toBe(accuracyTables(r));
  });

  test("a check of a page made from other results fails: different figures give different tables", () => {
    expect(accuracyTables(results(0.7))).toBe(accuracyTables(results(0.7)));
    expect(accuracyTables(results(0.71))).not.toBe(accuracyTables(results(0.7)));
  });
});
