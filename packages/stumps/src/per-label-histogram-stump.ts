import type { PairWeights, TrainingSet, WeakLearner } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { labelTotals } from "@textboost/statistics";
import { binThreshold, type HistogramBins, histogramBins, resolveBins } from "./histogram-bins.js";
import { createHistogramStatistics, type HistogramStatistics } from "./histogram-statistics.js";
import { DEFAULT_HISTOGRAM_BINS } from "./histogram-stump.js";
import { resolveEpsilon } from "./learner-options.js";
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
 * AdaBoost.MH. A round sums the weights per (feature, bin, label, sign) in one pass over the
 * documents and then scans O(features · bins · labels) boundaries for label j's least
 * Z_j = 2 (√(W₊^{below,j} W₋^{below,j}) + √(W₊^{above,j} W₋^{above,j})) (the MP-Boost paper, Section
 * 2.1), instead of every distinct value of every feature for every label. The votes come from an
 * exact pass over the weights. The hypothesis is an ordinary `per-label-threshold-stump`: loading and
 * scoring are those of {@link perLabelThresholdStump}. Ties go to the lowest feature, then the lowest
 * threshold; a label no boundary splits (every feature constant) votes its prior.
 *
 * The bins take `documents × features` 16-bit cells, so this learner is for dense features of
 * moderate width; sparse term weights have their own learners (presence stumps, `@textboost/binning`).
 *
 * @param options - bins B (default 32), smoothing ε
 * @returns a weak learner for `mpBoost({ learner })`
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
): WeakLearner<PerLabelThresholdStumpHypothesis> {
  const bins = resolveBins(options.bins, DEFAULT_HISTOGRAM_BINS);
  const binned = new WeakMap<TrainingSet, HistogramBins>();
  const binsOf = (data: TrainingSet): HistogramBins => {
    if (data.X.cols === 0)
      throw new TextboostError("E_SHAPE", "the training set has no feature to threshold");
    let b = binned.get(data);
    if (!b) {
      b = histogramBins(data.Xc, bins);
      binned.set(data, b);
    }
    return b;
  };
  return {
    name: "per-label-histogram-stump",
    fit(data: TrainingSet, weights: PairWeights): PerLabelThresholdStumpHypothesis {
      const b = binsOf(data);
      const stats = createHistogramStatistics(data, b, weights);
      stats.sync();
      const totals = labelTotals(data, weights);
      const m = data.Y.cols;
      const mass = new Float64Array(m);
      for (let j = 0; j < m; j++) mass[j] = totals.positive[j]! + totals.negative[j]!;
      const choices = bestBoundaryPerLabel(stats, mass);
      const epsilon = resolveEpsilon(options.epsilon, data);
      const features = new Int32Array(m);
      const thresholds = new Float64Array(m);
      const below = new Float64Array(m);
      const above = new Float64Array(m);
      const out = new Float64Array(2);
      for (let j = 0; j < m; j++) {
        const bin = choices.bin[j]!;
        features[j] = choices.column[j]!;
        thresholds[j] = Number.isFinite(bin) ? binThreshold(b, features[j]!, bin) : Number.POSITIVE_INFINITY;
        const split = { feature: features[j]!, threshold: thresholds[j]!, absent: "zero" as const };
        thresholdLabelVotes(data, weights, totals, split, j, epsilon, out);
        below[j] = out[0]!;
        above[j] = out[1]!;
      }
      return perLabelThresholdStumpHypothesis(features, thresholds, below, above, "zero");
    },
    fromJSON: perLabelThresholdStumpFromJSON,
  };
}

/**
 * For every label j, the bin boundary of least Z_j over every column, walking each column's bins in
 * ascending order with the sums below kept as they grow and the sums above read from suffix sums (as
 * {@link bestHistogramSplit} does for the sum over labels). A label that no boundary splits keeps
 * column 0 and bin +∞ (every document below).
 */
function bestBoundaryPerLabel(stats: HistogramStatistics, mass: Float64Array): LabelChoices {
  const { values, scale } = stats;
  const { binStart, columns } = stats.bins;
  const width = scale.length; // 2m: [j * 2 + b], b = 1 for the positives
  const m = width >>> 1;
  const choices: LabelChoices = {
    column: new Int32Array(m),
    bin: new Float64Array(m).fill(Number.POSITIVE_INFINITY),
    z: new Float64Array(m).fill(Number.POSITIVE_INFINITY),
  };
  let widest = 0;
  for (let c = 0; c < columns; c++) widest = Math.max(widest, binStart[c + 1]! - binStart[c]!);
  const below = new Float64Array(width);
  const above = new Float64Array(Math.max(0, widest - 1) * width);
  for (let c = 0; c < columns; c++) {
    const first = binStart[c]!;
    const boundaries = binStart[c + 1]! - first - 1;
    if (boundaries <= 0) continue;
    below.fill(0);
    for (let b = boundaries - 1; b >= 0; b--) {
      const from = (first + b + 1) * width;
      const to = b * width;
      for (let at = 0; at < width; at++) {
        above[to + at] = values[from + at]! + (b + 1 < boundaries ? above[to + width + at]! : 0);
      }
    }
    for (let b = 0; b < boundaries; b++) {
      const base = (first + b) * width;
      const up = b * width;
      for (let j = 0; j < m; j++) {
        const n0 = (below[2 * j]! += values[base + 2 * j]!) * scale[2 * j]!;
        const p0 = (below[2 * j + 1]! += values[base + 2 * j + 1]!) * scale[2 * j + 1]!;
        const n1 = above[up + 2 * j]! * scale[2 * j]!;
        const p1 = above[up + 2 * j + 1]! * scale[2 * j + 1]!;
        // Cancellation in the statistics may leave a sum a rounding error below 0.
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
