import type { Dataset } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import {
  type DatasetFormat,
  type DatasetSplit,
  type LoadDatasetOptions,
  type LoadedDataset,
  loadDataset,
  type ReadProgress,
  selectDocuments,
  type TextCorpus,
} from "@textboost/datasets";
import { labelMatrix } from "@textboost/sparse";
import {
  type FittedTextPipeline,
  loadTextPipeline,
  PAPER_PREPROCESSING,
  type TextPipelineOptions,
  textPipeline,
} from "@textboost/text";
import type { TextSettings } from "../options/text-options.js";

/**
 * The columns a model expects: its feature and label names, and the serialised text pipeline that
 * produces its features from raw text (`null` for models trained on vectors). A `Model` fits.
 */
export interface FeatureSpace {
  readonly features: readonly string[];
  readonly labels: readonly string[];
  readonly preprocessing?: unknown;
}

/** A data set ready for a booster, with the text pipeline that made it (raw-text formats only). */
export interface PreparedData {
  readonly dataset: Dataset;
  readonly pipeline: FittedTextPipeline | undefined;
}

/** Label sets of a text corpus as a label matrix over `labelNames`; labels not in it are counted, not kept. */
export function corpusLabels(
  corpus: TextCorpus,
  labelNames: readonly string[],
): { Y: Dataset["Y"]; unknown: number } {
  const index = new Map(labelNames.map((l, j) => [l, j]));
  let unknown = 0;
  const sets = corpus.documents.map((d) =>
    d.labels.flatMap((l) => {
      const j = index.get(l);
      if (j === undefined) unknown++;
      return j === undefined ? [] : [j];
    }),
  );
  return { Y: labelMatrix(sets, labelNames.length), unknown };
}

/**
 * Turns a raw-text corpus into a training set with a freshly fitted pipeline: by default the MP-Boost
 * paper's preprocessing (SMART stop words, Porter stemming, numbers removed, binary weights), else the
 * options of the command's text settings (`--weighting`, `--ngrams`, ...). `onProgress` is told how
 * many documents are read, out of how many.
 *
 * @throws TextboostError `E_INVALID_ARGUMENT` when the options keep no term of the documents
 */
export function vectorizeTrainingCorpus(
  corpus: TextCorpus,
  text?: TextSettings,
  onProgress?: (done: number, total: number) => void,
): PreparedData {
  const texts = corpus.documents.map((d) => d.text);
  const options: TextPipelineOptions = text?.pipeline ?? PAPER_PREPROCESSING;
  const { pipeline, matrix } = textPipeline(options).fitTransform(
    texts,
    onProgress === undefined ? {} : { onProgress },
  );
  if (pipeline.terms.length === 0 && texts.length > 0) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `the text pipeline kept no term of the ${texts.length} training documents${text === undefined ? "" : ` (given ${text.flags.join(", ")}: lower --min-df?)`}`,
    );
  }
  const { Y } = corpusLabels(corpus, corpus.labelNames);
  return {
    pipeline,
    dataset: {
      X: matrix,
      Y,
      featureNames: pipeline.terms,
      labelNames: corpus.labelNames,
      documentIds: corpus.documents.map((d) => d.id),
    },
  };
}

/**
 * Which part of a data set a command reads, the one rule every command follows: the part the user
 * asked for with `--split` (an error where the data set has no parts), else `fallback` ("train" for
 * training, "test" for evaluation) where the data set has parts, else the whole file.
 */
export function datasetPart(asked: DatasetSplit | undefined, fallback: "train" | "test"): LoadDatasetOptions {
  return asked === undefined ? { split: fallback, unsplit: "whole" } : { split: asked };
}

/**
 * Loads the part of a data set a command reads (see {@link datasetPart}), as text or vectors;
 * `onProgress` is told the bytes read of each file.
 */
export function loadSource(
  format: DatasetFormat,
  path: string,
  split: DatasetSplit | undefined,
  fallback: "train" | "test",
  onProgress?: (progress: ReadProgress) => void,
): Promise<LoadedDataset> {
  return loadDataset(format, path, {
    ...datasetPart(split, fallback),
    ...(onProgress === undefined ? {} : { onProgress }),
  });
}

/** The true label sets of loaded data, text or vectors (what stratified splits balance). */
export function sourceLabels(loaded: LoadedDataset): Dataset["Y"] {
  return loaded.kind === "vectors"
    ? loaded.dataset.Y
    : corpusLabels(loaded.corpus, loaded.corpus.labelNames).Y;
}

/**
 * Some documents of loaded data, in the order of `rows`: the same label (and, for vectors, feature)
 * columns, so every part of one data set lines up. Raw text stays raw, so a pipeline is fitted on a
 * training part alone.
 */
export function sourceRows(loaded: LoadedDataset, rows: ArrayLike<number>): LoadedDataset {
  if (loaded.kind === "text") {
    const documents = Array.from(rows, (r) => loaded.corpus.documents[r]!);
    return { ...loaded, corpus: { ...loaded.corpus, documents } };
  }
  return { ...loaded, dataset: selectDocuments(loaded.dataset, rows) };
}

/**
 * Training data from loaded data: vectors as they are, raw text through a newly fitted pipeline (of
 * `text`'s options when given; vectors with text options are refused before, by `checkTextSettings`);
 * `onProgress` is told how many texts are vectorised.
 */
export function prepareTraining(
  loaded: LoadedDataset,
  text?: TextSettings,
  onProgress?: (done: number, total: number) => void,
): PreparedData {
  if (loaded.kind === "text") return vectorizeTrainingCorpus(loaded.corpus, text, onProgress);
  return { dataset: loaded.dataset, pipeline: undefined };
}

/** The feature space of training data: what its evaluation data must be put in (see {@link prepareEvaluation}). */
export function featureSpaceOf(prepared: PreparedData): FeatureSpace {
  return {
    features: prepared.dataset.featureNames,
    labels: prepared.dataset.labelNames,
    preprocessing: prepared.pipeline ? prepared.pipeline.toJSON() : null,
  };
}

/** Evaluation data in a model's label and feature columns, with what the data itself named. */
export interface EvaluationData {
  readonly dataset: Dataset;
  /** Label assignments of the data that name labels the model does not know (dropped). */
  readonly unknownLabels: number;
  /** Features of the data that the model does not know (dropped). */
  readonly unknownFeatures: number;
  /**
   * The data's own label and feature names (no features for raw text, which the model's pipeline
   * reads), and each document's true labels by the data's names (those the model does not know too).
   */
  readonly source: {
    readonly labels: readonly string[];
    readonly features?: readonly string[];
    documentLabels(): string[][];
  };
}

/**
 * Loads evaluation data for a trained model: raw text goes through the model's own pipeline, and label
 * columns are aligned with the model's labels by name (labels the model does not know are ignored and
 * counted in `unknownLabels`).
 */
export async function loadEvaluationData(
  format: DatasetFormat,
  path: string,
  split: DatasetSplit | undefined,
  model: FeatureSpace,
): Promise<EvaluationData> {
  return prepareEvaluation(await loadSource(format, path, split, "test"), model);
}

/** Evaluation data from loaded data, in a model's feature space (see {@link loadEvaluationData}). */
export function prepareEvaluation(loaded: LoadedDataset, model: FeatureSpace): EvaluationData {
  if (loaded.kind === "text") {
    const { unknown } = corpusLabels(loaded.corpus, model.labels);
    return {
      ...vectorizeForModel(loaded.corpus, model),
      unknownLabels: unknown,
      unknownFeatures: 0,
      source: {
        labels: loaded.corpus.labelNames,
        documentLabels: () => loaded.corpus.documents.map((d) => [...d.labels]),
      },
    };
  }
  const aligned = alignFeatures(loaded.dataset, model.features);
  const d = aligned.dataset;
  const index = new Map(model.labels.map((l, j) => [l, j]));
  let unknown = 0;
  const sets: number[][] = [];
  for (let i = 0; i < d.Y.rows; i++) {
    const set: number[] = [];
    for (let p = d.Y.indptr[i]!; p < d.Y.indptr[i + 1]!; p++) {
      const j = index.get(d.labelNames[d.Y.indices[p]!]!);
      if (j === undefined) unknown++;
      else set.push(j);
    }
    sets.push(set);
  }
  return {
    dataset: { ...d, Y: labelMatrix(sets, model.labels.length), labelNames: model.labels },
    unknownLabels: unknown,
    unknownFeatures: aligned.unknown,
    source: {
      labels: loaded.dataset.labelNames,
      features: loaded.dataset.featureNames,
      documentLabels: () => {
        const { Y, labelNames } = loaded.dataset;
        return Array.from({ length: Y.rows }, (_, i) =>
          Array.from(Y.indices.subarray(Y.indptr[i]!, Y.indptr[i + 1]!), (j) => labelNames[j]!),
        );
      },
    },
  };
}

/**
 * Re-indexes a data set's feature columns to `features` by name: column c of the result is the
 * feature named `features[c]`; features the model does not know are dropped and counted.
 */
export function alignFeatures(
  d: Dataset,
  features: readonly string[],
): { dataset: Dataset; unknown: number } {
  const target = new Map(features.map((f, c) => [f, c]));
  const map = d.featureNames.map((f) => target.get(f) ?? -1);
  const unknown = map.filter((c) => c < 0).length;
  if (unknown === 0 && map.every((c, i) => c === i) && d.X.cols === features.length)
    return { dataset: d, unknown: 0 };
  const indptr = new Int32Array(d.X.rows + 1);
  const indices: number[] = [];
  const values: number[] = [];
  for (let i = 0; i < d.X.rows; i++) {
    const row: [number, number][] = [];
    for (let p = d.X.indptr[i]!; p < d.X.indptr[i + 1]!; p++) {
      const c = map[d.X.indices[p]!]!;
      if (c >= 0) row.push([c, d.X.values ? d.X.values[p]! : 1]);
    }
    row.sort((a, b) => a[0] - b[0]);
    for (const [c, v] of row) {
      indices.push(c);
      values.push(v);
    }
    indptr[i + 1] = indices.length;
  }
  const X = {
    format: "csr" as const,
    rows: d.X.rows,
    cols: features.length,
    indptr,
    indices: Int32Array.from(indices),
    ...(d.X.values ? { values: Float64Array.from(values) } : {}),
  };
  return { dataset: { ...d, X, featureNames: features }, unknown };
}

/** The model's pipeline, restored from the model file; an error when the model was trained on vectors. */
export function modelPipeline(model: { preprocessing?: unknown }, file: string): FittedTextPipeline {
  if (model.preprocessing === null || model.preprocessing === undefined) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      "this model was trained on feature vectors, not raw text; it has no text pipeline",
      {
        file,
      },
    );
  }
  return loadTextPipeline(model.preprocessing);
}

function vectorizeForModel(corpus: TextCorpus, model: FeatureSpace): { dataset: Dataset } {
  const pipeline = modelPipeline(model, "model");
  const texts = corpus.documents.map((d) => d.text);
  const { Y } = corpusLabels(corpus, model.labels);
  return {
    dataset: {
      X: pipeline.transform(texts),
      Y,
      featureNames: model.features,
      labelNames: model.labels,
      documentIds: corpus.documents.map((d) => d.id),
    },
  };
}
