import type { Model } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { queueRotationForest } from "@textboost/distributed";
import { loadRotationForest, MLRF, rotationForest } from "@textboost/rotation-forest";
import { defaultBaseModule, parallelRotationForest } from "@textboost/rotation-forest/node";
import { type Command, InvalidArgumentError } from "commander";
import type { CliAlgorithm } from "./algorithms.js";
import { type MlrfBaseName, mlrfBase } from "./mlrf-base.js";

/** `train --algorithm mlrf` settings, as the options give them. */
export interface MlrfSettings {
  readonly subsetSize?: number;
  readonly subsets?: number;
  readonly lsiDims?: number;
  readonly base?: MlrfBaseName;
  readonly baseIterations?: number;
}

/** Members N when `--members` is not given. */
export const DEFAULT_CLI_MEMBERS = 10;

const whole = (name: string) => (v: string) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError(`${name} must be a whole number >= 1`);
  return n;
};

/** The options of the rotation forest, added to `train`. */
export function addMlrfOptions(train: Command): Command {
  return train
    .option("--members <N>", "mlrf: committee size N (default 10)", whole("--members"))
    .option("--subset-size <M>", "mlrf: terms per vocabulary subset M (default 100)", whole("--subset-size"))
    .option(
      "--subsets <K>",
      "mlrf: number of vocabulary subsets K, instead of --subset-size",
      whole("--subsets"),
    )
    .option("--lsi-dims <k>", "mlrf: LSI dimensions per subset (default 10)", whole("--lsi-dims"))
    .option(
      "--base-iterations <S>",
      "mlrf: rounds of each member's base booster (default 10)",
      whole("--base-iterations"),
    );
}

const FLAGS: Record<keyof MlrfSettings | "members", string> = {
  members: "--members",
  subsetSize: "--subset-size",
  subsets: "--subsets",
  lsiDims: "--lsi-dims",
  base: "--base",
  baseIterations: "--base-iterations",
};

/**
 * Reads the mlrf options of `train` for `algorithm`: the forest's settings and its number of members
 * (which `train` passes as `iterations`). Refuses them for another algorithm, `--iterations` for mlrf
 * (say `--members` and `--base-iterations`), and `--subset-size` with `--subsets`.
 *
 * @param o - commander's option values
 * @param iterationsGiven - whether `--iterations` was on the command line
 */
export function mlrfSettings(
  o: Record<string, unknown>,
  algorithm: string,
  iterationsGiven: boolean,
): { settings?: MlrfSettings; members?: number } {
  // --base is shared with treeboost and checked where train reads it.
  const given = (Object.keys(FLAGS) as (keyof typeof FLAGS)[]).filter(
    (k) => k !== "base" && o[k] !== undefined,
  );
  if (algorithm !== MLRF) {
    if (given.length > 0) {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `${given.map((k) => FLAGS[k]).join(", ")} appl${given.length === 1 ? "ies" : "y"} to --algorithm mlrf, not ${algorithm}`,
      );
    }
    return {};
  }
  if (iterationsGiven) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      "--iterations does not apply to mlrf: give the committee size with --members and each member's rounds with --base-iterations",
    );
  }
  if (o.subsetSize !== undefined && o.subsets !== undefined) {
    throw new TextboostError("E_INVALID_ARGUMENT", "give --subset-size (M) or --subsets (K), not both");
  }
  const settings: MlrfSettings = {};
  for (const k of ["subsetSize", "subsets", "lsiDims", "base", "baseIterations"] as const) {
    if (o[k] !== undefined) Object.assign(settings, { [k]: o[k] });
  }
  return { settings, members: (o.members as number | undefined) ?? DEFAULT_CLI_MEMBERS };
}

/**
 * The rotation forest in the CLI: on one thread `rotationForest`, on more `parallelRotationForest`
 * with the members on worker threads, with `--queue` `queueRotationForest` with the members as jobs
 * for `textboost worker`s (the same model, whichever). The workers import the base booster from its
 * module: this package's `mlrf-base.js` for MP-Boost, the forest's own default for AdaBoost.MH.
 */
export const MLRF_ALGORITHM: CliAlgorithm = {
  name: MLRF,
  summary:
    "MLRF: a rotation forest of boosters on LSI projections of random vocabulary splits (--members, --base)",
  parallel: true,
  ownThreads: true,
  create: (s) => {
    const { base: name = "adaboost-mh", ...size } = s.mlrf ?? {};
    if (s.queue)
      return queueRotationForest({ ...size, base: mlrfBase(name), baseSpec: name, training: s.queue });
    const { threads } = s;
    if (threads <= 1) return rotationForest({ ...size, base: mlrfBase(name) });
    const base =
      name === "adaboost-mh"
        ? defaultBaseModule()
        : { module: builtModuleUrl("./mlrf-base.js"), export: "mlrfBase", args: [name] };
    return parallelRotationForest({ ...size, threads, base });
  },
  load: (json, file): Model => loadRotationForest(json, { file }),
};

/** A module of this package as workers can import it: built JavaScript, also when the CLI runs from sources. */
function builtModuleUrl(relative: string): string {
  const here = import.meta.url;
  return (/\.[cm]?ts$/.test(here) ? new URL(`../dist/${relative}`, here) : new URL(relative, here)).href;
}
