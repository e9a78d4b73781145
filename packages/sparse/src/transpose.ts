import type { CsrMatrix } from "@textboost/core";
import { compressTranspose } from "./internal/compress.js";

/**
 * Transposes a CSR matrix into another CSR matrix (cols x rows) with a counting sort,
 * O(nnz + rows + cols). `transpose(transpose(m))` equals `m`.
 *
 * @param m - a valid CSR matrix
 * @returns the transpose, in CSR form
 *
 * @example
 * ```ts
 * const t = transpose(csrFromRows([{ indices: [0, 2] }], 3)); // 3 x 1
 * t.indptr; // Int32Array [0, 1, 1, 2]
 * ```
 */
export function transpose(m: CsrMatrix): CsrMatrix {
  const t = compressTranspose(m.rows, m.cols, m.indptr, m.indices, m.values);
  const out: CsrMatrix = { format: "csr", rows: m.cols, cols: m.rows, indptr: t.indptr, indices: t.indices };
  return t.values === undefined ? out : { ...out, values: t.values };
}
