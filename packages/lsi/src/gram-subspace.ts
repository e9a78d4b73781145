import type { DenseMatrix } from "@textboost/core";
import type { SymmetricEigen } from "./symmetric-eigen.js";

/**
 * The exact dominant right subspace: the eigenvectors of the l largest eigenvalues of `Aᵀ·A`
 * (eigenvalue σ², eigenvector the right singular vector). O(n³) in the number of columns n, so meant
 * for the narrow side of a block (an MLRF block has about 100 terms).
 *
 * @param eigen - the eigendecomposition of `Aᵀ·A` (`symmetricEigen`, at least its l largest pairs), values descending
 * @param l - how many directions, ≤ the pairs in `eigen`
 * @returns an n x l matrix with orthonormal columns
 */
export function gramSubspace({ vectors }: SymmetricEigen, l: number): DenseMatrix {
  const n = vectors.rows;
  const c = vectors.cols;
  const w = new Float64Array(n * l);
  for (let i = 0; i < n; i++) for (let j = 0; j < l; j++) w[i * l + j] = vectors.data[i * c + j]!;
  return { rows: n, cols: l, data: w };
}
