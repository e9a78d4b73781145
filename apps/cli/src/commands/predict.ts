import type { CsrMatrix, LabelMatrix, Model } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { type DatasetFormat, type DatasetSplit, readRegularFile, splitLines } from "@textboost/datasets";
import type { ThreadsOption } from "@textboost/workers/node";
import { modelPipeline } from "../data/prepare-data.js";
import { PREDICTIONS_OUTPUT } from "../files/output-kinds.js";
import { checkOutputPaths } from "../files/output-paths.js";
import {
  type PredictionFileFormat,
  type PredictionRecord,
  predictionFileFormat,
  writePredictions,
} from "../files/prediction-file.js";
import type { CliIO } from "../io.js";
import type { FeatureSelectionRecord } from "../model/feature-selection-record.js";
import { loadDataForModel } from "../model/model-data-mismatch.js";
import { loadDecidedModel } from "../model/model-decision.js";
import { scoresInParallel, startModelScorer } from "../model/model-scorer.js";
import { probabilityDescription } from "../model/probability-description.js";
import { threadsFor } from "../threads.js";

/** A data set whose documents `predict` labels (instead of raw-text files or standard input). */
export interface PredictDataSource {
  readonly format: DatasetFormat;
  readonly data: string;
  readonly split?: DatasetSplit;
  /** Go on when the data's features differ from the model's (default: an error). */
  readonly allowMismatch?: boolean;
}

/** Arguments of `textboost predict`. */
export interface PredictArgs {
  readonly model: string;
  /** Text files, one document each; none (and no `dataset`): standard input, one document per non-empty line. */
  readonly files: readonly string[];
  /** Label the documents of this data set instead (any format; vectors or raw text). */
  readonly dataset?: PredictDataSource;
  /** Labels whose score is above this are predicted (default: the model's decision record, else 0). */
  readonly threshold?: number;
  /** Also list the `top` best-scoring labels when fewer pass the threshold. */
  readonly top: number;
  readonly json: boolean;
  /**
   * Write every document's scores, probabilities, predicted labels and (for a data set) true labels to
   * this file instead of printing: CSV or JSON Lines, by `outFormat` else by the extension.
   */
  readonly out?: string;
  /** The format of `out` (default: its extension, `.csv` or `.jsonl`). */
  readonly outFormat?: PredictionFileFormat;
  /** Replace `out` if it exists (never an input). */
  readonly force?: boolean;
  /** Threads for scoring (default: the number of cores; 1 = no worker thread). */
  readonly threads?: ThreadsOption;
}

/** One document's prediction. */
export interface Prediction {
  readonly document: string;
  readonly labels: readonly { label: string; score: number; probability: number; predicted: boolean }[];
  /** The document's true labels, when it comes from a data set. */
  readonly true?: readonly string[];
}

/** `textboost predict`: labels with scores for raw-text documents, through the model's own pipeline. */
export async function predict(args: PredictArgs, io: CliIO): Promise<Prediction[]> {
  if (args.dataset && args.files.length > 0) {
    throw new TextboostError("E_INVALID_ARGUMENT", "give text files or --format/--data, not both");
  }
  if (args.out !== undefined) {
    checkOutputPaths({
      inputs: [
        { option: "--model", path: args.model },
        ...args.files.map((path) => ({ option: "[files...]", path })),
        ...(args.dataset ? [{ option: "--data", path: args.dataset.data }] : []),
      ],
      outputs: [{ option: "--out", path: args.out, kind: PREDICTIONS_OUTPUT }],
      force: args.force ?? false,
    });
    predictionFileFormat(args.out, args.outFormat); // before any work
  }
  const { model, decision, featureSelection } = await loadDecidedModel(
    args.model,
    args.threshold === undefined ? {} : { threshold: args.threshold },
  );
  const { X, docs, truth } = args.dataset
    ? await dataSetDocuments(args.dataset, model, io, featureSelection)
    : await textDocuments(args, model, io);
  const threads = scoresInParallel(model) ? threadsFor(args.threads, { documents: X.rows }, io) : 1;
  const scorer = await startModelScorer(model, threads);
  let scores: Awaited<ReturnType<typeof scorer.scores>>;
  try {
    scores = await scorer.scores(X, decision.rounds);
  } finally {
    await scorer.close();
  }
  io.err(`${decision.description}\n`);
  const predicted = decision.labelSets(scores);
  const m = model.labels.length;
  const probs = decision.probabilities(scores).data;
  if (args.out !== undefined) {
    const records = docs.map((name, i): PredictionRecord => {
      const row = scores.data.subarray(i * m, (i + 1) * m);
      const labels = labelsOf(predicted, i)
        .sort((a, b) => row[b]! - row[a]! || a - b)
        .map((j) => model.labels[j]!);
      return {
        document: name,
        labels,
        scores: row,
        probabilities: probs.subarray(i * m, (i + 1) * m),
        ...(truth === undefined ? {} : { trueLabels: truth[i]! }),
      };
    });
    writePredictions(
      args.out,
      { labelNames: model.labels, records, truth: truth !== undefined },
      args.outFormat,
    );
    io.err(`probabilities: ${probabilityDescription(decision.calibration)}\n`);
    io.err(`wrote predictions for ${docs.length} documents to ${args.out}\n`);
    return [];
  }
  const out: Prediction[] = docs.map((name, i) => {
    const chosen = new Set(labelsOf(predicted, i));
    const ranked = model.labels
      .map((label, j) => ({
        label,
        score: scores.data[i * m + j]!,
        probability: probs[i * m + j]!,
        predicted: chosen.has(j),
      }))
      .sort((a, b) => b.score - a.score);
    const keep = ranked.filter((r, rank) => r.predicted || rank < args.top);
    return { document: name, labels: keep, ...(truth === undefined ? {} : { true: truth[i]! }) };
  });
  if (args.json) io.out(`${JSON.stringify(out)}\n`);
  else {
    for (const p of out) {
      const labels = p.labels
        .map((l) => `${l.predicted ? "" : "("}${l.label}:${l.score.toFixed(3)}${l.predicted ? "" : ")"}`)
        .join(" ");
      io.out(`${p.document}\t${labels || "(no label)"}\n`);
    }
  }
  return out;
}

/** The label columns of row `i` of a label matrix. */
function labelsOf(P: LabelMatrix, i: number): number[] {
  return Array.from(P.indices.subarray(P.indptr[i]!, P.indptr[i + 1]!));
}

/** Raw-text documents from files or standard input, through the model's own pipeline. */
async function textDocuments(
  args: PredictArgs,
  model: Model,
  io: CliIO,
): Promise<{ X: CsrMatrix; docs: string[]; truth?: string[][] }> {
  const pipeline = modelPipeline(model as { preprocessing?: unknown }, args.model);
  const docs: { name: string; text: string }[] = [];
  if (args.files.length > 0) {
    for (const f of args.files) {
      docs.push({ name: f, text: readRegularFile(f).toString("utf8") });
    }
  } else {
    let i = 0;
    for await (const text of splitLines([await io.readStdin()], "standard input")) {
      i++;
      if (text.trim() !== "") docs.push({ name: `stdin:${i}`, text });
    }
  }
  return { X: pipeline.transform(docs.map((d) => d.text)), docs: docs.map((d) => d.name) };
}

/**
 * The documents of a data set in the model's feature space, named by their ids (or row numbers), with
 * their true labels as the data names them.
 */
async function dataSetDocuments(
  source: PredictDataSource,
  model: Model,
  io: CliIO,
  selection: FeatureSelectionRecord | undefined,
): Promise<{ X: CsrMatrix; docs: string[]; truth: string[][] }> {
  const data = await loadDataForModel(model, source, false, io, selection);
  const { dataset } = data;
  const ids = dataset.documentIds;
  return {
    X: dataset.X,
    docs: Array.from({ length: dataset.X.rows }, (_, i) => ids?.[i] ?? String(i)),
    truth: data.source.documentLabels(),
  };
}
