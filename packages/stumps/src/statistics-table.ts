import type { PairWeights, TrainingSet } from "@textboost/core";
import { scanTermStatistics } from "./scan-term-statistics.js";

/**
 * Memory order of a {@link StatisticsTable}: `"term-major"` keeps a term's labels together (what
 * AdaBoost.MH reads and updates: one pivot for all labels), `"label-major"` keeps a label's terms
 * together (what MP-Boost reads and updates: one pivot per label).
 */
export type StatisticsLayout = "term-major" | "label-major";

/**
 * The present-side statistics of every (term, label) pair:
 *
 *   W(k, j, −) = scale[j]     · values[k · termStride + j · labelStride]
 *   W(k, j, +) = scale[m + j] · values[k · termStride + j · labelStride + 1]
 *
 * with strides (2m, 2) term-major or (2, 2r) label-major. `scale` holds the lazy per-(label, sign)
 * factors of {@link createIncrementalStatistics}; a table filled from scratch has every scale 1.
 */
export interface StatisticsTable {
  readonly terms: number;
  readonly labels: number;
  readonly layout: StatisticsLayout;
  readonly termStride: number;
  readonly labelStride: number;
  readonly values: Float64Array;
  /** `scale[bit * labels + j]`, bit 1 for y = +1. */
  readonly scale: Float64Array;
}

/**
 * Allocates a zero-filled `Float64Array` of `length` entries. The default is `new Float64Array(length)`;
 * `@textboost/stumps/node` passes one backed by a `SharedArrayBuffer`, so worker threads read the table.
 */
export type Float64Allocator = (length: number) => Float64Array;

/**
 * An empty table for `terms` x `labels`.
 *
 * @param allocate - where the values and scales live (default: ordinary typed arrays)
 */
export function createStatisticsTable(
  terms: number,
  labels: number,
  layout: StatisticsLayout,
  allocate: Float64Allocator = (length) => new Float64Array(length),
): StatisticsTable {
  return {
    terms,
    labels,
    layout,
    termStride: layout === "term-major" ? 2 * labels : 2,
    labelStride: layout === "term-major" ? 2 : 2 * terms,
    values: allocate(terms * labels * 2),
    scale: allocate(2 * labels).fill(1),
  };
}

/**
 * Fills `table` from scratch with one pass of {@link scanTermStatistics} and resets its scales to 1.
 *
 * @returns the table
 */
export function fillStatisticsTable(
  data: TrainingSet,
  weights: PairWeights,
  table: StatisticsTable,
): StatisticsTable {
  const { labels: m, values: v, termStride, labelStride } = table;
  scanTermStatistics(data, weights, (k, pos, neg) => {
    for (let j = 0, at = k * termStride; j < m; j++, at += labelStride) {
      v[at] = neg[j]!;
      v[at + 1] = pos[j]!;
    }
  });
  table.scale.fill(1);
  return table;
}
