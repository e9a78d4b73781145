import type { IncrementalWeakLearner, LabelTotals, PairWeights, TrainingSet } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { complement, labelTotals } from "@textboost/statistics";
import { binThreshold, boundaryOf, cachedBins, type HistogramBins, resolveBins } from "./histogram-bins.js";
import { bestHistogramSplit } from "./histogram-scan.js";
import {
  createHistogramStatistics,
  type HistogramSplit,
  type HistogramStatistics,
} from "./histogram-statistics.js";
import { resolveEpsilon, resolveVariant, type StumpLearnerOptions } from "./learner-options.js";
import { type StumpRule, stumpRule } from "./stump-variant.js";
import { thresholdFactors } from "./threshold-factors.js";
import {
  type ThresholdStumpHypothesis,
  thresholdStumpFromJSON,
  thresholdStumpHypothesis,
} from "./threshold-stump.js";

/** Bins per feature when {@link HistogramStumpOptions.bins} is not given (measured: see the README). */
export const DEFAULT_HISTOGRAM_BINS = 32;

/** Options of {@link histogramStump}. */
export interface HistogramStumpOptions extends StumpLearnerOptions {
  /** B: at most this many equal-frequency bins per feature, so at most B − 1 thresholds (default 32). */
  readonly bins?: number;
  /** Incremental mode: recompute the bin sums from the weights at least every this many rounds (default 64). */
  readonly refreshEvery?: number;
}

/**
 * The AdaBoost.MH threshold stump for dense real-valued features (LSI dimensions, the projected
 * columns of a rotation forest), on histograms: each feature is cut once into at most B
 * equal-frequency bins ({@link histogramBins}) and the candidate thresholds are the bin boundaries.
 * A round scans the per-(feature, bin, label, sign) weight sums, O(bins · labels), instead of every
 * document; in a boosting loop the sums are kept up to date by visiting only the documents on the
 * smaller side of the last split ({@link createHistogramStatistics}).
 *
 * The stump is h(d, j) = `below[j]` when x_k(d) ≤ θ, `above[j]` when greater (a feature not stored in
 * a row has value 0), chosen by the variant's Z (the MP-Boost paper, Section 2.1, equations (4)–(6)
 * with "present" read as "above the threshold"): `"real"` (default) votes on both sides; `"abstaining"`
 * votes only above (below = 0); `"discrete"` votes ±α. The votes come from an exact pass over the
 * weights, so they do not carry the statistics' rounding. The hypothesis is an ordinary
 * `threshold-stump` (the boundary is its threshold): loading and scoring are those of
 * {@link thresholdStump}. Ties go to the lowest feature, then the lowest threshold.
 *
 * @param options - bins B (default 32), variant, smoothing ε (default 1/(g·m))
 * @returns an incremental weak learner of threshold stumps
 * @throws TextboostError `E_INVALID_ARGUMENT` for bins that are not an integer from 2 to 65,536, or
 *   `refreshEvery` not an integer ≥ 1; `E_SHAPE` (at fit) when the training set has no feature
 *
 * @example
 * ```ts
 * const booster = adaBoostMH({ learner: histogramStump({ bins: 32 }) });
 * ```
 */
export function histogramStump(
  options: HistogramStumpOptions = {},
): IncrementalWeakLearner<ThresholdStumpHypothesis> {
  const bins = resolveBins(options.bins, DEFAULT_HISTOGRAM_BINS);
  const { refreshEvery } = options;
  if (refreshEvery !== undefined && !(Number.isInteger(refreshEvery) && refreshEvery >= 1)) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `refreshEvery must be an integer >= 1, got ${String(refreshEvery)}`,
    );
  }
  const variant = resolveVariant(options.variant);
  const rule = stumpRule(variant);
  const binsOf = cachedBins(bins);
  const hypothesis = (
    data: TrainingSet,
    weights: PairWeights,
    stats: HistogramStatistics,
    given: LabelTotals | undefined,
  ): ThresholdStumpHypothesis => {
    const totals = given ?? labelTotals(data, weights);
    let mass = 0;
    for (let j = 0; j < totals.positive.length; j++) mass += totals.positive[j]! + totals.negative[j]!;
    stats.sync();
    const choice = bestHistogramSplit(stats, rule, mass);
    const epsilon = resolveEpsilon(options.epsilon, data);
    // Every feature constant: no split separates anything; vote the label priors (all below).
    const column = choice?.column ?? 0;
    const bin = choice?.bin ?? Number.POSITIVE_INFINITY;
    return splitVotes(rule, data, weights, stats.bins, column, bin, totals, epsilon);
  };
  return {
    name: variant === "real" ? "histogram-stump" : `${variant}-histogram-stump`,
    fit(data, weights) {
      return hypothesis(data, weights, createHistogramStatistics(data, binsOf(data), weights), undefined);
    },
    startIncremental(data, weights) {
      const b = binsOf(data);
      const stats = createHistogramStatistics(
        data,
        b,
        weights,
        refreshEvery === undefined ? {} : { refreshEvery },
      );
      const m = data.Y.cols;
      let split: HistogramSplit | undefined;
      return {
        next: (totals) => hypothesis(data, weights, stats, totals),
        beforeUpdate(h, factors) {
          const bin = boundaryOf(b, h.feature, h.threshold);
          // θ = +∞ (every feature constant): every document is below, in or before the column's last bin.
          const last = b.binStart[h.feature + 1]! - b.binStart[h.feature]! - 1;
          split = { column: h.feature, bin: bin ?? last, factors: factors ?? thresholdFactors(h, m) };
        },
        afterUpdate(_factors, normalisers) {
          if (split) stats.record(split, normalisers);
          split = undefined;
        },
      };
    },
    fromJSON: thresholdStumpFromJSON,
  };
}

/**
 * The votes of the split "bin ≤ `bin`" of `column`, from an exact pass over the weights (equation (4)
 * of the MP-Boost paper for the real variant, smoothed by ε).
 */
function splitVotes(
  rule: StumpRule,
  data: TrainingSet,
  weights: PairWeights,
  bins: HistogramBins,
  column: number,
  bin: number,
  totals: LabelTotals,
  epsilon: number,
): ThresholdStumpHypothesis {
  const m = data.Y.cols;
  const { signs } = data;
  const { binOf, columns } = bins;
  const p0 = new Float64Array(m);
  const n0 = new Float64Array(m);
  for (let i = 0, at = 0; i < bins.rows; i++) {
    if (binOf[i * columns + column]! > bin) {
      at += m;
      continue;
    }
    for (let j = 0; j < m; j++, at++) {
      if (signs[at]! > 0) p0[j]! += weights[at]!;
      else n0[j]! += weights[at]!;
    }
  }
  const { positive: tp, negative: tn } = totals;
  const p1 = new Float64Array(m);
  const n1 = new Float64Array(m);
  let sum = 0;
  let mass = 0;
  for (let j = 0; j < m; j++) {
    p1[j] = complement(tp[j]!, p0[j]!);
    n1[j] = complement(tn[j]!, n0[j]!);
    sum += rule.contribution(p1[j]!, n1[j]!, p0[j]!, n0[j]!);
    mass += tp[j]! + tn[j]!;
  }
  const below = new Float64Array(m);
  const above = new Float64Array(m);
  const out = new Float64Array(2);
  for (let j = 0; j < m; j++) {
    rule.votes(p1[j]!, n1[j]!, p0[j]!, n0[j]!, sum, mass, epsilon, out);
    below[j] = out[0]!;
    above[j] = out[1]!;
  }
  const threshold = Number.isFinite(bin) ? binThreshold(bins, column, bin) : Number.POSITIVE_INFINITY;
  return thresholdStumpHypothesis(column, threshold, below, above, "zero");
}
