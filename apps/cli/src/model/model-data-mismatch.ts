import { TextboostError } from "@textboost/core";
import type { DatasetFormat, DatasetSplit } from "@textboost/datasets";
import { type EvaluationData, type FeatureSpace, loadEvaluationData } from "../data/prepare-data.js";
import type { CliIO } from "../io.js";
import { type FeatureSelectionRecord, isSelectionSource } from "./feature-selection-record.js";

/** How a data set's label and feature names differ from a model's. */
export interface ModelDataMismatch {
  /** Labels of the data that the model does not have. */
  readonly unknownLabels: readonly string[];
  /** Labels of the model that the data does not define. */
  readonly missingLabels: readonly string[];
  /** Features of the data that the model does not have (vector data only). */
  readonly unknownFeatures: readonly string[];
  /** Features of the model that the data does not have (vector data only). */
  readonly missingFeatures: readonly string[];
}

const difference = (a: readonly string[], b: readonly string[]): string[] => {
  const other = new Set(b);
  return a.filter((x) => !other.has(x));
};

/**
 * Compares the data's own names with the model's. Data in the feature space a model's
 * `--select-features` was made from (`selection`) has no unknown features: the ones the selection
 * left out are dropped, as in training.
 */
export function modelDataMismatch(
  model: FeatureSpace,
  data: EvaluationData,
  selection?: FeatureSelectionRecord,
): ModelDataMismatch {
  const features = data.source.features;
  const selected = features !== undefined && isSelectionSource(selection, features);
  return {
    unknownLabels: difference(data.source.labels, model.labels),
    missingLabels: difference(model.labels, data.source.labels),
    unknownFeatures: features && !selected ? difference(features, model.features) : [],
    missingFeatures: features ? difference(model.features, features) : [],
  };
}

const list = (names: readonly string[]): string =>
  `${names
    .slice(0, 5)
    .map((n) => `"${n}"`)
    .join(", ")}${names.length > 5 ? `, ... (${names.length})` : ""}`;

/**
 * Stops when a data set does not fit a model, unless the user allowed it: labels the other side does
 * not have (only when `labels` matter: evaluate; predict and explain ignore the data's labels) and
 * features the other side does not have. With `allow`, the differences are printed as notes and the
 * run goes on (unknown data columns dropped, missing model columns absent).
 *
 * @throws TextboostError `E_INVALID_ARGUMENT` listing the differences and naming `--allow-mismatch`
 */
export function checkModelFitsData(
  mismatch: ModelDataMismatch,
  options: { labels: boolean; allow: boolean; data: string; io: CliIO },
): void {
  const problems: string[] = [];
  if (options.labels && mismatch.unknownLabels.length > 0)
    problems.push(
      `${mismatch.unknownLabels.length} label(s) of the data are not the model's: ${list(mismatch.unknownLabels)}`,
    );
  if (options.labels && mismatch.missingLabels.length > 0)
    problems.push(
      `${mismatch.missingLabels.length} label(s) of the model are not in the data: ${list(mismatch.missingLabels)}`,
    );
  if (mismatch.unknownFeatures.length > 0)
    problems.push(
      `${mismatch.unknownFeatures.length} feature(s) of the data are not the model's: ${list(mismatch.unknownFeatures)}`,
    );
  if (mismatch.missingFeatures.length > 0)
    problems.push(
      `${mismatch.missingFeatures.length} feature(s) of the model are not in the data: ${list(mismatch.missingFeatures)}`,
    );
  if (problems.length === 0) return;
  if (!options.allow) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `the data does not fit the model: ${problems.join("; ")}. Is this the data the model was trained for? Pass --allow-mismatch to go on anyway (unknown data columns are dropped, missing ones count as absent)`,
      { file: options.data },
    );
  }
  for (const p of problems) options.io.err(`note: ${p} (--allow-mismatch)\n`);
}

/** A data set a command reads for a trained model, as the user named it. */
export interface ModelDataSource {
  readonly format: DatasetFormat;
  readonly data: string;
  readonly split?: DatasetSplit;
  /** `--allow-mismatch`. */
  readonly allowMismatch?: boolean;
}

/**
 * Loads data for a trained model (in its label and feature columns) and stops, as
 * {@link checkModelFitsData}, when the data does not fit it: what `evaluate`, `predict`, `explain` and
 * `diversity` do before anything else. `labels` says whether the data's labels matter to the command;
 * `selection` is the model's feature selection record (`train --select-features`), if it has one.
 */
export async function loadDataForModel(
  model: FeatureSpace,
  source: ModelDataSource,
  labels: boolean,
  io: CliIO,
  selection?: FeatureSelectionRecord,
): Promise<EvaluationData> {
  const data = await loadEvaluationData(source.format, source.data, source.split, model);
  checkModelFitsData(modelDataMismatch(model, data, selection), {
    labels,
    allow: source.allowMismatch ?? false,
    data: source.data,
    io,
  });
  return data;
}
