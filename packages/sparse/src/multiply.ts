import type { CsrMatrix, DenseMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";

function checkDense(d: DenseMatrix): void {
  if (d.data.length !== d.rows * d.cols) {
    throw new TextboostError(
      "E_SHAPE",
      `dense data has length ${d.data.length}, expected rows * cols = ${d.rows * d.cols}`,
    );
  }
}

/**
 * Sparse times dense: `m · d`, O(nnz · d.cols). Used to project documents onto a dense basis (for
 * example LSI directions).
 *
 * @param m - an r x k CSR matrix
 * @param d - a k x c dense matrix
 * @returns the r x c dense product
 * @throws TextboostError `E_SHAPE` when `m.cols !== d.rows` or `d.data` has the wrong length
 *
 * @example
 * ```ts
 * const m = csrFromRows([{ indices: [0, 1], values: [1, 2] }], 2);
 * multiplyDense(m, { rows: 2, cols: 1, data: new Float64Array([10, 100]) }).data; // [210]
 * ```
 */
export function multiplyDense(m: CsrMatrix, d: DenseMatrix): DenseMatrix {
  checkDense(d);
  if (m.cols !== d.rows) {
    throw new TextboostError("E_SHAPE", `cannot multiply ${m.rows}x${m.cols} by ${d.rows}x${d.cols}`);
  }
  const c = d.cols;
  const out = new Float64Array(m.rows * c);
  for (let r = 0; r < m.rows; r++) {
    const base = r * c;
    for (let p = m.indptr[r]!; p < m.indptr[r + 1]!; p++) {
      const v = m.values === undefined ? 1 : m.values[p]!;
      const src = m.indices[p]! * c;
      for (let j = 0; j < c; j++) out[base + j]! += v * d.data[src + j]!;
    }
  }
  return { rows: m.rows, cols: c, data: out };
}

/**
 * Transposed sparse times dense: `mᵀ · d`, O(nnz · d.cols), without building the transpose.
 *
 * @param m - an r x k CSR matrix
 * @param d - an r x c dense matrix
 * @returns the k x c dense product
 * @throws TextboostError `E_SHAPE` when `m.rows !== d.rows` or `d.data` has the wrong length
 *
 * @example
 * ```ts
 * const m = csrFromRows([{ indices: [1] }, { indices: [1] }], 2);
 * transposeMultiplyDense(m, { rows: 2, cols: 1, data: new Float64Array([3, 4]) }).data; // [0, 7]
 * ```
 */
export function transposeMultiplyDense(m: CsrMatrix, d: DenseMatrix): DenseMatrix {
  checkDense(d);
  if (m.rows !== d.rows) {
    throw new TextboostError(
      "E_SHAPE",
      `cannot multiply the transpose of ${m.rows}x${m.cols} by ${d.rows}x${d.cols}`,
    );
  }
  const c = d.cols;
  const out = new Float64Array(m.cols * c);
  for (let r = 0; r < m.rows; r++) {
    const src = r * c;
    for (let p = m.indptr[r]!; p < m.indptr[r + 1]!; p++) {
      const v = m.values === undefined ? 1 : m.values[p]!;
      const dst = m.indices[p]! * c;
      for (let j = 0; j < c; j++) out[dst + j]! += v * d.data[src + j]!;
    }
  }
  return { rows: m.cols, cols: c, data: out };
}
