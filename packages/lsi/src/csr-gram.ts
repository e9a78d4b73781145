import type { CsrMatrix, DenseMatrix } from "@textboost/core";

/**
 * The Gram matrix of the columns of a CSR matrix, `Aᵀ·A` (cols x cols, dense, row-major), as the
 * sum of the outer products of the rows: O(Σ nnz(row)²), which for a sparse block of a few hundred
 * terms is far below the cost of anything done with it afterwards.
 *
 * @param m - a CSR matrix (no `values` means binary)
 * @returns the symmetric cols x cols matrix `Aᵀ·A`
 */
export function csrColumnGram(m: CsrMatrix): DenseMatrix {
  const n = m.cols;
  const g = new Float64Array(n * n);
  const { indptr, indices, values } = m;
  for (let r = 0; r < m.rows; r++) {
    const end = indptr[r + 1]!;
    for (let p = indptr[r]!; p < end; p++) {
      const vp = values === undefined ? 1 : values[p]!;
      const base = indices[p]! * n;
      for (let q = indptr[r]!; q < end; q++)
        g[base + indices[q]!]! += vp * (values === undefined ? 1 : values[q]!);
    }
  }
  return { rows: n, cols: n, data: g };
}
