import { isTextboostError } from "@textboost/core";
import type { DatasetFormat } from "@textboost/datasets";
import { createWorkerPool } from "@textboost/stumps/node";
import { type AlgorithmSettings, algorithmByName } from "../algorithms.js";
import type { CliIO } from "../io.js";
import { writeModelFile } from "../model-file.js";
import { guardOutput } from "../output-guard.js";
import { loadTrainingData } from "../prepare-data.js";
import { startProgress } from "../progress.js";
import { selectTrainingFeatures } from "../select-features.js";
import { threadsFor } from "../threads.js";
import { type TrainingCheckpoints, trainingCheckpoints } from "../training-checkpoints.js";

/** Arguments of `textboost train`. */
export interface TrainArgs {
  readonly algorithm: string;
  readonly format: DatasetFormat;
  readonly data: string;
  readonly split?: "train" | "test";
  readonly iterations: number;
  readonly settings: AlgorithmSettings;
  readonly out: string;
  readonly force: boolean;
  readonly json: boolean;
  /** Keep only this many features (information gain + round robin) before training. */
  readonly selectFeatures?: number;
  /** Threads per boosting round (default: the number of cores; 1 = no worker thread). */
  readonly threads?: number;
  /** Without a terminal: seconds between progress lines (0: none; default 10). */
  readonly logEverySeconds?: number;
  /** `--checkpoint`, `--checkpoint-every`, `--resume`. */
  readonly checkpoints?: { checkpoint?: string; checkpointEvery: number; resume?: string };
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
}

/** Peak resident set size of this process so far, in MiB. */
export function peakRssMb(): number {
  return Math.round((process.resourceUsage().maxRSS / 1024) * 10) / 10;
}

/** `textboost train`: fits a booster and writes the model (with the text pipeline for raw text). */
export async function train(args: TrainArgs, io: CliIO): Promise<TrainReport> {
  const algorithm = algorithmByName(args.algorithm);
  guardOutput(args.out, { force: args.force, inputs: [args.data] }); // before hours of training, not after
  const loaded = await loadTrainingData(args.format, args.data, args.split);
  const { dataset, pipeline } =
    args.selectFeatures === undefined ? loaded : selectTrainingFeatures(loaded, args.selectFeatures);
  // Only the algorithms with a parallel learner use worker threads; the others refuse --threads > 1.
  const threads = threadsFor(
    args.threads,
    {
      documents: dataset.X.rows,
      ...(algorithm.parallel || algorithm.ownThreads ? {} : { singleThreaded: algorithm.name }),
    },
    io,
  );
  const progress = startProgress(
    io,
    `training ${algorithm.name}`,
    args.iterations,
    args.logEverySeconds === undefined ? {} : { logEverySeconds: args.logEverySeconds },
  );
  let finalLoss: number | null = null;
  const pool = threads > 1 && algorithm.parallel ? createWorkerPool({ threads }) : undefined;
  let start = performance.now();
  let model: Awaited<ReturnType<ReturnType<typeof algorithm.create>["fit"]>>;
  let checkpoints: TrainingCheckpoints | undefined;
  try {
    pool?.start(); // worker start-up (tens of ms) stays out of the training time
    const booster = algorithm.create(
      { ...args.settings, ...(pool ? { pool } : {}), ...(algorithm.ownThreads ? { threads } : {}) },
      dataset,
    );
    checkpoints = trainingCheckpoints(
      { checkpointEvery: 100, ...args.checkpoints, force: args.force, inputs: [args.data] },
      algorithm.name,
      booster.resumable === true,
      io,
    );
    start = performance.now();
    model = await booster.fit(dataset, {
      iterations: args.iterations,
      preprocessing: pipeline ? pipeline.toJSON() : null,
      ...checkpoints.fitOptions,
      onIteration: (e) => {
        finalLoss = e.loss;
        progress.update(e.iteration, `loss ${e.loss.toExponential(3)}`);
      },
    });
  } catch (e) {
    if (checkpoints && isTextboostError(e) && e.code === "E_ABORTED") throw checkpoints.interrupted(e);
    throw e;
  } finally {
    checkpoints?.close();
    progress.stop();
    await pool?.close();
  }
  const trainMs = performance.now() - start;
  const resumedFrom = checkpoints?.resumedFrom ?? 0;
  writeModelFile(args.out, model.toJSON(), { force: args.force, inputs: [args.data] });
  const report: TrainReport = {
    algorithm: algorithm.name,
    iterations: args.iterations,
    threads,
    documents: dataset.X.rows,
    features: dataset.X.cols,
    labels: dataset.Y.cols,
    trainMs: Math.round(trainMs * 10) / 10,
    msPerIteration: Math.round((trainMs / Math.max(1, args.iterations - resumedFrom)) * 1000) / 1000,
    resumedFrom,
    peakRssMb: peakRssMb(),
    finalLoss,
    out: args.out,
  };
  if (args.json) io.out(`${JSON.stringify(report)}\n`);
  else {
    io.out(
      `trained ${report.algorithm} for ${report.iterations} rounds${resumedFrom > 0 ? ` (${resumedFrom} from ${args.checkpoints?.resume})` : ""} on ${report.documents} documents, ${report.features} features, ${report.labels} labels\n` +
        `time ${(report.trainMs / 1000).toFixed(2)} s (${report.msPerIteration.toFixed(2)} ms per round), peak RSS ${report.peakRssMb} MiB, training loss ${finalLoss === null ? "n/a" : (finalLoss as number).toExponential(3)}\n` +
        `model written to ${report.out}\n`,
    );
  }
  return report;
}
