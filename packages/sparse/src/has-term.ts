import type { CsrMatrix } from "@textboost/core";

/**
 * Whether document `row` of `X` contains column `term` (a stored entry), by binary search in the
 * row's sorted column ids. O(log row length).
 *
 * @param X - a valid CSR matrix (each row's column ids strictly ascending)
 * @param row - the row, in [0, X.rows)
 * @param term - the column id to look for (any number: one outside [0, X.cols) is never found)
 * @returns true when the row stores an entry in that column
 *
 * @example
 * ```ts
 * const X = csrFromRows([{ indices: [1, 4] }, { indices: [0] }], 5);
 * hasTerm(X, 0, 4); // true
 * hasTerm(X, 1, 4); // false
 * ```
 */
export function hasTerm(X: CsrMatrix, row: number, term: number): boolean {
  let lo = X.indptr[row]!;
  let hi = X.indptr[row + 1]! - 1;
  const { indices } = X;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const c = indices[mid]!;
    if (c === term) return true;
    if (c < term) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}
