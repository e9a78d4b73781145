import type { DenseMatrix, LabelMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { checkScores } from "./internal/check-scores.js";

/**
 * RCut (Yang 2001): each document gets its `k` best-scoring labels, whatever their scores. Ties are
 * broken by label order (the lower column first), so the result is deterministic. With `k` at least
 * the number of labels every label is predicted; with `k = 0`, none.
 *
 * @param scores - documents x labels, row-major, finite
 * @param k - labels per document, a whole number >= 0
 * @returns a binary CSR label matrix with min(k, labels) labels in every row
 * @throws TextboostError `E_INVALID_ARGUMENT` for a `k` that is not a whole number >= 0;
 *   `E_SHAPE`/`E_NUMERIC` for malformed scores
 *
 * @example
 * ```ts
 * const P = topKLabels({ rows: 1, cols: 3, data: Float64Array.of(-1, 2, 0.5) }, 2);
 * Array.from(P.indices); // [1, 2]
 * ```
 */
export function topKLabels(scores: DenseMatrix, k: number): LabelMatrix {
  if (!Number.isInteger(k) || k < 0) {
    throw new TextboostError("E_INVALID_ARGUMENT", `k must be a whole number >= 0, got ${k}`);
  }
  checkScores(scores);
  const { rows, cols, data } = scores;
  const take = Math.min(k, cols);
  const indptr = new Int32Array(rows + 1);
  const indices = new Int32Array(rows * take);
  const order = Array.from({ length: cols }, (_, j) => j);
  for (let i = 0; i < rows; i++) {
    const base = i * cols;
    order.sort((a, b) => data[base + b]! - data[base + a]! || a - b);
    const chosen = order.slice(0, take).sort((a, b) => a - b);
    indices.set(chosen, i * take);
    indptr[i + 1] = (i + 1) * take;
  }
  return { format: "csr", rows, cols, indptr, indices };
}
