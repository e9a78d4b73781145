import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { fitPlatt, plattProbability } from "./platt-scaling.js";

/** Platt's objective, written out directly. */
function loss(scores: number[], positive: number[], a: number, b: number): number {
  const pos = positive.filter(Boolean).length;
  const hi = (pos + 1) / (pos + 2);
  const lo = 1 / (positive.length - pos + 2);
  let s = 0;
  scores.forEach((f, i) => {
    const t = positive[i] ? hi : lo;
    const p = 1 / (1 + Math.exp(-(a * f + b)));
    s -= t * Math.log(p) + (1 - t) * Math.log(1 - p);
  });
  return s;
}

const sample = fc.integer({ min: 1, max: 15 }).chain((n) =>
  fc.tuple(
    // scores in [-3, 3] on a grid of 1/1000, as boosting scores are (scores 1e-12 apart make a
    // sigmoid fit whose optimum is at a ~ 1e12: another problem)
    fc.array(
      fc.integer({ min: -3000, max: 3000 }).map((k) => k / 1000),
      {
        minLength: n,
        maxLength: n,
      },
    ),
    fc.array(fc.integer({ min: 0, max: 1 }), { minLength: n, maxLength: n }),
  ),
);

describe("fitPlatt", () => {
  it("the documented example; no documents give 1/2", () => {
    const { a } = fitPlatt(Float64Array.of(-2, -1, 1, 2), Uint8Array.of(0, 0, 1, 1));
    expect(a).toBeGreaterThan(0);
    expect(plattProbability(fitPlatt([], []), 3)).toBe(0.5);
    expect(plattProbability({ a: 2, b: -1 }, 0.5)).toBe(0.5);
    expect(plattProbability({ a: 1, b: 0 }, -1000)).toBe(0); // no overflow
    expect(() => fitPlatt([1], [])).toThrow(/1 scores but 0 labels/);
  });

  test.prop([sample], { numRuns: 60 })(
    "no point of a grid around the solution has a lower loss (brute force), and the gradient is ~0",
    ([scores, positive]) => {
      const { a, b } = fitPlatt(scores, positive);
      const mine = loss(scores, positive, a, b);
      for (let da = -1; da <= 1; da += 0.25) {
        for (let db = -1; db <= 1; db += 0.25) {
          expect(mine).toBeLessThanOrEqual(loss(scores, positive, a + da, b + db) + 1e-9);
        }
      }
      const h = 1e-6;
      const ga = (loss(scores, positive, a + h, b) - loss(scores, positive, a - h, b)) / (2 * h);
      const gb = (loss(scores, positive, a, b + h) - loss(scores, positive, a, b - h)) / (2 * h);
      expect(Math.abs(ga) + Math.abs(gb)).toBeLessThan(1e-4 * scores.length);
    },
  );

  test.prop([sample])(
    "probabilities are strictly inside (0, 1) and ordered like the scores when a > 0",
    ([scores, positive]) => {
      const fit = fitPlatt(scores, positive);
      const ps = scores.map((f) => plattProbability(fit, f));
      for (const p of ps) expect(p > 0 && p < 1).toBe(true);
      if (fit.a > 0) {
        for (const [i, f] of scores.entries()) {
          for (const [k, g] of scores.entries()) if (f < g) expect(ps[i]!).toBeLessThanOrEqual(ps[k]!);
        }
      }
    },
  );
});
