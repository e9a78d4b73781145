import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Dataset } from "@textboost/core";
import {
  type DatasetFormat,
  loadDataset,
  readReuters21578,
  selectDocuments,
  stratifiedSplit,
  writeMulan,
} from "@textboost/datasets";
import { labelMatrix } from "@textboost/sparse";
import { PAPER_PREPROCESSING, type TermWeighting, textPipeline } from "@textboost/text";

/** How the accuracy bench gets a data set's training and test parts. */
export type AccuracySetKind = "reuters" | "parts" | "split";

/** One data set of the accuracy bench, by its place under the data sets folder. */
export interface AccuracySetSpec {
  readonly name: string;
  readonly kind: AccuracySetKind;
  /** Under the data sets folder: the SGML directory, a Mulan directory with train/test files, or one `.arff` file. */
  readonly path: string;
}

/** Every data set of the bench, in the order of the page. */
export const ACCURACY_SETS: readonly AccuracySetSpec[] = [
  { name: "reuters21578", kind: "reuters", path: "reuters21578" },
  { name: "rcv1subset1", kind: "split", path: "mulan/rcv1subset1/rcv1subset1.arff" },
  { name: "reutersk500", kind: "split", path: "mulan/reutersk500/reutersk500.arff" },
  { name: "medical", kind: "parts", path: "mulan/medical" },
  { name: "enron", kind: "parts", path: "mulan/enron" },
  { name: "bibtex", kind: "parts", path: "mulan/bibtex" },
  ...["arts", "business", "computers", "education", "entertainment", "health"].map(
    (s): AccuracySetSpec => ({ name: `yahoo-${s}`, kind: "parts", path: `yahoo/${s}` }),
  ),
];

/** The features one scikit-learn run sees: the same documents and columns as textboost's. */
export interface FeatureVariant {
  /** `tf-idf` (l2-normalised), `binary`, or `given` (the data set's own values). */
  readonly features: string;
  readonly train: Dataset;
  readonly test: Dataset;
}

/** A data set ready for both sides: where the CLI reads it, and the vectors the baselines get. */
export interface PreparedSet {
  readonly spec: AccuracySetSpec;
  /** How the parts were made, for the page. */
  readonly split: string;
  /** What `textboost train` and `evaluate` take as `--format` and `--data` (train part, test part). */
  readonly cli: { readonly format: DatasetFormat; readonly data: string };
  /** The test part's true labels and the baselines' features (the first variant is the main one). */
  readonly variants: readonly [FeatureVariant, ...FeatureVariant[]];
}

/**
 * Reuters-21578 ModApte with its 90 categories, vectorised as `textboost train --format
 * reuters21578` does (the MP-Boost paper's preprocessing fitted on the training documents), with the
 * term counts weighted as tf-idf with l2 normalisation (`tf-idf-cosine`, idf = ln(N / df) from the
 * training documents) and as binary presence: the same vocabulary, so the same columns, in both.
 */
async function reutersSet(spec: AccuracySetSpec, dir: string): Promise<PreparedSet> {
  const path = join(dir, spec.path);
  const split = await readReuters21578(path, { categories: "modapte-90" });
  const labels = split.train.labelNames;
  const index = new Map(labels.map((l, j) => [l, j]));
  const labelSets = (docs: readonly { labels: readonly string[] }[]) =>
    labelMatrix(
      docs.map((d) => d.labels.flatMap((l) => (index.has(l) ? [index.get(l)!] : []))),
      labels.length,
    );
  const trainTexts = split.train.documents.map((d) => d.text);
  const testTexts = split.test.documents.map((d) => d.text);
  const trainY = labelSets(split.train.documents);
  const testY = labelSets(split.test.documents);
  const variant = (weighting: TermWeighting, name: string): FeatureVariant => {
    const pipeline = textPipeline({ ...PAPER_PREPROCESSING, weighting }).fit(trainTexts);
    const parts = { featureNames: pipeline.terms, labelNames: labels };
    return {
      features: name,
      train: { ...parts, X: pipeline.transform(trainTexts), Y: trainY },
      test: { ...parts, X: pipeline.transform(testTexts), Y: testY },
    };
  };
  return {
    spec,
    split: "ModApte, the 90 categories with a training and a test document",
    cli: { format: "reuters21578", data: path },
    variants: [variant("tf-idf-cosine", "tf-idf"), variant("binary", "binary")],
  };
}

async function vectors(path: string, split: "train" | "test" | undefined): Promise<Dataset> {
  const loaded = await loadDataset("mulan", path, split === undefined ? {} : { split });
  if (loaded.kind !== "vectors") throw new Error(`${path}: expected vectors, got text`);
  return loaded.dataset;
}

/**
 * Prepares one data set: reads it, makes the parts (for a data set without parts, one seeded
 * stratified split with `stratifiedSplit`, written as a Mulan train/test pair under `workDir` so that
 * the CLI reads exactly those documents) and returns the vectors the baselines get.
 *
 * @param spec - the data set
 * @param datasetsDir - the shared data sets folder
 * @param workDir - a temporary folder for the split files
 * @param split - the held-out share and the seed of the split (for `split` data sets)
 * @returns the {@link PreparedSet}
 * @throws TextboostError from the readers
 */
export async function prepareSet(
  spec: AccuracySetSpec,
  datasetsDir: string,
  workDir: string,
  split: { readonly testFraction: number; readonly seed: number },
): Promise<PreparedSet> {
  if (spec.kind === "reuters") return reutersSet(spec, datasetsDir);
  const path = join(datasetsDir, spec.path);
  if (spec.kind === "parts") {
    const [train, test] = [await vectors(path, "train"), await vectors(path, "test")];
    return {
      spec,
      split: "the data set's train and test files",
      cli: { format: "mulan", data: path },
      variants: [{ features: "given", train, test }],
    };
  }
  const whole = await vectors(path, undefined);
  const rows = stratifiedSplit(whole.Y, { testFraction: split.testFraction, seed: split.seed });
  const train = selectDocuments(whole, rows.train);
  const test = selectDocuments(whole, rows.test);
  const dir = join(workDir, spec.name);
  mkdirSync(dir, { recursive: true });
  const xml = join(dir, `${spec.name}.xml`);
  await writeMulan(train, join(dir, `${spec.name}-train.arff`), xml, { relation: `${spec.name}-train` });
  await writeMulan(test, join(dir, `${spec.name}-test.arff`), xml, { relation: `${spec.name}-test` });
  const percent = Math.round(split.testFraction * 100);
  return {
    spec,
    split: `stratifiedSplit, ${100 - percent}/${percent}, seed ${split.seed}`,
    cli: { format: "mulan", data: dir },
    variants: [{ features: "given", train, test }],
  };
}
