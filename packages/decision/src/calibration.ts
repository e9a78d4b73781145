import type { DenseMatrix, LabelMatrix } from "@textboost/core";
import { probabilities, TextboostError } from "@textboost/core";
import { checkScores, checkTruthAndScores, labelColumn } from "./internal/check-scores.js";
import { fitIsotonic, type IsotonicFit, isotonicValue } from "./isotonic-regression.js";
import { fitPlatt, plattProbability } from "./platt-scaling.js";

/**
 * A per-label map from scores to probabilities, fitted on held-out documents:
 * - `platt`: P = 1 / (1 + e^-(a[j] f + b[j])) ({@link fitPlatt});
 * - `isotonic`: a non-decreasing piecewise-linear map per label ({@link fitIsotonic}).
 */
export type Calibration =
  | { readonly kind: "platt"; readonly a: readonly number[]; readonly b: readonly number[] }
  | { readonly kind: "isotonic"; readonly labels: readonly IsotonicFit[] };

/** The calibration methods, as `textboost train --calibrate` names them. */
export const CALIBRATION_METHODS = ["platt", "isotonic"] as const;

/**
 * Fits a calibration for every label on labelled documents the model did not train on. Platt's
 * sigmoid suits few documents (two parameters per label); isotonic regression is more flexible and
 * needs more (scikit-learn's advice: more than about a thousand).
 *
 * @param method - `"platt"` or `"isotonic"`
 * @param Y - true label sets of the calibration documents
 * @param scores - the model's scores on them, row-major, finite
 * @returns the {@link Calibration}
 * @throws TextboostError `E_INVALID_ARGUMENT` for an unknown method or no documents; `E_SHAPE` /
 *   `E_NUMERIC` for malformed inputs
 *
 * @example
 * ```ts
 * const calibration = fitCalibration("platt", Yval, model.scores(Xval));
 * calibratedProbabilities(model.scores(Xtest), calibration);
 * ```
 */
export function fitCalibration(
  method: (typeof CALIBRATION_METHODS)[number],
  Y: LabelMatrix,
  scores: DenseMatrix,
): Calibration {
  checkTruthAndScores(Y, scores);
  if (scores.rows === 0) {
    throw new TextboostError("E_INVALID_ARGUMENT", "calibration needs at least one document");
  }
  const columns = Array.from({ length: scores.cols }, (_, j) => labelColumn(Y, scores, j));
  if (method === "platt") {
    const fits = columns.map((c) => fitPlatt(c.score, c.positive));
    return { kind: "platt", a: fits.map((f) => f.a), b: fits.map((f) => f.b) };
  }
  if (method === "isotonic")
    return { kind: "isotonic", labels: columns.map((c) => fitIsotonic(c.score, c.positive)) };
  throw new TextboostError(
    "E_INVALID_ARGUMENT",
    `unknown calibration "${String(method)}"; expected one of ${CALIBRATION_METHODS.join(", ")}`,
  );
}

/**
 * Probabilities for scores: through the calibration when there is one, else core's
 * {@link probabilities}, the logistic of 2f that AdaBoost's exponential loss implies (an estimate
 * under the model's own assumptions, not a calibrated probability).
 *
 * @param scores - documents x labels, row-major, finite
 * @param calibration - from {@link fitCalibration}, for as many labels as `scores` has
 * @returns probabilities in [0, 1], same shape
 * @throws TextboostError `E_SHAPE` when the calibration has another number of labels
 *
 * @example
 * ```ts
 * const scores = { rows: 1, cols: 1, data: Float64Array.of(0) };
 * calibratedProbabilities(scores).data; // [0.5]
 * calibratedProbabilities(scores, { kind: "platt", a: [1], b: [1] }).data; // [0.731...]
 * ```
 */
export function calibratedProbabilities(scores: DenseMatrix, calibration?: Calibration): DenseMatrix {
  checkScores(scores);
  if (calibration === undefined) return probabilities(scores);
  const m = scores.cols;
  const count = calibration.kind === "platt" ? calibration.a.length : calibration.labels.length;
  if (count !== m) {
    throw new TextboostError("E_SHAPE", `the calibration has ${count} labels, the scores ${m}`);
  }
  const out = new Float64Array(scores.data.length);
  for (let p = 0; p < out.length; p++) {
    const j = p % m;
    const f = scores.data[p]!;
    out[p] =
      calibration.kind === "platt"
        ? plattProbability({ a: calibration.a[j]!, b: calibration.b[j]! }, f)
        : isotonicValue(calibration.labels[j]!, f);
  }
  return { rows: scores.rows, cols: m, data: out };
}
