import { DEFAULT_BINS } from "@textboost/binning/bin-count";
import type { Dataset, Hypothesis, Model } from "@textboost/core";
import { isTextboostError, TextboostError } from "@textboost/core";
import { fitLinearPrior } from "@textboost/linear";
import type { ThreadsOption } from "@textboost/workers/node";
import { createWorkerPool } from "@textboost/workers/node";
import type { AlgorithmSettings } from "../algorithms/algorithm.js";
import { algorithmByName, checkPriorOption } from "../algorithms/registry.js";
import type { PreparedData } from "../data/prepare-data.js";
import type { CliIO } from "../io.js";
import { checkBinsWithStumps, resolveStumps, type StumpKind } from "../options/stump-kind.js";
import { startProgress } from "../progress.js";
import { threadsFor } from "../threads.js";
import {
  type CheckpointArgs,
  type TrainingCheckpoints,
  trainingCheckpoints,
} from "./training-checkpoints.js";
import type { TrainingSteps } from "./training-steps.js";

/** What a booster is fitted with: the algorithm, its settings, S, the threads, progress and checkpoints. */
export interface BoosterSettings {
  readonly algorithm: string;
  readonly iterations: number;
  readonly settings: AlgorithmSettings;
  /** Threads per boosting round (default: the number of cores; 1 = no worker thread). */
  readonly threads?: ThreadsOption;
  /** Without a terminal: seconds between progress lines (0: none; default 10). */
  readonly logEverySeconds?: number;
  /** `--stumps` as given (resolved per data set by `resolveStumps`). */
  readonly stumps?: StumpKind;
  /** `--checkpoint`, `--checkpoint-every`, `--resume` (one training only: not with cross-validation). */
  readonly checkpoints?: CheckpointArgs;
  /** Stops the fit after its current round (`E_ABORTED`): how a queue worker stops a job on SIGTERM. */
  readonly signal?: AbortSignal;
  /** `--seed`: the seed of the algorithm's random choices (default: the booster's, 0). */
  readonly seed?: number;
}

/** A fitted model and how the fit went. */
export interface FittedBooster {
  readonly model: Model;
  /** Milliseconds of this process' training (without the rounds a resumed checkpoint held). */
  readonly trainMs: number;
  readonly finalLoss: number | null;
  readonly threads: number;
  /** Rounds that came from `--resume`'s checkpoint (0 without one). */
  readonly resumedFrom: number;
}

/**
 * `--prior linear`: one-vs-rest linear SVMs on the training documents, the committee's round 1
 * (`fitLinearPrior`), with a progress step per SVM.
 *
 * @throws TextboostError `E_INVALID_ARGUMENT` for an algorithm that takes no prior, binned stumps
 *   (their booster sees the binned expansion, not the features the SVMs need) or checkpoints
 */
function fitPrior(
  settings: BoosterSettings,
  dataset: Dataset,
  stumps: StumpKind | undefined,
  steps: TrainingSteps,
): Hypothesis {
  const refuse = (what: string): never => {
    throw new TextboostError("E_INVALID_ARGUMENT", `--prior linear ${what}`);
  };
  checkPriorOption(settings.settings.prior, [settings.algorithm]);
  if (stumps === "binned") refuse("is not available with --stumps binned; use presence or threshold stumps");
  if (settings.checkpoints?.checkpoint !== undefined || settings.checkpoints?.resume !== undefined)
    refuse("cannot be combined with --checkpoint or --resume");
  const prior = settings.settings.prior!;
  return fitLinearPrior(dataset.X, dataset.Y, {
    ...(prior.c === undefined ? {} : { c: prior.c }),
    ...(prior.folds === undefined ? {} : { folds: prior.folds }),
    ...(prior.balanced === undefined ? {} : { balanced: prior.balanced }),
    ...(settings.seed === undefined ? {} : { seed: settings.seed }),
    ...(settings.signal === undefined ? {} : { signal: settings.signal }),
    onProgress: (done, total) => steps.step(`linear prior: SVM ${done} of ${total}`),
  }).hypothesis;
}

/** What of `train`'s options a checkpoint records (see `FitOptions.checkpointRun`). */
function checkpointRunOf(settings: BoosterSettings, stumps: StumpKind | undefined): Record<string, unknown> {
  return {
    variant: settings.settings.variant ?? "real",
    stumps: stumps ?? null,
    // The bins decide the binned expansion, which the data's fingerprint (of the original X) does not see.
    bins: stumps === "binned" ? (settings.settings.bins ?? DEFAULT_BINS) : null,
    cover: settings.settings.cover ?? null,
  };
}

/**
 * Fits `settings.algorithm` on prepared data for `settings.iterations` rounds, with progress on
 * standard error, in a worker pool when the algorithm can use one (threads resolved by
 * `threadsFor`), saving and resuming checkpoints when asked; the text pipeline (if any) is stored in
 * the model. `label` names the fit in the progress display (a fold, say).
 */
export async function fitBooster(
  settings: BoosterSettings,
  prepared: PreparedData,
  io: CliIO,
  label?: string,
): Promise<FittedBooster> {
  const algorithm = algorithmByName(settings.algorithm);
  const { dataset, pipeline } = prepared;
  const stumps = resolveStumps(settings.stumps, algorithm, dataset, settings.settings.variant);
  checkBinsWithStumps(settings.settings.bins, stumps);
  // Exact threshold stumps have no worker-thread learner: with them every algorithm trains on one
  // thread. Binned stumps are presence stumps on the expansion: threads and streamed statistics as those.
  const streamed = settings.settings.statistics === "streamed" && algorithm.takesStatistics === true;
  if (streamed && stumps === "threshold") {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      "--statistics streamed applies to presence stumps (and binned ones), not --stumps threshold",
    );
  }
  const multiThreaded = stumps !== "threshold" && (algorithm.parallel || algorithm.ownThreads === true);
  const threads = threadsFor(
    settings.threads,
    {
      documents: dataset.X.rows,
      ...(multiThreaded
        ? {}
        : {
            singleThreaded:
              stumps === "threshold" ? `${algorithm.name} with threshold stumps` : algorithm.name,
          }),
    },
    io,
  );
  const progress = startProgress(
    io,
    label ?? `training ${algorithm.name}`,
    settings.iterations,
    settings.logEverySeconds === undefined ? {} : { logEverySeconds: settings.logEverySeconds },
  );
  let finalLoss: number | null = null;
  let reached = 0; // rounds done, for the progress display's steps inside the next one
  const steps: TrainingSteps = {
    note: (line) =>
      io.err(`textboost: ${line}
`),
    step: (detail) => progress.update(reached, detail),
  };
  // The algorithms with worker threads of their own (ownThreads: members, subtrees) get the number, not the pool.
  const pool =
    threads > 1 && algorithm.parallel && !algorithm.ownThreads ? createWorkerPool({ threads }) : undefined;
  let start = performance.now();
  let model: Model;
  let checkpoints: TrainingCheckpoints | undefined;
  try {
    pool?.start(); // worker start-up (tens of ms) stays out of the training time
    const booster = (await algorithm.implementation()).create(
      {
        ...settings.settings,
        ...(stumps ? { stumps } : {}),
        ...(pool ? { pool } : {}),
        threads,
        steps,
      },
      dataset,
    );
    if (settings.checkpoints) {
      checkpoints = trainingCheckpoints(settings.checkpoints, algorithm.name, booster.resumable === true, io);
    }
    start = performance.now();
    const prior = settings.settings.prior && fitPrior(settings, dataset, stumps, steps);
    model = await booster.fit(dataset, {
      ...(prior === undefined ? {} : { prior }),
      iterations: settings.iterations,
      ...(settings.seed === undefined ? {} : { seed: settings.seed }),
      preprocessing: pipeline ? pipeline.toJSON() : null,
      ...(settings.signal === undefined ? {} : { signal: settings.signal }),
      ...checkpoints?.fitOptions,
      // The options a checkpoint must share with the run that resumes it, besides the data (whose
      // fingerprint it carries) and the booster's learner: refused with their names when they differ.
      ...(checkpoints ? { checkpointRun: checkpointRunOf(settings, stumps) } : {}),
      onIteration: (e) => {
        finalLoss = e.loss;
        reached = e.iteration;
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
  return {
    model,
    trainMs: performance.now() - start,
    finalLoss,
    threads,
    resumedFrom: checkpoints?.resumedFrom ?? 0,
  };
}
