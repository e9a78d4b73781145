import type { CscMatrix, CsrMatrix } from "@textboost/core";
import { compressTranspose } from "./internal/compress.js";

/**
 * Converts CSR to CSC (for documents x terms: the inverted index term -> documents) with a counting
 * sort, O(nnz + rows + cols). Row ids in each column come out ascending. Does not validate `m`; call
 * `validateCsr` first on untrusted input.
 *
 * @param m - a valid CSR matrix
 * @returns the same matrix in CSC form (binary stays binary)
 *
 * @example
 * ```ts
 * const c = toCsc(csrFromRows([{ indices: [1] }, { indices: [0, 1] }], 2));
 * c.indptr;  // Int32Array [0, 1, 3]
 * c.indices; // Int32Array [1, 0, 1]
 * ```
 */
export function toCsc(m: CsrMatrix): CscMatrix {
  const t = compressTranspose(m.rows, m.cols, m.indptr, m.indices, m.values);
  const out: CscMatrix = { format: "csc", rows: m.rows, cols: m.cols, indptr: t.indptr, indices: t.indices };
  return t.values === undefined ? out : { ...out, values: t.values };
}
