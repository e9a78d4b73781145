import { complement } from "./complement.js";
import type { HistogramStatistics } from "./histogram-statistics.js";
import type { LabelTotals } from "./label-totals.js";
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
 * keeping the per-label sums of the bins below (x = 0, the rule's "absent" side), the sums above
 * (x = 1, "present") coming by subtraction from the label totals. O(bins · labels) per call, with
 * the variant's contribution (two square roots for the real one) per boundary and label. Ties go to
 * the lowest column, then the lowest boundary ({@link improvesZ}).
 *
 * @param stats - the histogram statistics of the current weights
 * @param rule - the stump variant's scoring rule
 * @param totals - the label totals of the current weights
 * @returns the best split, or `undefined` when no column has two bins (every feature is constant)
 *
 * @example
 * ```ts
 * const choice = bestHistogramSplit(stats, stumpRule("real"), labelTotals(ts, D));
 * ```
 */
export function bestHistogramSplit(
  stats: HistogramStatistics,
  rule: StumpRule,
  totals: LabelTotals,
): HistogramChoice | undefined {
  const { values, scale } = stats;
  const { binStart, columns } = stats.bins;
  const { positive: tp, negative: tn } = totals;
  const m = tp.length;
  let mass = 0;
  for (let j = 0; j < m; j++) mass += tp[j]! + tn[j]!;
  const below = new Float64Array(2 * m); // in units of scale
  let best: HistogramChoice | undefined;
  let bestKey = Number.POSITIVE_INFINITY;
  for (let c = 0; c < columns; c++) {
    below.fill(0);
    const last = binStart[c + 1]! - 1;
    for (let bin = binStart[c]!; bin < last; bin++) {
      const base = bin * 2 * m;
      let sum = 0;
      for (let j = 0; j < m; j++) {
        const n = (below[2 * j]! += values[base + 2 * j]!);
        const p = (below[2 * j + 1]! += values[base + 2 * j + 1]!);
        // Cancellation in the incremental updates may leave a sum a rounding error below 0.
        const p0 = p > 0 ? p * scale[2 * j + 1]! : 0;
        const n0 = n > 0 ? n * scale[2 * j]! : 0;
        sum += rule.contribution(complement(tp[j]!, p0), complement(tn[j]!, n0), p0, n0);
      }
      const key = rule.key(sum, mass);
      if (improvesZ(key, bestKey, mass)) {
        bestKey = key;
        best = { column: c, bin: bin - binStart[c]!, key };
      }
    }
  }
  return best;
}
