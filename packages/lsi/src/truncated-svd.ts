import type { CsrMatrix, DenseMatrix } from "@textboost/core";
import { createRandom, TextboostError } from "@textboost/core";
import { denseSvd } from "./dense-svd.js";
import type { SmallSvd } from "./jacobi-svd.js";
import { linearOperator } from "./linear-operator.js";
import { randomizedSvd } from "./randomized-svd.js";

/** How {@link truncatedSvd} computes the factors. */
export type TruncatedSvdMethod = "auto" | "exact" | "randomized";

/** Options of {@link truncatedSvd}. */
export interface TruncatedSvdOptions {
  /** Wanted rank: an integer ≥ 1. Fewer dimensions come back when the matrix has fewer (see {@link TruncatedSvd.k}). */
  readonly k: number;
  /** Seed of the random test matrix; default 0. The same seed gives the same result, bit for bit. */
  readonly seed?: number;
  /**
   * `"exact"`: the full dense SVD (Householder QR + one-sided Jacobi) of the densified matrix, then
   * truncated; `"randomized"`: the randomised range finder with power iterations; `"auto"` (default):
   * exact when the smaller side is at most twice `k + oversampling` (where it costs no more), else
   * randomised.
   */
  readonly method?: TruncatedSvdMethod;
  /** Extra columns of the random test matrix beyond `k` (p in Halko et al.); default 10. */
  readonly oversampling?: number;
  /** Power (subspace) iterations q of the randomised method; default 4. */
  readonly powerIterations?: number;
  /**
   * Relative rank tolerance: singular values `≤ tolerance · σ₁` count as zero and are dropped with
   * their vectors; default 1e-10. Must be in [0, 1).
   */
  readonly tolerance?: number;
}

/** The rank-k factors `A ≈ U · diag(S) · Vᵀ`. */
export interface TruncatedSvd {
  /**
   * Dimensions returned: at most `options.k`, fewer when the matrix has fewer rows, columns or
   * singular values above the tolerance (rank-deficient or all-zero input); may be 0.
   */
  readonly k: number;
  /** rows x k, orthonormal columns (the document side for a documents x terms matrix). */
  readonly U: DenseMatrix;
  /** k singular values, descending, all > 0. */
  readonly S: Float64Array;
  /**
   * cols x k, orthonormal columns (the term side). Sign convention: the largest-magnitude entry of
   * each column (the first one on ties) is positive, and the matching column of `U` flips with it.
   */
  readonly V: DenseMatrix;
}

const DEFAULTS = { seed: 0, method: "auto", oversampling: 10, powerIterations: 4, tolerance: 1e-10 } as const;

/**
 * Truncated singular value decomposition of a sparse (CSR) or dense matrix: the k largest singular
 * values and their left and right singular vectors, the factorisation behind latent semantic
 * indexing (Deerwester et al. 1990). Large matrices go through the randomised range finder with
 * power iterations (Halko, Martinsson and Tropp 2011, Algorithms 4.4 and 5.1); small ones through an
 * exact dense SVD. Deterministic for a seed; runs anywhere (no Node built-ins).
 *
 * Edge cases: an empty matrix (0 rows or 0 columns), an all-zero matrix, zero or duplicated columns,
 * rank-deficient input and matrices with fewer rows or columns than `k` all work and return fewer
 * dimensions (`k` may be 0); the result never holds NaN or Infinity.
 *
 * @param A - an m x n matrix: CSR (no `values` means binary) or dense row-major
 * @param options - `k` (required), `seed`, `method`, `oversampling`, `powerIterations`, `tolerance`
 * @returns `{ k, U, S, V }` with `U` m x k, `S` descending and positive, `V` n x k
 * @throws TextboostError `E_INVALID_ARGUMENT` for a bad option (k not an integer ≥ 1, ...);
 *   `E_SHAPE` / `E_NUMERIC` for a malformed matrix or a NaN / infinite entry
 *
 * @example
 * ```ts
 * import { truncatedSvd } from "@textboost/lsi";
 * const A = { rows: 2, cols: 2, data: new Float64Array([3, 0, 0, 2]) };
 * const { k, S, V } = truncatedSvd(A, { k: 1 });
 * k; // 1
 * S; // Float64Array [3]
 * V.data; // Float64Array [1, 0]
 * ```
 */
export function truncatedSvd(A: CsrMatrix | DenseMatrix, options: TruncatedSvdOptions): TruncatedSvd {
  const o = resolveOptions(options);
  const { op, scale } = linearOperator(A);
  const { rows: m, cols: n } = op;
  const r = Math.min(m, n);
  if (r === 0) return empty(m, n);
  const l = Math.min(o.k + o.oversampling, r);
  const exact = o.method === "exact" || (o.method === "auto" && r <= 2 * l);
  const full = exact ? denseSvd(op.toDense()) : randomizedSvd(op, l, o.powerIterations, createRandom(o.seed));
  return truncate(full, o.k, o.tolerance, scale);
}

interface ResolvedOptions {
  readonly k: number;
  readonly seed: number;
  readonly method: TruncatedSvdMethod;
  readonly oversampling: number;
  readonly powerIterations: number;
  readonly tolerance: number;
}

function resolveOptions(options: TruncatedSvdOptions): ResolvedOptions {
  if (options === null || typeof options !== "object") {
    throw new TextboostError("E_INVALID_ARGUMENT", "truncatedSvd needs options with at least { k }");
  }
  const o = { ...DEFAULTS, ...options };
  const count = (name: string, x: number, min: number): void => {
    if (typeof x !== "number" || !Number.isInteger(x) || x < min) {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `${name} must be an integer >= ${min}, got ${String(x)}`,
      );
    }
  };
  count("k", o.k, 1);
  count("oversampling", o.oversampling, 0);
  count("powerIterations", o.powerIterations, 0);
  if (typeof o.seed !== "number" || !Number.isFinite(o.seed)) {
    throw new TextboostError("E_INVALID_ARGUMENT", `seed must be a finite number, got ${String(o.seed)}`);
  }
  if (typeof o.tolerance !== "number" || !(o.tolerance >= 0 && o.tolerance < 1)) {
    throw new TextboostError("E_INVALID_ARGUMENT", `tolerance must be in [0, 1), got ${String(o.tolerance)}`);
  }
  if (o.method !== "auto" && o.method !== "exact" && o.method !== "randomized") {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `method must be "auto", "exact" or "randomized", got ${JSON.stringify(o.method)}`,
    );
  }
  return o;
}

function empty(m: number, n: number): TruncatedSvd {
  return {
    k: 0,
    U: { rows: m, cols: 0, data: new Float64Array(0) },
    S: new Float64Array(0),
    V: { rows: n, cols: 0, data: new Float64Array(0) },
  };
}

/** Keeps the leading singular triplets above the tolerance, scales σ back, fixes the signs. */
function truncate(full: SmallSvd, k: number, tolerance: number, scale: number): TruncatedSvd {
  const { u, s, v } = full;
  const top = s[0] ?? 0;
  let kept = 0;
  while (kept < Math.min(k, s.length) && top > 0 && s[kept]! > tolerance * top) kept++;
  const S = new Float64Array(kept);
  for (let j = 0; j < kept; j++) {
    S[j] = s[j]! * scale;
    if (!Number.isFinite(S[j]!)) {
      throw new TextboostError("E_NUMERIC", `singular value ${j + 1} exceeds the range of a double`);
    }
  }
  const U = leadingColumns(u, kept);
  const V = leadingColumns(v, kept);
  for (let j = 0; j < kept; j++) {
    if (largestEntry(V, j) < 0) {
      negateColumn(V, j);
      negateColumn(U, j);
    }
  }
  return { k: kept, U, S, V };
}

function leadingColumns(a: DenseMatrix, k: number): DenseMatrix {
  const data = new Float64Array(a.rows * k);
  for (let i = 0; i < a.rows; i++) {
    for (let j = 0; j < k; j++) data[i * k + j] = a.data[i * a.cols + j]!;
  }
  return { rows: a.rows, cols: k, data };
}

/** The entry of column j with the largest magnitude (the first such on ties). */
function largestEntry(a: DenseMatrix, j: number): number {
  let best = 0;
  for (let i = 0; i < a.rows; i++) {
    const x = a.data[i * a.cols + j]!;
    if (Math.abs(x) > Math.abs(best)) best = x;
  }
  return best;
}

function negateColumn(a: DenseMatrix, j: number): void {
  for (let i = 0; i < a.rows; i++) a.data[i * a.cols + j] = -a.data[i * a.cols + j]!;
}
