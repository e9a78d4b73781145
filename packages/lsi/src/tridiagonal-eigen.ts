const EPS = 2 ** -52;

/**
 * Whether the off-diagonal entry `e` between diagonal entries `a` and `b` is negligible, so that the
 * tridiagonal matrix splits there: |e| ≤ u·(|a| + |b|), the test of the QR steps' deflation.
 */
export function negligible(e: number, a: number, b: number): boolean {
  return Math.abs(e) <= EPS * (Math.abs(a) + Math.abs(b));
}
const MAX_STEPS_PER_VALUE = 60;

/**
 * Diagonalises a symmetric tridiagonal matrix in place: implicit QR steps with Wilkinson shifts,
 * deflating from the bottom (Golub and Van Loan, Algorithm 8.3.3). Every rotation J in the plane
 * (k, k+1) updates T ← J·T·Jᵀ and Z ← Z·Jᵀ, so with Z = I on entry its columns end as the
 * eigenvectors; Z may also be just some rows of that matrix (one row, the last, is all Lanczos needs
 * for its residuals), at O(1) per rotation instead of O(n). Eigenvalues end in `d`, unsorted.
 *
 * @param d - the diagonal (n values; overwritten by the eigenvalues)
 * @param e - the off-diagonal, `e[i]` = T[i+1][i] (n − 1 values; destroyed)
 * @param z - a zRows x n matrix stored column-major (column k is `z[k·zRows .. (k+1)·zRows)`), updated
 * @param zRows - the number of rows of `z`
 */
export function tridiagonalEigen(d: Float64Array, e: Float64Array, z: Float64Array, zRows: number): void {
  const n = d.length;
  let hi = n - 1;
  let steps = 0;
  while (hi > 0) {
    if (negligible(e[hi - 1]!, d[hi - 1]!, d[hi]!)) {
      e[hi - 1] = 0;
      hi--;
      steps = 0;
      continue;
    }
    let lo = hi - 1;
    // Not `!negligible(…)`: with a NaN this comparison is false too, and the search stops.
    while (lo > 0 && Math.abs(e[lo - 1]!) > EPS * (Math.abs(d[lo - 1]!) + Math.abs(d[lo]!))) lo--;
    if (lo > 0) e[lo - 1] = 0;
    if (++steps > MAX_STEPS_PER_VALUE) {
      // Give up on this value and deflate it (Z stays orthogonal). Deflating here, not through the
      // test above, matters: with a NaN on the diagonal that test never passes and the loop would
      // spin forever (a subnormal block did this).
      e[hi - 1] = 0;
      hi--;
      steps = 0;
      continue;
    }
    qrStep(d, e, z, zRows, lo, hi);
  }
}

/** One implicit shifted QR step on the unreduced block lo..hi: a bulge chased from top to bottom. */
function qrStep(
  d: Float64Array,
  e: Float64Array,
  z: Float64Array,
  zRows: number,
  lo: number,
  hi: number,
): void {
  const eh = e[hi - 1]!;
  const delta = 0.5 * (d[hi - 1]! - d[hi]!);
  const root = Math.sqrt(delta * delta + eh * eh);
  const denominator = delta + (delta >= 0 ? root : -root);
  // Wilkinson's shift; when the trailing 2 x 2 block underflows to zero, the plain shift d[hi].
  const mu = denominator === 0 ? d[hi]! : d[hi]! - (eh * eh) / denominator;
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
    const ok = k * zRows;
    const ok1 = ok + zRows;
    for (let i = 0; i < zRows; i++) {
      const zk = z[ok + i]!;
      const zk1 = z[ok1 + i]!;
      z[ok + i] = c * zk + s * zk1;
      z[ok1 + i] = c * zk1 - s * zk;
    }
  }
}
