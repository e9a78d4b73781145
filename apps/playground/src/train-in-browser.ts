import { adaBoostMH } from "@textboost/adaboost-mh";
import { type Dataset, labelsAboveThresholds, TextboostError } from "@textboost/core";
import { generateSyntheticCorpus, selectDocuments } from "@textboost/datasets/parsers";
import { evaluate } from "@textboost/metrics";
import { mpBoost } from "@textboost/mp-boost";
import { type CurvePoint, curveSizes } from "@textboost/report";
import { labelMatrix } from "@textboost/sparse";
import { type FittedTextPipeline, PAPER_PREPROCESSING, textPipeline } from "@textboost/text";
import { documentVerdicts, type LabelVerdict } from "./classify-text.js";
import { type DroppedDocuments, readDroppedFile } from "./dropped-file.js";
import { ENGLISH_SAMPLE } from "./english-sample.js";
import { type LabelledText, parseLabelledLines } from "./labelled-lines.js";

/** The algorithms the playground trains. */
export const PLAYGROUND_ALGORITHMS = ["adaboost-mh", "mp-boost"] as const;

/** What to train: an algorithm, S, and the documents. */
export interface TrainRequest {
  readonly algorithm: (typeof PLAYGROUND_ALGORITHMS)[number];
  readonly rounds: number;
  /**
   * The documents: the embedded synthetic corpus, the built-in English sample, the text box's lines,
   * or a file the user dropped or picked (its name and contents; see `readDroppedFile`).
   */
  readonly source:
    | { readonly kind: "synthetic"; readonly seed: number }
    | { readonly kind: "sample" }
    | { readonly kind: "pasted"; readonly text: string }
    | { readonly kind: "file"; readonly name: string; readonly text: string };
}

/** A held-out document with its true labels and the model's verdicts on it. */
export interface ExplainedDocument {
  /** The text (texts), or `document N` (an ARFF file's row, 1-based). */
  readonly text: string;
  readonly labels: readonly string[];
  readonly verdicts: readonly LabelVerdict[];
}

/** A trained model with what the page shows about it. */
export interface TrainResult {
  /** The model file (a textboost model envelope; holding the text pipeline when trained on texts). */
  readonly model: unknown;
  /** Whether the model reads raw text (texts) or only vectors (an ARFF file). */
  readonly readsText: boolean;
  readonly trainDocuments: number;
  readonly testDocuments: number;
  readonly labels: readonly string[];
  readonly terms: number;
  readonly trainMs: number;
  /** F1 micro and macro on the test documents at S = 1, 2, 5, 10, ... and the last round. */
  readonly curve: readonly CurvePoint[];
  /** The first few held-out documents, explained. */
  readonly examples: readonly ExplainedDocument[];
}

/** Held-out documents explained in the result. */
const EXAMPLES = 3;

/** Every fourth document is held out for the learning curve and the explanations. */
const heldOut = (i: number) => i % 4 === 3;

/** Splits documents (texts or rows) into training and test parts, or says there are too few. */
function splitParts<T>(docs: readonly T[]): { train: T[]; test: T[] } {
  const train = docs.filter((_, i) => !heldOut(i));
  const test = docs.filter((_, i) => heldOut(i));
  if (train.length === 0 || test.length === 0) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `${docs.length} document(s): give at least 4 (every fourth is held out to draw the learning curve)`,
    );
  }
  return { train, test };
}

/** The documents of a request: training and test texts, or an ARFF file's data set. */
type Documents =
  | {
      readonly kind: "texts";
      readonly train: readonly LabelledText[];
      readonly test: readonly LabelledText[];
    }
  | { readonly kind: "vectors"; readonly dataset: Dataset };

/** The documents of a request; the synthetic corpus keeps its own split, the others hold out every fourth. */
async function documentsOf(source: TrainRequest["source"]): Promise<Documents> {
  if (source.kind === "synthetic") {
    const corpus = generateSyntheticCorpus({ seed: source.seed });
    const plain = (docs: typeof corpus.train.documents) =>
      docs.map((d) => ({ labels: d.labels, text: d.text }));
    return { kind: "texts", train: plain(corpus.train.documents), test: plain(corpus.test.documents) };
  }
  const read: DroppedDocuments =
    source.kind === "sample"
      ? { kind: "texts", documents: parseLabelledLines(ENGLISH_SAMPLE) }
      : source.kind === "pasted"
        ? { kind: "texts", documents: parseLabelledLines(source.text) }
        : await readDroppedFile(source.name, source.text);
  return read.kind === "vectors" ? read : { kind: "texts", ...splitParts(read.documents) };
}

/** The data sets to train and test on, the text pipeline (texts only), and the held-out texts. */
function prepare(documents: Documents): {
  train: Dataset;
  test: Dataset;
  testTexts: readonly string[];
  pipeline?: FittedTextPipeline;
} {
  if (documents.kind === "vectors") {
    const d = documents.dataset;
    const rows = Array.from({ length: d.X.rows }, (_, i) => i);
    const { train, test } = splitParts(rows);
    return {
      train: selectDocuments(d, train),
      test: selectDocuments(d, test),
      testTexts: test.map((i) => `document ${i + 1}`),
    };
  }
  const { train, test } = documents;
  const labels = [...new Set(train.flatMap((d) => d.labels))].sort();
  const index = new Map(labels.map((l, j) => [l, j]));
  const labelSets = (docs: readonly LabelledText[]) =>
    labelMatrix(
      docs.map((d) => d.labels.flatMap((l) => (index.has(l) ? [index.get(l)!] : []))),
      labels.length,
    );
  const pipeline = textPipeline(PAPER_PREPROCESSING).fit(train.map((d) => d.text));
  const part = (docs: readonly LabelledText[]): Dataset => ({
    X: pipeline.transform(docs.map((d) => d.text)),
    Y: labelSets(docs),
    featureNames: pipeline.terms,
    labelNames: labels,
  });
  return { train: part(train), test: part(test), testTexts: test.map((d) => d.text), pipeline };
}

/**
 * Trains AdaBoost.MH or MP-Boost on the request's documents (texts with the MP-Boost paper's text
 * preprocessing; an ARFF file's vectors as they are), reporting each round, measures F1 on the
 * held-out documents (every fourth) along S and explains the first few of them. Runs in a web worker
 * in the page (see `train-worker.ts`), and anywhere else.
 *
 * @param request - algorithm, S and documents
 * @param onRound - called after every round with the round number (1-based) and S
 * @returns the model file, the learning curve and the explained documents
 * @throws TextboostError `E_INPUT_FORMAT` for a bad line or file (naming the file and line),
 *   `E_INVALID_ARGUMENT` for too few documents, a file of another type, or S < 1
 * @example
 * ```ts
 * const result = await trainInBrowser({ algorithm: "mp-boost", rounds: 100, source: { kind: "sample" } }, () => {});
 * ```
 */
export async function trainInBrowser(
  request: TrainRequest,
  onRound: (round: number, rounds: number) => void,
): Promise<TrainResult> {
  if (!Number.isInteger(request.rounds) || request.rounds < 1) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `rounds must be a whole number >= 1, got ${request.rounds}`,
    );
  }
  const documents = await documentsOf(request.source);
  const { train, test, testTexts, pipeline } = prepare(documents);
  const booster = request.algorithm === "adaboost-mh" ? adaBoostMH() : mpBoost();
  const start = performance.now();
  const model = await booster.fit(train, {
    iterations: request.rounds,
    ...(pipeline === undefined ? {} : { preprocessing: pipeline.toJSON() }),
    onIteration: (e) => onRound(e.iteration, request.rounds),
  });
  const trainMs = performance.now() - start;
  const curve = curveSizes(model.length).map((s) => {
    const scores = model.scores(test.X, { rounds: s });
    const r = evaluate(test.Y, scores, { predictions: labelsAboveThresholds(scores, 0) });
    return { iterations: s, microF1: r.microF1, macroF1: r.macroF1 };
  });
  const examples = testTexts.slice(0, EXAMPLES).map((text, i) => ({
    text,
    labels: rowLabels(test, i),
    verdicts: documentVerdicts(model, test.X, i),
  }));
  return {
    model: model.toJSON(),
    readsText: pipeline !== undefined,
    trainDocuments: train.X.rows,
    testDocuments: test.X.rows,
    labels: train.labelNames,
    terms: train.X.cols,
    trainMs,
    curve,
    examples,
  };
}

/** The label names of row `i` of a data set. */
function rowLabels(d: Dataset, i: number): string[] {
  const out: string[] = [];
  for (let p = d.Y.indptr[i]!; p < d.Y.indptr[i + 1]!; p++) out.push(d.labelNames[d.Y.indices[p]!]!);
  return out;
}
