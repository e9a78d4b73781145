import type { Model } from "@textboost/core";
import { createWorkerPool, resolveThreads } from "@textboost/stumps/node";
import { type AlgorithmSettings, algorithmByName } from "./algorithms.js";
import type { CliIO } from "./io.js";
import type { PreparedData } from "./prepare-data.js";
import { startProgress } from "./progress.js";

/** What a booster is fitted with: the algorithm, its settings, S and the threads. */
export interface BoosterSettings {
  readonly algorithm: string;
  readonly iterations: number;
  readonly settings: AlgorithmSettings;
  /** Threads per boosting round (default: the number of cores; 1 = no worker thread). */
  readonly threads?: number;
}

/** A fitted model and how the fit went. */
export interface FittedBooster {
  readonly model: Model;
  readonly trainMs: number;
  readonly finalLoss: number | null;
  readonly threads: number;
}

/**
 * Fits `settings.algorithm` on prepared data for `settings.iterations` rounds, with a progress bar on
 * terminals, in a worker pool when the algorithm can use one; the text pipeline (if any) is stored in
 * the model. `label` names the fit in the progress bar (a fold, say).
 */
export async function fitBooster(
  settings: BoosterSettings,
  prepared: PreparedData,
  io: CliIO,
  label?: string,
): Promise<FittedBooster> {
  const algorithm = algorithmByName(settings.algorithm);
  // Only the algorithms with a parallel learner use worker threads; the others train on one.
  const threads = algorithm.parallel ? resolveThreads(settings.threads) : 1;
  const { dataset, pipeline } = prepared;
  const progress = startProgress(io, label ?? `training ${algorithm.name}`, settings.iterations);
  let finalLoss: number | null = null;
  const pool = threads > 1 ? createWorkerPool({ threads }) : undefined;
  let start = performance.now();
  let model: Model;
  try {
    pool?.start(); // worker start-up (tens of ms) stays out of the training time
    start = performance.now();
    model = await algorithm
      .create({ ...settings.settings, ...(pool ? { pool } : {}) }, dataset)
      .fit(dataset, {
        iterations: settings.iterations,
        preprocessing: pipeline ? pipeline.toJSON() : null,
        onIteration: (e) => {
          finalLoss = e.loss;
          progress.update(e.iteration, `loss ${e.loss.toExponential(3)}`);
        },
      });
  } finally {
    progress.stop();
    await pool?.close();
  }
  return { model, trainMs: performance.now() - start, finalLoss, threads };
}
