import type { DenseMatrix, LabelMatrix } from "@textboost/core";
import { labelsAboveThresholds } from "@textboost/core";
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
  return labelsAboveThresholds(scores, thresholds);
}
