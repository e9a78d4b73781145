import type { Calibration } from "@textboost/decision";

/**
 * What the probabilities `predict` and `explain` give are, for people: the model's calibration when it
 * carries one (`train --calibrate`, fitted on validation documents), else the logistic of 2f, the
 * link that AdaBoost's exponential loss implies (Friedman, Hastie and Tibshirani, "Additive logistic
 * regression", 2000): an estimate under the model's own assumptions, not a calibrated probability.
 */
export function probabilityDescription(calibration: Calibration | undefined): string {
  if (calibration === undefined)
    return "1 / (1 + exp(-2 score)), the logistic of 2f that AdaBoost's exponential loss implies (Friedman, Hastie and Tibshirani); not calibrated (train --calibrate platt|isotonic with --validation-fraction fits a calibration)";
  return calibration.kind === "platt"
    ? "Platt calibration recorded in the model (fitted on its validation documents)"
    : "isotonic calibration recorded in the model (fitted on its validation documents)";
}
