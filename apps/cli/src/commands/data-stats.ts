import type { Dataset } from "@textboost/core";
import { type DatasetFormat, type DatasetSplit, type LoadedDataset, loadDataset } from "@textboost/datasets";
import { labelCounts } from "@textboost/sparse";
import { vectorizeTrainingCorpus } from "../data/prepare-data.js";
import type { CliIO } from "../io.js";

/** Arguments of `textboost data stats`. */
export interface DataStatsArgs {
  readonly format: DatasetFormat;
  readonly path: string;
  readonly split?: DatasetSplit;
  readonly json: boolean;
}

/**
 * What `data stats` reports without `--split`: every document (as `--split all`), and for a data set
 * with a training and a test part, each part's statistics too.
 */
export interface DataSetStats extends DataStats {
  readonly parts?: { readonly train: DataStats; readonly test: DataStats };
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

/** The statistics of loaded data (raw text through the default pipeline, fitted on that data). */
function loadedStats(loaded: LoadedDataset): DataStats {
  return loaded.kind === "text"
    ? datasetStats(vectorizeTrainingCorpus(loaded.corpus).dataset, true)
    : datasetStats(loaded.dataset, false);
}

/**
 * `textboost data stats`: documents, labels, features, label cardinality, labels without positives.
 * With `--split`, of that part (`all`: every document). Without it, the same on every data set: of
 * every document, and, where the data set has a training and a test part, of each part as well.
 */
export async function dataStats(args: DataStatsArgs, io: CliIO): Promise<DataSetStats> {
  const { format, path } = args;
  let stats: DataSetStats;
  if (args.split !== undefined) {
    stats = loadedStats(await loadDataset(format, path, { split: args.split }));
  } else {
    const first = await loadDataset(format, path, { split: "train", unsplit: "whole" });
    if (first.part === "whole") stats = loadedStats(first);
    else {
      const train = loadedStats(first);
      const test = loadedStats(await loadDataset(format, path, { split: "test" }));
      stats = { ...loadedStats(await loadDataset(format, path, { split: "all" })), parts: { train, test } };
    }
  }
  io.out(args.json ? `${JSON.stringify(stats)}\n` : formatStats(stats));
  return stats;
}

/** The table `data stats` prints: one column, or total, train and test for a data set with parts. */
function formatStats(stats: DataSetStats): string {
  const columns = stats.parts === undefined ? [stats] : [stats, stats.parts.train, stats.parts.test];
  const cell = (v: string) => v.padStart(10);
  const row = (name: string, f: (s: DataStats) => string) =>
    `${name.padEnd(24)}${columns.map((c) => cell(f(c))).join("")}\n`;
  const terms = stats.rawText
    ? "features: terms after the default pipeline (SMART stop words, Porter stems, no numbers), fitted on those documents\n"
    : "";
  return (
    (stats.parts === undefined ? "" : `${"".padEnd(24)}${["all", "train", "test"].map(cell).join("")}\n`) +
    row("documents", (s) => String(s.documents)) +
    row("labels", (s) => String(s.labels)) +
    row("features", (s) => String(s.features)) +
    row("non-zeros", (s) => String(s.nonZeros)) +
    row("label cardinality", (s) => s.labelCardinality.toFixed(4)) +
    row("labels with no positive", (s) => String(s.labelsWithoutPositive)) +
    terms
  );
}
