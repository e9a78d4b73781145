import type { DenseMatrix } from "@textboost/core";
import type { SmallSvd } from "./jacobi-svd.js";
import type { LinearOperator } from "./linear-operator.js";
import type { SymmetricEigen } from "./symmetric-eigen.js";

/**
 * The smallest ratio σ_i / σ₁ of a kept singular value for which {@link gramSvd} answers from the
 * Gram matrix alone. An eigenvalue of AᵀA carries an absolute error of a few u·σ₁² (u the unit
 * roundoff), so σ_i = √λ_i has relative error about c·u·(σ₁/σ_i)²/2: under 1e-10 at this ratio, well
 * inside the 1e-8 the package promises. Below it the Rayleigh–Ritz step on A is needed.
 */
export const GRAM_CONDITION_LIMIT = 1e-3;

/**
 * The truncated SVD read off the eigendecomposition of the Gram matrix G = AᵀA of the narrow side,
 * without touching A again beyond one product: V = the eigenvectors of the largest eigenvalues,
 * σ = √λ, U = A·V·Σ⁻¹. Returns `undefined` when a singular value that would be kept (above
 * `tolerance`·σ₁, among the first `k`) is below {@link GRAM_CONDITION_LIMIT}·σ₁: the caller then
 * refines with Rayleigh–Ritz. For an MLRF block (1,500 x 100, k = 10) this skips the QR of the tall
 * A·W and the dense SVD that Rayleigh–Ritz costs, most of the block's time.
 *
 * @param op - the matrix A, m x n (n the narrow side)
 * @param eigen - the eigendecomposition of AᵀA (at least its k largest pairs), values descending
 * @param k - the rank asked for
 * @param tolerance - singular values at or below `tolerance`·σ₁ are dropped (as `truncate` does)
 * @param withU - false skips the product for U (then `u` is m x 0)
 * @returns `u` (m x k'), `s` (k', descending), `v` (n x k'), k' ≤ k; or `undefined` (ill-conditioned)
 *
 * @example
 * ```ts
 * // Through the public entry: a narrow block goes this way with method "gram" (or "auto").
 * import { truncatedSvd } from "@textboost/lsi";
 * const A = { rows: 3, cols: 2, data: new Float64Array([3, 0, 0, 2, 0, 0]) };
 * truncatedSvd(A, { k: 2, method: "gram" }).S; // [3, 2]
 * ```
 */
export function gramSvd(
  op: LinearOperator,
  eigen: SymmetricEigen,
  k: number,
  tolerance: number,
  withU = true,
): SmallSvd | undefined {
  const n = op.cols;
  const { values, vectors } = eigen;
  const top = Math.sqrt(Math.max(0, values[0] ?? 0));
  let kept = 0;
  while (kept < Math.min(k, n) && top > 0) {
    const s = Math.sqrt(Math.max(0, values[kept]!));
    if (!(s > tolerance * top)) break;
    if (s < GRAM_CONDITION_LIMIT * top) return undefined;
    kept++;
  }
  const s = new Float64Array(kept);
  const v = new Float64Array(n * kept);
  for (let j = 0; j < kept; j++) s[j] = Math.sqrt(values[j]!);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < kept; j++) v[i * kept + j] = vectors.data[i * vectors.cols + j]!;
  const V: DenseMatrix = { rows: n, cols: kept, data: v };
  if (!withU) return { u: { rows: op.rows, cols: 0, data: new Float64Array(0) }, s, v: V };
  const u = op.times(V);
  for (let i = 0; i < u.rows; i++) for (let j = 0; j < kept; j++) u.data[i * kept + j]! /= s[j]!;
  return { u, s, v: V };
}
