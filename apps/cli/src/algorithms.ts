import type { Booster, Model } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import type { QueueTraining } from "@textboost/distributed";
import { STUMP_VARIANTS, type StumpVariant } from "@textboost/stumps";
import type { WorkerPool } from "@textboost/workers/node";
import { ADABOOST_LC, ADABOOST_MH, MLRF, MP_BOOST, TREEBOOST_MH } from "./algorithm-names.js";
import type { MlrfSettings } from "./mlrf-options.js";
import type { StatisticsKind, StumpKind } from "./stump-kind.js";
import type { TrainingSteps } from "./training-steps.js";
import type { TreeBoostSettings } from "./treeboost-options.js";

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
  /** Loads the algorithm's module (its packages) and returns how it trains and loads. */
  implementation(): Promise<AlgorithmImplementation>;
}

/** The algorithms of this CLI, by the name `--algorithm` takes. */
export const ALGORITHMS: readonly CliAlgorithm[] = [
  {
    name: ADABOOST_MH,
    summary: "AdaBoost.MH (BoosTexter): one pivot term for all labels per round",
    parallel: true,
    takesStumps: true,
    takesStatistics: true,
    implementation: async () => (await import("./algorithms/adaboost-mh.js")).ADABOOST_MH_IMPLEMENTATION,
  },
  {
    name: MP_BOOST,
    summary: "MP-Boost: one pivot term per category per round, per-category normalisation",
    parallel: true,
    takesStumps: true,
    takesStatistics: true,
    implementation: async () => (await import("./algorithms/mp-boost.js")).MP_BOOST_IMPLEMENTATION,
  },
  {
    name: ADABOOST_LC,
    summary: "AdaBoost.LC: boosting for a label cover (--cover), log-loss, sequential templates",
    parallel: true,
    takesBinned: true,
    implementation: async () => (await import("./algorithms/adaboost-lc.js")).ADABOOST_LC_IMPLEMENTATION,
  },
  {
    name: MLRF,
    summary:
      "MLRF: a rotation forest of boosters on LSI projections of random vocabulary splits (--members, --base)",
    parallel: true,
    ownThreads: true,
    implementation: async () => (await import("./mlrf.js")).MLRF_IMPLEMENTATION,
  },
  {
    name: TREEBOOST_MH,
    summary:
      "TreeBoost.MH: a flat booster (--base) at every internal node of a category tree (--hierarchy, --hierarchy-from-names or --induce-hierarchy)",
    parallel: false,
    ownThreads: true,
    takesStumps: true,
    implementation: async () => (await import("./treeboost-cli.js")).TREEBOOST_IMPLEMENTATION,
  },
];

/** Looks an algorithm up by name, with a helpful error. */
export function algorithmByName(name: string): CliAlgorithm {
  const a = ALGORITHMS.find((x) => x.name === name);
  if (!a) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `unknown algorithm "${name}"; use one of ${ALGORITHMS.map((x) => x.name).join(", ")}`,
    );
  }
  return a;
}

/** Loads a model file's JSON with the algorithm it names (loading that algorithm's packages). */
export async function loadModel(json: unknown, file: string): Promise<Model> {
  const name =
    typeof json === "object" && json !== null ? (json as { algorithm?: unknown }).algorithm : undefined;
  if (typeof name !== "string") {
    throw new TextboostError("E_MODEL_FORMAT", 'not a textboost model: no "algorithm" field', { file });
  }
  return (await algorithmByName(name).implementation()).load(json, file);
}

/**
 * Throws when `--statistics` is given and none of the algorithms `names` takes it (`compare` passes
 * it on to those that do).
 *
 * @throws TextboostError `E_INVALID_ARGUMENT`, naming the algorithms that take it
 */
export function checkStatisticsOption(statistics: string | undefined, names: readonly string[]): void {
  if (statistics === undefined) return;
  const others = names.filter((n) => algorithmByName(n).takesStatistics !== true);
  if (others.length === names.length) {
    const takers = ALGORITHMS.filter((a) => a.takesStatistics).map((a) => a.name);
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `--statistics applies to --algorithm ${takers.join(" and ")}, not ${others.join(", ")}`,
    );
  }
}

/** Validates a `--variant` value. */
export function parseVariant(v: string | undefined): StumpVariant | undefined {
  if (v === undefined) return undefined;
  if (!(STUMP_VARIANTS as readonly string[]).includes(v)) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `--variant must be one of ${STUMP_VARIANTS.join(", ")}, got "${v}"`,
    );
  }
  return v as StumpVariant;
}
