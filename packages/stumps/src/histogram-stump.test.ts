import { fc, test } from "@fast-check/vitest";
import type { PairWeights, TrainingSet } from "@textboost/core";
import { trainingSet } from "@textboost/sparse";
import { labelTotals } from "@textboost/statistics";
import { csrFromDenseRows, labelMatrixFromRows } from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { binThreshold, histogramBins } from "./histogram-bins.js";
import { createHistogramStatistics } from "./histogram-statistics.js";
import { histogramStump } from "./histogram-stump.js";
import { STUMP_VARIANTS, type StumpVariant, stumpRule } from "./stump-variant.js";
import { arbDenseData, denseTrainingSet } from "./test-support/dense-data.js";
import { thresholdFactors } from "./threshold-factors.js";
import { thresholdStumpFromJSON } from "./threshold-stump.js";

/** Small data with weights. */
const arbData = arbDenseData(24, 3);

/** The variant's key of the split "x_c ≤ θ", by brute force over the documents. */
function bruteKey(
  variant: StumpVariant,
  x: number[][],
  y: boolean[][],
  w: PairWeights,
  c: number,
  theta: number,
): number {
  const rule = stumpRule(variant);
  const m = y[0]!.length;
  let sum = 0;
  let mass = 0;
  for (let j = 0; j < m; j++) {
    const W = [0, 0, 0, 0]; // [x * 2 + positive]
    x.forEach((row, i) => {
      W[(row[c]! <= theta ? 0 : 2) + (y[i]![j] ? 1 : 0)]! += w[i * m + j]!;
    });
    sum += rule.contribution(W[3]!, W[2]!, W[1]!, W[0]!);
    mass += W[0]! + W[1]! + W[2]! + W[3]!;
  }
  return rule.key(sum, mass);
}

/** The least key over every bin boundary of every column (+Infinity when every column is constant). */
function bruteBest(
  variant: StumpVariant,
  ts: TrainingSet,
  B: number,
  x: number[][],
  y: boolean[][],
  w: PairWeights,
) {
  const bins = histogramBins(ts.Xc, B);
  let best = Number.POSITIVE_INFINITY;
  for (let c = 0; c < bins.columns; c++) {
    for (let b = 0; b < bins.binStart[c + 1]! - bins.binStart[c]! - 1; b++) {
      best = Math.min(best, bruteKey(variant, x, y, w, c, binThreshold(bins, c, b)));
    }
  }
  return best;
}

/** One round of AdaBoost.MH by hand: D *= exp(−y h), normalised over all pairs; returns Z. */
function reweight(
  ts: TrainingSet,
  D: PairWeights,
  votes: (i: number, out: Float64Array) => void,
  normalisers: Float64Array,
): number {
  const m = ts.Y.cols;
  const out = new Float64Array(m);
  let z = 0;
  for (let i = 0; i < ts.X.rows; i++) {
    votes(i, out);
    for (let j = 0; j < m; j++) {
      D[i * m + j]! *= Math.exp(-ts.signs[i * m + j]! * out[j]!);
      z += D[i * m + j]!;
    }
  }
  for (let p = 0; p < D.length; p++) D[p]! /= z;
  normalisers.fill(z);
  return z;
}

describe.each(STUMP_VARIANTS)("histogramStump (%s)", (variant) => {
  test.prop([arbData])("picks the bin boundary of least Z, found by brute force", ({ x, y, w, B }) => {
    const { ts, weights } = denseTrainingSet(x, y, w);
    const h = histogramStump({ variant, bins: B }).fit(ts, weights);
    const best = bruteBest(variant, ts, B, x, y, weights);
    if (best === Number.POSITIVE_INFINITY) expect(h.threshold).toBe(Number.POSITIVE_INFINITY);
    else expect(bruteKey(variant, x, y, weights, h.feature, h.threshold)).toBeCloseTo(best, 10);
    if (variant === "abstaining") expect(Array.from(h.below).every((v) => v === 0)).toBe(true);
    const back = thresholdStumpFromJSON(JSON.parse(JSON.stringify(h.toJSON())));
    expect(back.toJSON()).toEqual(h.toJSON());
  });

  test.prop([arbData, fc.integer({ min: 1, max: 12 })], { numRuns: 60 })(
    "keeps the bin sums equal to recomputed ones over rounds, picks what fit picks, and Z never exceeds 1",
    ({ x, y, w, B }, rounds) => {
      const { ts, weights } = denseTrainingSet(x, y, w);
      const learner = histogramStump({ variant, bins: B, refreshEvery: 5 });
      const run = learner.startIncremental(ts, weights);
      const stats = createHistogramStatistics(ts, histogramBins(ts.Xc, B), weights, { refreshEvery: 1000 });
      const m = ts.Y.cols;
      const normalisers = new Float64Array(m);
      let loss = 1;
      for (let s = 0; s < rounds; s++) {
        const h = run.next();
        const reference = learner.fit(ts, weights);
        expect(bruteKey(variant, x, y, weights, h.feature, h.threshold)).toBeCloseTo(
          bruteKey(variant, x, y, weights, reference.feature, reference.threshold),
          10,
        );
        const factors = thresholdFactors(h, m);
        run.beforeUpdate(h, factors);
        const bins = stats.bins;
        const n = bins.binStart[h.feature + 1]! - bins.binStart[h.feature]! - 1;
        let bin = n; // θ = +∞: every document is below
        for (let b = 0; b < n; b++) if (binThreshold(bins, h.feature, b) === h.threshold) bin = b;
        const z = reweight(ts, weights, (i, out) => h.vote(ts.X, i, out), normalisers);
        run.afterUpdate(factors, normalisers);
        stats.record({ column: h.feature, bin, factors }, normalisers);
        stats.sync();
        expect(z).toBeLessThanOrEqual(1 + 1e-12);
        expect(loss * z).toBeLessThanOrEqual(loss * (1 + 1e-12));
        loss *= z;
        // The kept sums against sums recomputed from the weights.
        const fresh = createHistogramStatistics(ts, bins, weights);
        fresh.sync();
        for (let p = 0; p < fresh.values.length; p++) {
          const kept = stats.values[p]! * stats.scale[p % (2 * m)]!;
          // Within the statistics' relative error bound (1e-11), plus rounding residue on empty entries.
          expect(Math.abs(kept - fresh.values[p]!)).toBeLessThanOrEqual(1e-11 * fresh.values[p]! + 1e-17);
        }
      }
      const totals = labelTotals(ts, weights);
      expect(totals.positive.length).toBe(m);
    },
  );
});

/** Larger data (its weights are replaced by uniform ones): the cells of the statistics are large. */
const arbUniform = arbDenseData(60, 4);

test.prop([arbUniform, fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 12 })], { numRuns: 80 })(
  "from uniform weights, counting the cells keeps the bin sums equal to recomputed ones",
  ({ x, y, B }, minCellDocuments, rounds) => {
    const m = y[0]!.length;
    const { ts, weights } = denseTrainingSet(x, y, new Array<number>(x.length * m).fill(1));
    const learner = histogramStump({ bins: B });
    const stats = createHistogramStatistics(ts, histogramBins(ts.Xc, B), weights, {
      refreshEvery: 1000,
      minCellDocuments,
    });
    const normalisers = new Float64Array(m);
    for (let s = 0; s < rounds; s++) {
      const h = learner.fit(ts, weights);
      const bins = stats.bins;
      const n = bins.binStart[h.feature + 1]! - bins.binStart[h.feature]! - 1;
      let bin = n; // θ = +∞: every document is below
      for (let b = 0; b < n; b++) if (binThreshold(bins, h.feature, b) === h.threshold) bin = b;
      reweight(ts, weights, (i, out) => h.vote(ts.X, i, out), normalisers);
      stats.record({ column: h.feature, bin, factors: thresholdFactors(h, m) }, normalisers);
      stats.sync();
      const fresh = createHistogramStatistics(ts, bins, weights);
      fresh.sync();
      for (let p = 0; p < fresh.values.length; p++) {
        const kept = stats.values[p]! * stats.scale[p % (2 * m)]!;
        expect(Math.abs(kept - fresh.values[p]!)).toBeLessThanOrEqual(1e-11 * fresh.values[p]! + 1e-17);
      }
    }
    expect(stats.refreshes).toBe(1);
  },
);

describe("histogramStump", () => {
  it("updates the sums without recomputing them on a moderate run", () => {
    const g = 60;
    const x = Array.from({ length: g }, (_, i) => [Math.sin(i), Math.cos(3 * i), (i % 7) - 3]);
    const y = Array.from({ length: g }, (_, i) => [Math.sin(i) > 0.3, i % 3 === 0]);
    const { ts, weights } = denseTrainingSet(x, y, new Array<number>(g * 2).fill(1));
    const stats = createHistogramStatistics(ts, histogramBins(ts.Xc, 8), weights);
    const learner = histogramStump({ bins: 8 });
    const normalisers = new Float64Array(2);
    for (let s = 0; s < 6; s++) {
      stats.sync();
      const h = learner.fit(ts, weights);
      const factors = thresholdFactors(h, 2);
      let bin = 0;
      while (binThreshold(stats.bins, h.feature, bin) !== h.threshold) bin++;
      reweight(ts, weights, (i, out) => h.vote(ts.X, i, out), normalisers);
      stats.record({ column: h.feature, bin, factors }, normalisers);
    }
    stats.sync();
    expect(stats.refreshes).toBe(1);
    const fresh = createHistogramStatistics(ts, stats.bins, weights);
    fresh.sync();
    for (let p = 0; p < fresh.values.length; p++) {
      expect(stats.values[p]! * stats.scale[p % 4]!).toBeCloseTo(fresh.values[p]!, 14);
    }
  });

  it("votes the label priors when every feature is constant", () => {
    const ts = trainingSet(
      csrFromDenseRows([[1], [1], [1]]),
      labelMatrixFromRows([[true], [false], [false]]),
    );
    const h = histogramStump().fit(ts, Float64Array.from([1 / 3, 1 / 3, 1 / 3]));
    expect(h.threshold).toBe(Number.POSITIVE_INFINITY);
    expect(h.below[0]).toBeCloseTo(0.5 * Math.log((1 / 3 + 1 / 3) / (2 / 3 + 1 / 3)), 12);
  });

  it("rejects bad options", () => {
    expect(() => histogramStump({ bins: 1 })).toThrow(/bins must be/);
    expect(() => histogramStump({ refreshEvery: 0 })).toThrow(/refreshEvery must be/);
    expect(() => histogramStump({ variant: "x" as StumpVariant })).toThrow(/unknown stump variant/);
  });
});
