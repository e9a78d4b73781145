import { TextboostError } from "@textboost/core";
import type { Command } from "commander";
import { MLRF } from "../algorithms/algorithm-names.js";
import {
  addMlrfComponentOptions,
  givenMlrfComponentFlags,
  type MlrfComponentSettings,
  mlrfComponentSettings,
} from "./mlrf-component-options.js";
import { LSI_DIMS, MEMBERS, ROUNDS, SUBSET_SIZE } from "./option-ranges.js";
import { inRange } from "./option-values.js";

/** The base boosters `train --algorithm mlrf --base` offers. */
export const MLRF_BASES = ["adaboost-mh", "mp-boost"] as const;
/** One of {@link MLRF_BASES}. */
export type MlrfBaseName = (typeof MLRF_BASES)[number];

/** `train --algorithm mlrf` settings, as the options give them. */
export interface MlrfSettings extends MlrfComponentSettings {
  readonly subsetSize?: number;
  readonly subsets?: number;
  readonly lsiDims?: number;
  readonly base?: MlrfBaseName;
  readonly baseIterations?: number;
}

/** Members N when `--members` is not given. */
export const DEFAULT_CLI_MEMBERS = 10;

/** The options of the rotation forest, added to `train`. */
export function addMlrfOptions(train: Command): Command {
  return addMlrfComponentOptions(train)
    .option("--members <N>", "mlrf: committee size N (default 10)", inRange("--members", MEMBERS))
    .option(
      "--subset-size <M>",
      "mlrf: terms per vocabulary subset M (default 100)",
      inRange("--subset-size", SUBSET_SIZE),
    )
    .option(
      "--subsets <K>",
      "mlrf: number of vocabulary subsets K, instead of --subset-size",
      inRange("--subsets", MEMBERS),
    )
    .option("--lsi-dims <k>", "mlrf: LSI dimensions per subset (default 10)", inRange("--lsi-dims", LSI_DIMS))
    .option(
      "--base-iterations <S>",
      "mlrf: rounds of each member's base booster (default 10)",
      inRange("--base-iterations", ROUNDS),
    );
}

const FLAGS: Record<Exclude<keyof MlrfSettings, keyof MlrfComponentSettings> | "members", string> = {
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
  const given = [
    ...(Object.keys(FLAGS) as (keyof typeof FLAGS)[])
      .filter((k) => k !== "base" && o[k] !== undefined)
      .map((k) => FLAGS[k]),
    ...givenMlrfComponentFlags(o),
  ];
  if (algorithm !== MLRF) {
    if (given.length > 0) {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `${given.join(", ")} appl${given.length === 1 ? "ies" : "y"} to --algorithm mlrf, not ${algorithm}`,
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
  const settings: MlrfSettings = { ...mlrfComponentSettings(o) };
  for (const k of ["subsetSize", "subsets", "lsiDims", "base", "baseIterations"] as const) {
    if (o[k] !== undefined) Object.assign(settings, { [k]: o[k] });
  }
  return { settings, members: (o.members as number | undefined) ?? DEFAULT_CLI_MEMBERS };
}
