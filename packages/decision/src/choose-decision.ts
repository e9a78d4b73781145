import type { CsrMatrix, LabelMatrix, Model } from "@textboost/core";
import type { MeasureName } from "@textboost/metrics";
import { type CALIBRATION_METHODS, fitCalibration } from "./calibration.js";
import { candidateRounds, chooseRounds } from "./choose-rounds.js";
import type { Decision } from "./decision.js";
import type { ThresholdingSpec } from "./tune-thresholding.js";

/** What {@link chooseDecision} chooses on the validation documents. */
export interface DecisionChoice {
  /** The thresholding rule to tune (`per-label-f1`) or to record (`fixed`, `rcut`). */
  readonly thresholds: ThresholdingSpec;
  /** The measure S and the thresholds are chosen by (`microF1`, `macroF1`, ...). */
  readonly selectBy: MeasureName;
  /** Fit a probability calibration on the scores at the chosen S (default: none). */
  readonly calibrate?: (typeof CALIBRATION_METHODS)[number];
}

/**
 * Chooses a model's decision on validation documents, as `textboost train --validation-fraction`
 * does: the S (among {@link candidateRounds}) and the thresholds tuned at each S that give the best
 * `selectBy` measure ({@link chooseRounds}), then, when asked, a calibration fitted on the scores at
 * that S ({@link fitCalibration}). The validation documents must be held out from training: on the
 * training documents boosting's scores are far more confident than on new ones.
 *
 * @param model - the trained model
 * @param validation - held-out documents in the model's feature and label columns
 * @param choice - the thresholding rule, the measure, the calibration
 * @returns the decision to store with the model (`withDecision`)
 * @throws TextboostError as {@link chooseRounds} and {@link fitCalibration}
 *
 * @example
 * ```ts
 * // model: a trained model; validation: held-out documents { X, Y } in its columns
 * const decision = chooseDecision(model, validation, {
 *   thresholds: { kind: "per-label-f1" },
 *   selectBy: "microF1",
 *   calibrate: "platt",
 * });
 * decision.thresholding.kind; // "per-label"
 * const file = withDecision(model.toJSON(), decision); // the model file, with its decision
 * ```
 */
export function chooseDecision(
  model: Model,
  validation: { readonly X: CsrMatrix; readonly Y: LabelMatrix },
  choice: DecisionChoice,
): Decision {
  const candidates = candidateRounds(model.length);
  const chosen = chooseRounds({
    rounds: candidates,
    scoresAt: (S) => model.scores(validation.X, { rounds: S }),
    Y: validation.Y,
    thresholding: choice.thresholds,
    measure: choice.selectBy,
  });
  return {
    rounds: chosen.rounds,
    thresholding: chosen.thresholding,
    ...(choice.calibrate === undefined
      ? {}
      : {
          calibration: fitCalibration(
            choice.calibrate,
            validation.Y,
            model.scores(validation.X, { rounds: chosen.rounds }),
          ),
        }),
    selection: {
      measure: chosen.measure,
      value: chosen.value,
      documents: validation.X.rows,
      candidates,
      ...(chosen.spec.kind === "per-label-f1" && chosen.spec.minF1 !== undefined
        ? { minF1: chosen.spec.minF1 }
        : {}),
    },
  };
}
