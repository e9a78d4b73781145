import type { Dataset } from "@textboost/core";
import { type FeatureSelectionProgress, selectFeatures } from "@textboost/features";
import { selectColumns } from "@textboost/sparse";
import type { FittedTextPipeline } from "@textboost/text";
import { type FeatureSelectionRecord, featureSelectionRecord } from "../model/feature-selection-record.js";
import type { PreparedData } from "./prepare-data.js";

/**
 * Global feature selection before training, as in the MP-Boost paper's reduced runs: information gain
 * per (term, category), globalised by Forman's round robin, keeping `size` terms. The kept columns stay
 * in their original order; the text pipeline is narrowed to them so the model still reads raw text.
 * `record` maps the kept columns back to the original space (written into the model file);
 * `onProgress` is told how far the selection is.
 */
export function selectTrainingFeatures(
  prepared: PreparedData,
  size: number,
  onProgress?: (progress: FeatureSelectionProgress) => void,
): PreparedData & { selected: number; record: FeatureSelectionRecord } {
  const { dataset, pipeline } = prepared;
  const { columns } = selectFeatures(dataset.X, dataset.Y, {
    size,
    measure: "information-gain",
    globalisation: "round-robin",
    ...(onProgress === undefined ? {} : { onProgress }),
  });
  const kept = Int32Array.from(columns).sort();
  const narrowed: Dataset = {
    ...dataset,
    X: selectColumns(dataset.X, kept),
    featureNames: Array.from(kept, (c) => dataset.featureNames[c]!),
  };
  const narrowedPipeline: FittedTextPipeline | undefined = pipeline?.selectTerms(kept);
  return {
    dataset: narrowed,
    pipeline: narrowedPipeline,
    selected: kept.length,
    record: featureSelectionRecord(dataset.featureNames, kept, "information-gain, round-robin"),
  };
}
