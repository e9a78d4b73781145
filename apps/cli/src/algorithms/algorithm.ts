import type { Booster, Model } from "@textboost/core";
import type { QueueTraining } from "@textboost/distributed";
import type { StumpVariant } from "@textboost/stumps";
import type { WorkerPool } from "@textboost/workers/node";
import type { MlrfSettings } from "../options/mlrf-options.js";
import type { PriorSettings } from "../options/prior-option.js";
import type { StatisticsKind, StumpKind } from "../options/stump-kind.js";
import type { TreeBoostSettings } from "../options/treeboost-options.js";
import type { TrainingSteps } from "../training/training-steps.js";

/** What `train` passes to an algorithm's factory. */
export interface AlgorithmSettings {
  readonly variant?: StumpVariant;
  /** Worker threads for the boosting rounds (`train --threads`); absent: single-threaded. */
  readonly pool?: WorkerPool;
  /** AdaBoost.LC: the label cover, as `train --cover` spells it (default `hamming`). */
  readonly cover?: string;
  /** MLRF: the forest's options (`--subset-size`, `--lsi-dims`, `--base`, ...). */
  readonly mlrf?: MlrfSettings;
  /** TreeBoost.MH: the base booster, the hierarchy, glocal selection (`train --base`, `--hierarchy`, ...). */
  readonly treeboost?: TreeBoostSettings;
  /** Presence, binned or threshold stumps (`--stumps`, resolved by `resolveStumps`), for algorithms that take them. */
  readonly stumps?: StumpKind;
  /** Binned stumps: at most this many quantile bins per feature and sign (`--bins`; default `DEFAULT_BINS`). */
  readonly bins?: number;
  /** AdaBoost.MH and MP-Boost with presence stumps: `train --statistics` (default `table`). */
  readonly statistics?: StatisticsKind;
  /** AdaBoost.MH and MP-Boost: shrinkage ν in (0, 1] (`train --shrinkage`; absent: 1). */
  readonly shrinkage?: number;
  /** `train --prior linear`: start the committee from one-vs-rest linear SVMs (`fitLinearPrior`). */
  readonly prior?: PriorSettings;
  /** `train --queue`: train MLRF's members or TreeBoost.MH's subtrees as jobs on this queue. */
  readonly queue?: QueueTraining;
  /** Notes and progress inside a round or member (the forest's LSI and base rounds), for the person waiting. */
  readonly steps?: TrainingSteps;
}

/** What an algorithm may need to know of the training data when it is configured. */
export interface TrainingLabels {
  readonly labelNames: readonly string[];
}

/** The pool of `settings` when it has workers to use. */
export const workersOf = (s: AlgorithmSettings): WorkerPool | undefined =>
  s.pool && s.pool.threads > 1 ? s.pool : undefined;

/** The booster option `{ shrinkage }` of `settings`, or nothing when `--shrinkage` was not given. */
export const shrinkageOf = (s: AlgorithmSettings): { shrinkage?: number } =>
  s.shrinkage === undefined ? {} : { shrinkage: s.shrinkage };

/** How an algorithm trains and loads: what its module gives once its packages have loaded. */
export interface AlgorithmImplementation {
  /**
   * The booster, given the settings and the threads (resolved once by `threadsFor`: the algorithms
   * with `ownThreads` use the number, the others the `pool`).
   */
  create(settings: AlgorithmSettings & { readonly threads: number }, data: TrainingLabels): Booster;
  load(json: unknown, file: string): Model;
}

/**
 * One algorithm the CLI can train and load. What the command line needs to know of it is here; its
 * packages load only when it is trained or one of its models is loaded ({@link CliAlgorithm.implementation}).
 */
export interface CliAlgorithm {
  readonly name: string;
  readonly summary: string;
  /** Whether `create` uses a worker pool (`train --threads`). */
  readonly parallel: boolean;
  /** Trains on worker threads of its own (`settings.threads`), so `train` starts no pool for it. */
  readonly ownThreads?: boolean;
  /** Takes `--stumps presence|binned|threshold` (threshold stumps train on one thread). */
  readonly takesStumps?: boolean;
  /** Chooses its own weak learner but takes `--stumps binned` (trains on the binned expansion). */
  readonly takesBinned?: boolean;
  /** Takes `--statistics table|streamed` (its presence stumps can train without a statistics table). */
  readonly takesStatistics?: boolean;
  /** Takes `--prior linear` (its committee can start from a given round: `prior` of `boostAdditive`). */
  readonly takesPrior?: boolean;
  /** Takes `--shrinkage ν` (its rounds are stumps whose votes can be scaled). */
  readonly takesShrinkage?: boolean;
  /** Makes random choices from `--seed` (the others are deterministic: the seed changes nothing). */
  readonly takesSeed?: boolean;
  /** Loads the algorithm's module (its packages) and returns how it trains and loads. */
  implementation(): Promise<AlgorithmImplementation>;
}
