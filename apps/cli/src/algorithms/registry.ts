import type { Model } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { STUMP_VARIANTS, type StumpVariant } from "@textboost/stumps";
import type { PriorSettings } from "../options/prior-option.js";
import type { CliAlgorithm } from "./algorithm.js";
import { ADABOOST_LC, ADABOOST_MH, MLRF, MP_BOOST, TREEBOOST_MH } from "./algorithm-names.js";

/** The algorithms of this CLI, by the name `--algorithm` takes. */
export const ALGORITHMS: readonly CliAlgorithm[] = [
  {
    name: ADABOOST_MH,
    takesPrior: true,
    summary: "AdaBoost.MH (BoosTexter): one pivot term for all labels per round",
    parallel: true,
    takesStumps: true,
    takesStatistics: true,
    takesShrinkage: true,
    implementation: async () => (await import("./adaboost-mh.js")).ADABOOST_MH_IMPLEMENTATION,
  },
  {
    name: MP_BOOST,
    takesPrior: true,
    summary: "MP-Boost: one pivot term per category per round, per-category normalisation",
    parallel: true,
    takesStumps: true,
    takesStatistics: true,
    takesShrinkage: true,
    implementation: async () => (await import("./mp-boost.js")).MP_BOOST_IMPLEMENTATION,
  },
  {
    name: ADABOOST_LC,
    summary: "AdaBoost.LC: boosting for a label cover (--cover), log-loss, sequential templates",
    parallel: true,
    takesBinned: true,
    implementation: async () => (await import("./adaboost-lc.js")).ADABOOST_LC_IMPLEMENTATION,
  },
  {
    name: MLRF,
    summary:
      "MLRF: a rotation forest of boosters on LSI projections of random vocabulary splits (--members, --base)",
    parallel: true,
    ownThreads: true,
    takesSeed: true,
    implementation: async () => (await import("./mlrf.js")).MLRF_IMPLEMENTATION,
  },
  {
    name: TREEBOOST_MH,
    summary:
      "TreeBoost.MH: a flat booster (--base) at every internal node of a category tree (--hierarchy, --hierarchy-from-names or --induce-hierarchy)",
    parallel: false,
    ownThreads: true,
    takesStumps: true,
    takesShrinkage: true,
    implementation: async () => (await import("./treeboost.js")).TREEBOOST_IMPLEMENTATION,
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
  if (statistics !== undefined) checkTakers("--statistics", names, (a) => a.takesStatistics === true);
}

/**
 * Throws when `--shrinkage` is given and none of the algorithms `names` takes it (`compare` passes
 * it on to those that do).
 *
 * @throws TextboostError `E_INVALID_ARGUMENT`, naming the algorithms that take it
 */
export function checkShrinkageOption(shrinkage: number | undefined, names: readonly string[]): void {
  if (shrinkage !== undefined) checkTakers("--shrinkage", names, (a) => a.takesShrinkage === true);
}

/**
 * Throws when a prior (`--prior linear`) is given and none of the algorithms `names` starts from one.
 *
 * @throws TextboostError `E_INVALID_ARGUMENT`, naming the algorithms that take it
 */
export function checkPriorOption(prior: PriorSettings | undefined, names: readonly string[]): void {
  if (prior !== undefined) checkTakers("--prior", names, (a) => a.takesPrior === true);
}

/**
 * Throws when `--bins` is given and none of the algorithms `names` can train on binned stumps (those
 * that take `--stumps`, and AdaBoost.LC's binned expansion).
 *
 * @throws TextboostError `E_INVALID_ARGUMENT`, naming the algorithms that take it
 */
export function checkBinsOption(bins: number | undefined, names: readonly string[]): void {
  if (bins !== undefined) checkTakers("--bins", names, takesBins);
}

/** Whether an algorithm can train on binned stumps, so that `--bins` applies to it. */
export const takesBins = (a: CliAlgorithm): boolean => a.takesStumps === true || a.takesBinned === true;

/**
 * Throws when `--seed` is given and none of the algorithms `names` makes random choices; `note` ends
 * the message.
 *
 * @throws TextboostError `E_INVALID_ARGUMENT`, naming the algorithms that take it
 */
export function checkSeedOption(seed: number | undefined, names: readonly string[], note = ""): void {
  if (seed !== undefined) checkTakers("--seed", names, (a) => a.takesSeed === true, note);
}

/** Throws when none of the algorithms `names` takes the option `flag`, naming those that do. */
function checkTakers(
  flag: string,
  names: readonly string[],
  takes: (a: CliAlgorithm) => boolean,
  note = "",
): void {
  const others = names.filter((n) => !takes(algorithmByName(n)));
  if (others.length === names.length) {
    const takers = ALGORITHMS.filter(takes).map((a) => a.name);
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `${flag} applies to --algorithm ${[takers.slice(0, -1).join(", "), takers.at(-1)].filter(Boolean).join(" and ")}, not ${others.join(", ")}${note}`,
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
