import type { PairWeights, TrainingSet } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import type { scanTermStatistics } from "../scan/scan-term-statistics.js";
import { type TermSides, termSidesOf } from "../scan/term-sides.js";
import { addTermWeightsBySign } from "../sum/document-weights.js";
import type { ErrorEstimates } from "./error-estimate.js";

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
  /**
   * Present on term-major tables made by `createSimdStatisticsTable`: the dot product of every
   * term's row of `values` with `coefficients` (2m long), computed in WebAssembly SIMD as
   * ((g0 + g1) + g2) + g3, where g_t sums coefficients[u] · values[k · termStride + u] over
   * u ≡ t (mod 4) in ascending u and the entries past the last whole group of four go to g0. The
   * result (r long) is overwritten by the next call.
   */
  readonly rowDots?: (coefficients: Float64Array) => Float64Array;
  /**
   * Present on label-major tables made by `createSimdStatisticsTable`: for label j and every term k,
   * (floor − negative · values[j · labelStride + 2k]) − positive · values[j · labelStride + 2k + 1],
   * computed in WebAssembly SIMD with those operations in that order. The result (r long) is
   * overwritten by the next call.
   */
  readonly labelBounds?: (j: number, floor: number, negative: number, positive: number) => Float64Array;
  /**
   * Present with `labelBounds`: the first term k in [from, r) whose bound from the last
   * `labelBounds` call is not at or above `cutoff` (`!(bound >= cutoff)`), else r; what a scan that
   * skips those terms would visit next, found two bounds a step in WebAssembly SIMD.
   */
  readonly nextBelow?: (from: number, cutoff: number) => number;
}

/**
 * Allocates a zero-filled `Float64Array` of `length` entries. The default is `new Float64Array(length)`;
 * `@textboost/workers/node` passes one backed by a `SharedArrayBuffer`, so worker threads read the table.
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

/** The term of the table entry at flat index `at` (its sign bit is `at & 1`). */
export function entryTerm(table: StatisticsTable, at: number): number {
  return table.layout === "term-major" ? Math.floor(at / table.termStride) : (at % table.labelStride) >>> 1;
}

/** The label of the table entry at flat index `at`. */
export function entryLabel(table: StatisticsTable, at: number): number {
  return table.layout === "term-major" ? (at % table.termStride) >>> 1 : Math.floor(at / table.labelStride);
}

/**
 * Throws unless `weights` has one entry per (document, label) pair of `data`.
 *
 * @throws TextboostError `E_SHAPE` otherwise
 */
export function checkPairWeights(data: TrainingSet, weights: PairWeights): void {
  const m = data.Y.cols;
  if (weights.length !== data.X.rows * m) {
    throw new TextboostError(
      "E_SHAPE",
      `weights have ${weights.length} entries, expected documents x labels = ${data.X.rows} x ${m}`,
    );
  }
}

/**
 * Fills `table` from scratch and resets its scales to 1: for every term, the weights of its documents
 * summed per label and sign, both signs directly ({@link addTermWeightsBySign}), in ascending
 * document order.
 *
 * Unlike {@link scanTermStatistics}, which gets the negative side as total − positive, nothing here is
 * a difference: a negative side of 1e-17 next to a positive side of 1e-3 is kept as such, not
 * floored to 0. That matters to the incremental statistics, whose lazy factors scale every entry of
 * a (label, sign) together: a negative weight that a floor turned into 0 would stay 0 when it grows
 * again, while a from-scratch recomputation would see it.
 *
 * @returns the table
 */
export function fillStatisticsTable(
  data: TrainingSet,
  weights: PairWeights,
  table: StatisticsTable,
): StatisticsTable {
  checkPairWeights(data, weights);
  const sums = new Float64Array(2 * table.labels);
  // In WebAssembly SIMD over D in place when D is a boosting loop's (the same bits).
  const sides = termSidesOf(data, weights);
  for (let k = 0; k < table.terms; k++) fillTableRow(data, weights, table, k, sums, sides);
  table.scale.fill(1);
  return table;
}

/**
 * Writes term k's entries of `table` from scratch: its documents' weights summed per label and sign,
 * both signs directly ({@link addTermWeightsBySign}), in ascending document order. What
 * {@link fillStatisticsTable} does for every term, and worker threads for theirs.
 *
 * @param data - the training set
 * @param weights - D, row-major documents x labels
 * @param table - the table (its scales are left alone)
 * @param k - the term
 * @param sums - scratch of at least 2 · labels entries
 * @param sides - `termSidesOf(data, weights)`, to sum in WebAssembly SIMD where D is a boosting
 *   loop's (the same bits); default the JavaScript loop
 *
 * @example
 * ```ts
 * const table = createStatisticsTable(ts.X.cols, ts.Y.cols, "term-major");
 * fillTableRow(ts, D, table, 0, new Float64Array(2 * ts.Y.cols)); // term 0's row, as fillStatisticsTable writes it
 * ```
 */
export function fillTableRow(
  data: TrainingSet,
  weights: PairWeights,
  table: StatisticsTable,
  k: number,
  sums: Float64Array,
  sides?: TermSides,
): void {
  const { labels: m, values: v, termStride, labelStride } = table;
  if (sides) sides(k, 0, m, sums);
  else {
    sums.fill(0, 0, 2 * m);
    addTermWeightsBySign(data, weights, k, 0, m, sums);
  }
  for (let j = 0, at = k * termStride; j < m; j++, at += labelStride) {
    v[at] = sums[2 * j]!;
    v[at + 1] = sums[2 * j + 1]!;
  }
}

/**
 * Recomputes the entry at flat index `at` exactly from the current weights: its term's documents'
 * weights of its label summed by sign in ascending document order ({@link addTermWeightsBySign}, the
 * bits of a fill), divided by the label's lazy scale of that sign, its error estimate zeroed. The
 * incremental statistics' recomputation of a stale entry, on this thread or a worker's.
 *
 * @param data - the training set
 * @param weights - D, row-major documents x labels
 * @param table - the table
 * @param errors - its error estimates
 * @param at - the entry
 * @param sums - scratch of at least 2 entries
 *
 * @example
 * ```ts
 * const table = fillStatisticsTable(ts, D, createStatisticsTable(ts.X.cols, ts.Y.cols, "term-major"));
 * recomputeEntry(ts, D, table, new Uint16Array(table.values.length), 1, new Float64Array(2)); // W(0, 0, +)
 * ```
 */
export function recomputeEntry(
  data: TrainingSet,
  weights: PairWeights,
  table: StatisticsTable,
  errors: ErrorEstimates,
  at: number,
  sums: Float64Array,
): void {
  const bit = at & 1;
  const j = entryLabel(table, at);
  sums[0] = 0;
  sums[1] = 0;
  addTermWeightsBySign(data, weights, entryTerm(table, at), j, j + 1, sums);
  table.values[at] = sums[bit]! / table.scale[bit * table.labels + j]!;
  errors[at] = 0;
}
