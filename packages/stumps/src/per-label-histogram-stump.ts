import type { IncrementalWeakLearner, LabelTotals, PairWeights, TrainingSet } from "@textboost/core";
import { labelTotals } from "@textboost/statistics";
import { binThreshold, boundaryOf, cachedBins, resolveBins } from "./histogram-bins.js";
import { DEFAULT_HISTOGRAM_BINS } from "./histogram-stump.js";
import { resolveEpsilon } from "./learner-options.js";
import {
  createPerLabelHistogramSums,
  type LabelSplit,
  type PerLabelHistogramSums,
} from "./per-label-histogram-sums.js";
import {
  type PerLabelThresholdStumpHypothesis,
  perLabelThresholdStumpFromJSON,
  perLabelThresholdStumpHypothesis,
} from "./per-label-threshold-stump.js";
import { improvesZ } from "./stump-variant.js";
import { thresholdLabelVotes } from "./threshold-scan.js";

/** Options of {@link perLabelHistogramStump}. */
export interface PerLabelHistogramStumpOptions {
  /** B: at most this many equal-frequency bins per feature, so at most B − 1 thresholds (default 32). */
  readonly bins?: number;
  /** Smoothing ε of the votes (default 1/(g·m), as every stump). */
  readonly epsilon?: number;
}

/** Label j's best boundary so far: its column, bin and Z, one entry per label. */
interface LabelChoices {
  readonly column: Int32Array;
  readonly bin: Float64Array;
  readonly z: Float64Array;
}

/**
 * MP-Boost's threshold stump for dense real-valued features (LSI dimensions, the projected columns
 * of a rotation forest), on histograms: {@link perLabelThresholdStump}'s split, one
 * (feature, threshold) per label j, but with the candidate thresholds of each feature cut once into
 * at most B equal-frequency bins ({@link histogramBins}), as {@link histogramStump} does for
 * AdaBoost.MH. A round scans O(features · bins · labels) boundaries of per-(label, feature, bin,
 * sign) weight sums for label j's least
 * Z_j = 2 (√(W₊^{below,j} W₋^{below,j}) + √(W₊^{above,j} W₋^{above,j})) (the MP-Boost paper, Section
 * 2.1), instead of every distinct value of every feature for every label; in a boosting loop the sums
 * are kept across rounds, label by label, visiting only the documents on the smaller side of each
 * label's split ({@link createPerLabelHistogramSums}). The votes come from an
 * exact pass over the weights. The hypothesis is an ordinary `per-label-threshold-stump`: loading and
 * scoring are those of {@link perLabelThresholdStump}. Ties go to the lowest feature, then the lowest
 * threshold; a label no boundary splits (every feature constant) votes its prior.
 *
 * The bins take `documents × features` 16-bit cells, so this learner is for dense features of
 * moderate width; sparse term weights have their own learners (presence stumps, `@textboost/binning`).
 *
 * @param options - bins B (default 32), smoothing ε
 * @returns an incremental weak learner for `mpBoost({ learner })`
 * @throws TextboostError `E_INVALID_ARGUMENT` for bins that are not an integer from 2 to 65,536;
 *   `E_SHAPE` (at fit) when the training set has no feature
 *
 * @example
 * ```ts
 * import { mpBoost } from "@textboost/mp-boost";
 * import { perLabelHistogramStump } from "@textboost/stumps";
 *
 * const booster = mpBoost({ learner: perLabelHistogramStump({ bins: 32 }) });
 * ```
 */
export function perLabelHistogramStump(
  options: PerLabelHistogramStumpOptions = {},
): IncrementalWeakLearner<PerLabelThresholdStumpHypothesis> {
  const bins = resolveBins(options.bins, DEFAULT_HISTOGRAM_BINS);
  const binsOf = cachedBins(bins);
  const hypothesis = (
    data: TrainingSet,
    weights: PairWeights,
    sums: PerLabelHistogramSums,
    given: LabelTotals | undefined,
  ): PerLabelThresholdStumpHypothesis => {
    const totals = given ?? labelTotals(data, weights);
    const m = data.Y.cols;
    const mass = new Float64Array(m);
    for (let j = 0; j < m; j++) mass[j] = totals.positive[j]! + totals.negative[j]!;
    const choices = bestBoundaryPerLabel(sums, mass);
    const epsilon = resolveEpsilon(options.epsilon, data);
    const features = new Int32Array(m);
    const thresholds = new Float64Array(m);
    const below = new Float64Array(m);
    const above = new Float64Array(m);
    const out = new Float64Array(2);
    for (let j = 0; j < m; j++) {
      const bin = choices.bin[j]!;
      features[j] = choices.column[j]!;
      thresholds[j] = Number.isFinite(bin)
        ? binThreshold(sums.bins, features[j]!, bin)
        : Number.POSITIVE_INFINITY;
      const split = { feature: features[j]!, threshold: thresholds[j]!, absent: "zero" as const };
      thresholdLabelVotes(data, weights, totals, split, j, epsilon, out);
      below[j] = out[0]!;
      above[j] = out[1]!;
    }
    return perLabelThresholdStumpHypothesis(features, thresholds, below, above, "zero");
  };
  return {
    name: "per-label-histogram-stump",
    fit(data, weights) {
      return hypothesis(data, weights, createPerLabelHistogramSums(data, binsOf(data), weights), undefined);
    },
    startIncremental(data, weights, incremental) {
      const b = binsOf(data);
      const sums = createPerLabelHistogramSums(
        data,
        b,
        weights,
        incremental?.refreshEvery === undefined ? {} : { refreshEvery: incremental.refreshEvery },
      );
      let splits: LabelSplit[] | undefined;
      // The last update, applied to the sums when the next round asks for them (never after the last round).
      let pending: { splits: LabelSplit[]; normalisers: Float64Array } | "rebuild" | undefined;
      return {
        next: (totals) => {
          if (pending === "rebuild") sums.rebuild();
          else if (pending !== undefined) sums.record(pending.splits, pending.normalisers);
          pending = undefined;
          return hypothesis(data, weights, sums, totals);
        },
        beforeUpdate(h) {
          splits = Array.from(h.features, (column, j) => ({
            column,
            // θ = +∞ (no boundary): every document below.
            bin: boundaryOf(b, column, h.thresholds[j]!) ?? Number.POSITIVE_INFINITY,
            below: h.below[j]!,
            above: h.above[j]!,
          }));
        },
        afterUpdate(_factors, normalisers) {
          pending = splits ? { splits, normalisers: Float64Array.from(normalisers) } : "rebuild";
          splits = undefined;
        },
      };
    },
    fromJSON: perLabelThresholdStumpFromJSON,
  };
}

/**
 * For every label j, the bin boundary of least Z_j over every column: per column, the sums above
 * each boundary from suffix sums and those below as they grow (as {@link bestHistogramSplit} does
 * for the sum over labels), so both sides carry only the sums' small relative error. A label that no
 * boundary splits keeps column 0 and bin +∞ (every document below).
 */
function bestBoundaryPerLabel(sums: PerLabelHistogramSums, mass: Float64Array): LabelChoices {
  const { values } = sums;
  const { binStart, columns } = sums.bins;
  const totalBins = binStart[columns]!;
  const m = mass.length;
  const choices: LabelChoices = {
    column: new Int32Array(m),
    bin: new Float64Array(m).fill(Number.POSITIVE_INFINITY),
    z: new Float64Array(m).fill(Number.POSITIVE_INFINITY),
  };
  let widest = 0;
  for (let c = 0; c < columns; c++) widest = Math.max(widest, binStart[c + 1]! - binStart[c]!);
  const aboveN = new Float64Array(widest);
  const aboveP = new Float64Array(widest);
  for (let j = 0; j < m; j++) {
    const slice = j * totalBins * 2;
    for (let c = 0; c < columns; c++) {
      const first = slice + binStart[c]! * 2;
      const boundaries = binStart[c + 1]! - binStart[c]! - 1;
      if (boundaries <= 0) continue;
      // aboveX[b]: the bins after boundary b, summed from the last bin down.
      let n = 0;
      let p = 0;
      for (let b = boundaries - 1; b >= 0; b--) {
        n += values[first + (b + 1) * 2]!;
        p += values[first + (b + 1) * 2 + 1]!;
        aboveN[b] = n;
        aboveP[b] = p;
      }
      let n0 = 0;
      let p0 = 0;
      for (let b = 0; b < boundaries; b++) {
        n0 += values[first + b * 2]!;
        p0 += values[first + b * 2 + 1]!;
        const n1 = aboveN[b]!;
        const p1 = aboveP[b]!;
        // Cancellation in the kept sums may leave one a rounding error below 0.
        const z = 2 * (Math.sqrt(p1 > 0 && n1 > 0 ? p1 * n1 : 0) + Math.sqrt(p0 > 0 && n0 > 0 ? p0 * n0 : 0));
        if (improvesZ(z, choices.z[j]!, mass[j]!)) {
          choices.z[j] = z;
          choices.column[j] = c;
          choices.bin[j] = b;
        }
      }
    }
  }
  return choices;
}
