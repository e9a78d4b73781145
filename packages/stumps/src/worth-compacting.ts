import type { CompactionCost } from "@textboost/sparse";

/**
 * Whether dropping `dropped` terms from the statistics table saves more memory than the compacted
 * copies cost: per dropped term and label, two Float64 statistics and two 16-bit error estimates (20
 * bytes); per kept non-zero, one Int32 for X's column id, and another for Xc's row id when the rows
 * change (a dropped term had documents), with X's row pointers then. Many documents over a small
 * vocabulary (rcv1subset1's rows repeated to 800,000 documents) are not worth compacting.
 *
 * @param dropped - terms dropped (twins of a lower term, empty ones included)
 * @param labels - number of labels
 * @param keptNonZeros - non-zeros of the kept terms
 * @param changedRows - X's rows when they lose entries (a dropped term had documents), else -1
 * @returns true when the table shrinks by more bytes than the copies take
 *
 * @example
 * ```ts
 * worthCompacting(29_600, 101, 347_268, -1); // true: 59.8 MB saved, 1.4 MB copied
 * worthCompacting(29_600, 101, 61_722_003, -1); // false: 247 MB to copy
 * ```
 */
export function worthCompacting(
  dropped: number,
  labels: number,
  keptNonZeros: number,
  changedRows: number,
): boolean {
  const copied = changedRows < 0 ? keptNonZeros * 4 : keptNonZeros * 8 + (changedRows + 1) * 4;
  return dropped * labels * 20 > copied;
}

/**
 * {@link worthCompacting} as the `worth` rule of `distinctTerms` (`@textboost/sparse`), for a table of
 * `labels` labels.
 *
 * @param labels - number of labels
 * @returns the rule
 *
 * @example
 * ```ts
 * const c = distinctTerms(ts, tableWorthCompacting(ts.Y.cols)); // undefined when not worth it
 * ```
 */
export function tableWorthCompacting(labels: number): (cost: CompactionCost) => boolean {
  return (cost) => worthCompacting(cost.dropped, labels, cost.keptNonZeros, cost.changedRows);
}
