import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { mergeSet, runKey } from "./accuracy-merge.js";
import type { AccuracyRun, AccuracySet } from "./accuracy-results.js";

const load = [0, 0, 0] as const;
const figures = { microF1: 0.5, macroF1: 0.5, macroF1ZeroDivision: 0.5, averagePrecision: 0.5 };
const textboost = (config: string, fitSeconds: number): AccuracyRun => ({
  system: "textboost",
  config,
  flags: "--x",
  ...figures,
  fitSeconds,
  cpuSeconds: 1,
  load,
});
const sklearn = (model: string, fitSeconds: number): AccuracyRun => ({
  system: "sklearn",
  model,
  features: "given",
  C: 1,
  ...figures,
  fitSeconds,
  cpuSeconds: 1,
  constantLabels: 0,
  load,
});
const set = (command: string, runs: AccuracyRun[]): AccuracySet => ({
  name: "medical",
  command,
  split: "s",
  trainDocuments: 1,
  testDocuments: 1,
  features: 1,
  labels: 1,
  labelsWithoutTestPositives: 0,
  runs,
});

const configs = fc.uniqueArray(fc.constantFrom("a", "b", "c", "d"), { maxLength: 4 });
const models = fc.uniqueArray(fc.constantFrom("svm", "svm-balanced", "logreg"), { maxLength: 3 });

describe("mergeSet", () => {
  test.prop([configs, models, configs, models], { numRuns: 100 })(
    "keeps every key of both, the new run's figure for a key in both, textboost first",
    (oldC, oldM, newC, newM) => {
      const old = set("old", [...oldC.map((c) => textboost(c, 1)), ...oldM.map((m) => sklearn(m, 1))]);
      const fresh = set("new", [...newC.map((c) => textboost(c, 2)), ...newM.map((m) => sklearn(m, 2))]);
      const merged = mergeSet(old, fresh);
      const keys = merged.runs.map(runKey);
      expect(new Set(keys)).toEqual(new Set([...old.runs, ...fresh.runs].map(runKey)));
      expect(keys.length).toBe(new Set(keys).size);
      for (const r of merged.runs) {
        const inFresh = fresh.runs.some((f) => runKey(f) === runKey(r));
        expect("fitSeconds" in r && r.fitSeconds).toBe(inFresh ? 2 : 1);
      }
      const firstSklearn = merged.runs.findIndex((r) => r.system === "sklearn");
      if (firstSklearn >= 0)
        expect(merged.runs.slice(firstSklearn).every((r) => r.system === "sklearn")).toBe(true);
    },
  );

  test("a skipped entry and a result of the same configuration replace each other", () => {
    const skipped: AccuracyRun = { system: "textboost", name: "a", skipped: "unknown option" };
    expect(mergeSet(set("old", [skipped]), set("new", [textboost("a", 2)])).runs).toEqual([
      textboost("a", 2),
    ]);
    expect(mergeSet(set("old", [textboost("a", 1)]), set("new", [skipped])).runs).toEqual([skipped]);
  });

  test("keeps both commands only when old runs are kept", () => {
    expect(mergeSet(set("old", [textboost("a", 1)]), set("new", [textboost("b", 2)])).command).toBe(
      "old; new",
    );
    const fresh = set("new", [textboost("a", 2)]);
    expect(mergeSet(set("old", [textboost("a", 1)]), fresh)).toBe(fresh);
    expect(mergeSet(undefined, fresh)).toBe(fresh);
  });
});
