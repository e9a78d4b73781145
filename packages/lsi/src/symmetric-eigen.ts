import type { DenseMatrix } from "@textboost/core";
import { applyQ, formQ, householderTridiagonal } from "./householder-tridiagonal.js";
import { negligible, tridiagonalEigen } from "./tridiagonal-eigen.js";
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
 */
export function symmetricEigen(g: DenseMatrix, count = g.rows): SymmetricEigen {
  const n = g.rows;
  const c = Math.max(0, Math.min(n, count));
  const t = householderTridiagonal(g);
  const d = t.d.slice();
  const e = t.e.slice();
  const full = c === n;
  const z = full ? formQ(t) : new Float64Array(0);
  // Without vectors, each unreduced block of T by itself: the same steps as on the whole of T (QR
  // works block by block), and each eigenvalue's block is known for its inverse iteration.
  const block = full ? undefined : splitBlocks(t.d, t.e);
  if (block === undefined) tridiagonalEigen(d, e, z, n);
  else {
    for (let lo = 0; lo < n; lo = block.last[lo]! + 1) {
      tridiagonalEigen(d.subarray(lo, block.last[lo]! + 1), e.subarray(lo, block.last[lo]!), z, 0);
    }
  }
  const order = Array.from({ length: n }, (_, j) => j).sort((a, b) => d[b]! - d[a]! || a - b);
  const values = new Float64Array(c);
  for (let j = 0; j < c; j++) values[j] = d[order[j]!]!;
  const vectors = new Float64Array(n * c);
  if (block === undefined) {
    for (let j = 0; j < c; j++) {
      const from = order[j]! * n;
      for (let i = 0; i < n; i++) vectors[i * c + j] = z[from + i]!;
    }
  } else {
    const blocks = new Int32Array(2 * c);
    for (let j = 0; j < c; j++) {
      blocks[2 * j] = block.first[order[j]!]!;
      blocks[2 * j + 1] = block.last[order[j]!]!;
    }
    const y = tridiagonalEigenvectors(t.d, t.e, values, blocks);
    for (let j = 0; j < c; j++) applyQ(t, y, j * n);
    for (let j = 0; j < c; j++) for (let i = 0; i < n; i++) vectors[i * c + j] = y[j * n + i]!;
  }
  return { values, vectors: { rows: n, cols: c, data: vectors } };
}

/**
 * The unreduced blocks of a symmetric tridiagonal matrix: it splits after row i where e[i] is
 * negligible by the test implicit QR deflates with (|e[i]| ≤ u·(|d[i]| + |d[i+1]|)).
 *
 * @returns for every row, the first and the last row of its block
 */
function splitBlocks(d: Float64Array, e: Float64Array): { first: Int32Array; last: Int32Array } {
  const n = d.length;
  const first = new Int32Array(n);
  const last = new Int32Array(n);
  let lo = 0;
  for (let i = 0; i < n; i++) {
    if (i === n - 1 || negligible(e[i]!, d[i]!, d[i + 1]!)) {
      first.fill(lo, lo, i + 1);
      last.fill(i, lo, i + 1);
      lo = i + 1;
    }
  }
  return { first, last };
}
