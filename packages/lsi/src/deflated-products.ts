import type { DenseMatrix } from "@textboost/core";
import { denseTimes, denseTransposeTimes } from "./dense-product.js";
import type { MatrixProducts } from "./linear-operator.js";

/**
 * `A · (I − W·Wᵀ)` for an n x c matrix W with orthonormal columns: A with the right subspace
 * spanned by W removed, so its singular values are those of A that W does not capture.
 *
 * @param op - the matrix A, m x n
 * @param w - n x c, orthonormal columns
 */
export function deflatedProducts(op: MatrixProducts, w: DenseMatrix): MatrixProducts {
  const project = (x: DenseMatrix): DenseMatrix => {
    const wx = denseTimes(w, denseTransposeTimes(w, x));
    return { rows: x.rows, cols: x.cols, data: x.data.map((v, i) => v - wx.data[i]!) };
  };
  return {
    rows: op.rows,
    cols: op.cols,
    times: (x) => op.times(project(x)),
    transposeTimes: (y) => project(op.transposeTimes(y)),
  };
}
