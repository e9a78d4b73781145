import type { DenseMatrix, Random } from "@textboost/core";
import { householderQr } from "./householder-qr.js";
import type { MatrixProducts } from "./linear-operator.js";
import { uniformMatrix } from "./uniform-matrix.js";

/**
 * An approximate dominant right subspace by randomised subspace iteration (Halko, Martinsson and
 * Tropp 2011, Algorithms 4.3–4.4, on the right side): `W₀ = Ω` random, then `powerIterations` times
 * `W = orth(Aᵀ·(A·W))`, each orth a Householder QR of an n x l block, so the basis stays orthonormal
 * to working precision (their Remark 4.3). Normalising once per `AᵀA` rather than after each
 * product halves the QR work; it squares the spectrum between normalisations, which only loses
 * directions with σ below about 10⁻⁸·σ₁, far below anything LSI keeps. The angle to the true subspace
 * of σⱼ shrinks like (σ_{l+1}/σⱼ)^(2q).
 *
 * @param op - the matrix, m x n (call it on the side with fewer columns: the QR cost is n·l²)
 * @param l - the block width (k + oversampling), ≤ min(m, n)
 * @param powerIterations - q ≥ 0
 * @param random - the seeded generator for Ω
 * @returns an n x l basis (orthonormal when q ≥ 1; Ω itself when q = 0)
 */
export function powerSubspace(
  op: MatrixProducts,
  l: number,
  powerIterations: number,
  random: Random,
): DenseMatrix {
  let w = uniformMatrix(op.cols, l, random);
  for (let i = 0; i < powerIterations; i++) w = householderQr(op.transposeTimes(op.times(w))).q;
  return w;
}
