import type { DenseMatrix } from "@textboost/core";
import { applyQ, formQ, householderTridiagonal } from "./householder-tridiagonal.js";
import { tridiagonalEigen } from "./tridiagonal-eigen.js";
import { tridiagonalEigenvectors } from "./tridiagonal-eigenvectors.js";

/** Eigenvalues (descending) and orthonormal eigenvectors (the columns of `vectors`) of a symmetric matrix. */
export interface SymmetricEigen {
  readonly values: Float64Array;
  /** n x count row-major; column j belongs to `values[j]`. */
  readonly vectors: DenseMatrix;
}

/**
 * Eigendecomposition `g = Z · diag(λ) · Zᵀ` of a symmetric matrix, or its `count` largest eigenpairs:
 * Householder reduction to tridiagonal form T (Golub and Van Loan, Algorithm 8.3.1), then implicit QR
 * steps with Wilkinson shifts on T (Algorithm 8.3.3). For every eigenpair the rotations are
 * accumulated into Z, about 4·n³ multiply-adds in all. For the `count` < n largest only, the QR steps
 * run on T alone (O(n²)), the eigenvectors of T come from inverse iteration
 * ({@link tridiagonalEigenvectors}, O(n) each) and go back through the reflectors (2·n² each): about
 * (4/3)·n³ + 2·n²·count in all, the tridiagonalisation's cost. The eigenvalues are the same bits
 * either way. Only +, −, ×, ÷ and √, so the bits are the same on every JavaScript engine.
 *
 * @param g - an n x n symmetric row-major matrix (only its lower triangle is read; not modified)
 * @param count - how many of the largest eigenpairs (default n: all); values above n are read as n
 * @returns the `count` largest eigenvalues, descending (ties keep their order), and their
 *   eigenvectors (n x count)
 *
 * @example
 * ```ts
 * const g = { rows: 2, cols: 2, data: new Float64Array([2, 1, 1, 2]) };
 * symmetricEigen(g).values; // [3, 1]
 * symmetricEigen(g, 1).vectors; // 2 x 1, ±(1, 1)/√2
 * ```
 */
export function symmetricEigen(g: DenseMatrix, count = g.rows): SymmetricEigen {
  const n = g.rows;
  const c = Math.max(0, Math.min(n, count));
  const t = householderTridiagonal(g);
  const d = t.d.slice();
  const e = t.e.slice();
  const full = c === n;
  const z = full ? formQ(t) : new Float64Array(0);
  tridiagonalEigen(d, e, z, full ? n : 0);
  const order = Array.from({ length: n }, (_, j) => j).sort((a, b) => d[b]! - d[a]! || a - b);
  const values = new Float64Array(c);
  for (let j = 0; j < c; j++) values[j] = d[order[j]!]!;
  const vectors = new Float64Array(n * c);
  if (full) {
    for (let j = 0; j < c; j++) {
      const from = order[j]! * n;
      for (let i = 0; i < n; i++) vectors[i * c + j] = z[from + i]!;
    }
  } else {
    const y = tridiagonalEigenvectors(t.d, t.e, values);
    for (let j = 0; j < c; j++) applyQ(t, y, j * n);
    for (let j = 0; j < c; j++) for (let i = 0; i < n; i++) vectors[i * c + j] = y[j * n + i]!;
  }
  return { values, vectors: { rows: n, cols: c, data: vectors } };
}
