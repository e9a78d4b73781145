import type { DenseMatrix } from "@textboost/core";
import { tridiagonalEigen } from "./tridiagonal-eigen.js";

/** Eigenvalues (descending) and orthonormal eigenvectors (the columns of `vectors`) of a symmetric matrix. */
export interface SymmetricEigen {
  readonly values: Float64Array;
  /** n x n row-major; column j belongs to `values[j]`. */
  readonly vectors: DenseMatrix;
}

/**
 * Eigendecomposition `g = Z · diag(λ) · Zᵀ` of a symmetric matrix: Householder reduction to
 * tridiagonal form, then implicit QR steps with Wilkinson shifts on the tridiagonal matrix, the
 * rotations accumulated into Z (Golub and Van Loan, Algorithms 8.3.1 and 8.3.3). About 4·n³
 * multiply-adds; only +, −, ×, ÷ and √, so the bits are the same on every JavaScript engine.
 *
 * @param g - an n x n symmetric row-major matrix (only its lower triangle is read; not modified)
 * @returns eigenvalues descending (ties keep their order) and the matching eigenvectors
 */
export function symmetricEigen(g: DenseMatrix): SymmetricEigen {
  const n = g.rows;
  const { d, e, z } = tridiagonalize(g);
  tridiagonalEigen(d, e, z, n);
  const order = Array.from({ length: n }, (_, j) => j).sort((a, b) => d[b]! - d[a]! || a - b);
  const values = new Float64Array(n);
  const vectors = new Float64Array(n * n);
  for (let t = 0; t < n; t++) {
    const j = order[t]!;
    values[t] = d[j]!;
    for (let i = 0; i < n; i++) vectors[i * n + t] = z[j * n + i]!;
  }
  return { values, vectors: { rows: n, cols: n, data: vectors } };
}

/**
 * Householder tridiagonalisation `g = Q·T·Qᵀ`: `d` the diagonal of T, `e[i]` = T[i+1][i], and Q
 * returned column-major in `z` (column j is `z[j·n .. j·n + n)`).
 */
function tridiagonalize(g: DenseMatrix): { d: Float64Array; e: Float64Array; z: Float64Array } {
  const n = g.rows;
  const a = new Float64Array(n * n); // full symmetric working copy, row-major
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) a[i * n + j] = a[j * n + i] = g.data[i * n + j]!;
  }
  const d = new Float64Array(n);
  const e = new Float64Array(Math.max(0, n - 1));
  const tau = new Float64Array(n);
  const p = new Float64Array(n);
  for (let k = 0; k < n - 2; k++) {
    // x = a[k+1.., k], stored contiguously as row k from k+1 on (symmetry).
    const row = k * n;
    let sq = 0;
    for (let i = k + 1; i < n; i++) sq += a[row + i]! * a[row + i]!;
    d[k] = a[row + k]!;
    const norm = Math.sqrt(sq);
    if (norm === 0) continue; // already reduced: e[k] = 0, H_k = I
    const x0 = a[row + k + 1]!;
    const alpha = x0 >= 0 ? -norm : norm;
    a[row + k + 1] = x0 - alpha; // v, kept in row k for forming Q
    e[k] = alpha;
    const t = 1 / (norm * (norm + Math.abs(x0)));
    tau[k] = t;
    // p = t·S·v over the trailing block S = a[k+1.., k+1..]; w = p − (t/2)(pᵀv)·v; S −= v·wᵀ + w·vᵀ.
    let pv = 0;
    for (let i = k + 1; i < n; i++) {
      let s = 0;
      for (let j = k + 1; j < n; j++) s += a[i * n + j]! * a[row + j]!;
      p[i] = t * s;
      pv += p[i]! * a[row + i]!;
    }
    const half = 0.5 * t * pv;
    for (let i = k + 1; i < n; i++) p[i]! -= half * a[row + i]!;
    for (let i = k + 1; i < n; i++) {
      const vi = a[row + i]!;
      const wi = p[i]!;
      for (let j = k + 1; j < n; j++) a[i * n + j]! -= vi * p[j]! + wi * a[row + j]!;
    }
  }
  if (n >= 2) {
    d[n - 2] = a[(n - 2) * n + n - 2]!;
    e[n - 2] = a[(n - 1) * n + n - 2]!;
  }
  if (n >= 1) d[n - 1] = a[(n - 1) * n + n - 1]!;
  // Q = H_0 · H_1 ⋯ H_{n−3}, accumulated backwards; each H_k touches rows and columns k+1.. only.
  const z = new Float64Array(n * n);
  for (let j = 0; j < n; j++) z[j * n + j] = 1;
  for (let k = n - 3; k >= 0; k--) {
    const t = tau[k]!;
    if (t === 0) continue;
    const row = k * n;
    for (let j = k + 1; j < n; j++) {
      const col = j * n;
      let s = 0;
      for (let i = k + 1; i < n; i++) s += a[row + i]! * z[col + i]!;
      s *= t;
      for (let i = k + 1; i < n; i++) z[col + i]! -= s * a[row + i]!;
    }
  }
  return { d, e, z };
}
