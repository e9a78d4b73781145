import type { CscMatrix, CsrMatrix } from "@textboost/core";
import { compressTranspose } from "./internal/compress.js";

/**
 * Converts CSC back to CSR with a counting sort, O(nnz + rows + cols); `toCsr(toCsc(m))` equals `m`.
 *
 * @param m - a valid CSC matrix
 * @returns the same matrix in CSR form, column ids ascending in every row
 *
 * @example
 * ```ts
 * const m = csrFromRows([{ indices: [1] }, { indices: [0, 1] }], 2);
 * toCsr(toCsc(m)); // same indptr and indices as m
 * ```
 */
export function toCsr(m: CscMatrix): CsrMatrix {
  const t = compressTranspose(m.cols, m.rows, m.indptr, m.indices, m.values);
  const out: CsrMatrix = { format: "csr", rows: m.rows, cols: m.cols, indptr: t.indptr, indices: t.indices };
  return t.values === undefined ? out : { ...out, values: t.values };
}
