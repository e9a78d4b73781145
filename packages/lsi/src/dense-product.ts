import type { DenseMatrix } from "@textboost/core";

/**
 * Dense times dense, `a · b`, row-major: O(a.rows · a.cols · b.cols). The inner loop runs along a row
 * of `b` and of the result, so every access is contiguous. Shapes are the caller's responsibility
 * (internal helper).
 *
 * @param a - an r x k matrix
 * @param b - a k x c matrix
 * @returns the r x c product
 */
export function denseTimes(a: DenseMatrix, b: DenseMatrix): DenseMatrix {
  const { rows, cols: inner } = a;
  const c = b.cols;
  const out = new Float64Array(rows * c);
  const ad = a.data;
  const bd = b.data;
  for (let r = 0; r < rows; r++) {
    const base = r * c;
    for (let p = 0; p < inner; p++) {
      const v = ad[r * inner + p]!;
      if (v === 0) continue;
      const src = p * c;
      for (let j = 0; j < c; j++) out[base + j]! += v * bd[src + j]!;
    }
  }
  return { rows, cols: c, data: out };
}

/**
 * Transposed dense times dense, `aᵀ · b`, row-major, without forming the transpose:
 * O(a.rows · a.cols · b.cols). Shapes are the caller's responsibility (internal helper).
 *
 * @param a - an r x k matrix
 * @param b - an r x c matrix
 * @returns the k x c product
 */
export function denseTransposeTimes(a: DenseMatrix, b: DenseMatrix): DenseMatrix {
  const { rows, cols: k } = a;
  const c = b.cols;
  const out = new Float64Array(k * c);
  const ad = a.data;
  const bd = b.data;
  for (let r = 0; r < rows; r++) {
    const src = r * c;
    for (let p = 0; p < k; p++) {
      const v = ad[r * k + p]!;
      if (v === 0) continue;
      const dst = p * c;
      for (let j = 0; j < c; j++) out[dst + j]! += v * bd[src + j]!;
    }
  }
  return { rows: k, cols: c, data: out };
}

/** The transpose of a dense row-major matrix (internal helper). */
export function denseTranspose(a: DenseMatrix): DenseMatrix {
  const { rows, cols, data } = a;
  const out = new Float64Array(rows * cols);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) out[c * rows + r] = data[r * cols + c]!;
  }
  return { rows: cols, cols: rows, data: out };
}
