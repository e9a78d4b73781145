import { TextboostError } from "@textboost/core";
import { stratifiedSplit } from "@textboost/datasets/parsers";
import { CALIBRATION_METHODS, type ThresholdingSpec } from "@textboost/decision";
import { MEASURE_NAMES, type MeasureName } from "@textboost/metrics";

/**
 * How {@link TextClassifier.train} chooses what its scores decide, as `textboost train` does with
 * `--validation-fraction`, `--thresholds`, `--calibrate`, `--select-by` and `--split-seed`: the
 * choices are stored in the model file, so `save`, `load` and the `textboost` command keep them.
 */
export interface DecisionOptions {
  /**
   * Hold out this share of the texts, in (0, 1), stratified by label; train on the others and
   * choose on the held-out ones the number of rounds S, the `thresholds` and the `calibrate`
   * calibration. Default: none (every text trains; a label is predicted when its score is above 0).
   */
  readonly validationFraction?: number;
  /**
   * The thresholding: `{ kind: "per-label-f1" }` tunes one threshold per label for F1 on the
   * validation texts (a rare label gets a lower threshold, and recall); `{ kind: "fixed", threshold }`
   * and `{ kind: "rcut", k }` need no validation texts. Default `{ kind: "fixed", threshold: 0 }`.
   */
  readonly thresholds?: ThresholdingSpec;
  /**
   * Fit per-label probabilities on the validation texts, `"platt"` (sigmoid) or `"isotonic"`;
   * `predictProba` then uses them. Needs `validationFraction`. Default: none (the logistic of 2f).
   */
  readonly calibrate?: (typeof CALIBRATION_METHODS)[number];
  /** The measure S and the thresholds are chosen by (default `"microF1"`). Needs `validationFraction`. */
  readonly selectBy?: MeasureName;
  /** The seed of the stratified validation split (default 0). */
  readonly splitSeed?: number;
}

/** The checked decision options: what {@link TextClassifier.train} does with them. */
export interface DecisionPlan {
  readonly validationFraction?: number;
  readonly thresholds: ThresholdingSpec;
  readonly selectBy: MeasureName;
  readonly calibrate?: (typeof CALIBRATION_METHODS)[number];
  readonly splitSeed: number;
  /** Whether `thresholds` was given (recorded without validation texts when it is fixed or rcut). */
  readonly thresholdsGiven: boolean;
}

const fail = (detail: string): never => {
  throw new TextboostError("E_INVALID_ARGUMENT", `TextClassifier.train: ${detail}`);
};

/** Checks a thresholding spec's fields (the same rules as `textboost train --thresholds`). */
function checkThresholds(t: ThresholdingSpec): void {
  const given = JSON.stringify(t);
  if (typeof t !== "object" || t === null) fail(`thresholds must be an object, got ${given}`);
  if (t.kind === "fixed") {
    if (!Number.isFinite(t.threshold)) fail(`thresholds.threshold must be a finite number, got ${given}`);
  } else if (t.kind === "rcut") {
    if (!Number.isInteger(t.k) || t.k < 1) fail(`thresholds.k must be a whole number >= 1, got ${given}`);
  } else if (t.kind === "per-label-f1") {
    if (t.minF1 !== undefined && !(t.minF1 >= 0 && t.minF1 <= 1))
      fail(`thresholds.minF1 must be in [0, 1], got ${given}`);
    if (t.fallback !== undefined && !Number.isFinite(t.fallback))
      fail(`thresholds.fallback must be a finite number, got ${given}`);
  } else {
    fail(`thresholds.kind must be "fixed", "per-label-f1" or "rcut", got ${given}`);
  }
}

/**
 * Checks the decision options of `TextClassifier.train`.
 *
 * @throws TextboostError `E_INVALID_ARGUMENT` naming the option: a fraction outside (0, 1), an
 *   unknown thresholding, calibration or measure, and per-label-f1, `calibrate` or `selectBy` without
 *   `validationFraction`
 */
export function decisionPlan(o: DecisionOptions): DecisionPlan {
  const fraction = o.validationFraction;
  if (fraction !== undefined && !(fraction > 0 && fraction < 1))
    fail(`validationFraction must be in (0, 1), got ${fraction}`);
  if (o.thresholds !== undefined) checkThresholds(o.thresholds);
  if (o.calibrate !== undefined && !CALIBRATION_METHODS.includes(o.calibrate))
    fail(`calibrate must be one of ${CALIBRATION_METHODS.join(", ")}, got ${JSON.stringify(o.calibrate)}`);
  if (o.selectBy !== undefined && !MEASURE_NAMES.includes(o.selectBy))
    fail(`selectBy must be one of ${MEASURE_NAMES.join(", ")}, got ${JSON.stringify(o.selectBy)}`);
  const seed = o.splitSeed ?? 0;
  if (!Number.isSafeInteger(seed) || seed < 0) fail(`splitSeed must be a whole number >= 0, got ${seed}`);
  if (fraction === undefined) {
    const needs = (what: string) =>
      fail(`${what} chooses on validation texts: give validationFraction too (for example 0.2)`);
    if (o.thresholds?.kind === "per-label-f1") needs('thresholds { kind: "per-label-f1" }');
    if (o.calibrate !== undefined) needs("calibrate");
    if (o.selectBy !== undefined) needs("selectBy");
  }
  return {
    ...(fraction === undefined ? {} : { validationFraction: fraction }),
    thresholds: o.thresholds ?? { kind: "fixed", threshold: 0 },
    selectBy: o.selectBy ?? "microF1",
    ...(o.calibrate === undefined ? {} : { calibrate: o.calibrate }),
    splitSeed: seed,
    thresholdsGiven: o.thresholds !== undefined,
  };
}

/**
 * The texts that train and those that choose the decision: a stratified split of the rows of `Y`
 * (`stratifiedSplit` of `@textboost/datasets`, as `textboost train --validation-fraction`), or every
 * row training without a validation fraction.
 *
 * @throws TextboostError `E_INVALID_ARGUMENT` when either part would be empty
 */
export function validationRows(
  Y: Parameters<typeof stratifiedSplit>[0],
  plan: DecisionPlan,
): { fit: Int32Array; validation?: Int32Array } {
  if (plan.validationFraction === undefined) return { fit: Int32Array.from({ length: Y.rows }, (_, i) => i) };
  const { train, test } = stratifiedSplit(Y, { testFraction: plan.validationFraction, seed: plan.splitSeed });
  if (train.length === 0 || test.length === 0)
    fail(
      `validationFraction ${plan.validationFraction} leaves ${train.length === 0 ? "nothing to train on" : "no text to validate on"} among ${Y.rows} texts`,
    );
  return { fit: train, validation: test };
}
