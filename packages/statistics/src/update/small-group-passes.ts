import { addSlotPair } from "../table/error-estimate.js";
import type { PivotUpdateState } from "./pivot-update-state.js";
import type { StaleSink } from "./stale-slots.js";

// The two steps of `updateSmallGroup`, each a module function with one loop nest and nothing after
// it. As one function, the engine compiled the first step's loop on the stack (on-stack replacement)
// during an early call, before the second step had ever run, so that code had no type feedback for
// the second step and was thrown out there at every later call that entered it (TreeBoost.MH's
// small nodes call the update thousands of times; a Reuters-21578 fit showed about 40 such
// deoptimisations, a Reuters-K500 fit up to 300).

/**
 * The first step of `updateSmallGroup`: one pass over the pivot's documents in ascending order adds
 * each document's increments ratio(j, b) · D(i, j) of all the group's labels to its terms' rows of
 * `u.smallRows` (2 · size sums per term), counts each term's summands in `u.counts` and lists the
 * touched terms in the label scratch's `touched`.
 *
 * @param u - the training set's update state (`u.smallRows` large enough, zeroed)
 * @param pivot - the group's pivot term
 * @param size - the group's number of labels, at most `SMALL_GROUP`
 * @param ratio - `ratio[bit * m + j]`, bit 1 for y = +1
 * @returns the number of touched terms
 *
 * @example
 * ```ts no-run
 * declare const u: Parameters<typeof addSmallGroupRows>[0], ratio: Float64Array; // a PivotUpdateState
 * const nTouched = addSmallGroupRows(u, 7, 4, ratio);
 * flushSmallGroupRows(u, nTouched, 4, createStaleSlots());
 * ```
 */
export function addSmallGroupRows(
  u: PivotUpdateState,
  pivot: number,
  size: number,
  ratio: Float64Array,
): number {
  const { labels: m, xPtr, xIdx, cPtr, cIdx, signs, weights, counts } = u;
  const { group } = u.group;
  const touched = u.singleScratch.touched;
  const width = 2 * size;
  const rows = u.smallRows;
  const increment = u.smallIncrement;
  const offset = u.smallOffset;
  let nTouched = 0;
  for (let p = cPtr[pivot]!, end = cPtr[pivot + 1]!; p < end; p++) {
    const i = cIdx[p]!;
    const pairs = i * m;
    for (let jj = 0; jj < size; jj++) {
      const j = group[jj]!;
      const bit = signs[pairs + j]! > 0 ? 1 : 0;
      offset[jj] = 2 * jj + bit;
      increment[jj] = ratio[bit * m + j]! * weights[pairs + j]!;
    }
    for (let q = xPtr[i]!, qe = xPtr[i + 1]!; q < qe; q++) {
      const k = xIdx[q]!;
      const c = counts[k]!;
      if (c === 0) touched[nTouched++] = k;
      counts[k] = c + 1;
      const row = k * width;
      for (let jj = 0; jj < size; jj++) rows[row + offset[jj]!]! += increment[jj]!;
    }
  }
  return nTouched;
}

/**
 * The second step of `updateSmallGroup`: each touched term's row of summed increments (2 · size
 * sums, negative then positive per label of the group) goes to the table once, with its rounding
 * estimate ({@link addSlotPair}); the rows and counts are left zeroed.
 *
 * @param u - the training set's update state: `u.group.group` holds the group's labels, the label
 *   scratch's `touched[0 .. nTouched)` the touched terms, `u.counts` their summand counts and
 *   `u.smallRows` their sums
 * @param nTouched - how many terms the pass touched
 * @param size - the group's number of labels
 * @param stale - receives every slot whose error estimate passed the tolerance
 *
 * @example
 * ```ts no-run
 * // The end of updateSmallGroup, once the pass has filled the rows of the touched terms:
 * declare const u: Parameters<typeof flushSmallGroupRows>[0]; // a PivotUpdateState
 * flushSmallGroupRows(u, 12, 3, createStaleSlots());
 * ```
 */
export function flushSmallGroupRows(
  u: PivotUpdateState,
  nTouched: number,
  size: number,
  stale: StaleSink,
): void {
  const { counts } = u;
  const { termStride: ts, labelStride: ls, values, errors, group } = u.group;
  const touched = u.singleScratch.touched;
  const rows = u.smallRows;
  const width = 2 * size;
  for (let v = 0; v < nTouched; v++) {
    const k = touched[v]!;
    const summands = counts[k]!;
    counts[k] = 0;
    const row = k * width;
    for (let jj = 0; jj < size; jj++) {
      const slot = k * ts + group[jj]! * ls;
      const n0 = rows[row + 2 * jj]!;
      const p0 = rows[row + 2 * jj + 1]!;
      addSlotPair(values, errors, slot, n0, p0, summands, stale);
      rows[row + 2 * jj] = 0;
      rows[row + 2 * jj + 1] = 0;
    }
  }
}
