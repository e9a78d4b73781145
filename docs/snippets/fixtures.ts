/**
 * The data the documentation's snippets may use without building it first, as a reader would have it
 * at hand: a small seeded synthetic corpus, vectorised with the MP-Boost paper's preprocessing, split
 * into training, validation and test parts, and a model trained on it. The snippet test imports a name
 * from here only when a snippet uses it without declaring or importing it (see
 * docs/snippets/compile-snippets.ts), so a snippet that declares its own `dataset` uses its own.
 */
import { test as fcTest } from "@fast-check/vitest";
import { adaBoostMH } from "@textboost/adaboost-mh";
import { createRandom, type Dataset, type LabelMatrix } from "@textboost/core";
import { generateSyntheticCorpus, labelTreeFromPaths, type TextDocument } from "@textboost/datasets";
import { labelMatrix } from "@textboost/sparse";
import { labelTotals, trainingSet } from "@textboost/stumps";
import { PAPER_PREPROCESSING, textPipeline } from "@textboost/text";

export { describe, expect, it } from "vitest";
/** fast-check's vitest `test` (with `test.prop`), which the `@textboost/testing` examples use. */
export const test = fcTest;

/** A seeded synthetic corpus: 160 training and 120 test documents, 6 labels in 2 topics. */
export const corpus = generateSyntheticCorpus({ seed: 7, trainDocuments: 160, testDocuments: 120, labels: 6 });
/** The raw texts of the training documents. */
export const texts: string[] = corpus.train.documents.map((d) => d.text);
export const trainTexts = texts;
/** The label names, one per column of every `Y`. */
export const labelNames: readonly string[] = corpus.labelNames;
export const labels = labelNames;
/** The text pipeline fitted on the training texts. */
export const pipeline = textPipeline(PAPER_PREPROCESSING).fit(texts);
/** The feature (term) names, one per column of every `X`. */
export const featureNames: readonly string[] = pipeline.terms;

const labelIndex = new Map(labelNames.map((l, j) => [l, j]));
const labelsOf = (docs: readonly TextDocument[]): LabelMatrix =>
  labelMatrix(
    docs.map((d) => d.labels.map((l) => labelIndex.get(l)!)),
    labelNames.length,
  );
const part = (docs: readonly TextDocument[]): Dataset => ({
  X: pipeline.transform(docs.map((d) => d.text)),
  Y: labelsOf(docs),
  featureNames,
  labelNames,
});

/** The training set. */
export const dataset: Dataset = part(corpus.train.documents);
export const data = dataset;
export const train = dataset;
export const { X, Y } = dataset;
/** The validation part: the first 60 test documents. */
export const validation: Dataset = part(corpus.test.documents.slice(0, 60));
export const { X: Xval, Y: Yval } = validation;
/** The test part: the other 60 test documents. */
export const testSet: Dataset = part(corpus.test.documents.slice(60));
export const { X: testX, Y: testY } = testSet;
export const Xtest = testX;
export const Ytest = testY;
export const Xnew = testX;
export const largeX = testX;

/** The label tree of the corpus (its label names are `topic.label` paths). */
export const tree = labelTreeFromPaths(labelNames);

/** The training set as a weak learner sees it, uniform weights over its (document, label) pairs, and their totals. */
export const ts = trainingSet(X, Y);
export const weights = new Float64Array(Y.rows * Y.cols).fill(1 / (Y.rows * Y.cols));
export const D = weights;
export const totals = labelTotals(ts, weights);

/** AdaBoost.MH trained for 30 rounds on the training set, and its scores on the validation and test parts. */
export const model = await adaBoostMH().fit(dataset, { iterations: 30 });
export const scores = model.scores(testX);
export const scoresVal = model.scores(Xval);

/** A seeded random source. */
export const random = createRandom(1);
