import type { DenseMatrix, Random } from "@textboost/core";
import type { MatrixProducts } from "./linear-operator.js";
import { tridiagonalEigen } from "./tridiagonal-eigen.js";
import { axpy, dot, orthogonalize, scaleBy } from "./vectors.js";

/** Ritz values (descending) and right Ritz vectors of a Golub–Kahan–Lanczos run. */
export interface LanczosRitz {
  /** Approximate singular values, descending, as many as `keep` (fewer when the run was shorter). */
  readonly values: Float64Array;
  /** n x values.length, orthonormal columns: the right Ritz vectors. */
  readonly vectors: DenseMatrix;
  /** ‖Aᵀũᵢ − σᵢṽᵢ‖ for each: some singular value of A lies within it of `values[i]`. */
  readonly residuals: Float64Array;
}

/** When a {@link golubKahanLanczos} run stops. */
export interface LanczosStop {
  /** How many leading Ritz values must converge. */
  readonly want: number;
  /** Relative residual ‖Aᵀũ − σṽ‖ ≤ residual·σ₁ counts as converged (σ then has error ≈ residual²/gap). */
  readonly residual: number;
  /** Stop as soon as the largest Ritz value reaches this (Ritz values only grow with the steps). */
  readonly above?: number;
  /** The most steps (capped at min(m, n)). */
  readonly maxSteps: number;
}
/** Ritz values are checked every so many steps (each check is O(J²)). */
const CHECK_EVERY = 5;
/** α or β below this fraction of the largest seen means an invariant subspace: restart. */
const BREAKDOWN = 1e-13;

/**
 * Golub–Kahan–Lanczos bidiagonalisation with full reorthogonalisation (Golub and Kahan 1965; Golub
 * and Van Loan, §10.4): from a random unit p₁, `αⱼuⱼ = A·pⱼ − βⱼ₋₁uⱼ₋₁` and `βⱼpⱼ₊₁ = Aᵀ·uⱼ − αⱼpⱼ`,
 * each new vector orthogonalised against all earlier ones (classical Gram–Schmidt, a second pass
 * when the first cancels: "twice is enough"), so `A·P_J = U_J·B_J` with B_J upper bidiagonal. The
 * singular values of B_J approach the largest of A from below, fast when they are separated. Every
 * few steps the eigenvalues of B_JᵀB_J (tridiagonal; only the last row of its eigenvectors is kept)
 * give the residuals β_J·|last entry of each left Ritz vector|; the run stops when the `stop.want`
 * largest have converged, when the largest reaches `stop.above`, or after `stop.maxSteps` steps. A
 * breakdown (α or β ≈ 0: the Krylov space is invariant) restarts from a random vector orthogonal to
 * the basis. Cost per step: two sparse products and O((m + n)·j) for the reorthogonalisation.
 *
 * A single-vector Krylov space holds one direction per distinct singular value: a repeated value can
 * be missed. {@link lanczosSubspace} checks for that.
 *
 * @param op - the matrix A, m x n
 * @param stop - when to stop
 * @param keep - how many Ritz vectors to return
 * @param random - seeded generator for the start and restart vectors
 */
export function golubKahanLanczos(
  op: MatrixProducts,
  stop: LanczosStop,
  keep: number,
  random: Random,
): LanczosRitz {
  const { rows: m, cols: n } = op;
  const cap = Math.min(stop.maxSteps, m, n);
  const P: Float64Array[] = [];
  const U: Float64Array[] = [];
  const alpha: number[] = [];
  const beta: number[] = [];
  let scale = 0;
  let p = randomOrthogonal(n, P, random);
  while (p !== undefined && P.length < cap) {
    P.push(p);
    const j = P.length - 1;
    let u = apply(op.times.bind(op), p, n);
    if (j > 0) axpy(-beta[j - 1]!, U[j - 1]!, u);
    let a = orthogonalize(u, U);
    scale = Math.max(scale, a);
    if (a <= BREAKDOWN * scale) {
      const fresh = randomOrthogonal(m, U, random);
      if (fresh === undefined) break;
      u = fresh;
      a = 0;
    } else scaleBy(u, 1 / a);
    alpha.push(a);
    U.push(u);
    const v = apply(op.transposeTimes.bind(op), u, m);
    axpy(-a, p, v);
    let b = orthogonalize(v, P);
    scale = Math.max(scale, b);
    let next: Float64Array | undefined = v;
    if (b <= BREAKDOWN * scale) {
      b = 0;
      next = P.length < cap ? randomOrthogonal(n, P, random) : undefined;
    } else scaleBy(v, 1 / b);
    beta.push(b);
    const steps = P.length;
    if ((steps % CHECK_EVERY === 0 || steps === cap) && converged(alpha, beta, stop)) break;
    p = next;
  }
  return ritz(alpha, beta, P, Math.min(keep, P.length), n);
}

/** Ritz values and residuals from Bᵀ·B (tridiagonal) with only the last row of its eigenvectors. */
function converged(alpha: readonly number[], beta: readonly number[], stop: LanczosStop): boolean {
  const J = alpha.length;
  const { d, e } = gramOfBidiagonal(alpha, beta);
  const last = new Float64Array(J);
  last[J - 1] = 1;
  tridiagonalEigen(d, e, last, 1);
  const order = Array.from({ length: J }, (_, i) => i).sort((x, y) => d[y]! - d[x]! || x - y);
  const top = Math.sqrt(Math.max(0, d[order[0]!]!));
  if (stop.above !== undefined && top >= stop.above) return true;
  if (J < stop.want) return false;
  const coupling = alpha[J - 1]! * beta[J - 1]!;
  for (let t = 0; t < stop.want; t++) {
    const i = order[t]!;
    const sigma = Math.sqrt(Math.max(0, d[i]!));
    // left Ritz vector's last entry = α_J·y_J / σ, so the residual is β_J·α_J·|y_J| / σ
    const residual = sigma > 0 ? (coupling * Math.abs(last[i]!)) / sigma : 0;
    if (residual > stop.residual * top) return false;
  }
  return true;
}

/** Bᵀ·B for the J x J upper bidiagonal B (diagonal α, super-diagonal β): diagonal d and sub-diagonal e. */
function gramOfBidiagonal(
  alpha: readonly number[],
  beta: readonly number[],
): { d: Float64Array; e: Float64Array } {
  const J = alpha.length;
  const d = new Float64Array(J);
  const e = new Float64Array(Math.max(0, J - 1));
  for (let j = 0; j < J; j++) {
    d[j] = alpha[j]! * alpha[j]! + (j > 0 ? beta[j - 1]! * beta[j - 1]! : 0);
    if (j + 1 < J) e[j] = alpha[j]! * beta[j]!;
  }
  return { d, e };
}

/** The `keep` leading right Ritz vectors P_J·y and their values √λ, from the full eigenvectors of BᵀB. */
function ritz(
  alpha: readonly number[],
  beta: readonly number[],
  P: readonly Float64Array[],
  keep: number,
  n: number,
): LanczosRitz {
  const J = P.length;
  const { d, e } = gramOfBidiagonal(alpha.slice(0, J), beta.slice(0, J));
  const z = new Float64Array(J * J);
  for (let i = 0; i < J; i++) z[i * J + i] = 1;
  tridiagonalEigen(d, e, z, J);
  const order = Array.from({ length: J }, (_, i) => i).sort((x, y) => d[y]! - d[x]! || x - y);
  const values = new Float64Array(keep);
  const residuals = new Float64Array(keep);
  const w = new Float64Array(n * keep);
  const coupling = J > 0 ? alpha[J - 1]! * beta[J - 1]! : 0;
  for (let t = 0; t < keep; t++) {
    const i = order[t]!;
    values[t] = Math.sqrt(Math.max(0, d[i]!));
    residuals[t] = values[t]! > 0 ? (coupling * Math.abs(z[i * J + J - 1]!)) / values[t]! : 0;
    for (let s = 0; s < J; s++) {
      const y = z[i * J + s]!;
      if (y === 0) continue;
      const ps = P[s]!;
      for (let r = 0; r < n; r++) w[r * keep + t]! += y * ps[r]!;
    }
  }
  return { values, vectors: { rows: n, cols: keep, data: w }, residuals };
}

function apply(product: (x: DenseMatrix) => DenseMatrix, x: Float64Array, length: number): Float64Array {
  return product({ rows: length, cols: 1, data: x }).data;
}

/** A random unit vector orthogonal to `basis`, or undefined when the basis spans (nearly) everything. */
function randomOrthogonal(
  length: number,
  basis: readonly Float64Array[],
  random: Random,
): Float64Array | undefined {
  for (let attempt = 0; attempt < 3; attempt++) {
    const x = new Float64Array(length);
    for (let i = 0; i < length; i++) x[i] = 2 * random.next() - 1;
    const before = Math.sqrt(dot(x, x));
    const after = orthogonalize(x, basis);
    if (after > 1e-6 * before) {
      scaleBy(x, 1 / after);
      return x;
    }
  }
  return undefined;
}
