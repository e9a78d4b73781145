import type { CsrMatrix } from "@textboost/core";
import { checkIds } from "./internal/check-ids.js";
import { compressTranspose } from "./internal/compress.js";

/**
 * Takes columns of a CSR matrix (feature selection): new column c is old column `cols[c]`. Columns
 * may be reordered or repeated; columns not listed are dropped. O(nnz + m.cols + cols.length); when
 * `cols` is not ascending the rows are re-sorted with two counting sorts.
 *
 * @param m - a CSR matrix
 * @param cols - old column ids in `[0, m.cols)`
 * @returns an `m.rows` x `cols.length` matrix with ascending column ids in every row
 * @throws TextboostError `E_INVALID_ARGUMENT` naming the position of a bad column id
 *
 * @example
 * ```ts
 * const m = csrFromRows([{ indices: [0, 2], values: [5, 7] }], 3);
 * const s = selectColumns(m, [2, 1]); // 1 x 2
 * s.indices; // Int32Array [0]  (old column 2)
 * s.values;  // Float64Array [7]
 * ```
 */
export function selectColumns(m: CsrMatrix, cols: ArrayLike<number>): CsrMatrix {
  checkIds(cols, m.cols, "cols");
  const k = cols.length;
  // old column -> list of new columns, as a compressed map (new ids ascending per old column).
  const mapPtr = new Int32Array(m.cols + 1);
  let ascending = true;
  for (let c = 0; c < k; c++) {
    mapPtr[cols[c]! + 1]!++;
    if (c > 0 && cols[c]! <= cols[c - 1]!) ascending = false;
  }
  for (let c = 0; c < m.cols; c++) mapPtr[c + 1]! += mapPtr[c]!;
  const mapNew = new Int32Array(k);
  const next = mapPtr.slice(0, m.cols);
  for (let c = 0; c < k; c++) mapNew[next[cols[c]!]!++] = c;

  const indptr = new Int32Array(m.rows + 1);
  for (let r = 0; r < m.rows; r++) {
    let count = 0;
    for (let p = m.indptr[r]!; p < m.indptr[r + 1]!; p++) {
      const old = m.indices[p]!;
      count += mapPtr[old + 1]! - mapPtr[old]!;
    }
    indptr[r + 1] = indptr[r]! + count;
  }
  const nnz = indptr[m.rows]!;
  let indices: Int32Array = new Int32Array(nnz);
  let values: Float64Array | undefined = m.values === undefined ? undefined : new Float64Array(nnz);
  let q = 0;
  for (let r = 0; r < m.rows; r++) {
    for (let p = m.indptr[r]!; p < m.indptr[r + 1]!; p++) {
      const old = m.indices[p]!;
      for (let t = mapPtr[old]!; t < mapPtr[old + 1]!; t++) {
        indices[q] = mapNew[t]!;
        if (values !== undefined) values[q] = m.values![p]!;
        q++;
      }
    }
  }
  if (!ascending) {
    const csc = compressTranspose(m.rows, k, indptr, indices, values);
    const back = compressTranspose(k, m.rows, csc.indptr, csc.indices, csc.values);
    indices = back.indices;
    values = back.values;
  }
  const out: CsrMatrix = { format: "csr", rows: m.rows, cols: k, indptr, indices };
  return values === undefined ? out : { ...out, values };
}
