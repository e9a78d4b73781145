import type { Dataset, LabelMatrix } from "@textboost/core";
import type { LoadedDataset } from "@textboost/datasets";
import { selectRows } from "@textboost/sparse";
import type { TextSettings } from "../options/text-options.js";
import {
  type FeatureSpace,
  type PreparedData,
  prepareEvaluation,
  prepareTraining,
  sourceLabels,
  sourceRows,
} from "./prepare-data.js";
import { stratifiedParts } from "./split-source.js";

/**
 * The documents `train` learns from, read once: what its folds, its held-out test part, its
 * validation part, the fit, the decision and the evaluation all take. The documents stay as read
 * (raw text stays raw: a text pipeline is fitted on a training part alone, so raw text is vectorised
 * per part, by {@link TrainingDocuments.vectorise}; vectors are only selected), and their label sets
 * are computed once and selected with them.
 */
export interface TrainingDocuments {
  /** The documents as read (raw text or vectors), and which part of the data set they came from. */
  readonly source: LoadedDataset;
  /** Their true label sets, one row per document (what the stratified folds and splits balance). */
  readonly Y: LabelMatrix;
  /** The names of the label columns of `Y`. */
  readonly labelNames: readonly string[];
  /**
   * Some of these documents, in the order of `rows` (a fold, a held-out part): the same label (and,
   * for vectors, feature) columns, so every part of one data set lines up.
   */
  rows(rows: ArrayLike<number>): TrainingDocuments;
  /**
   * Two stratified parts (`stratifiedSplit`, seeded): `rest`, and `heldOut` with about `fraction`
   * of the documents.
   *
   * @param option - the option that asked for the split, for the error when a part would be empty
   * @throws TextboostError `E_INVALID_ARGUMENT` when either part would have no document
   */
  split(
    fraction: number,
    seed: number,
    option: string,
  ): { rest: TrainingDocuments; heldOut: TrainingDocuments };
  /**
   * These documents ready for a booster: vectors as they are, raw text through a pipeline fitted on
   * these documents alone (the options of `text`, else the MP-Boost paper's preprocessing);
   * `onProgress` is told how many texts are vectorised.
   */
  vectorise(text?: TextSettings, onProgress?: (done: number, total: number) => void): PreparedData;
  /**
   * These documents in the feature and label columns of a model fitted on other documents of the
   * same data set: raw text through the model's pipeline, vectors aligned with its features by name.
   */
  inSpace(space: FeatureSpace): Dataset;
}

/**
 * The documents of loaded data as `train` takes them (see {@link TrainingDocuments}).
 *
 * @param source - a data set's part as `loadSource` reads it
 * @example
 * ```ts
 * import { trainingDocuments } from "./training-documents.js";
 * import { loadSource } from "./prepare-data.js";
 *
 * const documents = trainingDocuments(await loadSource("mulan", "medical", undefined, "train"));
 * const { rest, heldOut } = documents.split(0.2, 0, "--test-fraction");
 * const prepared = rest.vectorise(); // fit on rest, evaluate heldOut.inSpace(featureSpaceOf(prepared))
 * ```
 */
export function trainingDocuments(source: LoadedDataset): TrainingDocuments {
  return documentsOf(source, sourceLabels(source));
}

function documentsOf(source: LoadedDataset, Y: LabelMatrix): TrainingDocuments {
  const documents: TrainingDocuments = {
    source,
    Y,
    labelNames: source.kind === "vectors" ? source.dataset.labelNames : source.corpus.labelNames,
    rows: (rows) => {
      const part = sourceRows(source, rows);
      return documentsOf(part, part.kind === "vectors" ? part.dataset.Y : selectRows(Y, rows));
    },
    split: (fraction, seed, option) => {
      const { train, test } = stratifiedParts(Y, fraction, seed, option);
      return { rest: documents.rows(train), heldOut: documents.rows(test) };
    },
    vectorise: (text, onProgress) => prepareTraining(source, text, onProgress),
    inSpace: (space) => prepareEvaluation(source, space).dataset,
  };
  return documents;
}
