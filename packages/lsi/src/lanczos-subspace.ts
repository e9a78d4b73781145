import type { DenseMatrix, Random } from "@textboost/core";
import { deflatedProducts } from "./deflated-products.js";
import { golubKahanLanczos } from "./golub-kahan-lanczos.js";
import type { MatrixProducts } from "./linear-operator.js";
import { orthogonalize, scaleBy } from "./vectors.js";

/** The main run converges its k leading Ritz values to this relative residual (σ to about its square). */
const RESIDUAL = 1e-8;
/**
 * The check only has to tell whether the deflated matrix reaches σ_k: it stops when its largest Ritz
 * value does, or when that value has converged this far.
 */
const CHECK_RESIDUAL = 1e-3;
/** A singular value of the deflated matrix this close to σ_k (relatively) or above is one Lanczos missed. */
const MISSED = 1e-9;
const MAX_ROUNDS = 8;
/** Singular values below NOISE·σ₁ are rounding, not rank. */
const NOISE = 1e-12;

/**
 * The dominant right subspace by Golub–Kahan–Lanczos ({@link golubKahanLanczos}), made safe for
 * repeated singular values: a single Krylov space holds one direction per distinct value, so after
 * the main run a fresh Lanczos run on `A·(I − W·Wᵀ)` (W the vectors found so far) looks for a
 * singular value at least σ_k that W does not capture; any it finds are added to W and the check
 * repeats (at most 8 rounds). A check stops as soon as its largest Ritz value reaches σ_k (a miss),
 * or when that value has converged to a relative residual of 1e-3 below it (none: Lanczos finds the
 * largest singular value first). Like every method started from a random vector, it can in principle
 * be unlucky; a copy it finds is never wrong.
 *
 * @param op - the matrix A, m x n
 * @param k - the rank wanted
 * @param l - how many Ritz vectors the main run returns (k + oversampling)
 * @param maxSteps - the most Lanczos steps per run
 * @param random - seeded generator
 * @returns an n x c basis (c ≥ min(l, steps taken)) of the subspace, orthonormal columns
 */
export function lanczosSubspace(
  op: MatrixProducts,
  k: number,
  l: number,
  maxSteps: number,
  random: Random,
): DenseMatrix {
  const main = golubKahanLanczos(op, { want: k, residual: RESIDUAL, maxSteps }, l, random);
  let w = main.vectors;
  const top = main.values[0] ?? 0;
  if (top === 0) return w; // A = 0 (the start vector and every restart were sent to zero)
  // σ_k of the main run; a singular value at least this large (and above rounding level) that W
  // misses is a copy of a repeated value.
  const threshold =
    Math.max(main.values[Math.min(k, main.values.length) - 1] ?? 0, NOISE * top) * (1 - MISSED);
  for (let round = 0; round < MAX_ROUNDS && w.cols < Math.min(op.rows, op.cols); round++) {
    const check = golubKahanLanczos(
      deflatedProducts(op, w),
      { want: 1, residual: CHECK_RESIDUAL, above: threshold, maxSteps },
      l,
      random,
    );
    let missed = 0;
    // some singular value lies within the residual of each Ritz value: count those that may reach σ_k
    while (missed < check.values.length && check.values[missed]! + check.residuals[missed]! >= threshold)
      missed++;
    if (missed === 0) break;
    const grown = appendColumns(w, check.vectors, missed);
    if (grown.cols === w.cols) break;
    w = grown;
  }
  return w;
}

/** [a, the first `count` columns of b], each new column orthogonalised against the others and normalised. */
function appendColumns(a: DenseMatrix, b: DenseMatrix, count: number): DenseMatrix {
  const n = a.rows;
  const column = (m: DenseMatrix, j: number) =>
    Float64Array.from({ length: n }, (_, i) => m.data[i * m.cols + j]!);
  const columns = Array.from({ length: a.cols }, (_, j) => column(a, j));
  for (let j = 0; j < count; j++) {
    const x = column(b, j);
    const norm = orthogonalize(x, columns);
    if (norm < 1e-8) continue; // nothing new in this direction
    scaleBy(x, 1 / norm);
    columns.push(x);
  }
  const c = columns.length;
  const data = new Float64Array(n * c);
  for (let j = 0; j < c; j++) for (let i = 0; i < n; i++) data[i * c + j] = columns[j]![i]!;
  return { rows: n, cols: c, data };
}
