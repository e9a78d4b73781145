import { addSlotPair, type addWithEstimate } from "./error-estimate.js";
import type { PivotUpdateState } from "./pivot-update.js";
import type { StaleSink } from "./stale-slots.js";

/** Groups of at most this many labels sharing a pivot take {@link updateSmallGroup}. */
export const SMALL_GROUP = 4;

/**
 * The update of a small group of labels sharing one pivot (a TreeBoost.MH node with few outputs, a
 * few MP-Boost labels that chose the same term): the labels `u.group.group[0 .. size)`, at most
 * {@link SMALL_GROUP}. One pass over the pivot's documents in ascending order adds each document's
 * increments ratio(j, b) · D(i, j) of all the group's labels to its terms' rows of scratch (a row of
 * 2 · size sums per term, which a document's term fills with one cache line), then each touched
 * term's sums go to the table once, with their rounding estimates ({@link addWithEstimate}). Every
 * slot's sum starts from 0 and adds the same documents in the same order as the label path
 * (`updateLabel`) and the group path (`updateGroup`), so all three give the same bits; this one reads
 * the pivot's documents once for the group instead of once per label, and re-indexes nothing.
 *
 * Uses `u.counts` and the label scratch's `touched` as scratch and leaves them, and the rows, zeroed.
 *
 * @param u - the training set's update state (its `smallRows` grown here on first use)
 * @param pivot - the group's pivot term
 * @param size - the group's number of labels, at most {@link SMALL_GROUP}
 * @param ratio - `ratio[bit * m + j]`, bit 1 for y = +1
 * @param stale - receives every slot whose error estimate passed the tolerance
 *
 * @example
 * ```ts no-run
 * // What applyPivotUpdate does when labels 0..3 share pivot 7:
 * declare const u: Parameters<typeof updateSmallGroup>[0], ratio: Float64Array; // a PivotUpdateState
 * u.group.group.set([0, 1, 2, 3]);
 * updateSmallGroup(u, 7, 4, ratio, createStaleSlots());
 * ```
 */
export function updateSmallGroup(
  u: PivotUpdateState,
  pivot: number,
  size: number,
  ratio: Float64Array,
  stale: StaleSink,
): void {
  const { labels: m, xPtr, xIdx, cPtr, cIdx, signs, weights, counts } = u;
  const { termStride: ts, labelStride: ls, values, errors, group } = u.group;
  const touched = u.singleScratch.touched;
  const width = 2 * size;
  if (u.smallRows.length < counts.length * 2 * SMALL_GROUP)
    u.smallRows = new Float64Array(counts.length * 2 * SMALL_GROUP);
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
