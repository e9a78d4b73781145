import type { CsrMatrix, DenseMatrix } from "@textboost/core";
import { createRandom } from "@textboost/core";
import { chooseMethod } from "./choose-method.js";
import { gramSubspace } from "./gram-subspace.js";
import { gramSvd } from "./gram-svd.js";
import { lanczosSubspace } from "./lanczos-subspace.js";
import { linearOperator, transposedOperator } from "./linear-operator.js";
import { powerSubspace } from "./power-subspace.js";
import { rayleighRitz } from "./rayleigh-ritz.js";
import { symmetricEigen } from "./symmetric-eigen.js";
import { truncate } from "./truncate.js";
import { resolveOptions, type TruncatedSvdOptions } from "./truncated-svd-options.js";

/** The rank-k factors `A ≈ U · diag(S) · Vᵀ`. */
export interface TruncatedSvd {
  /**
   * Dimensions returned: at most `options.k`, fewer when the matrix has fewer rows, columns or
   * singular values above the tolerance (rank-deficient or all-zero input); may be 0.
   */
  readonly k: number;
  /**
   * rows x k, orthonormal columns (the document side for a documents x terms matrix); rows x 0 when
   * `options.leftVectors` is false.
   */
  readonly U: DenseMatrix;
  /** k singular values, descending, all > 0. */
  readonly S: Float64Array;
  /**
   * cols x k, orthonormal columns (the term side). Sign convention: the largest-magnitude entry of
   * each column (the first one on ties) is positive, and the matching column of `U` flips with it.
   */
  readonly V: DenseMatrix;
}

/**
 * Truncated singular value decomposition of a sparse (CSR) or dense matrix: the k largest singular
 * values and their left and right singular vectors, the factorisation behind latent semantic
 * indexing (Deerwester et al. 1990). Narrow matrices (an MLRF block) go through the eigendecomposition
 * of their Gram matrix, read off directly when the kept singular values are within a factor 1000 of
 * σ₁ (`"gram"`), larger ones through Golub–Kahan–Lanczos with full reorthogonalisation (k ≤ 50) or
 * randomised subspace iteration (Halko, Martinsson and Tropp 2011, Algorithm 4.4); all others finish
 * with a Rayleigh–Ritz step on A itself (their Algorithm 5.1). Deterministic
 * for a seed, bit for bit on every engine; runs anywhere (no Node built-ins).
 *
 * Edge cases: an empty matrix (0 rows or 0 columns), an all-zero matrix, zero or duplicated columns,
 * rank-deficient input and matrices with fewer rows or columns than `k` all work and return fewer
 * dimensions (`k` may be 0); the result never holds NaN or Infinity.
 *
 * @param A - an m x n matrix: CSR (no `values` means binary) or dense row-major
 * @param options - `k` (required), `seed`, `method`, `oversampling`, `powerIterations`,
 *   `lanczosMaxSteps`, `tolerance`, `leftVectors` (see {@link TruncatedSvdOptions})
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
  const { op: original, scale } = linearOperator(A);
  const { rows: m, cols: n } = original;
  const r = Math.min(m, n);
  if (r === 0) return empty(m, n);
  // Work on the orientation whose columns are the smaller side: the subspace lives there.
  const wide = n > m;
  const op = wide ? transposedOperator(original) : original;
  const l = Math.min(o.k + o.oversampling, r);
  const method = o.method === "auto" ? chooseMethod(r, o.k, l) : o.method;
  const random = createRandom(o.seed);
  // gramSvd reads the k largest eigenpairs of the Gram matrix, the Rayleigh–Ritz step the l largest;
  // the first pairs do not depend on how many are asked for, so the other l − k come only when needed.
  const gram = method === "exact" || method === "gram" ? op.columnGram() : undefined;
  const first = gram && method === "gram" ? symmetricEigen(gram, Math.min(o.k, r)) : undefined;
  const svd =
    // Transposed, op's U is the caller's V: always needed.
    (first ? gramSvd(op, first, o.k, o.tolerance, wide || o.leftVectors) : undefined) ??
    rayleighRitz(
      op,
      gram
        ? gramSubspace(symmetricEigen(gram, l), l)
        : method === "lanczos"
          ? lanczosSubspace(op, o.k, l, o.lanczosMaxSteps, random)
          : powerSubspace(op, l, o.powerIterations, random),
      wide || o.leftVectors,
    );
  return truncate(wide ? { u: svd.v, s: svd.s, v: svd.u } : svd, o.k, o.tolerance, scale, o.leftVectors);
}

function empty(m: number, n: number): TruncatedSvd {
  return {
    k: 0,
    U: { rows: m, cols: 0, data: new Float64Array(0) },
    S: new Float64Array(0),
    V: { rows: n, cols: 0, data: new Float64Array(0) },
  };
}
