import type { Random } from "@textboost/core";
import { denseTimes } from "./dense-product.js";
import { denseSvd } from "./dense-svd.js";
import { householderQr } from "./householder-qr.js";
import type { SmallSvd } from "./jacobi-svd.js";
import type { LinearOperator } from "./linear-operator.js";
import { uniformMatrix } from "./uniform-matrix.js";

/**
 * Randomised SVD with subspace iteration (Halko, Martinsson and Tropp 2011, Algorithm 4.4 for the
 * range, Algorithm 5.1 for the factors): `Y = A·Ω`, `Q = orth(Y)`, then `powerIterations` times
 * `W = orth(Aᵀ·Q)`, `Q = orth(A·W)`; finally `Bᵀ = Aᵀ·Q` (cols x l) and its dense SVD
 * `Bᵀ = Ũ·Σ·Wᵀ`, so `A ≈ Q·B = (Q·W)·Σ·Ũᵀ`. Every orth is a Householder QR, so rounding cannot make
 * the basis lose orthogonality (the re-orthogonalisation the power scheme needs, their Remark 4.3).
 *
 * @param op - the matrix, m x n, with l ≤ min(m, n)
 * @param l - the number of columns of the test matrix (rank + oversampling)
 * @param powerIterations - q in Algorithm 4.4
 * @param random - the seeded generator for Ω
 * @returns `u` (m x l), `s` (l, descending) and `v` (n x l)
 */
export function randomizedSvd(
  op: LinearOperator,
  l: number,
  powerIterations: number,
  random: Random,
): SmallSvd {
  const orth = (y: Parameters<typeof householderQr>[0]) => householderQr(y).q;
  let q = orth(op.times(uniformMatrix(op.cols, l, random)));
  for (let i = 0; i < powerIterations; i++) {
    q = orth(op.times(orth(op.transposeTimes(q))));
  }
  const bt = denseSvd(op.transposeTimes(q));
  return { u: denseTimes(q, bt.v), s: bt.s, v: bt.u };
}
