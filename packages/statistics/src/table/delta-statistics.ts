import type { PairWeights, TrainingSet } from "@textboost/core";
import { addTermWeightsBySign } from "../sum/document-weights.js";
import { createStaleSlots } from "../update/stale-slots.js";
import {
  addWithEstimate,
  ERROR_LIMIT,
  type ErrorEstimates,
  ESTIMATE_MARGIN,
  errorCode,
  STATISTIC_TOLERANCE,
} from "./error-estimate.js";
import { createStatisticsTable, fillStatisticsTable, type StatisticsTable } from "./statistics-table.js";

/**
 * The sign-split sums W(k, j, ±) of every (term, label) pair, kept up to date when the weights of some
 * documents change by arbitrary amounts (AdaBoost.LC's Q(i, l), which the covering loss recomputes row
 * by row) rather than by one multiplicative factor per (label, sign) as in AdaBoost.MH
 * ({@link createIncrementalStatistics}).
 *
 * A document i whose weight of label j changes by ΔD(i, j) adds it to the slot (k, j, y_i^j) of each
 * of its terms k: O(its length × the labels that changed), against O(nnz × labels) for a full scan.
 * The changes come label by label ({@link DeltaStatistics.addLabelDeltas}) into a label-major table,
 * so one label's updates stay within its row of 2 × terms entries.
 *
 * Every entry carries an estimate of its rounding error (`addWithEstimate`); an entry whose estimate
 * passes `STATISTIC_TOLERANCE` of its value (cancellation: a weight that falls from large to small) is
 * recomputed exactly from the current weights over its term's documents in
 * {@link DeltaStatistics.finishUpdate}. The table is therefore an approximation within
 * `STATISTIC_TOLERANCE` (relative, per entry, by the estimate): callers that need exact statistics
 * (models byte-identical to a from-scratch scan) choose with it and recompute what they take. The
 * caller refreshes it from time to time, with {@link DeltaStatistics.refresh} or by recording a full
 * scan ({@link DeltaStatistics.recordTerm}), which bounds the drift of the estimates themselves.
 *
 * The table is a label-major {@link StatisticsTable} whose `scale` stays 1: the slot of (k, j, bit) is
 * `j · labelStride + 2k + bit`, bit 1 for y = +1.
 */
export interface DeltaStatistics {
  /** The sums of the current weights (within the tolerance), once filled. */
  readonly table: StatisticsTable;
  /**
   * The relative error an entry may carry by its estimate before it is recomputed
   * (`STATISTIC_TOLERANCE`): a caller's margin for choosing with the table.
   */
  readonly tolerance: number;
  /** Recomputes every entry exactly from the current weights (a pass over all terms' documents). */
  refresh(): void;
  /**
   * Writes term `term`'s entries from exact statistics a full scan computed anyway
   * (`scanTermStatistics`: `positive[j]` summed directly, `negative[j]` = `complement(total, positive)`),
   * so the table is refilled at no extra pass. The positive side is taken as exact; the negative side
   * carries the estimate of the two sums and the subtraction, (2 · summands + 1) · (W⁺ + W⁻)², and a zero negative side that
   * may be `complement`'s rounding to 0 is recomputed in the next {@link DeltaStatistics.finishUpdate}.
   */
  recordTerm(term: number, positive: Float64Array, negative: Float64Array, summands: number): void;
  /**
   * Adds the weight changes of one label: document `documents[q]` changed by `deltas[q]` for label
   * `label`, q < `count`. The changes are summed per (term, sign) in a scratch row first (plain
   * additions, which stay in cache), then each touched slot takes its sums with `addWithEstimate`,
   * the rises and the falls separately (each a sum of same-signed summands, as the estimate assumes).
   * Call after the weights changed (the stale entries are recomputed from them).
   */
  addLabelDeltas(label: number, documents: Int32Array, deltas: Float64Array, count: number): void;
  /** Ends an update or a recorded scan: recomputes the stale entries exactly from the current weights. */
  finishUpdate(): void;
  /** Full recomputations by {@link DeltaStatistics.refresh} so far. */
  readonly refreshes: number;
  /** Single entries recomputed because of their error estimate so far. */
  readonly entryRefreshes: number;
}

/**
 * Starts {@link DeltaStatistics} for `data`, over `weights`, which it keeps by reference: the caller
 * fills the table ({@link DeltaStatistics.refresh} or a recorded scan), changes the weights in place,
 * reports the changes label by label with {@link DeltaStatistics.addLabelDeltas} and ends with
 * {@link DeltaStatistics.finishUpdate}.
 *
 * @param data - the training set
 * @param weights - the weights, row-major documents x labels
 * @returns the statistics, not yet filled
 *
 * @example
 * ```ts
 * const Q = Float64Array.from(D); // weights, documents x labels
 * const stats = createDeltaStatistics(ts, Q);
 * stats.refresh();
 * const old = Q[0]!;
 * Q[0] = old / 2; // document 0, label 0
 * stats.addLabelDeltas(0, Int32Array.of(0), Float64Array.of(Q[0]! - old), 1);
 * stats.finishUpdate();
 * ```
 */
export function createDeltaStatistics(data: TrainingSet, weights: PairWeights): DeltaStatistics {
  const m = data.Y.cols;
  const r = data.X.cols;
  const table = createStatisticsTable(r, m, "label-major");
  const { values: V, labelStride } = table;
  const errors: ErrorEstimates = new Uint16Array(V.length);
  // One label's changes before they enter the table: per term one cache line of 8 entries, the sums
  // of the 4 lanes (sign of y, sign of the change) then their numbers of summands.
  const lanes = new Float64Array(8 * r);
  const touched = new Int32Array(r);
  const stale = createStaleSlots();
  const sums = new Float64Array(2);
  const { indptr, indices } = data.X;
  const { signs } = data;
  const limit = ERROR_LIMIT * ERROR_LIMIT;
  let refreshes = 0;
  let entryRefreshes = 0;

  const recompute = (at: number): void => {
    const j = Math.floor(at / labelStride);
    const k = (at - j * labelStride) >>> 1;
    sums.fill(0);
    addTermWeightsBySign(data, weights, k, j, j + 1, sums);
    V[at] = sums[at & 1]!;
    errors[at] = 0;
    entryRefreshes++;
  };

  return {
    table,
    tolerance: STATISTIC_TOLERANCE,
    get refreshes() {
      return refreshes;
    },
    get entryRefreshes() {
      return entryRefreshes;
    },
    refresh() {
      fillStatisticsTable(data, weights, table);
      errors.fill(0);
      stale.count = 0;
      refreshes++;
    },
    recordTerm(term, positive, negative, summands) {
      for (let j = 0, at = 2 * term; j < m; j++, at += labelStride) {
        const plus = positive[j]!;
        const minus = negative[j]!;
        V[at + 1] = plus;
        errors[at + 1] = 0;
        V[at] = minus;
        const both = plus + minus;
        if (minus === 0) {
          errors[at] = 0;
          if (plus > 0) stale.add(at);
          continue;
        }
        const q = ((2 * summands + 1) * both * both) / (minus * minus);
        if (q > limit) stale.add(at);
        else errors[at] = errorCode(q * ESTIMATE_MARGIN);
      }
    },
    addLabelDeltas(label, documents, deltas, count) {
      let n = 0;
      for (let q = 0; q < count; q++) {
        const i = documents[q]!;
        const d = deltas[q]!;
        const lane = (signs[i * m + label]! > 0 ? 2 : 0) + (d < 0 ? 1 : 0);
        for (let p = indptr[i]!, end = indptr[i + 1]!; p < end; p++) {
          const at = 8 * indices[p]!;
          if (lanes[at + 4]! + lanes[at + 5]! + lanes[at + 6]! + lanes[at + 7]! === 0) touched[n++] = at;
          lanes[at + lane]! += d;
          lanes[at + 4 + lane]!++;
        }
      }
      const row = label * labelStride;
      for (let t = 0; t < n; t++) {
        const at = touched[t]!;
        for (let lane = 0; lane < 4; lane++) {
          const c = lanes[at + 4 + lane]!;
          if (c === 0) continue;
          const slot = row + (at >>> 2) + (lane >>> 1);
          if (addWithEstimate(V, errors, slot, lanes[at + lane]!, c)) stale.add(slot);
        }
        lanes.fill(0, at, at + 8);
      }
    },
    finishUpdate() {
      for (let u = 0; u < stale.count; u++) recompute(stale.slots[u]!);
      stale.count = 0;
    },
  };
}
