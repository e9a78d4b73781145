import type { DenseMatrix } from "@textboost/core";

/** Eigenvalues (descending) and orthonormal eigenvectors (the columns of `vectors`) of a symmetric matrix. */
export interface SymmetricEigen {
  readonly values: Float64Array;
  /** n x n row-major; column j belongs to `values[j]`. */
  readonly vectors: DenseMatrix;
}

const EPS = 2 ** -52;
const MAX_STEPS_PER_VALUE = 60;

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
  diagonalize(d, e, z, n);
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

/**
 * Implicit symmetric QR with Wilkinson shifts on the tridiagonal (d, e), deflating from the bottom;
 * every rotation J in the plane (k, k+1) updates T ← J·T·Jᵀ and Z ← Z·Jᵀ (z column-major).
 */
function diagonalize(d: Float64Array, e: Float64Array, z: Float64Array, n: number): void {
  let hi = n - 1;
  let steps = 0;
  while (hi > 0) {
    if (Math.abs(e[hi - 1]!) <= EPS * (Math.abs(d[hi - 1]!) + Math.abs(d[hi]!))) {
      e[hi - 1] = 0;
      hi--;
      steps = 0;
      continue;
    }
    let lo = hi - 1;
    while (lo > 0 && Math.abs(e[lo - 1]!) > EPS * (Math.abs(d[lo - 1]!) + Math.abs(d[lo]!))) lo--;
    if (lo > 0) e[lo - 1] = 0;
    if (++steps > MAX_STEPS_PER_VALUE) {
      e[hi - 1] = 0; // give up on this value (never seen in practice); Z stays orthogonal
      continue;
    }
    qrStep(d, e, z, n, lo, hi);
  }
}

/** One implicit shifted QR step on the unreduced block lo..hi: a bulge chased from top to bottom. */
function qrStep(d: Float64Array, e: Float64Array, z: Float64Array, n: number, lo: number, hi: number): void {
  const eh = e[hi - 1]!;
  const delta = 0.5 * (d[hi - 1]! - d[hi]!);
  const root = Math.sqrt(delta * delta + eh * eh);
  const mu = d[hi]! - (eh * eh) / (delta + (delta >= 0 ? root : -root));
  let x = d[lo]! - mu;
  let y = e[lo]!;
  for (let k = lo; k < hi; k++) {
    const r = Math.sqrt(x * x + y * y);
    const c = r === 0 ? 1 : x / r;
    const s = r === 0 ? 0 : y / r;
    if (k > lo) e[k - 1] = r; // the bulge at (k+1, k−1) is annihilated into e[k−1]
    const a = d[k]!;
    const b = e[k]!;
    const dd = d[k + 1]!;
    d[k] = c * c * a + 2 * c * s * b + s * s * dd;
    d[k + 1] = s * s * a - 2 * c * s * b + c * c * dd;
    e[k] = c * s * (dd - a) + (c * c - s * s) * b;
    if (k + 1 < hi) {
      const f = e[k + 1]!;
      x = e[k]!;
      y = s * f; // new bulge at (k+2, k)
      e[k + 1] = c * f;
    }
    const ok = k * n;
    const ok1 = ok + n;
    for (let i = 0; i < n; i++) {
      const zk = z[ok + i]!;
      const zk1 = z[ok1 + i]!;
      z[ok + i] = c * zk + s * zk1;
      z[ok1 + i] = c * zk1 - s * zk;
    }
  }
}
