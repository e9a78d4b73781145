import type { CsrMatrix } from "@textboost/core";

/**
 * Counts the stored entries of every column: for a documents x terms matrix, the document frequency
 * of each term. Explicit zeros count as stored entries.
 *
 * @param X - a CSR matrix
 * @returns an Int32Array of length `X.cols`
 *
 * @example
 * ```ts
 * columnCounts(csrFromTokenIds([[0, 1], [1], []], 3)); // Int32Array [1, 2, 0]
 * ```
 */
export function columnCounts(X: CsrMatrix): Int32Array {
  const out = new Int32Array(X.cols);
  const nnz = X.indptr[X.rows]!;
  for (let p = 0; p < nnz; p++) out[X.indices[p]!]!++;
  return out;
}
