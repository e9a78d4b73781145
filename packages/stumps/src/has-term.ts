import type { CsrMatrix } from "@textboost/core";

/**
 * Whether document `row` of `X` contains column `term` (a stored entry), by binary search in the
 * row's sorted column ids. O(log row length).
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
