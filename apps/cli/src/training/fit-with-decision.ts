import type { Dataset, Model } from "@textboost/core";
import type { Decision } from "@textboost/decision";
import type { EmptyLabelRule } from "@textboost/metrics";
import type { FittedTextPipeline } from "@textboost/text";
import { type EvaluationRow, evaluationRow } from "../commands/evaluate.js";
import { type FeatureSpace, featureSpaceOf } from "../data/prepare-data.js";
import { selectTrainingFeatures } from "../data/select-features.js";
import type { TrainingDocuments } from "../data/training-documents.js";
import type { CliIO } from "../io.js";
import type { FeatureSelectionRecord } from "../model/feature-selection-record.js";
import { evaluateDecided } from "../model/model-decision.js";
import type { ExperimentOptions } from "../options/experiment-options.js";
import type { TextSettings } from "../options/text-options.js";
import { chooseDecision } from "./choose-decision.js";
import { selectionSteps, vectorisingSteps, withSteps } from "./data-steps.js";
import { type BoosterSettings, type FittedBooster, fitBooster } from "./fit-booster.js";

/** Everything `train` fits with. */
export interface FitSettings extends BoosterSettings {
  /** Keep only this many features (information gain + round robin) before training. */
  readonly selectFeatures?: number;
  readonly experiment: ExperimentOptions;
  /** The text pipeline options (`--weighting`, `--ngrams`, ...) for raw text; default the paper's. */
  readonly text?: TextSettings;
}

/** A fitted model with its training data, feature space and decision (when one was asked for). */
export interface FittedModel extends FittedBooster {
  /** The documents the booster was fitted on (after feature selection). */
  readonly dataset: Dataset;
  readonly pipeline: FittedTextPipeline | undefined;
  readonly featureSpace: FeatureSpace;
  readonly decision?: Decision;
  /** What `--select-features` kept of the training data's features (absent without it). */
  readonly featureSelection?: FeatureSelectionRecord;
}

/**
 * The whole fitting procedure on some documents: hold out a stratified validation part when
 * `--validation-fraction` asks for one, vectorise the rest (raw text: a pipeline fitted on it
 * alone), select features, fit the booster, then choose S, the thresholds and the calibration on
 * the validation part, put in the fitted feature space. Without a validation part,
 * `--thresholds fixed:t | rcut:k` is recorded as given. Cross-validation runs this on every fold,
 * so its estimate covers the choices too.
 */
export async function fitWithDecision(
  documents: TrainingDocuments,
  settings: FitSettings,
  io: CliIO,
  label?: string,
): Promise<FittedModel> {
  const e = settings.experiment;
  const { rest: fitPart, heldOut: validation } =
    e.validationFraction === undefined
      ? { rest: documents, heldOut: undefined }
      : documents.split(e.validationFraction, e.splitSeed, "--validation-fraction");
  const prepared = withSteps(vectorisingSteps(io, settings.logEverySeconds), (s) =>
    fitPart.vectorise(settings.text, s.onProgress),
  );
  const size = settings.selectFeatures;
  const selected =
    size === undefined
      ? undefined
      : withSteps(selectionSteps(io, settings.logEverySeconds), (s) =>
          selectTrainingFeatures(prepared, size, s.onProgress),
        );
  const { dataset, pipeline } = selected ?? prepared;
  const fitted = await fitBooster(settings, { dataset, pipeline }, io, label);
  const featureSpace = featureSpaceOf({ dataset, pipeline });
  return {
    ...fitted,
    dataset,
    pipeline,
    featureSpace,
    ...decisionOf(fitted.model, validation?.inSpace(featureSpace), e),
    ...(selected === undefined ? {} : { featureSelection: selected.record }),
  };
}

/**
 * The decision `train` records: S, thresholds and a calibration chosen on the validation documents
 * when there are some, else `--thresholds fixed:t | rcut:k` as given, else none.
 */
function decisionOf(
  model: Model,
  validation: Dataset | undefined,
  e: ExperimentOptions,
): { decision?: Decision } {
  if (validation !== undefined) {
    return {
      decision: chooseDecision(model, validation, {
        thresholds: e.thresholds ?? { kind: "fixed", threshold: 0 },
        selectBy: e.selectBy ?? "microF1",
        ...(e.calibrate === undefined ? {} : { calibrate: e.calibrate }),
      }),
    };
  }
  if (e.thresholds !== undefined && e.thresholds.kind !== "per-label-f1") {
    return { decision: { thresholding: e.thresholds } };
  }
  return {};
}

/**
 * A fitted model's measures on held-out documents, as `evaluate` would print them: at the S of its
 * decision (else all rounds), with its thresholds (else score > 0).
 */
export function evaluateFitted(
  fitted: FittedModel,
  heldOut: TrainingDocuments,
  emptyLabels: EmptyLabelRule = "one",
): EvaluationRow {
  const dataset = heldOut.inSpace(fitted.featureSpace);
  const rounds = fitted.decision?.rounds ?? fitted.model.length;
  const start = performance.now();
  const scores = fitted.model.scores(dataset.X, { rounds });
  const testMs = performance.now() - start;
  const thresholding = fitted.decision?.thresholding ?? { kind: "fixed", threshold: 0 };
  return evaluationRow(rounds, evaluateDecided(dataset.Y, scores, thresholding, emptyLabels), testMs);
}
