import type { Dataset, Model } from "@textboost/core";
import {
  candidateRounds,
  chooseRounds,
  type Decision,
  fitCalibration,
  type ThresholdingSpec,
} from "@textboost/decision";
import type { MeasureName } from "@textboost/metrics";

/** What to choose on the validation part. */
export interface DecisionChoice {
  readonly thresholds: ThresholdingSpec;
  readonly selectBy: MeasureName;
  readonly calibrate?: "platt" | "isotonic";
}

/**
 * Chooses a model's decision on validation documents: the S (among `candidateRounds`) and the
 * thresholds tuned at each S that give the best `selectBy` measure, then, when asked, a calibration
 * fitted on the scores at that S.
 */
export function chooseDecision(model: Model, validation: Dataset, choice: DecisionChoice): Decision {
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
