import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import type { AccuracySet, SklearnRun, TextboostRun } from "./accuracy-results.js";
import { accuracyTargets } from "./accuracy-targets.js";

const unit = fc.double({ min: 0, max: 1, noNaN: true });
const figures = fc.record({ microF1: unit, macroF1: unit, averagePrecision: unit });
type Figures = { microF1: number; macroF1: number; averagePrecision: number };

const load = [0, 0, 0] as const;
const textboost = (config: string, f: Figures): TextboostRun => ({
  system: "textboost",
  config,
  flags: "--x",
  ...f,
  macroF1ZeroDivision: 0,
  fitSeconds: 1,
  cpuSeconds: 1,
  load,
});
const sklearn = (model: string, features: string, f: Figures): SklearnRun => ({
  system: "sklearn",
  model,
  features,
  C: 1,
  ...f,
  macroF1ZeroDivision: 0,
  fitSeconds: 1,
  cpuSeconds: 1,
  constantLabels: 0,
  load,
});
const set = (name: string, runs: AccuracySet["runs"]): AccuracySet => ({
  name,
  command: "c",
  split: "s",
  trainDocuments: 1,
  testDocuments: 1,
  features: 1,
  labels: 1,
  labelsWithoutTestPositives: 0,
  runs,
});

describe("accuracyTargets", () => {
  test.prop([figures, figures, figures, figures], { numRuns: 100 })(
    "Reuters-21578: the fixed bounds and the better balanced LinearSVC, margins as value minus bound",
    (tb, bal1, bal2, plain) => {
      const checks = accuracyTargets([
        set("reuters21578", [
          textboost("mh", tb),
          sklearn("svm-balanced", "tf-idf", bal1),
          sklearn("svm-balanced", "binary", bal2),
          sklearn("svm", "tf-idf", plain),
        ]),
      ]);
      expect(checks).toHaveLength(4);
      const [micro, macro, aboveMicro, aboveMacro] = checks;
      expect(micro!.margin).toBeCloseTo(tb.microF1 - 0.885, 12);
      expect(micro!.met).toBe(tb.microF1 >= 0.885);
      expect(macro!.met).toBe(tb.macroF1 >= 0.57);
      const bestMicro = Math.max(bal1.microF1, bal2.microF1);
      const bestMacro = Math.max(bal1.macroF1, bal2.macroF1);
      expect(aboveMicro!.bound).toBe(bestMicro);
      expect(aboveMicro!.met).toBe(tb.microF1 > bestMicro);
      expect(aboveMacro!.bound).toBe(bestMacro);
      expect(aboveMacro!.met).toBe(tb.macroF1 > bestMacro);
    },
  );

  test.prop([figures, figures, fc.array(figures, { minLength: 1, maxLength: 4 })], { numRuns: 100 })(
    "RCV1: micro within 0.02 of balanced LinearSVC, macro above it, AvgP above every baseline",
    (tb, bal, others) => {
      const baselines = [
        sklearn("svm-balanced", "given", bal),
        ...others.map((o) => sklearn("logreg", "given", o)),
      ];
      const checks = accuracyTargets([set("rcv1subset1", [textboost("mh", tb), ...baselines])]);
      expect(checks).toHaveLength(3);
      expect(checks[0]!.met).toBe(tb.microF1 - (bal.microF1 - 0.02) >= 0);
      expect(checks[1]!.met).toBe(tb.macroF1 > bal.macroF1);
      const bestAvgP = Math.max(...baselines.map((b) => b.averagePrecision!));
      expect(checks[2]!.bound).toBe(bestAvgP);
      expect(checks[2]!.met).toBe(tb.averagePrecision > bestAvgP);
    },
  );

  test("a skipped baseline or configuration gives no check, and each configuration is checked on its own", () => {
    const f = { microF1: 0.5, macroF1: 0.5, averagePrecision: 0.5 };
    expect(
      accuracyTargets([
        set("medical", [textboost("a", f), { system: "sklearn", name: "svm", skipped: "no Python" }]),
      ]),
    ).toEqual([]);
    const two = accuracyTargets([
      set("medical", [
        textboost("a", f),
        textboost("b", { ...f, averagePrecision: 0.7 }),
        sklearn("svm", "given", { ...f, averagePrecision: 0.6 }),
      ]),
    ]);
    expect(two.map((c) => [c.config, c.met])).toEqual([
      ["a", false],
      ["b", true],
    ]);
  });
});
