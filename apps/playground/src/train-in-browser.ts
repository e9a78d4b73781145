import { adaBoostMH } from "@textboost/adaboost-mh";
import { labelsAboveThresholds, TextboostError } from "@textboost/core";
import { generateSyntheticCorpus } from "@textboost/datasets";
import { evaluate } from "@textboost/metrics";
import { mpBoost } from "@textboost/mp-boost";
import { type CurvePoint, curveSizes } from "@textboost/report";
import { labelMatrix } from "@textboost/sparse";
import { PAPER_PREPROCESSING, textPipeline } from "@textboost/text";
import { type LabelledText, parseLabelledLines } from "./labelled-lines.js";

/** The algorithms the playground trains. */
export const PLAYGROUND_ALGORITHMS = ["adaboost-mh", "mp-boost"] as const;

/** What to train: an algorithm, S, and the documents (the embedded synthetic corpus or pasted lines). */
export interface TrainRequest {
  readonly algorithm: (typeof PLAYGROUND_ALGORITHMS)[number];
  readonly rounds: number;
  readonly source:
    | { readonly kind: "synthetic"; readonly seed: number }
    | { readonly kind: "pasted"; readonly text: string };
}

/** A trained model with what the page shows about it. */
export interface TrainResult {
  /** The model file (a textboost model envelope holding the text pipeline). */
  readonly model: unknown;
  readonly trainDocuments: number;
  readonly testDocuments: number;
  readonly labels: readonly string[];
  readonly terms: number;
  readonly trainMs: number;
  /** F1 micro and macro on the test documents at S = 1, 2, 5, 10, ... and the last round. */
  readonly curve: readonly CurvePoint[];
}

/** The documents of a request, split into training and test parts. */
function documentsOf(source: TrainRequest["source"]): { train: LabelledText[]; test: LabelledText[] } {
  if (source.kind === "synthetic") {
    const corpus = generateSyntheticCorpus({ seed: source.seed });
    const plain = (docs: typeof corpus.train.documents) =>
      docs.map((d) => ({ labels: d.labels, text: d.text }));
    return { train: plain(corpus.train.documents), test: plain(corpus.test.documents) };
  }
  const docs = parseLabelledLines(source.text);
  // Every fourth document is held out for the learning curve.
  const train = docs.filter((_, i) => i % 4 !== 3);
  const test = docs.filter((_, i) => i % 4 === 3);
  if (train.length === 0 || test.length === 0) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `${docs.length} document(s): paste at least 4 lines (every fourth is held out to draw the learning curve)`,
    );
  }
  return { train, test };
}

/**
 * Trains AdaBoost.MH or MP-Boost on the request's documents with the MP-Boost paper's text
 * preprocessing, reporting each round, and measures F1 on the held-out documents along S. Runs in
 * a web worker in the page (see `train-worker.ts`), and anywhere else.
 *
 * @param request - algorithm, S and documents
 * @param onRound - called after every round with the round number (1-based) and S
 * @returns the model file and the learning curve
 * @throws TextboostError `E_INPUT_FORMAT` for a bad pasted line, `E_INVALID_ARGUMENT` for too few
 *   documents or S < 1
 * @example
 * ```ts
 * const result = await trainInBrowser({ algorithm: "mp-boost", rounds: 100, source: { kind: "synthetic", seed: 1 } }, () => {});
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
  const { train, test } = documentsOf(request.source);
  const labels = [...new Set(train.flatMap((d) => d.labels))].sort();
  const index = new Map(labels.map((l, j) => [l, j]));
  const labelSets = (docs: LabelledText[]) =>
    labelMatrix(
      docs.map((d) => d.labels.flatMap((l) => (index.has(l) ? [index.get(l)!] : []))),
      labels.length,
    );
  const pipeline = textPipeline(PAPER_PREPROCESSING).fit(train.map((d) => d.text));
  const dataset = {
    X: pipeline.transform(train.map((d) => d.text)),
    Y: labelSets(train),
    featureNames: pipeline.terms,
    labelNames: labels,
  };
  const booster = request.algorithm === "adaboost-mh" ? adaBoostMH() : mpBoost();
  const start = performance.now();
  const model = await booster.fit(dataset, {
    iterations: request.rounds,
    preprocessing: pipeline.toJSON(),
    onIteration: (e) => onRound(e.iteration, request.rounds),
  });
  const trainMs = performance.now() - start;
  const testX = pipeline.transform(test.map((d) => d.text));
  const testY = labelSets(test);
  const curve = curveSizes(model.length).map((s) => {
    const scores = model.scores(testX, { rounds: s });
    const r = evaluate(testY, scores, { predictions: labelsAboveThresholds(scores, 0) });
    return { iterations: s, microF1: r.microF1, macroF1: r.macroF1 };
  });
  return {
    model: model.toJSON(),
    trainDocuments: train.length,
    testDocuments: test.length,
    labels,
    terms: pipeline.terms.length,
    trainMs,
    curve,
  };
}
