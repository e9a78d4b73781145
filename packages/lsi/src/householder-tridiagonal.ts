import type { DenseMatrix } from "@textboost/core";

/**
 * A Householder tridiagonalisation `G = Q·T·Qᵀ` of a symmetric matrix, with Q kept as its reflectors
 * (Golub and Van Loan, Algorithm 8.3.1): T has diagonal `d` and off-diagonal `e` (`e[i]` = T[i+1][i]);
 * Q = H_0·H_1 ⋯ H_{n−3}, H_k = I − τ_k·v_k·v_kᵀ with v_k in row k of `reflectors` from column k+1 on.
 */
export interface HouseholderTridiagonal {
  readonly n: number;
  readonly d: Float64Array;
  readonly e: Float64Array;
  /** n x n row-major working matrix holding v_k in row k, columns k+1 … n−1. */
  readonly reflectors: Float64Array;
  /** τ_k (0 where H_k = I). */
  readonly tau: Float64Array;
}

/**
 * Reduces a symmetric matrix to tridiagonal form by Householder reflections, about (4/3)·n³
 * multiply-adds, without forming Q (see {@link formQ} and {@link applyQ}).
 *
 * @param g - an n x n symmetric row-major matrix (only its lower triangle is read; not modified)
 * @returns T's diagonal and off-diagonal and Q's reflectors
 */
export function householderTridiagonal(g: DenseMatrix): HouseholderTridiagonal {
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
    // The update keeps S exactly symmetric (v_i·w_j + w_i·v_j and v_j·w_i + w_j·v_i are the same
    // floating-point sums), so the upper triangle is computed and mirrored: half the work, same bits.
    for (let i = k + 1; i < n; i++) {
      const vi = a[row + i]!;
      const wi = p[i]!;
      for (let j = i; j < n; j++) {
        const x = a[i * n + j]! - (vi * p[j]! + wi * a[row + j]!);
        a[i * n + j] = x;
        a[j * n + i] = x;
      }
    }
  }
  if (n >= 2) {
    d[n - 2] = a[(n - 2) * n + n - 2]!;
    e[n - 2] = a[(n - 1) * n + n - 2]!;
  }
  if (n >= 1) d[n - 1] = a[(n - 1) * n + n - 1]!;
  return { n, d, e, reflectors: a, tau };
}

/**
 * y ← Q·y in place, Q = H_0·H_1 ⋯ H_{n−3}: the reflectors applied last to first, each touching
 * entries k+1 … n−1 only (about 2·n² multiply-adds per vector).
 *
 * @param t - the tridiagonalisation
 * @param y - n values starting at `from`
 * @param from - offset of y in its array
 * @param stride - distance between consecutive entries of y (1 for a contiguous vector)
 */
export function applyQ(t: HouseholderTridiagonal, y: Float64Array, from = 0, stride = 1): void {
  const { n, reflectors: a, tau } = t;
  for (let k = n - 3; k >= 0; k--) {
    const s0 = tau[k]!;
    if (s0 === 0) continue;
    const row = k * n;
    let s = 0;
    for (let i = k + 1; i < n; i++) s += a[row + i]! * y[from + i * stride]!;
    s *= s0;
    for (let i = k + 1; i < n; i++) y[from + i * stride]! -= s * a[row + i]!;
  }
}

/**
 * Q itself, column-major (column j is `z[j·n .. j·n + n)`), accumulated backwards from the
 * identity; each H_k touches rows and columns k+1 … only (about (4/3)·n³ multiply-adds).
 *
 * @param t - the tridiagonalisation
 * @returns Q, n x n column-major
 */
export function formQ(t: HouseholderTridiagonal): Float64Array {
  const { n, reflectors: a, tau } = t;
  const z = new Float64Array(n * n);
  for (let j = 0; j < n; j++) z[j * n + j] = 1;
  for (let k = n - 3; k >= 0; k--) {
    const s0 = tau[k]!;
    if (s0 === 0) continue;
    const row = k * n;
    for (let j = k + 1; j < n; j++) {
      const col = j * n;
      let s = 0;
      for (let i = k + 1; i < n; i++) s += a[row + i]! * z[col + i]!;
      s *= s0;
      for (let i = k + 1; i < n; i++) z[col + i]! -= s * a[row + i]!;
    }
  }
  return z;
}
