import type { DenseMatrix, LabelMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { checkScores } from "./validate.js";

/**
 * Turns real scores into label sets: label j is predicted for document i when
 * `scores(i, j) > threshold(j)` (strictly greater, so a score of exactly 0 is "no" with the default
 * threshold 0, as in AdaBoost.MH's sign rule).
 *
 * @param scores - documents x labels, row-major, finite
 * @param thresholds - one threshold for all labels, or one per label (length `scores.cols`); default 0.
 *   Thresholds may be ±Infinity (never / always predict) but not NaN.
 * @returns a binary CSR label matrix of the same shape
 * @throws TextboostError `E_SHAPE` for a size mismatch, `E_NUMERIC` for a non-finite score (naming the
 *   row), `E_INVALID_ARGUMENT` for a NaN threshold
 *
 * @example
 * ```ts
 * const scores = { rows: 2, cols: 2, data: Float64Array.of(0.5, -1, 0, 2) };
 * const P = thresholdScores(scores); // row 0: {0}, row 1: {1}
 * thresholdScores(scores, [-0.5, 3]); // row 0: {0}, row 1: {0}
 * ```
 */
export function thresholdScores(
  scores: DenseMatrix,
  thresholds: number | ArrayLike<number> = 0,
): LabelMatrix {
  checkScores(scores);
  const { rows, cols, data } = scores;
  const t = new Float64Array(cols);
  if (typeof thresholds === "number") {
    t.fill(thresholds);
  } else {
    if (thresholds.length !== cols) {
      throw new TextboostError("E_SHAPE", `got ${thresholds.length} thresholds for ${cols} labels`);
    }
    for (let j = 0; j < cols; j++) t[j] = thresholds[j]!;
  }
  for (let j = 0; j < cols; j++) {
    if (Number.isNaN(t[j])) throw new TextboostError("E_INVALID_ARGUMENT", `threshold of label ${j} is NaN`);
  }
  const indptr = new Int32Array(rows + 1);
  let nnz = 0;
  for (let i = 0; i < data.length; i++) if (data[i]! > t[i % cols]!) nnz++;
  const indices = new Int32Array(nnz);
  let p = 0;
  for (let i = 0, base = 0; i < rows; i++, base += cols) {
    for (let j = 0; j < cols; j++) if (data[base + j]! > t[j]!) indices[p++] = j;
    indptr[i + 1] = p;
  }
  return { format: "csr", rows, cols, indptr, indices };
}
