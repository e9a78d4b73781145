import { fc, test } from "@fast-check/vitest";
import { csrFromRows } from "@textboost/sparse";
import { describe, expect, it } from "vitest";
import { calibrateScores, fitPlatt, fitScoreCalibration } from "./platt.js";

const scoresAndLabels = fc
  .integer({ min: 1, max: 30 })
  .chain((n) =>
    fc.tuple(
      fc.array(fc.double({ min: -50, max: 50, noNaN: true }), { minLength: n, maxLength: n }),
      fc.array(fc.integer({ min: 0, max: 1 }), { minLength: n, maxLength: n }),
    ),
  );

const logistic = (f: number) => 1 / (1 + Math.exp(-2 * f));

/** Scores with many ties (a member's scores are sums of a few stump votes), and 0/1 labels. */
const tiedScoresAndLabels = fc
  .integer({ min: 1, max: 60 })
  .chain((n) =>
    fc.tuple(
      fc.array(fc.constantFrom(-1.5, -0.25, 0, 0.25, 0.7, 2), { minLength: n, maxLength: n }),
      fc.array(fc.integer({ min: 0, max: 1 }), { minLength: n, maxLength: n }),
    ),
  );

/** Platt's log loss of σ(2·scale·f + 2·shift), document by document, with his smoothed targets. */
function documentLoss(f: number[], y: number[], scale: number, shift: number): number {
  const positives = y.filter((v) => v > 0).length;
  const hi = (positives + 1) / (positives + 2);
  const lo = 1 / (f.length - positives + 2);
  let s = 0;
  for (let i = 0; i < f.length; i++) {
    const z = 2 * scale * f[i]! + 2 * shift;
    s += Math.log1p(Math.exp(-Math.abs(z))) + Math.max(z, 0) - (y[i]! > 0 ? hi : lo) * z;
  }
  return s;
}

describe("fitPlatt", () => {
  test.prop([scoresAndLabels])(
    "gives a finite, non-decreasing map whose probabilities lie in [0, 1]",
    ([f, y]) => {
      const { scale, shift } = fitPlatt(f, y);
      expect(Number.isFinite(scale) && scale >= 0).toBe(true);
      expect(Number.isFinite(shift)).toBe(true);
      const sorted = [...f].sort((a, b) => a - b);
      const p = sorted.map((x) => logistic(scale * x + shift));
      for (let i = 0; i < p.length; i++) {
        expect(p[i]).toBeGreaterThanOrEqual(0);
        expect(p[i]).toBeLessThanOrEqual(1);
        if (i > 0) expect(p[i]).toBeGreaterThanOrEqual(p[i - 1]!);
      }
    },
  );

  test.prop([
    tiedScoresAndLabels,
    fc.double({ min: 0.05, max: 3, noNaN: true }),
    fc.double({ min: -2, max: 2, noNaN: true }),
  ])(
    "an increasing map has the least document-by-document log loss (equal scores summed as one term)",
    ([f, y], scale, shift) => {
      const fit = fitPlatt(f, y);
      // An increasing fit is the unconstrained least loss: any other map does no better (up to rounding).
      fc.pre(fit.scale > 0);
      const best = documentLoss(f, y, fit.scale, fit.shift);
      expect(best).toBeLessThanOrEqual(documentLoss(f, y, scale, shift) + 1e-9 * f.length);
      expect(best).toBeLessThanOrEqual(documentLoss(f, y, fit.scale * 1.01, fit.shift) + 1e-9 * f.length);
    },
  );

  it("learns an increasing map on scores that rank the label right, and shrinks overconfident scores", () => {
    // Scores of ±10 where one document in four of each side is on the wrong side: P near 3/4, not 1.
    const f = [10, 10, 10, -10, -10, -10, -10, 10];
    const y = [1, 1, 1, 0, 0, 0, 1, 0];
    const { scale, shift } = fitPlatt(f, y);
    expect(scale).toBeGreaterThan(0);
    expect(logistic(scale * 10 + shift)).toBeGreaterThan(0.6);
    expect(logistic(scale * 10 + shift)).toBeLessThan(0.85);
  });

  it("falls back to the smoothed base rate when the scores rank the label backwards", () => {
    const { scale, shift } = fitPlatt([3, 2, -2, -3], [0, 0, 1, 1]);
    expect(scale).toBe(0);
    expect(logistic(shift)).toBeCloseTo(3 / 6, 10);
  });
});

describe("fitScoreCalibration and calibrateScores", () => {
  it("fit each label on its own column and map scores label by label", () => {
    const scores = { rows: 4, cols: 2, data: Float64Array.from([2, -1, 1, -2, -1, 2, -2, 1]) };
    const Y = csrFromRows([{ indices: [0] }, { indices: [0] }, { indices: [1] }, { indices: [1] }], 2, {
      binary: true,
    });
    const c = fitScoreCalibration(scores, Y);
    expect(c.scale[0]).toBeGreaterThan(0);
    expect(c.scale[1]).toBeGreaterThan(0);
    const out = calibrateScores(scores, c);
    for (let i = 0; i < 4; i++)
      for (let l = 0; l < 2; l++)
        expect(out.data[i * 2 + l]).toBeCloseTo(c.scale[l]! * scores.data[i * 2 + l]! + c.shift[l]!, 12);
  });
});
