// Obviously-correct dense references for the tests: naive triple loops, Gram–Schmidt and the
// classical two-sided Jacobi eigenvalue method. Nothing here shares code with the package.
import type { DenseMatrix } from "@textboost/core";
import { createRandom } from "@textboost/core";

export const dense = (rows: number, cols: number, values: ArrayLike<number>): DenseMatrix => ({
  rows,
  cols,
  data: Float64Array.from(values),
});

export const at = (a: DenseMatrix, i: number, j: number): number => a.data[i * a.cols + j]!;

export function multiply(a: DenseMatrix, b: DenseMatrix): DenseMatrix {
  const out = new Float64Array(a.rows * b.cols);
  for (let i = 0; i < a.rows; i++) {
    for (let j = 0; j < b.cols; j++) {
      let s = 0;
      for (let p = 0; p < a.cols; p++) s += at(a, i, p) * at(b, p, j);
      out[i * b.cols + j] = s;
    }
  }
  return { rows: a.rows, cols: b.cols, data: out };
}

export function transposeOf(a: DenseMatrix): DenseMatrix {
  const out = new Float64Array(a.rows * a.cols);
  for (let i = 0; i < a.rows; i++) for (let j = 0; j < a.cols; j++) out[j * a.rows + i] = at(a, i, j);
  return { rows: a.cols, cols: a.rows, data: out };
}

/** `u · diag(s) · vᵀ` */
export function compose(u: DenseMatrix, s: ArrayLike<number>, v: DenseMatrix): DenseMatrix {
  const us = { rows: u.rows, cols: u.cols, data: u.data.map((x, idx) => x * s[idx % u.cols]!) };
  return multiply(us, transposeOf(v));
}

/** max |aᵀa − I| */
export function orthonormalityError(a: DenseMatrix): number {
  const g = multiply(transposeOf(a), a);
  let worst = 0;
  for (let i = 0; i < g.rows; i++) {
    for (let j = 0; j < g.cols; j++) worst = Math.max(worst, Math.abs(at(g, i, j) - (i === j ? 1 : 0)));
  }
  return worst;
}

export function frobeniusSq(a: DenseMatrix): number {
  let s = 0;
  for (const x of a.data) s += x * x;
  return s;
}

export function minus(a: DenseMatrix, b: DenseMatrix): DenseMatrix {
  return { rows: a.rows, cols: a.cols, data: a.data.map((x, i) => x - b.data[i]!) };
}

/** An m x r matrix with orthonormal columns: modified Gram–Schmidt, twice, on random vectors. */
export function randomOrthonormal(m: number, r: number, seed: number): DenseMatrix {
  const random = createRandom(seed);
  const cols: Float64Array[] = [];
  while (cols.length < r) {
    const x = Float64Array.from({ length: m }, () => 2 * random.next() - 1);
    for (let pass = 0; pass < 2; pass++) {
      for (const c of cols) {
        let d = 0;
        for (let i = 0; i < m; i++) d += c[i]! * x[i]!;
        for (let i = 0; i < m; i++) x[i]! -= d * c[i]!;
      }
    }
    const norm = Math.sqrt(x.reduce((s, v) => s + v * v, 0));
    if (norm < 1e-6) continue;
    cols.push(x.map((v) => v / norm));
  }
  const out = new Float64Array(m * r);
  for (let j = 0; j < r; j++) for (let i = 0; i < m; i++) out[i * r + j] = cols[j]![i]!;
  return { rows: m, cols: r, data: out };
}

/** An m x n matrix with exactly the singular values `s` (length ≤ min(m, n)) and random singular vectors. */
export function withSpectrum(m: number, n: number, s: readonly number[], seed: number): DenseMatrix {
  return compose(randomOrthonormal(m, s.length, seed), s, randomOrthonormal(n, s.length, seed + 1));
}

/** Eigenvalues of a symmetric matrix, descending: cyclic two-sided Jacobi until off-diagonal ~ 0. */
export function symmetricEigenvalues(g: DenseMatrix): number[] {
  const n = g.rows;
  const a = Float64Array.from(g.data);
  for (let sweep = 0; sweep < 100; sweep++) {
    let off = 0;
    let diag = 0;
    for (let i = 0; i < n; i++) {
      diag += a[i * n + i]! ** 2;
      for (let j = 0; j < n; j++) if (i !== j) off += a[i * n + j]! ** 2;
    }
    if (off <= 1e-30 * diag || off === 0) break;
    for (let p = 0; p < n - 1; p++) {
      for (let q = p + 1; q < n; q++) {
        const apq = a[p * n + q]!;
        if (apq === 0) continue;
        const theta = (a[q * n + q]! - a[p * n + p]!) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < n; k++) {
          const akp = a[k * n + p]!;
          const akq = a[k * n + q]!;
          a[k * n + p] = c * akp - s * akq;
          a[k * n + q] = s * akp + c * akq;
        }
        for (let k = 0; k < n; k++) {
          const apk = a[p * n + k]!;
          const aqk = a[q * n + k]!;
          a[p * n + k] = c * apk - s * aqk;
          a[q * n + k] = s * apk + c * aqk;
        }
      }
    }
  }
  return Array.from({ length: n }, (_, i) => a[i * n + i]!).sort((x, y) => y - x);
}

/** Singular values of `a`, descending: square roots of the eigenvalues of the smaller Gram matrix. */
export function referenceSingularValues(a: DenseMatrix): number[] {
  const g = a.rows >= a.cols ? multiply(transposeOf(a), a) : multiply(a, transposeOf(a));
  return symmetricEigenvalues(g).map((x) => Math.sqrt(Math.max(0, x)));
}
