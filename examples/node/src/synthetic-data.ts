import type { Dataset } from "@textboost/core";
import { generateSyntheticCorpus, type SyntheticCorpusOptions, type TextCorpus } from "@textboost/datasets";
import { labelMatrix } from "@textboost/sparse";
import { type FittedTextPipeline, PAPER_PREPROCESSING, textPipeline } from "@textboost/text";

/** The embedded synthetic corpus as an application would prepare it: a fitted pipeline and two data sets. */
export interface PreparedCorpus {
  readonly pipeline: FittedTextPipeline;
  readonly train: Dataset;
  readonly test: Dataset;
  /** The raw test texts, for predicting from text. */
  readonly testTexts: readonly string[];
}

/**
 * Generates the seeded synthetic corpus of `@textboost/datasets`, fits the MP-Boost paper's text
 * pipeline on its training texts and vectorises both parts in that one feature space.
 *
 * @param options - the corpus options (seed, sizes, labels)
 * @returns the pipeline, the training and test data sets and the raw test texts
 */
export function prepareSyntheticCorpus(options: SyntheticCorpusOptions = {}): PreparedCorpus {
  const corpus = generateSyntheticCorpus(options);
  const texts = (part: TextCorpus) => part.documents.map((d) => d.text);
  const pipeline = textPipeline(PAPER_PREPROCESSING).fit(texts(corpus.train));
  const label = new Map(corpus.labelNames.map((name, j) => [name, j]));
  const dataset = (part: TextCorpus): Dataset => ({
    X: pipeline.transform(texts(part)),
    Y: labelMatrix(
      part.documents.map((d) => d.labels.map((l) => label.get(l)!)),
      corpus.labelNames.length,
    ),
    featureNames: pipeline.terms,
    labelNames: corpus.labelNames,
  });
  return {
    pipeline,
    train: dataset(corpus.train),
    test: dataset(corpus.test),
    testTexts: texts(corpus.test),
  };
}
