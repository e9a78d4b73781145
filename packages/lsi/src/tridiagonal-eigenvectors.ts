const EPS = 2 ** -52;
/** Eigenvalues closer than this share of ‖T‖ form a cluster, whose vectors are kept orthogonal. */
const CLUSTER = 1e-3;
/** The most inverse iterations per vector. */
const MAX_ITERATIONS = 8;
/** Iterations past the first one whose growth shows convergence. */
const EXTRA_ITERATIONS = 2;

/**
 * Eigenvectors of a symmetric tridiagonal matrix T for some of its eigenvalues, by inverse iteration
 * (Golub and Van Loan, §8.2.2; the scheme of LAPACK's `dstein`), one unreduced diagonal block at a
 * time: each eigenvalue comes with the block [lo, hi] it belongs to (T splits where an off-diagonal
 * entry is negligible), and its vector is zero outside that block, so eigenvectors of different
 * blocks are exactly orthogonal and a 1 x 1 block gives a unit vector exactly. Inside a block: a few
 * solves of (T − λI)·x = b with Gaussian elimination and partial pivoting, O(block size) each;
 * eigenvalues of one block closer than 10⁻³·‖T‖ form a cluster, each solve is orthogonalised against
 * the cluster's earlier vectors, and a value equal to the previous one (to 10·u·‖T‖) is moved down by
 * that much so the solves differ. The start vector is a fixed pseudo-random one, so the result is
 * deterministic, and vector t depends only on the eigenvalues up to t.
 *
 * @param d - T's diagonal (n values; not modified)
 * @param e - T's off-diagonal, `e[i]` = T[i+1][i] (n − 1 values; not modified)
 * @param lambdas - eigenvalues of T, descending (accurate to a few u·‖T‖, as implicit QR gives them)
 * @param blocks - the block of `lambdas[t]`: rows `blocks[2t]` to `blocks[2t + 1]`, inclusive
 * @returns `lambdas.length` unit vectors, vector t at `[t·n, (t + 1)·n)`
 */
export function tridiagonalEigenvectors(
  d: Float64Array,
  e: Float64Array,
  lambdas: Float64Array,
  blocks: Int32Array,
): Float64Array {
  const n = d.length;
  const count = lambdas.length;
  const out = new Float64Array(count * n);
  let norm = 0;
  for (let i = 0; i < n; i++) {
    norm = Math.max(
      norm,
      Math.abs(d[i]!) + (i > 0 ? Math.abs(e[i - 1]!) : 0) + (i < n - 1 ? Math.abs(e[i]!) : 0),
    );
  }
  const perturbation = 10 * EPS * norm;
  const lu = factorisation(n);
  const shifted = new Float64Array(count); // the eigenvalue each vector was solved with
  const x = new Float64Array(n);
  const converged = Math.sqrt(0.1 / n) / (n * perturbation); // ‖x‖∞ growth that marks convergence
  for (let t = 0; t < count; t++) {
    const lo = blocks[2 * t]!;
    const hi = blocks[2 * t + 1]!;
    const size = hi - lo + 1;
    if (size === 1) {
      out[t * n + lo] = 1; // a 1 x 1 block (every block of T = 0)
      shifted[t] = lambdas[t]!;
      continue;
    }
    // The cluster: the earlier vectors of this block with close eigenvalues (contiguous, descending).
    let clusterStart = t;
    let previous = Number.POSITIVE_INFINITY;
    for (let s = t - 1; s >= 0 && lambdas[s]! - lambdas[t]! <= CLUSTER * norm; s--) {
      if (blocks[2 * s] !== lo) continue;
      clusterStart = s;
      if (previous === Number.POSITIVE_INFINITY) previous = shifted[s]!;
    }
    let lambda = lambdas[t]!;
    if (lambda >= previous - perturbation) lambda = previous - perturbation;
    shifted[t] = lambda;
    const y = x.subarray(0, size);
    factor(lu, d.subarray(lo, hi + 1), e.subarray(lo, hi), lambda, perturbation);
    startVector(y, t);
    let extra = 0;
    for (let it = 0; it < MAX_ITERATIONS && extra <= EXTRA_ITERATIONS; it++) {
      solve(lu, y);
      orthogonalise(y, out, clusterStart, t, n, lo, blocks);
      let largest = 0;
      for (let i = 0; i < size; i++) largest = Math.max(largest, Math.abs(y[i]!));
      if (largest >= converged) extra++;
      normalise(y, largest);
    }
    out.set(y, t * n + lo);
  }
  return out;
}

/** T − λI = P·L·U with U upper triangular with two superdiagonals (`u0`, `u1`, `u2`), L unit lower bidiagonal (`l`). */
interface Factorisation {
  readonly u0: Float64Array;
  readonly u1: Float64Array;
  readonly u2: Float64Array;
  readonly l: Float64Array;
  /** Whether rows i and i+1 were swapped at step i. */
  readonly swapped: Uint8Array;
}

function factorisation(n: number): Factorisation {
  return {
    u0: new Float64Array(n),
    u1: new Float64Array(n),
    u2: new Float64Array(n),
    l: new Float64Array(n),
    swapped: new Uint8Array(n),
  };
}

/** Gaussian elimination with partial pivoting of T − λI; a zero pivot is replaced by `tiny`. */
function factor(f: Factorisation, d: Float64Array, e: Float64Array, lambda: number, tiny: number): void {
  const { u0, u1, u2, l, swapped } = f;
  const n = d.length;
  for (let i = 0; i < n; i++) {
    u0[i] = d[i]! - lambda;
    u1[i] = i < n - 1 ? e[i]! : 0;
    u2[i] = 0;
  }
  for (let i = 0; i < n - 1; i++) {
    const below = e[i]!; // the subdiagonal entry (i+1, i)
    if (Math.abs(u0[i]!) >= Math.abs(below)) {
      if (u0[i] === 0) u0[i] = tiny; // below = 0 too
      l[i] = below / u0[i]!;
      u0[i + 1]! -= l[i]! * u1[i]!;
      swapped[i] = 0;
    } else {
      // Row i+1 becomes the pivot row: (below, u0[i+1], u1[i+1]) in columns i, i+1, i+2.
      const old0 = u0[i]!;
      const old1 = u1[i]!;
      l[i] = old0 / below;
      u0[i] = below;
      u1[i] = u0[i + 1]!;
      u2[i] = i + 1 < n - 1 ? u1[i + 1]! : 0;
      u0[i + 1] = old1 - l[i]! * u1[i]!;
      if (i + 1 < n - 1) u1[i + 1] = -l[i]! * u2[i]!;
      swapped[i] = 1;
    }
  }
  if (n > 0 && u0[n - 1] === 0) u0[n - 1] = tiny;
}

/** x ← (T − λI)⁻¹·x with the factorisation. */
function solve(f: Factorisation, x: Float64Array): void {
  const { u0, u1, u2, l, swapped } = f;
  const n = x.length;
  for (let i = 0; i < n - 1; i++) {
    if (swapped[i] === 1) {
      const t = x[i]!;
      x[i] = x[i + 1]!;
      x[i + 1] = t;
    }
    x[i + 1]! -= l[i]! * x[i]!;
  }
  for (let i = n - 1; i >= 0; i--) {
    let s = x[i]!;
    if (i + 1 < n) s -= u1[i]! * x[i + 1]!;
    if (i + 2 < n) s -= u2[i]! * x[i + 2]!;
    x[i] = s / u0[i]!;
  }
}

/** Modified Gram–Schmidt of x (rows lo … of a block) against vectors `from` … `to − 1` of the same block. */
function orthogonalise(
  x: Float64Array,
  vectors: Float64Array,
  from: number,
  to: number,
  n: number,
  lo: number,
  blocks: Int32Array,
): void {
  const size = x.length;
  for (let t = from; t < to; t++) {
    if (blocks[2 * t] !== lo) continue;
    const at = t * n + lo;
    let dot = 0;
    for (let i = 0; i < size; i++) dot += vectors[at + i]! * x[i]!;
    for (let i = 0; i < size; i++) x[i]! -= dot * vectors[at + i]!;
  }
}

/** x ← x / ‖x‖₂ (scaled by its largest entry first, so that nothing overflows). */
function normalise(x: Float64Array, largest: number): void {
  const n = x.length;
  if (!(largest > 0)) {
    x.fill(1 / Math.sqrt(n)); // cannot happen for a nonsingular solve; keeps the vector finite
    return;
  }
  let sq = 0;
  for (let i = 0; i < n; i++) {
    x[i]! /= largest;
    sq += x[i]! * x[i]!;
  }
  const s = 1 / Math.sqrt(sq);
  for (let i = 0; i < n; i++) x[i]! *= s;
}

/** A fixed pseudo-random vector in [−1, 1)ⁿ, different for each t (a 32-bit xorshift). */
function startVector(x: Float64Array, t: number): void {
  let s = (0x9e3779b9 ^ Math.imul(t + 1, 0x85ebca6b)) >>> 0 || 1;
  for (let i = 0; i < x.length; i++) {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    x[i] = s / 2 ** 31 - 1;
  }
}
