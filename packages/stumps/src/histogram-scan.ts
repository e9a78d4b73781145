import type { HistogramStatistics } from "./histogram-statistics.js";
import { improvesZ, type StumpRule } from "./stump-variant.js";

/** The split chosen by {@link bestHistogramSplit}: documents in bins ≤ `bin` of `column` are below. */
export interface HistogramChoice {
  readonly column: number;
  readonly bin: number;
  /** The variant's comparison key there (Z for the real and abstaining variants, −r for the discrete one). */
  readonly key: number;
}

/**
 * The bin boundary of least Z over every column: walks each column's bins in ascending order,
 * keeping the per-label sums of the bins below (x = 0, the rule's "absent" side) and reading those of
 * the bins above (x = 1, "present") from suffix sums, so both sides carry only the statistics' small
 * relative error (a difference from the label totals would not, under a square root).
 * O(bins · labels) per call, with the variant's contribution (two square roots for the real one) per
 * boundary and label. Ties go to the lowest column, then the lowest boundary ({@link improvesZ}).
 *
 * @param stats - the histogram statistics of the current weights (synced)
 * @param rule - the stump variant's scoring rule
 * @param mass - the total weight Σ_j (W₊ʲ + W₋ʲ), the scale of {@link improvesZ}
 * @returns the best split, or `undefined` when no column has two bins (every feature is constant)
 *
 * @example
 * ```ts
 * const stats = createHistogramStatistics(ts, histogramBins(ts.Xc, 32), D); // ts: a TrainingSet, D: its weights
 * stats.sync();
 * const choice = bestHistogramSplit(stats, stumpRule("real"), 1);
 * ```
 */
export function bestHistogramSplit(
  stats: HistogramStatistics,
  rule: StumpRule,
  mass: number,
): HistogramChoice | undefined {
  const { values, scale } = stats;
  const { binStart, columns } = stats.bins;
  const width = scale.length; // 2m
  const m = width >>> 1;
  let widest = 0;
  for (let c = 0; c < columns; c++) widest = Math.max(widest, binStart[c + 1]! - binStart[c]!);
  const below = new Float64Array(width); // in units of scale
  const above = new Float64Array(Math.max(0, widest - 1) * width); // per boundary, in units of scale
  let best: HistogramChoice | undefined;
  let bestKey = Number.POSITIVE_INFINITY;
  for (let c = 0; c < columns; c++) {
    const first = binStart[c]!;
    const boundaries = binStart[c + 1]! - first - 1;
    if (boundaries <= 0) continue;
    below.fill(0);
    // above[b]: the bins after boundary b, summed from the last bin down.
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
      let sum = 0;
      for (let j = 0; j < m; j++) {
        const n = (below[2 * j]! += values[base + 2 * j]!);
        const p = (below[2 * j + 1]! += values[base + 2 * j + 1]!);
        const sn = scale[2 * j]!;
        const sp = scale[2 * j + 1]!;
        // Cancellation in the incremental updates may leave a sum a rounding error below 0.
        const n1 = above[up + 2 * j]!;
        const p1 = above[up + 2 * j + 1]!;
        sum += rule.contribution(
          p1 > 0 ? p1 * sp : 0,
          n1 > 0 ? n1 * sn : 0,
          p > 0 ? p * sp : 0,
          n > 0 ? n * sn : 0,
        );
      }
      const key = rule.key(sum, mass);
      if (improvesZ(key, bestKey, mass)) {
        bestKey = key;
        best = { column: c, bin: b, key };
      }
    }
  }
  return best;
}
