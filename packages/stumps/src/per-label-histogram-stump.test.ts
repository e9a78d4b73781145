import { fc, test } from "@fast-check/vitest";
import type { PairWeights, TrainingSet } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { binThreshold, histogramBins } from "./histogram-bins.js";
import { perLabelHistogramStump } from "./per-label-histogram-stump.js";
import { createPerLabelHistogramSums } from "./per-label-histogram-sums.js";
import {
  type PerLabelThresholdStumpHypothesis,
  perLabelThresholdStump,
  perLabelThresholdStumpFromJSON,
} from "./per-label-threshold-stump.js";
import { arbDenseData, denseTrainingSet } from "./test-support/dense-data.js";

/** Small dense data with weights. */
const arbData = arbDenseData(24, 4);

/** Label j's Z_j = 2(√(W₊W₋) below + √(W₊W₋) above) of the split "x_c ≤ θ", by brute force. */
function labelZ(x: number[][], y: boolean[][], w: PairWeights, j: number, c: number, theta: number): number {
  const m = y[0]!.length;
  const W = [0, 0, 0, 0]; // [above * 2 + positive]
  x.forEach((row, i) => {
    W[(row[c]! <= theta ? 0 : 2) + (y[i]![j] ? 1 : 0)]! += w[i * m + j]!;
  });
  return 2 * (Math.sqrt(W[0]! * W[1]!) + Math.sqrt(W[2]! * W[3]!));
}

/** Whether the distinct values differ pairwise by more than a millionth of their size. */
function wellSeparated(values: number[]): boolean {
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  return sorted.every((v, i) => i === 0 || v - sorted[i - 1]! > 1e-6 * Math.max(1, Math.abs(v)));
}

describe("perLabelHistogramStump", () => {
  test.prop([arbData])(
    "each label's split has the least Z_j over every bin boundary of every feature",
    ({ B, x, y, w }) => {
      const { ts, weights } = denseTrainingSet(x, y, w);
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
    // The exact stump does not cut between two adjacent doubles (its threshold is their midpoint):
    // leave out columns whose distinct values are that close.
    fc.pre(x[0]!.every((_, c) => wellSeparated(x.map((row) => row[c]!))));
    const { ts, weights } = denseTrainingSet(x, y, w);
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
    const { ts, weights } = denseTrainingSet(x, y, w);
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

/** One MP-Boost round by hand: D(i, j) *= exp(−y h_j(d_i)), then each label normalised to its old mass. */
function reweightPerLabel(
  ts: TrainingSet,
  D: PairWeights,
  h: PerLabelThresholdStumpHypothesis,
): Float64Array {
  const m = ts.Y.cols;
  const g = ts.X.rows;
  const votes = new Float64Array(m);
  const before = new Float64Array(m);
  const after = new Float64Array(m);
  for (let i = 0; i < g; i++) {
    h.vote(ts.X, i, votes);
    for (let j = 0; j < m; j++) {
      before[j]! += D[i * m + j]!;
      D[i * m + j]! *= Math.exp(-ts.signs[i * m + j]! * votes[j]!);
      after[j]! += D[i * m + j]!;
    }
  }
  const normalisers = Float64Array.from(after, (a, j) => a / before[j]!);
  for (let i = 0; i < g; i++) for (let j = 0; j < m; j++) D[i * m + j]! /= normalisers[j]!;
  return normalisers;
}

describe("perLabelHistogramStump, incremental", () => {
  test.prop([arbData, fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 4 })])(
    "chooses, round after round, splits of the same Z_j as fit on the same weights",
    ({ B, x, y, w }, rounds, refreshEvery) => {
      const { ts, weights } = denseTrainingSet(x, y, w);
      const learner = perLabelHistogramStump({ bins: B });
      const run = learner.startIncremental(ts, weights, { refreshEvery });
      const m = y[0]!.length;
      for (let s = 0; s < rounds; s++) {
        const h = run.next();
        const fresh = learner.fit(ts, weights);
        for (let j = 0; j < m; j++) {
          if (!Number.isFinite(fresh.thresholds[j]!)) continue;
          const zRun = labelZ(x, y, weights, j, h.features[j]!, h.thresholds[j]!);
          const zFit = labelZ(x, y, weights, j, fresh.features[j]!, fresh.thresholds[j]!);
          expect(zRun).toBeCloseTo(zFit, 9);
        }
        run.beforeUpdate(h, new Float64Array(0));
        const normalisers = reweightPerLabel(ts, weights, h);
        run.afterUpdate(new Float64Array(0), normalisers);
      }
    },
  );
});

/** Random per-label splits of binned data: a column, a boundary (or +∞) and two votes per label. */
const arbSplits = (columns: number, m: number) =>
  fc.array(
    fc.record({
      column: fc.integer({ min: 0, max: columns - 1 }),
      bin: fc.oneof(fc.integer({ min: 0, max: 6 }), fc.constant(Number.POSITIVE_INFINITY)),
      below: fc.double({ min: -3, max: 3, noNaN: true }),
      above: fc.double({ min: -3, max: 3, noNaN: true }),
    }),
    { minLength: m, maxLength: m },
  );

describe("createPerLabelHistogramSums", () => {
  test.prop([
    arbData.chain((d) =>
      fc.record({
        d: fc.constant(d),
        rounds: fc.array(arbSplits(d.x[0]!.length, d.y[0]!.length), { maxLength: 8 }),
      }),
    ),
    fc.integer({ min: 1, max: 8 }),
    fc.boolean(),
  ])(
    "after any per-label splits its kept sums equal sums recomputed from the weights (any start, or uniform)",
    ({ d, rounds }, refreshEvery, uniform) => {
      const { x, y, w, B } = d;
      const { ts, weights } = denseTrainingSet(x, y, w);
      // A boosting run starts from uniform weights, which the sums build from bin counts.
      if (uniform) weights.fill(1 / weights.length);
      const bins = histogramBins(ts.Xc, B);
      const sums = createPerLabelHistogramSums(ts, bins, weights, { refreshEvery });
      const m = y[0]!.length;
      const C = bins.columns;
      for (const splits of rounds) {
        const normalisers = new Float64Array(m);
        const before = new Float64Array(m);
        for (let i = 0; i < x.length; i++) {
          for (let j = 0; j < m; j++) {
            const { column, bin, below, above } = splits[j]!;
            const vote = bins.binOf[i * C + column]! > bin ? above : below;
            before[j]! += weights[i * m + j]!;
            weights[i * m + j]! *= Math.exp(-(y[i]![j] ? 1 : -1) * vote);
            normalisers[j]! += weights[i * m + j]!;
          }
        }
        for (let j = 0; j < m; j++) normalisers[j]! /= before[j]!;
        for (let i = 0; i < x.length; i++) for (let j = 0; j < m; j++) weights[i * m + j]! /= normalisers[j]!;
        sums.record(splits, normalisers);
      }
      const width = 2 * bins.binStart[C]!;
      const recomputed = new Float64Array(sums.values.length);
      for (let i = 0; i < x.length; i++) {
        for (let c = 0; c < C; c++) {
          const bin = bins.binStart[c]! + bins.binOf[i * C + c]!;
          for (let j = 0; j < m; j++)
            recomputed[j * width + bin * 2 + (y[i]![j] ? 1 : 0)]! += weights[i * m + j]!;
        }
      }
      for (let at = 0; at < recomputed.length; at++) {
        expect(Math.abs(sums.values[at]! - recomputed[at]!)).toBeLessThanOrEqual(
          1e-9 * Math.max(recomputed[at]!, 1e-300) + 1e-15,
        );
      }
    },
  );
});
