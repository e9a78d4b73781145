import type { DenseMatrix, LabelMatrix, Model } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import {
  applyThresholding,
  type Calibration,
  calibratedProbabilities,
  describeDecision,
  describeThresholding,
  modelDecision,
  type Thresholding,
} from "@textboost/decision";
import { type EmptyLabelRule, type EvaluationReport, evaluate as evaluateScores } from "@textboost/metrics";
import { loadModel } from "../algorithms/registry.js";
import { checkRounds } from "./check-rounds.js";
import { type FeatureSelectionRecord, readFeatureSelection } from "./feature-selection-record.js";
import { readModelFile } from "./model-file.js";

/** How a command turns a model's scores into answers: S, thresholds, probabilities, and where they come from. */
export interface ResolvedDecision {
  /** The rounds to score with: `--rounds`/`--at` are checked elsewhere; this is the default. */
  readonly rounds: number;
  readonly thresholding: Thresholding;
  readonly calibration?: Calibration;
  /** One line for people: "thresholds: ... (from the model)". */
  readonly description: string;
  /** Label sets from scores. */
  labelSets(scores: DenseMatrix): LabelMatrix;
  /** Probabilities from scores: calibrated when the model carries a calibration. */
  probabilities(scores: DenseMatrix): DenseMatrix;
}

/**
 * Reads a model file with its decision record (see `@textboost/decision`): the S chosen on validation
 * data (else all rounds), the thresholding (else score > 0) and the calibration. An explicit
 * `--threshold t` replaces the stored thresholding with the fixed threshold t (S and calibration stay).
 * A model trained with `--select-features` also returns its feature selection record.
 *
 * @throws TextboostError as `loadModel` and `modelDecision` (a malformed record is `E_MODEL_FORMAT`)
 */
export async function loadDecidedModel(
  file: string,
  override: { threshold?: number } = {},
): Promise<{ model: Model; decision: ResolvedDecision; featureSelection?: FeatureSelectionRecord }> {
  const json = readModelFile(file);
  const model = await loadModel(json, file);
  const stored = modelDecision(json, { file });
  if (stored?.rounds !== undefined)
    checkRounds("the decision record's rounds", [stored.rounds], model.length, file);
  const rounds = stored?.rounds ?? model.length;
  let thresholding: Thresholding;
  let description: string;
  if (override.threshold !== undefined) {
    thresholding = { kind: "fixed", threshold: override.threshold };
    description = `${describeThresholding(thresholding)} from --threshold${stored?.rounds === undefined ? "" : `, S = ${rounds} from the model`}`;
  } else if (stored !== undefined) {
    thresholding = stored.thresholding;
    description = `${describeDecision(stored)} (from the model)`;
  } else {
    thresholding = { kind: "fixed", threshold: 0 };
    description = `${describeThresholding(thresholding)} (the default: the model has no decision record)`;
  }
  const calibration = stored?.calibration;
  const featureSelection = readFeatureSelection(json, file);
  return {
    model,
    ...(featureSelection === undefined ? {} : { featureSelection }),
    decision: {
      rounds,
      thresholding,
      ...(calibration === undefined ? {} : { calibration }),
      description: `thresholds: ${description}`,
      labelSets: (scores) => applyThresholding(scores, thresholding),
      probabilities: (scores) => calibratedProbabilities(scores, calibration),
    },
  };
}

/**
 * Every measure of `@textboost/metrics` for scores, the label sets made by `thresholding`, with
 * `emptyLabels` the macro averages' rule for labels with no positive and no prediction.
 */
export function evaluateDecided(
  Y: LabelMatrix,
  scores: DenseMatrix,
  thresholding: Thresholding,
  emptyLabels: EmptyLabelRule = "one",
): EvaluationReport {
  return evaluateScores(Y, scores, { predictions: applyThresholding(scores, thresholding), emptyLabels });
}

/** `TextboostError` for an option combination that cannot work, naming what to add. */
export function needsValidation(option: string): TextboostError {
  return new TextboostError(
    "E_INVALID_ARGUMENT",
    `${option} is fitted on validation documents: add --validation-fraction F (for example 0.2)`,
  );
}
