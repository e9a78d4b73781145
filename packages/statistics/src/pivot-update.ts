import type { PairWeights, TrainingSet } from "@textboost/core";
import type { addWithEstimate } from "./error-estimate.js";
import { createGroupUpdater, type GroupUpdateState } from "./group-update.js";
import { createLabelScratch, createLabelUpdater, type LabelUpdateState } from "./label-update.js";
import type { StatisticsTable } from "./statistics-table.js";

/**
 * Applies one round's correction to the incremental statistics: for every label j and every term k
 * that shares a document with j's pivot, adds ratio(j, b) · C(k, j, b) to the slot (k, j, b), where
 * C sums the current weights D(i, j) of sign b over the documents i that contain both k and the pivot.
 *
 * @param pivots - k*_j for each label
 * @param ratio - `ratio[bit * m + j]`, bit 1 for y = +1
 * @param onStale - called with the flat index of every slot whose error estimate passed the tolerance
 */
export type PivotUpdate = (pivots: Int32Array, ratio: Float64Array, onStale: (at: number) => void) => void;

/**
 * Runs parts of a round's update elsewhere (worker threads, `@textboost/workers/node`), each thread
 * with its own scratch:
 * - `runLabels`: the update of `createLabelUpdater` for every label j of `labels` (pivot `pivots[j]`);
 * - `runGroup`: the update of `createGroupUpdater` for the touched terms [0, touched) of a group of
 *   `size` labels sharing a pivot.
 * Both report every stale slot through `onStale`, or -1 when they lost track of some (the statistics
 * then recompute everything). A runner without one of them leaves that part to this thread.
 */
export interface UpdateRunner {
  /** Allocates the update's arrays (shared memory for worker threads). */
  readonly allocate: ArrayAllocator;
  runLabels?(
    labels: Int32Array,
    pivots: Int32Array,
    state: LabelUpdateState,
    onStale: (at: number) => void,
  ): void;
  runGroup?(size: number, touched: number, state: GroupUpdateState, onStale: (at: number) => void): void;
}

/** Typed-array constructors: ordinary memory by default, shared memory for worker threads. */
export interface ArrayAllocator {
  float64(length: number): Float64Array;
  int32(length: number): Int32Array;
  uint8(length: number): Uint8Array;
}

/** The default {@link ArrayAllocator}: ordinary (unshared) typed arrays. */
export const ORDINARY_ARRAYS: ArrayAllocator = {
  float64: (n) => new Float64Array(n),
  int32: (n) => new Int32Array(n),
  uint8: (n) => new Uint8Array(n),
};

/** Groups of at most this many labels are updated label by label (measured faster than re-indexing). */
const SMALL_GROUP = 4;

/**
 * The update of {@link PivotUpdate}, term by term. Labels that share a pivot (all of them in
 * AdaBoost.MH; mostly single labels in MP-Boost) are updated together. Each touched slot's
 * C(k, j, b) is summed over the pivot's documents in ascending order, starting from 0, in a scratch
 * area, and then added to the table once, with its rounding estimate ({@link addWithEstimate}). So
 * the table is written once per touched slot, not once per (document, term, label), and the sums
 * depend neither on the table's layout nor on how the labels are grouped.
 *
 * A single label (or one of a small group) sums into dense scratch arrays indexed by term, one per
 * sign (`createLabelUpdater`). A larger group would need a scratch as large as the statistics table
 * (all of it in AdaBoost.MH), so it re-indexes the pivot's documents by term (a counting sort of
 * their terms) and sums each term's corrections in scratch rows that stay in the cache
 * (`createGroupUpdater`).
 *
 * Buffers are allocated once per training set and reused every round.
 */
export function createPivotUpdate(
  data: TrainingSet,
  weights: PairWeights,
  table: StatisticsTable,
  errors: Float64Array,
  runner?: UpdateRunner,
): PivotUpdate {
  const m = data.Y.cols;
  const r = data.X.cols;
  const { indptr: xPtr, indices: xIdx } = data.X;
  const { indptr: cPtr, indices: cIdx } = data.Xc;
  const { signs } = data;
  const { values: V, termStride: ts, labelStride: ls } = table;
  // Groups: per term, the number of the pivot's documents that contain it, then its run's position.
  const counts = new Int32Array(r);

  // Single labels' increments, label j's at [incrementStart[j], incrementStart[j] + df(pivot)), in
  // the order of its pivot's documents; computed document by document (see `singleIncrements`).
  // Sized once for the worst case (g · m) and never replaced: the label updater binds the arrays as
  // constants (re-creating it when they grew cost more than it saved). With a runner (worker threads)
  // they live in its memory.
  const g = data.X.rows;
  const alloc = runner?.allocate ?? ORDINARY_ARRAYS;
  const state: LabelUpdateState = {
    terms: r,
    termStride: ts,
    labelStride: ls,
    xPtr,
    xIdx,
    cPtr,
    cIdx,
    values: V,
    errors,
    incrementStart: alloc.int32(m + 1),
    incrementValue: alloc.float64(g * m),
    incrementBit: alloc.uint8(g * m),
  };
  const scratch = createLabelScratch(r);
  const updateLabel = createLabelUpdater(state, scratch);
  const pairsOfDocument = new Int32Array(g + 1);
  let pairLabelBuffer = new Int32Array(0);
  let pairSlotBuffer = new Int32Array(0);

  /**
   * The increments ratio(j, b) · D(i, j) of the labels in `singles` over their pivots' documents.
   * Reading D(i, j) label by label would jump a whole row of D per document; this visits the
   * (document, label) pairs in document order instead, so each document's row is read once, in
   * memory order.
   */
  const singleIncrements = (singles: Int32Array, pivots: Int32Array, ratio: Float64Array): void => {
    const { incrementStart } = state;
    let total = 0;
    incrementStart.fill(0);
    for (const j of singles) {
      const k = pivots[j]!;
      incrementStart[j] = total;
      total += cPtr[k + 1]! - cPtr[k]!;
      for (let p = cPtr[k]!, end = cPtr[k + 1]!; p < end; p++) pairsOfDocument[cIdx[p]! + 1]!++;
    }
    if (pairLabelBuffer.length < total) {
      pairLabelBuffer = new Int32Array(total);
      pairSlotBuffer = new Int32Array(total);
    }
    const { incrementValue, incrementBit } = state;
    const pairLabel = pairLabelBuffer;
    const pairSlot = pairSlotBuffer;
    for (let i = 0; i < g; i++) pairsOfDocument[i + 1]! += pairsOfDocument[i]!;
    for (const j of singles) {
      const k = pivots[j]!;
      for (let p = cPtr[k]!, end = cPtr[k + 1]!, slot = incrementStart[j]!; p < end; p++, slot++) {
        const at = pairsOfDocument[cIdx[p]!]!++;
        pairLabel[at] = j;
        pairSlot[at] = slot;
      }
    }
    // pairsOfDocument[i] is now the end of document i's pairs (the start of document i + 1's).
    for (let i = 0, at = 0; i < g; i++) {
      const row = i * m;
      for (const end = pairsOfDocument[i]!; at < end; at++) {
        const j = pairLabel[at]!;
        const bit = signs[row + j]! > 0 ? 1 : 0;
        incrementBit[pairSlot[at]!] = bit;
        incrementValue[pairSlot[at]!] = ratio[bit * m + j]! * weights[row + j]!;
      }
    }
    pairsOfDocument.fill(0);
  };

  // Groups: the pivot's documents re-indexed by term, every array at its largest size (see
  // GroupUpdateState), so the group updater can bind them as constants.
  const groupState: GroupUpdateState = {
    termStride: ts,
    labelStride: ls,
    values: V,
    errors,
    group: alloc.int32(m),
    negatives: alloc.float64(g * m),
    positiveStart: alloc.int32(g + 1),
    positiveLabel: alloc.int32(Math.max(1, data.Y.indices.length)),
    positiveValue: alloc.float64(Math.max(1, data.Y.indices.length)),
    documents: alloc.int32(Math.max(1, data.X.indices.length)),
    touched: alloc.int32(r),
    runEnds: alloc.int32(r),
  };
  const updateGroup = createGroupUpdater(groupState, m);

  /** Several labels: re-index the pivot's documents by term, then update the touched terms' rows. */
  const applyLabels = (
    pivot: number,
    size: number,
    ratio: Float64Array,
    onStale: (at: number) => void,
  ): void => {
    const { group, negatives, positiveStart, positiveLabel, positiveValue, documents, touched, runEnds } =
      groupState;
    const first = cPtr[pivot]!;
    const count = cPtr[pivot + 1]! - first;
    let nPositive = 0;
    for (let t = 0; t < count; t++) {
      const pairs = cIdx[first + t]! * m;
      positiveStart[t] = nPositive;
      for (let jj = 0, at = t * size; jj < size; jj++, at++) {
        const j = group[jj]!;
        if (signs[pairs + j]! > 0) {
          positiveLabel[nPositive] = jj;
          positiveValue[nPositive++] = ratio[m + j]! * weights[pairs + j]!;
          negatives[at] = 0;
        } else {
          negatives[at] = ratio[j]! * weights[pairs + j]!;
        }
      }
    }
    positiveStart[count] = nPositive;
    let nTouched = 0;
    for (let t = 0; t < count; t++) {
      const i = cIdx[first + t]!;
      for (let q = xPtr[i]!, qe = xPtr[i + 1]!; q < qe; q++) {
        const k = xIdx[q]!;
        if (counts[k]!++ === 0) touched[nTouched++] = k;
      }
    }
    // Counts -> run starts, in the order the terms were first seen; the fill advances them to run ends.
    let start = 0;
    for (let u = 0; u < nTouched; u++) {
      const k = touched[u]!;
      const c = counts[k]!;
      counts[k] = start;
      start += c;
    }
    for (let t = 0; t < count; t++) {
      const i = cIdx[first + t]!;
      for (let q = xPtr[i]!, qe = xPtr[i + 1]!; q < qe; q++) documents[counts[xIdx[q]!]!++] = t;
    }
    for (let u = 0; u < nTouched; u++) {
      const k = touched[u]!;
      runEnds[u] = counts[k]!;
      counts[k] = 0;
    }
    if (runner?.runGroup) runner.runGroup(size, nTouched, groupState, onStale);
    else updateGroup(size, 0, nTouched, onStale);
  };

  const singles = new Int32Array(m);
  return (pivots, ratio, onStale) => {
    // Group the labels by pivot (ascending pivot, then label).
    const sorted = Array.from({ length: m }, (_, j) => j).sort((a, b) => pivots[a]! - pivots[b]! || a - b);
    let nSingles = 0;
    for (let a = 0; a < m; ) {
      const pivot = pivots[sorted[a]!]!;
      let b = a;
      while (b < m && pivots[sorted[b]!] === pivot) b++;
      if (b - a <= SMALL_GROUP) for (let u = a; u < b; u++) singles[nSingles++] = sorted[u]!;
      else {
        for (let u = a; u < b; u++) groupState.group[u - a] = sorted[u]!;
        applyLabels(pivot, b - a, ratio, onStale);
      }
      a = b;
    }
    if (nSingles === 0) return;
    const chosen = singles.subarray(0, nSingles);
    singleIncrements(chosen, pivots, ratio);
    if (runner?.runLabels) runner.runLabels(chosen, pivots, state, onStale);
    else for (const j of chosen) updateLabel(pivots[j]!, j, onStale);
  };
}
