/**
 * The data the documentation's snippets may use without building it first, as a reader would have it
 * at hand: a small seeded synthetic corpus, vectorised with the MP-Boost paper's preprocessing, split
 * into training, validation and test parts, and a model trained on it. The snippet test imports a name
 * from here only when a snippet uses it without declaring or importing it (see
 * docs/snippets/compile-snippets.ts), so a snippet that declares its own `dataset` uses its own.
 */

import { adaBoostLC, createHypothesisSpace } from "@textboost/adaboost-lc";
import { adaBoostMH, loadAdaBoostMH } from "@textboost/adaboost-mh";
import { createRandom, type Dataset, type LabelMatrix, labelTree, type WeakLearner } from "@textboost/core";
import { hammingCover, twoSetsCover } from "@textboost/covers";
import { generateSyntheticCorpus, type TextDocument } from "@textboost/datasets";
import { rotationForest } from "@textboost/rotation-forest";
import { labelMatrix, trainingSet } from "@textboost/sparse";
import { createStatisticsTable, fillStatisticsTable, labelTotals } from "@textboost/statistics";
import { presenceStump } from "@textboost/stumps";
import { PAPER_PREPROCESSING, textPipeline } from "@textboost/text";
import { prepareTreeBoost, treeBoost } from "@textboost/treeboost";

/** fast-check's vitest `test` (with `test.prop`), which the `@textboost/testing` examples use. */
export { test } from "@fast-check/vitest";
export { describe, expect, it } from "vitest";

/** A seeded synthetic corpus: 160 training and 120 test documents, 6 labels in 2 topics. */
export const corpus = generateSyntheticCorpus({
  seed: 7,
  trainDocuments: 160,
  testDocuments: 120,
  labels: 6,
});
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

/** The number of labels (m in textboost's letters, docs/architecture.md; k in the examples that predate them). */
export const m = labelNames.length;
export const k = m;

/** The corpus's two-level label tree: its topics, and under each the labels named `topic.label`. */
const topics = [...new Set(labelNames.map((l) => l.split(".")[0]!))];
export const tree = labelTree({
  labels: [...topics, ...labelNames],
  parent: [...topics.map(() => -1), ...labelNames.map((l) => topics.indexOf(l.split(".")[0]!))],
});
export const hierarchy = tree;
/** TreeBoost.MH's plan and local examples for that tree (50 rounds per node). */
export const prepared = prepareTreeBoost(dataset, tree, undefined, 50);
export const { plan, examples } = prepared;

/** The training set as a weak learner sees it, uniform weights over its (document, label) pairs, and their totals. */
export const ts = trainingSet(X, Y);
export const weights = new Float64Array(Y.rows * Y.cols).fill(1 / (Y.rows * Y.cols));
export const D = weights;
export const totals = labelTotals(ts, weights);
/** The present-side statistics W(k, j, ±) of every term under those weights, and their total mass. */
export const table = fillStatisticsTable(ts, weights, createStatisticsTable(X.cols, Y.cols, "term-major"));
export const mass = totals.positive.reduce((a, b) => a + b, 0) + totals.negative.reduce((a, b) => a + b, 0);

/** AdaBoost.MH trained for 100 rounds on the training set; its scores on the training set and the validation part. */
export const model = await adaBoostMH().fit(dataset, { iterations: 100 });
export const trained = model;
export const scores = model.scores(X);
export const scoresVal = model.scores(Xval);

/** AdaBoost.LC with the Hamming cover, 20 rounds on the training set. */
export const lcModel = await adaBoostLC({ cover: hammingCover() }).fit(dataset, { iterations: 20 });

/** TreeBoost.MH over {@link tree}, AdaBoost.MH at every node, 50 rounds. */
export const treeModel = await treeBoost({ hierarchy: tree }).fit(dataset, { iterations: 50 });

/** A small rotation forest (3 members of 5 rounds over 3 LSI blocks of 5 dimensions) and its first member's projection. */
export const forest = await rotationForest({ subsets: 3, lsiDims: 5, baseIterations: 5 }).fit(dataset, {
  iterations: 3,
  seed: 1,
});
export const projection = forest.members[0]!.projection;

/** AdaBoost.LC's presence hypotheses over the training set, with the bias. */
export const space = createHypothesisSpace(X, "presence", { bias: true, normalizeRows: false });

/** Stand-ins for "your own" plug-ins in the `@textboost/testing` examples: built-in ones, which keep the contracts. */
export const myLearner: WeakLearner = presenceStump({ variant: "real" });
export const myBooster = adaBoostMH();
export const loadMyModel = loadAdaBoostMH;
export const myCover = twoSetsCover();

/** A seeded random source. */
export const random = createRandom(1);
