import type { PairWeights, TrainingSet } from "@textboost/core";
import { addTermWeightsBySign } from "./document-weights.js";
import { addWithEstimate, type ErrorEstimates, STATISTIC_TOLERANCE } from "./error-estimate.js";
import { createStaleSlots } from "./stale-slots.js";
import { createStatisticsTable, fillStatisticsTable, type StatisticsTable } from "./statistics-table.js";

/** Options of {@link createDeltaStatistics}. */
export interface DeltaStatisticsOptions {
  /** Recompute the whole table from scratch after this many updates (default 128; 0: never). */
  readonly refreshEvery?: number;
}

/**
 * The sign-split sums W(k, j, ±) of every (term, label) pair, kept up to date when the weights of a
 * few documents change by arbitrary amounts (AdaBoost.LC's Q(i, l), which the covering loss recomputes
 * row by row) rather than by one multiplicative factor per (label, sign) as in AdaBoost.MH
 * ({@link createIncrementalStatistics}).
 *
 * A document i whose weights change by ΔD(i, j) adds ΔD(i, j) to the slot (k, j, y_i^j) of each of its
 * terms k: O(its length × the labels that changed), against O(nnz × labels) for a full recomputation.
 * Each addition goes through `addWithEstimate`, so every entry carries an estimate of its rounding
 * error; an entry whose estimate passes `STATISTIC_TOLERANCE` of its value (cancellation: a weight
 * that falls from large to small) is recomputed exactly from the current weights over its term's
 * documents in {@link DeltaStatistics.finishUpdate}, and the whole table every `refreshEvery` updates.
 * The table is therefore an approximation within `STATISTIC_TOLERANCE` (relative, per entry, by the
 * estimate): callers that need exact statistics (models byte-identical to a from-scratch scan) choose
 * with it and recompute what they take.
 *
 * The table is a term-major {@link StatisticsTable} whose `scale` stays 1: the slot of (k, j, bit) is
 * `k · termStride + 2j + bit`, bit 1 for y = +1.
 */
export interface DeltaStatistics {
  /** The sums of the current weights (within the tolerance). */
  readonly table: StatisticsTable;
  /** Recomputes every entry exactly from the current weights. */
  refresh(): void;
  /**
   * Adds document `i`'s weight changes `delta[j]` for the labels `labels[0 .. count)` to the slots
   * of its terms. Call after the weights changed (the stale entries are recomputed from them).
   */
  addDocumentDelta(i: number, delta: Float64Array, labels: Int32Array, count: number): void;
  /** Ends an update: recomputes the stale entries exactly, or the whole table when it is due. */
  finishUpdate(): void;
  /**
   * The relative error an entry may carry by its estimate before it is recomputed
   * (`STATISTIC_TOLERANCE`): a caller's margin for choosing with the table.
   */
  readonly tolerance: number;
  /** Full recomputations so far (the first one included). */
  readonly refreshes: number;
  /** Single entries recomputed because of their error estimate so far. */
  readonly entryRefreshes: number;
}

/**
 * Starts {@link DeltaStatistics} for `data` at the current `weights`, which it keeps by reference:
 * the caller changes them in place, then reports each changed document with
 * {@link DeltaStatistics.addDocumentDelta} and ends with {@link DeltaStatistics.finishUpdate}.
 *
 * @param data - the training set
 * @param weights - the weights, row-major documents x labels
 * @param options - {@link DeltaStatisticsOptions}
 * @returns the statistics, computed exactly once
 *
 * @example
 * ```ts
 * const stats = createDeltaStatistics(ts, Q);
 * const old = Q[0]!;
 * Q[0] = old / 2; // document 0, label 0
 * stats.addDocumentDelta(0, Float64Array.of(Q[0]! - old), Int32Array.of(0), 1);
 * stats.finishUpdate();
 * ```
 */
export function createDeltaStatistics(
  data: TrainingSet,
  weights: PairWeights,
  options: DeltaStatisticsOptions = {},
): DeltaStatistics {
  const refreshEvery = options.refreshEvery ?? 128;
  const m = data.Y.cols;
  const table = createStatisticsTable(data.X.cols, m, "term-major");
  const { values: V, termStride } = table;
  const errors: ErrorEstimates = new Uint16Array(V.length);
  const stale = createStaleSlots();
  const sums = new Float64Array(2);
  const { indptr, indices } = data.X;
  const { signs } = data;
  let updates = 0;
  let refreshes = 0;
  let entryRefreshes = 0;

  const refresh = (): void => {
    fillStatisticsTable(data, weights, table);
    errors.fill(0);
    stale.count = 0;
    stale.lostTrack = false;
    refreshes++;
  };

  const recompute = (at: number): void => {
    const k = Math.floor(at / termStride);
    const j = (at - k * termStride) >>> 1;
    sums.fill(0);
    addTermWeightsBySign(data, weights, k, j, j + 1, sums);
    V[at] = sums[at & 1]!;
    errors[at] = 0;
    entryRefreshes++;
  };

  refresh();
  return {
    table,
    tolerance: STATISTIC_TOLERANCE,
    get refreshes() {
      return refreshes;
    },
    get entryRefreshes() {
      return entryRefreshes;
    },
    refresh,
    addDocumentDelta(i, delta, labels, count) {
      const base = i * m;
      for (let p = indptr[i]!, end = indptr[i + 1]!; p < end; p++) {
        const row = indices[p]! * termStride;
        for (let q = 0; q < count; q++) {
          const j = labels[q]!;
          const at = row + 2 * j + (signs[base + j]! > 0 ? 1 : 0);
          if (addWithEstimate(V, errors, at, delta[j]!, 1)) stale.add(at);
        }
      }
    },
    finishUpdate() {
      updates++;
      if (refreshEvery > 0 && updates % refreshEvery === 0) {
        refresh();
        return;
      }
      for (let u = 0; u < stale.count; u++) recompute(stale.slots[u]!);
      stale.count = 0;
    },
  };
}
