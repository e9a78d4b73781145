import type { addWithEstimate } from "../table/error-estimate.js";
import type { PivotUpdateState } from "./pivot-update-state.js";
import { addSmallGroupRows, flushSmallGroupRows } from "./small-group-passes.js";
import type { StaleSink } from "./stale-slots.js";

/** Groups of at most this many labels sharing a pivot take {@link updateSmallGroup}. */
export const SMALL_GROUP = 4;

/**
 * The update of a small group of labels sharing one pivot (a TreeBoost.MH node with few outputs, a
 * few MP-Boost labels that chose the same term): the labels `u.group.group[0 .. size)`, at most
 * {@link SMALL_GROUP}. One pass over the pivot's documents in ascending order adds each document's
 * increments ratio(j, b) · D(i, j) of all the group's labels to its terms' rows of scratch (a row of
 * 2 · size sums per term, which a document's term fills with one cache line), then each touched
 * term's sums go to the table once, with their rounding estimates (`addWithEstimate`). Every
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
  if (u.smallRows.length < u.counts.length * 2 * SMALL_GROUP)
    u.smallRows = new Float64Array(u.counts.length * 2 * SMALL_GROUP);
  const nTouched = addSmallGroupRows(u, pivot, size, ratio);
  flushSmallGroupRows(u, nTouched, size, stale);
}
