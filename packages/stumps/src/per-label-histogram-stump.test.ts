import { fc, test } from "@fast-check/vitest";
import type { PairWeights, TrainingSet } from "@textboost/core";
import { trainingSet } from "@textboost/sparse";
import { arbDenseRows, csrFromDenseRows, labelMatrixFromRows } from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { binThreshold, histogramBins } from "./histogram-bins.js";
import { perLabelHistogramStump } from "./per-label-histogram-stump.js";
import { perLabelThresholdStump, perLabelThresholdStumpFromJSON } from "./per-label-threshold-stump.js";

/** Dense continuous data with labels, positive weights and a bin count. */
const arbData = fc
  .record({
    g: fc.integer({ min: 2, max: 24 }),
    r: fc.integer({ min: 1, max: 4 }),
    m: fc.integer({ min: 1, max: 4 }),
    B: fc.integer({ min: 2, max: 6 }),
  })
  .chain(({ g, r, m, B }) =>
    fc.record({
      B: fc.constant(B),
      x: arbDenseRows(g, r),
      y: fc.array(fc.array(fc.boolean(), { minLength: m, maxLength: m }), { minLength: g, maxLength: g }),
      w: fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: g * m, maxLength: g * m }),
    }),
  );

function setUp(x: number[][], y: boolean[][], w: number[]): { ts: TrainingSet; weights: PairWeights } {
  const total = w.reduce((a, b) => a + b, 0);
  return {
    ts: trainingSet(csrFromDenseRows(x), labelMatrixFromRows(y)),
    weights: Float64Array.from(w, (v) => v / total),
  };
}

/** Label j's Z_j = 2(√(W₊W₋) below + √(W₊W₋) above) of the split "x_c ≤ θ", by brute force. */
function labelZ(x: number[][], y: boolean[][], w: PairWeights, j: number, c: number, theta: number): number {
  const m = y[0]!.length;
  const W = [0, 0, 0, 0]; // [above * 2 + positive]
  x.forEach((row, i) => {
    W[(row[c]! <= theta ? 0 : 2) + (y[i]![j] ? 1 : 0)]! += w[i * m + j]!;
  });
  return 2 * (Math.sqrt(W[0]! * W[1]!) + Math.sqrt(W[2]! * W[3]!));
}

describe("perLabelHistogramStump", () => {
  test.prop([arbData])(
    "each label's split has the least Z_j over every bin boundary of every feature",
    ({ B, x, y, w }) => {
      const { ts, weights } = setUp(x, y, w);
      const h = perLabelHistogramStump({ bins: B }).fit(ts, weights);
      const bins = histogramBins(ts.Xc, B);
      for (let j = 0; j < y[0]!.length; j++) {
        let best = Number.POSITIVE_INFINITY;
        for (let c = 0; c < bins.columns; c++) {
          for (let b = 0; b < bins.binStart[c + 1]! - bins.binStart[c]! - 1; b++) {
            best = Math.min(best, labelZ(x, y, weights, j, c, binThreshold(bins, c, b)));
          }
        }
        if (best === Number.POSITIVE_INFINITY) {
          expect(h.thresholds[j]).toBe(Number.POSITIVE_INFINITY);
          continue;
        }
        const chosen = labelZ(x, y, weights, j, h.features[j]!, h.thresholds[j]!);
        expect(chosen).toBeLessThanOrEqual(best + 1e-9);
      }
    },
  );

  test.prop([arbData])("its Z_j is never below the exact every-value stump's", ({ B, x, y, w }) => {
    const { ts, weights } = setUp(x, y, w);
    const binned = perLabelHistogramStump({ bins: B }).fit(ts, weights);
    const exact = perLabelThresholdStump().fit(ts, weights);
    for (let j = 0; j < y[0]!.length; j++) {
      if (!Number.isFinite(binned.thresholds[j]!)) continue;
      const zBinned = labelZ(x, y, weights, j, binned.features[j]!, binned.thresholds[j]!);
      const zExact = labelZ(x, y, weights, j, exact.features[j]!, exact.thresholds[j]!);
      expect(zBinned).toBeGreaterThanOrEqual(zExact - 1e-9);
    }
  });

  test.prop([arbData])("its hypothesis survives JSON", ({ B, x, y, w }) => {
    const { ts, weights } = setUp(x, y, w);
    const h = perLabelHistogramStump({ bins: B }).fit(ts, weights);
    const back = perLabelThresholdStumpFromJSON(JSON.parse(JSON.stringify(h.toJSON())));
    const m = y[0]!.length;
    const [a, b] = [new Float64Array(m), new Float64Array(m)];
    for (let i = 0; i < x.length; i++) {
      h.vote(ts.X, i, a);
      back.vote(ts.X, i, b);
      expect(Array.from(b)).toEqual(Array.from(a));
    }
  });

  it("refuses a bin count out of range", () => {
    expect(() => perLabelHistogramStump({ bins: 1 })).toThrow(/bins must be an integer from 2/);
    expect(() => perLabelHistogramStump({ bins: 2.5 })).toThrow(/bins must be an integer from 2/);
  });
});
