import type { DenseMatrix } from "@textboost/core";
import type { TruncatedSvd } from "./truncated-svd.js";

/**
 * The LSI projection `T = V_k · S_k⁻¹` (cols x k): a document row `x` (1 x cols, in the term space of
 * the decomposed matrix) maps to its k latent coordinates `x · T`, and the rows of the decomposed
 * matrix itself map to the rows of `U_k` (Deerwester et al. 1990, the folding-in of a query
 * `q̂ = qᵀ·T_k·S_k⁻¹`; the MLRF paper's `T = V_{d,k} · S_{k,k}⁻¹`). With `k = 0` it is cols x 0.
 * Edge case: `truncatedSvd` keeps every positive singular value above its relative tolerance, even
 * one below about 5.6e-309 (a matrix of subnormal numbers), and such a value's reciprocal overflows,
 * so its column here is infinite; callers that need finite coordinates drop those dimensions (the
 * rotation forest's `fitProjection` does).
 *
 * @param svd - a result of `truncatedSvd`
 * @returns the dense cols x k matrix with entry (i, j) = `V[i, j] / S[j]`
 *
 * @example
 * ```ts
 * import { lsiProjection, truncatedSvd } from "@textboost/lsi";
 * const svd = truncatedSvd({ rows: 2, cols: 2, data: new Float64Array([4, 0, 0, 2]) }, { k: 2 });
 * lsiProjection(svd).data; // Float64Array [0.25, 0, 0, 0.5]
 * ```
 */
export function lsiProjection(svd: TruncatedSvd): DenseMatrix {
  const { V, S, k } = svd;
  const data = new Float64Array(V.rows * k);
  for (let i = 0; i < V.rows; i++) {
    for (let j = 0; j < k; j++) data[i * k + j] = V.data[i * V.cols + j]! / S[j]!;
  }
  return { rows: V.rows, cols: k, data };
}
