import type { CsrMatrix } from "@textboost/core";
import { checkIds } from "./internal/check-ids.js";

/**
 * Takes rows of a CSR matrix, in the given order; a row may be taken more than once (bootstrap
 * samples) or not at all. O(rows.length + nnz of the result).
 *
 * @param m - a CSR matrix
 * @param rows - row ids in `[0, m.rows)`; output row k is input row `rows[k]`
 * @returns a `rows.length` x `m.cols` matrix (binary stays binary)
 * @throws TextboostError `E_INVALID_ARGUMENT` naming the position of a bad row id
 *
 * @example
 * ```ts
 * const m = csrFromRows([{ indices: [0] }, { indices: [1] }], 2);
 * selectRows(m, [1, 1, 0]).indices; // Int32Array [1, 1, 0]
 * ```
 */
export function selectRows(m: CsrMatrix, rows: ArrayLike<number>): CsrMatrix {
  checkIds(rows, m.rows, "rows");
  const n = rows.length;
  const indptr = new Int32Array(n + 1);
  for (let k = 0; k < n; k++) {
    const r = rows[k]!;
    indptr[k + 1] = indptr[k]! + m.indptr[r + 1]! - m.indptr[r]!;
  }
  const nnz = indptr[n]!;
  const indices = new Int32Array(nnz);
  const values = m.values === undefined ? undefined : new Float64Array(nnz);
  for (let k = 0; k < n; k++) {
    const r = rows[k]!;
    const start = m.indptr[r]!;
    const end = m.indptr[r + 1]!;
    // A copy loop rather than set(subarray(…)): no view object per row.
    for (let p = start, q = indptr[k]!; p < end; p++, q++) indices[q] = m.indices[p]!;
    if (values !== undefined) {
      for (let p = start, q = indptr[k]!; p < end; p++, q++) values[q] = m.values![p]!;
    }
  }
  const out: CsrMatrix = { format: "csr", rows: n, cols: m.cols, indptr, indices };
  return values === undefined ? out : { ...out, values };
}
