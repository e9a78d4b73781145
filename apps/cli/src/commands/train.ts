import { resolve } from "node:path";
import { TextboostError } from "@textboost/core";
import type { DatasetFormat, DatasetSplit } from "@textboost/datasets";
import { type Decision, describeDecision, withDecision } from "@textboost/decision";
import type { ThreadsOption } from "@textboost/workers/node";
import type { AlgorithmSettings } from "../algorithms/algorithm.js";
import { MLRF, TREEBOOST_MH } from "../algorithms/algorithm-names.js";
import { algorithmByName } from "../algorithms/registry.js";
import { loadSource } from "../data/prepare-data.js";
import { type TrainingDocuments, trainingDocuments } from "../data/training-documents.js";
import { checkOutputPaths } from "../files/output-paths.js";
import type { CliIO } from "../io.js";
import { writeModelFile } from "../model/model-file.js";
import type { ExperimentOptions } from "../options/experiment-options.js";
import type { StumpKind } from "../options/stump-kind.js";
import { checkTextSettings, type TextSettings } from "../options/text-options.js";
import {
  type CrossValidationReport,
  crossValidate,
  formatCrossValidation,
} from "../training/cross-validate.js";
import { readingSteps } from "../training/data-steps.js";
import { evaluateFitted, fitWithDecision } from "../training/fit-with-decision.js";
import { trainPathPlan } from "../training/train-paths.js";
import { type EvaluationRow, formatEvaluation } from "./evaluate.js";

/** Arguments of `textboost train`. */
export interface TrainArgs {
  readonly algorithm: string;
  readonly format: DatasetFormat;
  readonly data: string;
  readonly split?: DatasetSplit;
  readonly iterations: number;
  readonly settings: AlgorithmSettings;
  /** Where to write the model; optional only with `experiment.folds` (cross-validation alone). */
  readonly out?: string;
  readonly force: boolean;
  readonly json: boolean;
  /** Keep only this many features (information gain + round robin) before training. */
  readonly selectFeatures?: number;
  /** Threads per boosting round (default: the number of cores; 1 = no worker thread). */
  readonly threads?: ThreadsOption;
  /** `--stumps`: presence or threshold stumps (default: by the data, see `resolveStumps`). */
  readonly stumps?: StumpKind;
  /** Without a terminal: seconds between progress lines (0: none; default 10). */
  readonly logEverySeconds?: number;
  /** `--seed`: the seed of the algorithm's random choices (mlrf), recorded in the model. */
  readonly seed?: number;
  /** `--checkpoint`, `--checkpoint-every`, `--resume`. */
  readonly checkpoints?: { checkpoint?: string; checkpointEvery: number; resume?: string };
  /** Held-out test part, cross-validation, validation part and decision (default: none of them). */
  readonly experiment?: ExperimentOptions;
  /** `--weighting`, `--ngrams`, `--min-df`, ...: the text pipeline for raw text (default the paper's). */
  readonly text?: TextSettings;
  /** `--queue`, `--queue-name`, `--results`: MLRF's members or TreeBoost.MH's subtrees as jobs on Redis. */
  readonly queue?: { readonly url: string; readonly name?: string; readonly results: string };
}

/** What `train --json` prints. */
export interface TrainReport {
  readonly algorithm: string;
  readonly iterations: number;
  readonly threads: number;
  readonly documents: number;
  readonly features: number;
  readonly labels: number;
  readonly trainMs: number;
  readonly msPerIteration: number;
  readonly peakRssMb: number;
  readonly finalLoss: number | null;
  /** Rounds that came from `--resume`'s checkpoint (0 without one); `trainMs` covers the others. */
  readonly resumedFrom: number;
  readonly out: string;
  /** The decision recorded in the model (`--validation-fraction`, `--thresholds`), with a description. */
  readonly decision?: Decision & { readonly description: string };
  /** With `--test-fraction`: the measures on the held-out documents, at the model's S and thresholds. */
  readonly heldOut?: EvaluationRow & { readonly testFraction: number; readonly seed: number };
  /** With `--folds`: mean and sd of every measure over the folds. */
  readonly crossValidation?: CrossValidationReport;
}

/** What `train --folds k --json` prints without `--out`: the estimate alone. */
export interface CrossValidationOnlyReport {
  readonly algorithm: string;
  readonly iterations: number;
  readonly crossValidation: CrossValidationReport;
}

/** Peak resident set size of this process so far, in MiB. */
export function peakRssMb(): number {
  return Math.round((process.resourceUsage().maxRSS / 1024) * 10) / 10;
}

/**
 * `textboost train`: fits a booster and writes the model (with the text pipeline for raw text, and
 * the decision record when S, thresholds or a calibration were chosen). `--test-fraction` holds out a
 * stratified test part and reports the measures on it; `--folds k` cross-validates the whole
 * procedure first (then `--out`, when given, gets a model trained on all the documents).
 */
export async function train(args: TrainArgs, io: CliIO): Promise<TrainReport | CrossValidationOnlyReport> {
  if (args.queue === undefined) return trainHere(args, io);
  const { queue: where, ...rest } = args;
  if (args.algorithm !== MLRF && args.algorithm !== TREEBOOST_MH) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `--queue applies to --algorithm mlrf (members) and treeboost (subtrees), not ${args.algorithm}`,
    );
  }
  // The queue's package (and the forest's and the tree's it trains) loads only for --queue.
  const { openJobQueue } = await import("@textboost/distributed");
  const queue = openJobQueue(where.url, where.name === undefined ? {} : { name: where.name });
  try {
    await queue.ready();
    const training = { queue, resultsDir: resolve(io.cwd, where.results) };
    return await trainHere({ ...rest, settings: { ...args.settings, queue: training } }, io);
  } finally {
    await queue.close();
  }
}

/** `train` with the algorithm's settings as given (a queue among them, or none). */
async function trainHere(args: TrainArgs, io: CliIO): Promise<TrainReport | CrossValidationOnlyReport> {
  const algorithm = algorithmByName(args.algorithm);
  checkOutputPaths(trainPathPlan(args)); // before hours of training, not after
  const experiment = args.experiment ?? { splitSeed: 0 };
  const { checkpoints, ...common } = args;
  if (
    (checkpoints?.checkpoint !== undefined || checkpoints?.resume !== undefined) &&
    experiment.folds !== undefined
  ) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      "--checkpoint and --resume apply to one training, not to --folds cross-validation",
    );
  }
  // The documents are read once; every step below takes them or a part of them.
  const reading = readingSteps(io, args.logEverySeconds);
  const documents = trainingDocuments(
    await loadSource(args.format, args.data, args.split, "train", reading.onProgress).finally(() =>
      reading.stop(),
    ),
  );
  const text = checkTextSettings(documents.source, args.text, args.format, (line) =>
    io.err(`textboost: ${line}\n`),
  );
  const { text: _, ...rest } = common;
  const settings = { ...rest, ...(text === undefined ? {} : { text }), experiment };
  let crossValidation: CrossValidationReport | undefined;
  if (experiment.folds !== undefined) {
    crossValidation = await crossValidate(documents, { ...settings, folds: experiment.folds }, io);
    if (args.out === undefined) {
      const report = { algorithm: algorithm.name, iterations: args.iterations, crossValidation };
      io.out(args.json ? `${JSON.stringify(report)}\n` : formatCrossValidation(crossValidation));
      return report;
    }
  }
  const out = args.out as string; // the command line requires --out unless --folds is given
  const { rest: trainPart, heldOut } =
    experiment.testFraction === undefined
      ? { rest: documents, heldOut: undefined as TrainingDocuments | undefined }
      : documents.split(experiment.testFraction, experiment.splitSeed, "--test-fraction");
  const fitted = await fitWithDecision(
    trainPart,
    {
      ...settings,
      ...(checkpoints?.checkpoint !== undefined || checkpoints?.resume !== undefined ? { checkpoints } : {}),
    },
    io,
  );
  const { model, dataset, decision, trainMs, finalLoss, resumedFrom, featureSelection } = fitted;
  const envelope = model.toJSON();
  const file = decision === undefined ? envelope : withDecision(envelope, decision);
  writeModelFile(out, featureSelection === undefined ? file : Object.assign({}, file, { featureSelection }));
  const report: TrainReport = {
    algorithm: algorithm.name,
    iterations: args.iterations,
    threads: fitted.threads,
    documents: dataset.X.rows,
    features: dataset.X.cols,
    labels: dataset.Y.cols,
    trainMs: Math.round(trainMs * 10) / 10,
    msPerIteration: Math.round((trainMs / Math.max(1, args.iterations - resumedFrom)) * 1000) / 1000,
    resumedFrom,
    peakRssMb: peakRssMb(),
    finalLoss,
    out,
    ...(decision === undefined ? {} : { decision: { ...decision, description: describeDecision(decision) } }),
    ...(heldOut === undefined
      ? {}
      : {
          heldOut: {
            ...evaluateFitted(fitted, heldOut, experiment.emptyLabels),
            testFraction: experiment.testFraction!,
            seed: experiment.splitSeed,
          },
        }),
    ...(crossValidation === undefined ? {} : { crossValidation }),
  };
  if (args.json) io.out(`${JSON.stringify(report)}\n`);
  else io.out(formatTrainReport(report, args.checkpoints?.resume));
  return report;
}

/** The text `train` prints without --json. */
function formatTrainReport(r: TrainReport, resumeFile?: string): string {
  let text = "";
  if (r.crossValidation !== undefined) text += `${formatCrossValidation(r.crossValidation)}\n`;
  text +=
    `trained ${r.algorithm} for ${r.iterations} rounds${r.resumedFrom > 0 ? ` (${r.resumedFrom} from ${resumeFile})` : ""} on ${r.documents} documents, ${r.features} features, ${r.labels} labels\n` +
    `time ${(r.trainMs / 1000).toFixed(2)} s (${r.msPerIteration.toFixed(2)} ms per round), peak RSS ${r.peakRssMb} MiB, training loss ${r.finalLoss === null ? "n/a" : r.finalLoss.toExponential(3)}\n`;
  if (r.decision !== undefined) {
    const s = r.decision.selection;
    text += `decision: ${r.decision.description}${s === undefined ? "" : ` (${s.measure} ${s.value === null ? "n/a" : s.value.toFixed(4)} there)`}\n`;
  }
  text += `model written to ${r.out}\n`;
  if (r.heldOut !== undefined) {
    text += `\nheld-out test part: ${r.heldOut.documents} documents (--test-fraction ${r.heldOut.testFraction}, stratified, seed ${r.heldOut.seed})\n`;
    text += formatEvaluation([r.heldOut]);
  }
  return text;
}
