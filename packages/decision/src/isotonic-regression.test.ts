import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { fitIsotonic, isotonicValue } from "./isotonic-regression.js";

/**
 * The isotonic regression by its min-max formula (Barlow et al. 1972): at the i-th distinct score,
 * max over a <= i of min over b >= i of the weighted mean outcome of the distinct scores a..b.
 */
function minMax(scores: number[], positive: number[]): Map<number, number> {
  const xs = [...new Set(scores)].sort((p, q) => p - q);
  const sum = xs.map((x) => scores.reduce((s, f, i) => s + (f === x ? positive[i]! : 0), 0));
  const weight = xs.map((x) => scores.filter((f) => f === x).length);
  const out = new Map<number, number>();
  xs.forEach((x, i) => {
    let best = Number.NEGATIVE_INFINITY;
    for (let a = 0; a <= i; a++) {
      let worst = Number.POSITIVE_INFINITY;
      for (let b = i; b < xs.length; b++) {
        let s = 0;
        let w = 0;
        for (let k = a; k <= b; k++) {
          s += sum[k]!;
          w += weight[k]!;
        }
        worst = Math.min(worst, s / w);
      }
      best = Math.max(best, worst);
    }
    out.set(x, best);
  });
  return out;
}

const sample = fc
  .integer({ min: 0, max: 14 })
  .chain((n) =>
    fc.tuple(
      fc.array(fc.integer({ min: -4, max: 4 }), { minLength: n, maxLength: n }),
      fc.array(fc.integer({ min: 0, max: 1 }), { minLength: n, maxLength: n }),
    ),
  );

describe("fitIsotonic", () => {
  it("the documented examples", () => {
    expect(fitIsotonic(Float64Array.of(1, 2, 3, 4), Uint8Array.of(0, 1, 0, 1))).toEqual({
      x: [1, 2, 3, 4],
      y: [0, 0.5, 0.5, 1],
    });
    expect(isotonicValue({ x: [0, 2], y: [0.2, 0.6] }, 1)).toBeCloseTo(0.4, 15);
    expect(isotonicValue({ x: [0, 2], y: [0.2, 0.6] }, 9)).toBe(0.6);
    expect(isotonicValue({ x: [], y: [] }, 9)).toBe(0.5);
  });

  test.prop([sample])("equals the min-max formula at every score (brute force)", ([scores, positive]) => {
    const fit = fitIsotonic(scores, positive);
    const want = minMax(scores, positive);
    for (const [x, y] of want) expect(isotonicValue(fit, x)).toBeCloseTo(y, 12);
  });

  test.prop([sample])(
    "is a valid map: x strictly increasing, y non-decreasing in [0, 1], each step kept by its two ends",
    ([scores, positive]) => {
      const { x, y } = fitIsotonic(scores, positive);
      expect(x.length).toBe(y.length);
      for (let k = 1; k < x.length; k++) {
        expect(x[k]!).toBeGreaterThan(x[k - 1]!);
        expect(y[k]!).toBeGreaterThanOrEqual(y[k - 1]!);
        if (k >= 2) expect(y[k] === y[k - 1] && y[k - 1] === y[k - 2]).toBe(false);
      }
      for (const p of y) expect(p >= 0 && p <= 1).toBe(true);
    },
  );
});
