import type { CsrMatrix, DenseMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { checkCount, failRow } from "./internal/fail.js";

/**
 * Converts a dense row-major matrix to CSR, storing its non-zero entries.
 *
 * @param d - a dense matrix; `d.data.length` must be `rows * cols`
 * @param options - `binary: true` stores no values (every non-zero becomes a 1)
 * @returns a CSR matrix of the same shape
 * @throws TextboostError `E_SHAPE` when `data` has the wrong length; `E_NUMERIC` naming the row for a
 *   NaN or infinite entry
 *
 * @example
 * ```ts
 * const m = csrFromDense({ rows: 2, cols: 2, data: new Float64Array([0, 3, 0, 0]) });
 * m.indptr; // Int32Array [0, 1, 1]
 * m.values; // Float64Array [3]
 * ```
 */
export function csrFromDense(d: DenseMatrix, options: { binary?: boolean } = {}): CsrMatrix {
  checkCount("rows", d.rows);
  checkCount("cols", d.cols);
  if (d.data.length !== d.rows * d.cols) {
    throw new TextboostError(
      "E_SHAPE",
      `dense data has length ${d.data.length}, expected rows * cols = ${d.rows * d.cols}`,
    );
  }
  const { rows, cols, data } = d;
  const indptr = new Int32Array(rows + 1);
  let nnz = 0;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const v = data[r * cols + c]!;
      if (!Number.isFinite(v))
        failRow("E_NUMERIC", `value ${v} at column ${c} is not a finite number`, { row: r });
      if (v !== 0) nnz++;
    }
    indptr[r + 1] = nnz;
  }
  const indices = new Int32Array(nnz);
  const values = options.binary === true ? undefined : new Float64Array(nnz);
  let q = 0;
  for (let i = 0; i < data.length; i++) {
    const v = data[i]!;
    if (v !== 0) {
      indices[q] = i % cols;
      if (values !== undefined) values[q] = v;
      q++;
    }
  }
  const out: CsrMatrix = { format: "csr", rows, cols, indptr, indices };
  return values === undefined ? out : { ...out, values };
}

/**
 * Expands a CSR matrix into a dense row-major matrix (zeros where nothing is stored). Meant for
 * small matrices: the result holds `rows * cols` numbers.
 *
 * @param m - a CSR matrix
 * @returns a {@link DenseMatrix} of the same shape
 *
 * @example
 * ```ts
 * csrToDense(csrFromRows([{ indices: [1] }], 2)).data; // Float64Array [0, 1]
 * ```
 */
export function csrToDense(m: CsrMatrix): DenseMatrix {
  const data = new Float64Array(m.rows * m.cols);
  for (let r = 0; r < m.rows; r++) {
    for (let p = m.indptr[r]!; p < m.indptr[r + 1]!; p++) {
      data[r * m.cols + m.indices[p]!] = m.values === undefined ? 1 : m.values[p]!;
    }
  }
  return { rows: m.rows, cols: m.cols, data };
}
