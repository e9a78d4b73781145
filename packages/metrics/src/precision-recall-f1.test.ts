import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { precisionRecallF1 } from "./precision-recall-f1.js";

describe("precisionRecallF1", () => {
  it("follows Eq. 13 on a worked case", () => {
    const r = precisionRecallF1(3, 1, 2);
    expect(r.precision).toBe(0.75);
    expect(r.recall).toBe(0.6);
    expect(r.f1).toBeCloseTo((2 * 0.75 * 0.6) / 1.35, 15);
  });

  it("takes F1 = 1 (and P = R = 1) when TP = FP = FN = 0, as in the MP-Boost paper", () => {
    expect(precisionRecallF1(0, 0, 0)).toEqual({ precision: 1, recall: 1, f1: 1 });
  });

  it("gives 0 for the other 0/0 cases", () => {
    expect(precisionRecallF1(0, 0, 4)).toEqual({ precision: 0, recall: 0, f1: 0 });
    expect(precisionRecallF1(0, 5, 0)).toEqual({ precision: 0, recall: 0, f1: 0 });
  });

  test.prop([fc.nat(50), fc.nat(50), fc.nat(50)])(
    "F1 is the harmonic mean of P and R, everything in [0, 1], never NaN",
    (tp, fp, fn) => {
      const { precision: p, recall: r, f1 } = precisionRecallF1(tp, fp, fn);
      for (const v of [p, r, f1]) {
        expect(Number.isNaN(v)).toBe(false);
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(1);
      }
      expect(f1).toBeCloseTo(p + r === 0 ? 0 : (2 * p * r) / (p + r), 12);
      if (tp + fp > 0) expect(p).toBeCloseTo(tp / (tp + fp), 15);
      if (tp + fn > 0) expect(r).toBeCloseTo(tp / (tp + fn), 15);
    },
  );
});
