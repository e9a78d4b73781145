import { ADABOOST_LC, adaBoostLC, loadAdaBoostLC } from "@textboost/adaboost-lc";
import { adaBoostMH, loadAdaBoostMH } from "@textboost/adaboost-mh";
import type { Booster, Model } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { parseCoverSpec } from "@textboost/covers";
import type { QueueTraining } from "@textboost/distributed";
import { loadMPBoost, mpBoost } from "@textboost/mp-boost";
import { perLabelThresholdStump, STUMP_VARIANTS, type StumpVariant, thresholdStump } from "@textboost/stumps";
import { TREEBOOST_MH } from "@textboost/treeboost";
import {
  parallelBestTerms,
  parallelPerLabelStump,
  parallelPresenceStump,
  type WorkerPool,
} from "@textboost/workers/node";
import { coverSpecOptions } from "./covers-option.js";
import { MLRF_ALGORITHM, type MlrfSettings } from "./mlrf.js";
import type { StumpKind } from "./stump-kind.js";
import { createTreeBoost, loadTreeBoostModel, type TreeBoostSettings } from "./treeboost-cli.js";

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
  /** Presence or threshold stumps (`--stumps`, resolved by `resolveStumps`), for algorithms that take them. */
  readonly stumps?: StumpKind;
  /** `train --queue`: train MLRF's members or TreeBoost.MH's subtrees as jobs on this queue. */
  readonly queue?: QueueTraining;
}

/** What an algorithm may need to know of the training data when it is configured. */
export interface TrainingLabels {
  readonly labelNames: readonly string[];
}

/** The pool when it has workers to use. */
const parallel = (s: AlgorithmSettings): WorkerPool | undefined =>
  s.pool && s.pool.threads > 1 ? s.pool : undefined;

/** One algorithm the CLI can train and load. */
export interface CliAlgorithm {
  readonly name: string;
  readonly summary: string;
  /** Whether `create` uses a worker pool (`train --threads`). */
  readonly parallel: boolean;
  /** Trains on worker threads of its own (`settings.threads`), so `train` starts no pool for it. */
  readonly ownThreads?: boolean;
  /** Takes `--stumps presence|threshold` (threshold stumps train on one thread). */
  readonly takesStumps?: boolean;
  /**
   * The booster, given the settings and the threads (resolved once by `threadsFor`: the algorithms
   * with `ownThreads` use the number, the others the `pool`).
   */
  create(settings: AlgorithmSettings & { readonly threads: number }, data: TrainingLabels): Booster;
  load(json: unknown, file: string): Model;
}

/** The algorithms of this CLI, by the name `--algorithm` takes. */
export const ALGORITHMS: readonly CliAlgorithm[] = [
  {
    name: "adaboost-mh",
    summary: "AdaBoost.MH (BoosTexter): one pivot term for all labels per round",
    parallel: true,
    takesStumps: true,
    create: (s) => {
      if (s.stumps === "threshold") return adaBoostMH({ learner: thresholdStump() });
      const variant = s.variant ?? "real";
      const pool = parallel(s);
      return adaBoostMH({ variant, ...(pool ? { learner: parallelPresenceStump({ variant, pool }) } : {}) });
    },
    load: (json, file) => loadAdaBoostMH(json, { file }),
  },
  {
    name: "mp-boost",
    summary: "MP-Boost: one pivot term per category per round, per-category normalisation",
    parallel: true,
    takesStumps: true,
    create: (s) => {
      if (s.stumps === "threshold") return mpBoost({ learner: perLabelThresholdStump() });
      const variant = s.variant ?? "real";
      const pool = parallel(s);
      return mpBoost({ variant, ...(pool ? { learner: parallelPerLabelStump({ variant, pool }) } : {}) });
    },
    load: (json, file) => loadMPBoost(json, { file }),
  },
  {
    name: ADABOOST_LC,
    summary: "AdaBoost.LC: boosting for a label cover (--cover), log-loss, sequential templates",
    parallel: true,
    create: (s, data) => {
      const pool = parallel(s);
      return adaBoostLC({
        cover: parseCoverSpec(s.cover ?? "hamming", coverSpecOptions(data.labelNames)),
        ...(pool ? { scan: parallelBestTerms({ pool }) } : {}),
      });
    },
    load: (json, file) => loadAdaBoostLC(json, { file }),
  },
  MLRF_ALGORITHM,
  {
    name: TREEBOOST_MH,
    summary:
      "TreeBoost.MH: a flat booster (--base) at every internal node of a category tree (--hierarchy, --hierarchy-from-names or --induce-hierarchy)",
    parallel: false,
    ownThreads: true,
    takesStumps: true,
    create: (s) => {
      if (!s.treeboost) {
        throw new TextboostError(
          "E_INVALID_ARGUMENT",
          "--algorithm treeboost needs a hierarchy (--hierarchy, --hierarchy-from-names or --induce-hierarchy)",
        );
      }
      return createTreeBoost(s.treeboost, s.variant ?? "real", s.threads, s.stumps, s.queue);
    },
    load: loadTreeBoostModel,
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

/** Loads a model file's JSON with the algorithm it names. */
export function loadModel(json: unknown, file: string): Model {
  const name =
    typeof json === "object" && json !== null ? (json as { algorithm?: unknown }).algorithm : undefined;
  if (typeof name !== "string") {
    throw new TextboostError("E_MODEL_FORMAT", 'not a textboost model: no "algorithm" field', { file });
  }
  return algorithmByName(name).load(json, file);
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
