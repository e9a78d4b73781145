import type { Dataset } from "@textboost/core";
import { type DatasetFormat, loadDataset } from "@textboost/datasets";
import { labelCounts } from "@textboost/sparse";
import { vectorizeTrainingCorpus } from "../data/prepare-data.js";
import type { CliIO } from "../io.js";

/** Arguments of `textboost data stats`. */
export interface DataStatsArgs {
  readonly format: DatasetFormat;
  readonly path: string;
  readonly split?: "train" | "test";
  readonly json: boolean;
}

/** What `data stats` reports. */
export interface DataStats {
  readonly documents: number;
  readonly labels: number;
  readonly features: number;
  /** Mean number of labels per document. */
  readonly labelCardinality: number;
  /** Labels with no positive document in this data. */
  readonly labelsWithoutPositive: number;
  /** Non-zero entries of the document x feature matrix. */
  readonly nonZeros: number;
  /** Whether features are terms from the default text pipeline (raw-text formats). */
  readonly rawText: boolean;
}

/** Statistics of a vectorised data set. */
export function datasetStats(d: Dataset, rawText: boolean): DataStats {
  const counts = labelCounts(d.Y);
  return {
    documents: d.X.rows,
    labels: d.Y.cols,
    features: d.X.cols,
    labelCardinality: d.X.rows === 0 ? 0 : d.Y.indices.length / d.X.rows,
    labelsWithoutPositive: counts.filter((c) => c === 0).length,
    nonZeros: d.X.indices.length,
    rawText,
  };
}

/** `textboost data stats`: documents, labels, features, label cardinality, labels without positives. */
export async function dataStats(args: DataStatsArgs, io: CliIO): Promise<DataStats> {
  const loaded = await loadDataset(
    args.format,
    args.path,
    args.split === undefined ? {} : { split: args.split },
  );
  const stats =
    loaded.kind === "text"
      ? datasetStats(vectorizeTrainingCorpus(loaded.corpus).dataset, true)
      : datasetStats(loaded.dataset, false);
  if (args.json) io.out(`${JSON.stringify(stats)}\n`);
  else {
    io.out(
      `documents               ${stats.documents}\n` +
        `labels                  ${stats.labels}\n` +
        `features                ${stats.features}${stats.rawText ? " (terms after the default pipeline: SMART stop words, Porter stems, no numbers)" : ""}\n` +
        `non-zeros               ${stats.nonZeros}\n` +
        `label cardinality       ${stats.labelCardinality.toFixed(4)}\n` +
        `labels with no positive ${stats.labelsWithoutPositive}\n`,
    );
  }
  return stats;
}
