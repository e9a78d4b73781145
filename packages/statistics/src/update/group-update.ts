import { addSlotPair, type ErrorEstimates } from "../table/error-estimate.js";
import type { StaleSink } from "./stale-slots.js";

/**
 * What the update of a group of labels sharing one pivot reads and writes, once the pivot's documents
 * have been re-indexed by term (see `createPivotUpdate`): for touched term `touched[u]`, its documents
 * (positions t among the pivot's documents) are `documents[runEnds[u - 1] .. runEnds[u])` (from 0 for
 * u = 0); document t's increments are `negatives[t · size + jj]` for the group's negative pairs (0 for
 * its positive ones) and, for its few positive pairs, group positions `positiveLabel[q]` and increments
 * `positiveValue[q]` for q in [positiveStart[t], positiveStart[t + 1]). Every array but `negatives` is
 * allocated once, at its largest size; worker threads receive them as shared memory.
 */
export interface GroupUpdateState {
  readonly termStride: number;
  readonly labelStride: number;
  readonly values: Float64Array;
  readonly errors: ErrorEstimates;
  /** The group's labels (its first `size` entries). */
  readonly group: Int32Array;
  /** Grown when a round needs more (so replaced: read it from the state on every call). */
  negatives: Float64Array;
  readonly positiveStart: Int32Array;
  readonly positiveLabel: Int32Array;
  readonly positiveValue: Float64Array;
  readonly documents: Int32Array;
  readonly touched: Int32Array;
  readonly runEnds: Int32Array;
}

/**
 * One thread's scratch for {@link updateGroup}: a row of positive-side sums, one entry per label (the
 * negative sides are summed in registers).
 */
export interface GroupScratch {
  readonly rowPositive: Float64Array;
}

/** A zeroed {@link GroupScratch} for groups of up to `labels` labels. */
export function createGroupScratch(labels: number): GroupScratch {
  return { rowPositive: new Float64Array(labels) };
}

/**
 * Updates the touched terms `touched[from .. to)` of a group of `size` labels: sums each term's
 * corrections over its documents in ascending order (the negative sides four labels at a time in
 * registers, the few positive ones in a row of scratch that stays in the cache), then adds them to
 * the table once with their rounding estimates, reporting stale slots. Terms write
 * disjoint rows of the table, so threads may update different ranges of touched terms at once, each
 * with its own scratch; the sums do not depend on which thread runs which term.
 *
 * A module function over the records it is given (see `updateLabel`): one compiled version for every
 * booster of the process.
 *
 * @param state - the re-indexed pivot documents, the table and the increments
 * @param scratch - this thread's zeroed rows (left zeroed), at least `size` long
 * @param size - the group's number of labels
 * @param from - first touched term's position (inclusive)
 * @param to - last touched term's position (exclusive)
 * @param stale - receives every slot whose error estimate passed the tolerance
 *
 * @example
 * ```ts no-run
 * // What applyPivotUpdate does for `size` labels sharing a pivot, once it re-indexed the pivot's documents:
 * declare const state: GroupUpdateState, m: number, size: number, touched: number;
 * updateGroup(state, createGroupScratch(m), size, 0, touched, createStaleSlots());
 * ```
 */
export function updateGroup(
  state: GroupUpdateState,
  scratch: GroupScratch,
  size: number,
  from: number,
  to: number,
  stale: StaleSink,
): void {
  const { termStride: ts, labelStride: ls, values, errors, group, negatives } = state;
  const { positiveStart, positiveLabel, positiveValue, documents, touched, runEnds } = state;
  const { rowPositive } = scratch;
  for (let u = from; u < to; u++) {
    const start = u === 0 ? 0 : runEnds[u - 1]!;
    const end = runEnds[u]!;
    for (let e = start; e < end; e++) {
      const t = documents[e]!;
      for (let q = positiveStart[t]!, qe = positiveStart[t + 1]!; q < qe; q++)
        rowPositive[positiveLabel[q]!]! += positiveValue[q]!;
    }
    const summands = end - start;
    const row = touched[u]! * ts;
    // The negative sides four labels at a time, each summed in a register over the term's documents
    // in ascending order from 0 (the same bits as a row of sums, without storing and reloading it).
    let jj = 0;
    for (; jj + 4 <= size; jj += 4) {
      let s0 = 0;
      let s1 = 0;
      let s2 = 0;
      let s3 = 0;
      for (let e = start; e < end; e++) {
        const base = documents[e]! * size + jj;
        s0 += negatives[base]!;
        s1 += negatives[base + 1]!;
        s2 += negatives[base + 2]!;
        s3 += negatives[base + 3]!;
      }
      addSlotPair(values, errors, row + group[jj]! * ls, s0, rowPositive[jj]!, summands, stale);
      addSlotPair(values, errors, row + group[jj + 1]! * ls, s1, rowPositive[jj + 1]!, summands, stale);
      addSlotPair(values, errors, row + group[jj + 2]! * ls, s2, rowPositive[jj + 2]!, summands, stale);
      addSlotPair(values, errors, row + group[jj + 3]! * ls, s3, rowPositive[jj + 3]!, summands, stale);
      rowPositive[jj] = 0;
      rowPositive[jj + 1] = 0;
      rowPositive[jj + 2] = 0;
      rowPositive[jj + 3] = 0;
    }
    for (; jj < size; jj++) {
      let s0 = 0;
      for (let e = start; e < end; e++) s0 += negatives[documents[e]! * size + jj]!;
      addSlotPair(values, errors, row + group[jj]! * ls, s0, rowPositive[jj]!, summands, stale);
      rowPositive[jj] = 0;
    }
  }
}
