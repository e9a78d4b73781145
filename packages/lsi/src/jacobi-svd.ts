import type { DenseMatrix } from "@textboost/core";

/** A thin SVD `a = u · diag(s) · vᵀ` of a small dense matrix, singular values descending. */
export interface SmallSvd {
  /** p x c; column j is unit length when `s[j] > 0`, zero when `s[j] = 0`. */
  readonly u: DenseMatrix;
  /** c values, descending, ≥ 0. */
  readonly s: Float64Array;
  /** c x c, orthogonal. */
  readonly v: DenseMatrix;
}

const MAX_SWEEPS = 80;
const EPS = 2 ** -52;

/**
 * One-sided Jacobi SVD (Hestenes 1958; Demmel and Veselić 1992): plane rotations applied to pairs of
 * columns of `a` until every pair is orthogonal to machine precision, |gᵢ·gⱼ| ≤ ε·‖gᵢ‖·‖gⱼ‖; then
 * `a · v = [g₁ … g_c]`, `sⱼ = ‖gⱼ‖`, `uⱼ = gⱼ / sⱼ`. It computes small singular values to high relative
 * accuracy and leaves zero columns alone (singular value 0, zero `u` column), so rank-deficient
 * input is no special case. Cost about 5·p·c²/2 per sweep; a handful of sweeps on an R factor.
 *
 * @param a - a p x c row-major matrix (not modified); meant for small c
 * @returns `u`, `s` (descending; ties keep column order) and `v`
 */
export function jacobiSvd(a: DenseMatrix): SmallSvd {
  const { rows: p, cols: c } = a;
  // Column-major working copies: g (p x c) and v (c x c).
  const g = new Float64Array(p * c);
  for (let i = 0; i < p; i++) for (let j = 0; j < c; j++) g[j * p + i] = a.data[i * c + j]!;
  const v = new Float64Array(c * c);
  for (let j = 0; j < c; j++) v[j * c + j] = 1;
  for (let sweep = 0; sweep < MAX_SWEEPS; sweep++) {
    let rotated = false;
    for (let i = 0; i < c - 1; i++) {
      for (let j = i + 1; j < c; j++) {
        if (rotatePair(g, p, i, j, v, c)) rotated = true;
      }
    }
    if (!rotated) break;
  }
  const norms = new Float64Array(c);
  for (let j = 0; j < c; j++) norms[j] = Math.sqrt(dot(g, j * p, g, j * p, p));
  const order = Array.from({ length: c }, (_, j) => j).sort((x, y) => norms[y]! - norms[x]! || x - y);
  const s = new Float64Array(c);
  const u = new Float64Array(p * c);
  const vOut = new Float64Array(c * c);
  for (let t = 0; t < c; t++) {
    const j = order[t]!;
    const sj = norms[j]!;
    s[t] = sj;
    if (sj > 0) for (let i = 0; i < p; i++) u[i * c + t] = g[j * p + i]! / sj;
    for (let i = 0; i < c; i++) vOut[i * c + t] = v[j * c + i]!;
  }
  return { u: { rows: p, cols: c, data: u }, s, v: { rows: c, cols: c, data: vOut } };
}

/** Rotates columns i and j of g (and of v) to make them orthogonal; false when they already are. */
function rotatePair(g: Float64Array, p: number, i: number, j: number, v: Float64Array, c: number): boolean {
  const oi = i * p;
  const oj = j * p;
  const alpha = dot(g, oi, g, oi, p);
  const beta = dot(g, oj, g, oj, p);
  if (alpha === 0 || beta === 0) return false;
  const gamma = dot(g, oi, g, oj, p);
  if (Math.abs(gamma) <= EPS * Math.sqrt(alpha) * Math.sqrt(beta)) return false;
  // Rotation angle from the 2x2 Gram matrix [[alpha, gamma], [gamma, beta]] (Rutishauser's formulas).
  const zeta = (beta - alpha) / (2 * gamma);
  const sign = zeta >= 0 ? 1 : -1;
  const az = Math.abs(zeta);
  const t = az > 1e150 ? sign / (2 * az) : sign / (az + Math.sqrt(1 + zeta * zeta));
  const cs = 1 / Math.sqrt(1 + t * t);
  const sn = cs * t;
  rotate(g, oi, oj, p, cs, sn);
  rotate(v, i * c, j * c, c, cs, sn);
  return true;
}

function rotate(m: Float64Array, oi: number, oj: number, n: number, cs: number, sn: number): void {
  for (let k = 0; k < n; k++) {
    const x = m[oi + k]!;
    const y = m[oj + k]!;
    m[oi + k] = cs * x - sn * y;
    m[oj + k] = sn * x + cs * y;
  }
}

function dot(a: Float64Array, oa: number, b: Float64Array, ob: number, n: number): number {
  let s = 0;
  for (let k = 0; k < n; k++) s += a[oa + k]! * b[ob + k]!;
  return s;
}
