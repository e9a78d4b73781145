import type { PairWeights, TrainingSet } from "@textboost/core";
import {
  createStatisticsTable,
  type Float64Allocator,
  fillStatisticsTable,
  type StatisticsLayout,
  type StatisticsTable,
} from "./statistics-table.js";
import { isStale, STALE_GROUP_SHIFT, trackedAdd } from "./tracked-add.js";

/** Options of {@link createIncrementalStatistics}. */
export interface IncrementalStatisticsOptions {
  /** Recompute everything from scratch after this many updates, to bound rounding drift. Default 64. */
  readonly refreshEvery?: number;
  /** Memory order of the table (default `"term-major"`); choose the one the learner reads in. */
  readonly layout?: StatisticsLayout;
  /** Where the table and its error estimates live (default: ordinary typed arrays); see {@link Float64Allocator}. */
  readonly allocate?: Float64Allocator;
  /** Where the stale marks live (default: an ordinary `Uint8Array`); shared memory for worker threads. */
  readonly allocateMarks?: (length: number) => Uint8Array;
  /**
   * Replaces the in-thread update of V in {@link IncrementalStatistics.beforeUpdate}: must add
   * `ratio[bit * m + j] · D(i, j)` to the slot (k, j, bit) for every label j, every document i that
   * contains j's pivot, every term k of i, with bit 1 when y(i, j) = +1, through `trackedAdd` with
   * {@link IncrementalStatistics.errors} and {@link IncrementalStatistics.stale} — each slot's
   * additions in ascending document order, so the sums are the same bits as the default. `@textboost/stumps/node`
   * uses it to share the update among worker threads. Default: a loop in this thread.
   */
  readonly update?: (pivots: Int32Array, ratio: Float64Array) => void;
}

/**
 * The present-side statistics W(k, j, ±) of every term, kept up to date across boosting rounds
 * instead of recomputed (issue: "train faster than the C and C++ implementations").
 *
 * After a round whose pivot for label j is k*_j, every weight of label j and sign b is multiplied by
 * f(j, b, x), where x says whether the document contains k*_j, and divided by the normaliser N_j. So
 *
 *   W'(k, j, b) = [f(j, b, 0) · W(k, j, b) + (f(j, b, 1) − f(j, b, 0)) · C(k, j, b)] / N_j,
 *
 * where C(k, j, b) sums the old weights of the documents that contain both k and k*_j. The first term
 * is a per-(j, b) factor kept lazily: W(k, j, b) = s(j, b) · V(k, j, b); only C touches V, at the cost
 * of the pivot's documents times their lengths, not O(nnz · m).
 *
 * Rounding is kept in check entry by entry. The lazy factor follows f(j, b, 0), but an entry whose
 * weight mostly sits in the pivot's documents follows f(j, b, 1), and when f1 < f0 the update
 * V + (f1 − f0) · C / (f0 · s) cancels: the entry keeps the absolute error of its old value while its
 * value shrinks by up to f0 / f1 (3,000 for a rare category with strong votes). So every entry carries
 * an estimate of its rounding error ({@link trackedAdd}); an entry whose estimate passes
 * `STATISTIC_TOLERANCE` (1e-13) of its value is recomputed exactly from the new weights, over its
 * term's documents only (O(df)). Besides, everything is recomputed every `refreshEvery` updates (the
 * lazy factors' own rounding), and a lazy factor that leaves [1e-100, 1e100] is folded into V.
 *
 * V and s are a {@link StatisticsTable}, with the sign as the lowest index bit, so an update adds to
 * one slot per (term, label) without branching on the sign.
 */
export interface IncrementalStatistics {
  /** The statistics of the current weights. */
  readonly table: StatisticsTable;
  /** Per entry of `table.values`: the sum of squares that estimates its rounding error (see `trackedAdd`). */
  readonly errors: Float64Array;
  /** One mark per 2^STALE_GROUP_SHIFT entries: some entry of the group may be stale. */
  readonly stale: Uint8Array;
  /**
   * Call before the weights change: adds (f(j, b, 1) − f(j, b, 0)) · C / (f(j, b, 0) · s) to V, with C
   * taken from the current (old) weights.
   *
   * @param pivots - k*_j for each label (the same term for all labels in AdaBoost.MH)
   * @param factors - f(j, b, x) before normalisation, at `[(x * 2 + bit) * m + j]`
   */
  beforeUpdate(pivots: Int32Array, factors: Float64Array): void;
  /**
   * Call after the weights were multiplied and divided by `normalisers[j]` (N_j): moves the lazy
   * factors and recomputes the stale entries from the new weights.
   */
  afterUpdate(factors: Float64Array, normalisers: Float64Array): void;
  /** Number of full recomputations so far (the first one included). */
  readonly refreshes: number;
  /** Number of single entries recomputed because of their error estimate so far. */
  readonly entryRefreshes: number;
}

const LOW = 1e-100;
const HIGH = 1e100;

/**
 * Starts incremental statistics for `data` at the current `weights`. The weights array is kept by
 * reference: the caller updates it in place between {@link IncrementalStatistics.beforeUpdate} and
 * {@link IncrementalStatistics.afterUpdate}.
 */
export function createIncrementalStatistics(
  data: TrainingSet,
  weights: PairWeights,
  options: IncrementalStatisticsOptions = {},
): IncrementalStatistics {
  const refreshEvery = options.refreshEvery ?? 64;
  const m = data.Y.cols;
  const r = data.X.cols;
  const allocate = options.allocate ?? ((length: number) => new Float64Array(length));
  const table = createStatisticsTable(r, m, options.layout ?? "term-major", allocate);
  const update = options.update;
  const { values: V, termStride: ts, labelStride: ls } = table;
  const termMajor = table.layout === "term-major";
  const scale = table.scale;
  const errors = allocate(V.length);
  const stale = (options.allocateMarks ?? ((length: number) => new Uint8Array(length)))(
    (V.length >>> STALE_GROUP_SHIFT) + 1,
  );
  const ratio = new Float64Array(2 * m);
  const increment = new Float64Array(m);
  const bits = new Uint8Array(m);
  const { indptr: xPtr, indices: xIdx } = data.X;
  const { indptr: cPtr, indices: cIdx } = data.Xc;
  const { signs } = data;
  let updates = 0;
  let refreshes = 0;
  let entryRefreshes = 0;

  const refresh = (): void => {
    fillStatisticsTable(data, weights, table);
    errors.fill(0);
    stale.fill(0);
    refreshes++;
  };

  /** Recomputes entry `at` of V exactly from the current weights: one pass over its term's documents. */
  const recompute = (at: number): void => {
    const bit = at & 1;
    let k: number;
    let j: number;
    if (termMajor) {
      k = Math.floor(at / ts);
      j = (at - k * ts) >>> 1;
    } else {
      j = Math.floor(at / ls);
      k = (at - j * ls) >>> 1;
    }
    let sum = 0;
    for (let p = cPtr[k]!, end = cPtr[k + 1]!; p < end; p++) {
      const pair = cIdx[p]! * m + j;
      if ((signs[pair]! > 0 ? 1 : 0) === bit) sum += weights[pair]!;
    }
    V[at] = sum / scale[bit * m + j]!;
    errors[at] = 0;
    entryRefreshes++;
  };

  /** Recomputes every entry of a marked group whose error estimate passed the tolerance, and clears the marks. */
  const recomputeStale = (): void => {
    for (let group = 0; group < stale.length; group++) {
      if (stale[group] === 0) continue;
      stale[group] = 0;
      for (
        let at = group << STALE_GROUP_SHIFT, end = Math.min(V.length, at + (1 << STALE_GROUP_SHIFT));
        at < end;
        at++
      ) {
        if (isStale(V[at]!, errors[at]!)) recompute(at);
      }
    }
  };

  const fold = (at: number): void => {
    const bit = at >= m ? 1 : 0;
    const j = at - bit * m;
    const s = scale[at]!;
    for (let k = 0, p = j * ls + bit; k < r; k++, p += ts) {
      V[p]! *= s;
      errors[p]! *= s * s;
    }
    scale[at] = 1;
  };

  refresh();
  return {
    table,
    errors,
    stale,
    get refreshes() {
      return refreshes;
    },
    get entryRefreshes() {
      return entryRefreshes;
    },
    beforeUpdate(pivots, factors) {
      for (let bit = 0; bit < 2; bit++) {
        for (let j = 0; j < m; j++) {
          const f0 = factors[bit * m + j]!;
          const f1 = factors[(2 + bit) * m + j]!;
          ratio[bit * m + j] = (f1 - f0) / (f0 * scale[bit * m + j]!);
        }
      }
      if (update) {
        update(pivots, ratio);
        return;
      }
      const shared = pivots.every((k) => k === pivots[0]);
      if (shared) {
        // One pivot for every label (AdaBoost.MH): one pass over its documents, all labels at once.
        const pivot = pivots[0]!;
        for (let p = cPtr[pivot]!; p < cPtr[pivot + 1]!; p++) {
          const i = cIdx[p]!;
          const row = i * m;
          for (let j = 0; j < m; j++) {
            const bit = signs[row + j]! > 0 ? 1 : 0;
            bits[j] = bit;
            increment[j] = ratio[bit * m + j]! * weights[row + j]!;
          }
          for (let q = xPtr[i]!; q < xPtr[i + 1]!; q++) {
            const base = xIdx[q]! * ts;
            for (let j = 0; j < m; j++) trackedAdd(V, errors, stale, base + j * ls + bits[j]!, increment[j]!);
          }
        }
        return;
      }
      // One pivot per label (MP-Boost): each label's own pivot documents.
      for (let j = 0; j < m; j++) {
        const pivot = pivots[j]!;
        for (let p = cPtr[pivot]!; p < cPtr[pivot + 1]!; p++) {
          const i = cIdx[p]!;
          const bit = signs[i * m + j]! > 0 ? 1 : 0;
          const inc = ratio[bit * m + j]! * weights[i * m + j]!;
          const base = j * ls + bit;
          for (let q = xPtr[i]!; q < xPtr[i + 1]!; q++)
            trackedAdd(V, errors, stale, base + xIdx[q]! * ts, inc);
        }
      }
    },
    afterUpdate(factors, normalisers) {
      updates++;
      if (updates % refreshEvery === 0) {
        refresh();
        return;
      }
      for (let bit = 0; bit < 2; bit++) {
        for (let j = 0; j < m; j++) {
          const at = bit * m + j;
          const s = (scale[at]! * factors[at]!) / normalisers[j]!;
          scale[at] = s;
          if (!(s > LOW && s < HIGH)) fold(at);
        }
      }
      recomputeStale();
    },
  };
}
