import { type ArrayAllocator, ORDINARY_ARRAYS, type PairWeights, type TrainingSet } from "@textboost/core";
import type { addWithEstimate, ErrorEstimates } from "../table/error-estimate.js";
import type { StatisticsTable } from "../table/statistics-table.js";
import { createGroupScratch, updateGroup } from "./group-update.js";
import { createLabelScratch, updateLabel } from "./label-update.js";
import type { PivotUpdateState } from "./pivot-update-state.js";
import type { SimdUpdate } from "./simd-update.js";
import { SMALL_GROUP, updateSmallGroup } from "./small-group-update.js";
import type { StaleSink } from "./stale-slots.js";
import type { UpdateRunner } from "./update-runner.js";

/** `ArrayAllocator` and `ORDINARY_ARRAYS` of `@textboost/core`, re-exported where they were first. */
export { type ArrayAllocator, ORDINARY_ARRAYS };

/**
 * The update of the incremental statistics ({@link applyPivotUpdate}) for one training set: its
 * buffers, allocated once and reused every round. Labels that share a pivot (all of them in
 * AdaBoost.MH; mostly single labels in MP-Boost) are updated together. Each touched slot's
 * C(k, j, b) is summed over the pivot's documents in ascending order, starting from 0, in a scratch
 * area, and then added to the table once, with its rounding estimate (`addWithEstimate`). So
 * the table is written once per touched slot, not once per (document, term, label), and the sums
 * depend neither on the table's layout nor on how the labels are grouped.
 *
 * A single label sums into dense scratch arrays indexed by term, one per sign (`updateLabel`); in a
 * term-major table a small group (at most `SMALL_GROUP` labels: a TreeBoost.MH node with few
 * outputs) sums into a row per term, reading the pivot's documents once for the group
 * (`updateSmallGroup`; with the SIMD update, the group kernel below does it faster). A larger group would need a scratch as large as the statistics table
 * (all of it in AdaBoost.MH), so it re-indexes the pivot's documents by term (a counting sort of
 * their terms) and sums each term's corrections in scratch rows that stay in the cache
 * (`updateGroup`). A round allocates only what it touches: the increments of a group (its pivot's
 * documents × its labels) and of the single labels (their pivots' documents) go one after the other
 * into one buffer, grown when a round needs more ({@link reserveIncrements}), never beyond g · m;
 * with a runner (worker threads) it lives in the runner's memory.
 *
 * @param data - the training set
 * @param weights - D, updated in place by the caller between rounds
 * @param table - the statistics table the update adds to
 * @param errors - the table's error estimates
 * @param runner - runs parts of the update on other threads; default all in this thread
 * @param simd - the update's arrays and kernels in the WebAssembly memory that holds `table` and
 *   `errors` too (`createSimdUpdate`), for an update in this thread; default ordinary arrays and the
 *   JavaScript loops
 * @returns the update's state
 *
 * @example
 * ```ts
 * const m = ts.Y.cols;
 * const update = createPivotUpdate(ts, D, table, new Uint16Array(table.values.length));
 * const pivots = new Int32Array(m); // every label's pivot this round: term 0
 * const ratio = new Float64Array(2 * m).fill(-0.5); // (f1 − f0) / (f0 · scale) per sign and label
 * applyPivotUpdate(update, pivots, ratio, createStaleSlots());
 * ```
 */
export function createPivotUpdate(
  data: TrainingSet,
  weights: PairWeights,
  table: StatisticsTable,
  errors: ErrorEstimates,
  runner?: UpdateRunner,
  simd?: SimdUpdate,
): PivotUpdateState {
  const m = data.Y.cols;
  const r = data.X.cols;
  const g = data.X.rows;
  const { indptr: xPtr, indices: xIdx } = data.X;
  const { indptr: cPtr, indices: cIdx } = data.Xc;
  const { values: V, termStride: ts, labelStride: ls } = table;
  const alloc = runner?.allocate ?? ORDINARY_ARRAYS;
  return {
    labels: m,
    documents: g,
    xPtr,
    xIdx,
    cPtr,
    cIdx,
    signs: data.signs,
    weights,
    single: {
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
      incrementValue: simd?.increments ?? alloc.float64(0),
      incrementBit: simd?.incrementBits ?? alloc.uint8(0),
    },
    singleScratch: createLabelScratch(r),
    group: {
      termStride: ts,
      labelStride: ls,
      values: V,
      errors,
      group: simd?.group ?? alloc.int32(m),
      negatives: simd?.increments ?? alloc.float64(0),
      positiveStart: simd?.positiveStart ?? alloc.int32(g + 1),
      positiveLabel: simd?.positiveLabel ?? alloc.int32(Math.max(1, data.Y.indices.length)),
      positiveValue: simd?.positiveValue ?? alloc.float64(Math.max(1, data.Y.indices.length)),
      documents: simd?.documents ?? alloc.int32(Math.max(1, data.X.indices.length)),
      touched: simd?.touched ?? alloc.int32(r),
      runEnds: simd?.runEnds ?? alloc.int32(r),
    },
    groupScratch: createGroupScratch(m),
    counts: new Int32Array(r),
    pairsOfDocument: new Int32Array(g + 1),
    pairLabel: new Int32Array(0),
    pairSlot: new Int32Array(0),
    smallGroups: table.layout === "term-major" && runner?.runLabels === undefined,
    smallRows: new Float64Array(0),
    smallIncrement: new Float64Array(SMALL_GROUP),
    smallOffset: new Int32Array(SMALL_GROUP),
    order: new Int32Array(m),
    singles: new Int32Array(m),
    alloc,
    runner,
    simd,
  };
}

/**
 * Applies one round's correction to the incremental statistics: for every label j and every term k
 * that shares a document with j's pivot, adds ratio(j, b) · C(k, j, b) to the slot (k, j, b), where
 * C sums the current weights D(i, j) of sign b over the documents i that contain both k and the pivot
 * (see {@link createPivotUpdate}).
 *
 * @param u - the training set's update state
 * @param pivots - k*_j for each label
 * @param ratio - `ratio[bit * m + j]`, bit 1 for y = +1
 * @param stale - receives the flat index of every slot whose error estimate passed the tolerance
 *
 * @example
 * ```ts
 * const m = ts.Y.cols;
 * const update = createPivotUpdate(ts, D, table, new Uint16Array(table.values.length));
 * const stale = createStaleSlots();
 * applyPivotUpdate(update, Int32Array.from({ length: m }, (_, j) => j % 3), new Float64Array(2 * m).fill(0.25), stale);
 * stale.count; // the slots to recompute exactly before the next round
 * ```
 */
export function applyPivotUpdate(
  u: PivotUpdateState,
  pivots: Int32Array,
  ratio: Float64Array,
  stale: StaleSink,
): void {
  const { labels: m, order, singles, runner } = u;
  sortByPivot(pivots, order);
  let nSingles = 0;
  for (let a = 0; a < m; ) {
    const pivot = pivots[order[a]!]!;
    let b = a;
    while (b < m && pivots[order[b]!] === pivot) b++;
    const size = b - a;
    if (size === 1 || (size <= SMALL_GROUP && !u.smallGroups))
      for (let c = a; c < b; c++) singles[nSingles++] = order[c]!;
    else {
      // A group left running in the background reads the arrays this one is about to write.
      runner?.settle?.(stale);
      for (let c = a; c < b; c++) u.group.group[c - a] = order[c]!;
      // With the SIMD update in this thread, the group kernel is faster than the JavaScript rows of
      // updateSmallGroup even for two labels (TreeBoost.MH on Reuters-21578: 4% of a fit); same sums.
      if (size <= SMALL_GROUP && u.simd === undefined) updateSmallGroup(u, pivot, size, ratio, stale);
      else applyGroup(u, pivot, size, ratio, stale);
    }
    a = b;
  }
  if (nSingles === 0) return;
  runner?.settle?.(stale);
  const chosen = singles.subarray(0, nSingles);
  singleIncrements(u, chosen, pivots, ratio);
  if (runner?.runLabels) {
    u.simd?.prepareLabels();
    runner.runLabels(chosen, pivots, u.single, stale);
  } else if (u.simd !== undefined) {
    const { incrementStart } = u.single;
    for (const j of chosen) u.simd.updateLabel(pivots[j]!, incrementStart[j]!, j, stale);
  } else for (const j of chosen) updateLabel(u.single, u.singleScratch, pivots[j]!, j, stale);
}

/** Writes the labels 0 .. m − 1 into `order` sorted by (pivot, label): an insertion sort, linear when few pivots differ. */
function sortByPivot(pivots: Int32Array, order: Int32Array): void {
  for (let j = 0; j < order.length; j++) {
    const pivot = pivots[j]!;
    let at = j;
    while (at > 0 && pivots[order[at - 1]!]! > pivot) {
      order[at] = order[at - 1]!;
      at--;
    }
    order[at] = j;
  }
}

/**
 * The increments ratio(j, b) · D(i, j) of the labels in `singles` over their pivots' documents.
 * Reading D(i, j) label by label would jump a whole row of D per document; this visits the
 * (document, label) pairs in document order instead, so each document's row is read once, in
 * memory order.
 */
function singleIncrements(
  u: PivotUpdateState,
  singles: Int32Array,
  pivots: Int32Array,
  ratio: Float64Array,
): void {
  const { labels: m, documents: g, cPtr, cIdx, signs, weights, pairsOfDocument } = u;
  const { incrementStart } = u.single;
  let total = 0;
  incrementStart.fill(0);
  for (const j of singles) {
    const k = pivots[j]!;
    incrementStart[j] = total;
    total += cPtr[k + 1]! - cPtr[k]!;
    for (let p = cPtr[k]!, end = cPtr[k + 1]!; p < end; p++) pairsOfDocument[cIdx[p]! + 1]!++;
  }
  reserveIncrements(u, total, true);
  const { incrementValue, incrementBit } = u.single;
  if (u.pairLabel.length < total) {
    u.pairLabel = new Int32Array(total);
    u.pairSlot = new Int32Array(total);
  }
  const { pairLabel, pairSlot } = u;
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
}

/**
 * Makes the increments buffer hold at least `n` entries (and the sign bits too, for single labels):
 * a new buffer of twice the old size or `n`, whichever is larger, at most g · m. The single labels'
 * increments and a group's negatives share it, for they are used one after the other.
 */
function reserveIncrements(u: PivotUpdateState, n: number, bits: boolean): void {
  const { single, group, alloc } = u;
  const most = u.labels * u.documents;
  if (single.incrementValue.length < n) {
    const buffer = alloc.float64(Math.min(most, Math.max(n, 2 * single.incrementValue.length)));
    single.incrementValue = buffer;
    group.negatives = buffer;
  }
  if (bits && single.incrementBit.length < n)
    single.incrementBit = alloc.uint8(Math.min(most, Math.max(n, 2 * single.incrementBit.length)));
}

/** Several labels sharing `pivot`: re-index the pivot's documents by term, then update the touched terms' rows. */
function applyGroup(
  u: PivotUpdateState,
  pivot: number,
  size: number,
  ratio: Float64Array,
  stale: StaleSink,
): void {
  const { labels: m, xPtr, xIdx, cPtr, cIdx, signs, weights, counts, runner } = u;
  const state = u.group;
  const first = cPtr[pivot]!;
  const count = cPtr[pivot + 1]! - first;
  reserveIncrements(u, count * size, false);
  const { group, negatives, positiveStart, positiveLabel, positiveValue, documents, touched, runEnds } =
    state;
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
  for (let v = 0; v < nTouched; v++) {
    const k = touched[v]!;
    const c = counts[k]!;
    counts[k] = start;
    start += c;
  }
  for (let t = 0; t < count; t++) {
    const i = cIdx[first + t]!;
    for (let q = xPtr[i]!, qe = xPtr[i + 1]!; q < qe; q++) documents[counts[xIdx[q]!]!++] = t;
  }
  for (let v = 0; v < nTouched; v++) {
    const k = touched[v]!;
    runEnds[v] = counts[k]!;
    counts[k] = 0;
  }
  if (runner?.runGroup) runner.runGroup(size, nTouched, state, stale);
  else if (u.simd !== undefined) u.simd.updateGroup(size, nTouched, stale);
  else updateGroup(state, u.groupScratch, size, 0, nTouched, stale);
}
