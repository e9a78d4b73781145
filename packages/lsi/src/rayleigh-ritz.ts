import type { DenseMatrix } from "@textboost/core";
import { denseTimes } from "./dense-product.js";
import { denseSvd } from "./dense-svd.js";
import { householderQr } from "./householder-qr.js";
import type { SmallSvd } from "./jacobi-svd.js";
import type { MatrixProducts } from "./linear-operator.js";

/**
 * The SVD of A restricted to a right subspace (Halko, Martinsson and Tropp 2011, Algorithm 5.1):
 * `Q = orth(A·W)` by Householder QR, `Bᵀ = Aᵀ·Q` (cols x l), the dense SVD `Bᵀ = Ũ·Σ·Xᵀ`, so that
 * `Q·Qᵀ·A = (Q·X)·Σ·Ũᵀ`. The singular values are those of `Qᵀ·A`, computed from A itself (no squares),
 * so they are accurate to rounding in σ₁ whatever way W was found; directions of W that A sends to
 * zero come out with singular values at rounding level, to be dropped by the caller's tolerance.
 *
 * @param op - the matrix, m x n
 * @param w - an n x l basis of the right subspace, l ≤ min(m, n)
 * @param leftVectors - whether to form `u` (`Q·X`); without, `u` is m x 0 (s and v are the same)
 * @returns `u` (m x l), `s` (l, descending) and `v` (n x l)
 */
export function rayleighRitz(op: MatrixProducts, w: DenseMatrix, leftVectors = true): SmallSvd {
  const q = householderQr(op.times(w)).q;
  const bt = denseSvd(op.transposeTimes(q));
  const u = leftVectors ? denseTimes(q, bt.v) : { rows: q.rows, cols: 0, data: new Float64Array(0) };
  return { u, s: bt.s, v: bt.u };
}
