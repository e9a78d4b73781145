import type { DenseMatrix, LabelMatrix } from "@textboost/core";
import { labelsAboveThresholds, TextboostError } from "@textboost/core";
import { checkScores } from "./internal/check-scores.js";
import { topKLabels } from "./top-k-labels.js";

/**
 * How scores become label sets:
 * - `fixed`: label j is predicted when its score is above `threshold` (0 is AdaBoost.MH's sign rule);
 * - `per-label`: above `thresholds[j]`, one threshold per label (as {@link f1OptimalThresholds} tunes them);
 * - `rcut`: the `k` best-scoring labels of each document ({@link topKLabels}).
 */
export type Thresholding =
  | { readonly kind: "fixed"; readonly threshold: number }
  | { readonly kind: "per-label"; readonly thresholds: readonly number[] }
  | { readonly kind: "rcut"; readonly k: number };

/**
 * Applies a {@link Thresholding} to scores.
 *
 * @param scores - documents x labels, row-major, finite
 * @param thresholding - the rule
 * @returns the predicted label sets (binary CSR, same shape)
 * @throws TextboostError `E_SHAPE` for per-label thresholds of another length than the labels;
 *   `E_INVALID_ARGUMENT` for a NaN threshold or a bad k; `E_NUMERIC` for a non-finite score
 *
 * @example
 * ```ts
 * const scores = { rows: 1, cols: 3, data: Float64Array.of(-1, 2, 0.5) };
 * applyThresholding(scores, { kind: "fixed", threshold: 0 }).indices; // [1, 2]
 * applyThresholding(scores, { kind: "per-label", thresholds: [-2, 3, 0] }).indices; // [0, 2]
 * applyThresholding(scores, { kind: "rcut", k: 1 }).indices; // [1]
 * ```
 */
export function applyThresholding(scores: DenseMatrix, thresholding: Thresholding): LabelMatrix {
  checkScores(scores);
  switch (thresholding.kind) {
    case "fixed":
      return labelsAboveThresholds(scores, thresholding.threshold);
    case "per-label":
      return labelsAboveThresholds(scores, thresholding.thresholds);
    case "rcut":
      return topKLabels(scores, thresholding.k);
    default:
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `unknown thresholding ${JSON.stringify((thresholding as { kind?: unknown }).kind)}`,
      );
  }
}
