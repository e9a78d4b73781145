// Types only: the forest's package (and the boosters it imports) loads when a forest is trained,
// not when the command line is built (test/lazy-loading.test.ts).
import type { ForestCalibration, ForestCombine, LsiInput } from "@textboost/rotation-forest";
import { type Command, Option } from "commander";

/** The forest's `calibration` values (`FOREST_CALIBRATIONS` of `@textboost/rotation-forest`). */
const FOREST_CALIBRATIONS: readonly ForestCalibration[] = ["logistic", "platt"];
/** The forest's `combine` values (`FOREST_COMBINES` of `@textboost/rotation-forest`). */
const FOREST_COMBINES: readonly ForestCombine[] = ["probabilities", "scores"];
/** The forest's `lsiInput` values (`FOREST_LSI_INPUTS` of `@textboost/rotation-forest`). */
const FOREST_LSI_INPUTS: readonly LsiInput[] = ["raw", "tfidf", "normalised"];

/** The forest's component settings as `train --algorithm mlrf` reads them. */
export interface MlrfComponentSettings {
  readonly keepTerms?: boolean;
  readonly combine?: ForestCombine;
  readonly calibration?: ForestCalibration;
  readonly bootstrapMembers?: boolean;
  readonly lsiInput?: LsiInput;
}

/** The flags of {@link MlrfComponentSettings} and of `--paper-settings`, by option key. */
export const MLRF_COMPONENT_FLAGS = {
  keepTerms: "--keep-terms",
  combine: "--combine",
  calibration: "--calibration",
  bootstrapMembers: "--bootstrap-members",
  lsiInput: "--lsi-input",
  paperSettings: "--paper-settings",
} as const;

/**
 * Adds the rotation forest's component options to `train`: whether the terms stay beside the
 * projections, how members are combined and calibrated, whether each member trains on a bootstrap
 * sample, what the LSI factorises, and `--paper-settings` (the MLRF paper's forest).
 */
export function addMlrfComponentOptions(train: Command): Command {
  return train
    .option("--keep-terms", "mlrf: each member's booster sees the terms beside the LSI dimensions")
    .option("--no-keep-terms", "mlrf: each member's booster sees the LSI dimensions only (the paper)")
    .addOption(
      new Option("--combine <how>", "mlrf: average the members' probabilities or their scores").choices(
        FOREST_COMBINES,
      ),
    )
    .addOption(
      new Option(
        "--calibration <how>",
        "mlrf: a member's scores to probabilities: logistic 1/(1+e^(-2f)) or platt (fitted per label on its out-of-bag documents)",
      ).choices(FOREST_CALIBRATIONS),
    )
    .option(
      "--bootstrap-members",
      "mlrf: each member's booster trains on a bootstrap sample of the documents",
    )
    .option("--no-bootstrap-members", "mlrf: each member's booster trains on every document (the paper)")
    .addOption(
      new Option(
        "--lsi-input <what>",
        "mlrf: what each subset's LSI factorises: raw (the data's values, the paper), tfidf (times the terms' idf over the training documents; the default) or normalised (each document's row on the subset scaled to unit length)",
      ).choices(FOREST_LSI_INPUTS),
    )
    .option(
      "--paper-settings",
      "mlrf: the MLRF paper's forest (AdaBoost.MH base, LSI of the raw values, LSI dimensions only, every document, logistic, mean of probabilities); other mlrf options given beside it win",
    );
}

/**
 * The component settings the options give, `--paper-settings` filling what was not given.
 *
 * @param o - commander's option values (a component option not given is undefined)
 * @returns the settings and the base the paper's settings name (when asked for and `--base` was not given)
 */
export function mlrfComponentSettings(o: Record<string, unknown>): MlrfComponentSettings & {
  base?: "adaboost-mh";
} {
  const given = (key: string) => o[key] !== undefined;
  const out: Record<string, unknown> = {};
  if (o.paperSettings === true) {
    Object.assign(out, {
      keepTerms: false,
      combine: "probabilities",
      calibration: "logistic",
      bootstrapMembers: false,
      lsiInput: "raw",
    });
    if (o.base === undefined) out.base = "adaboost-mh";
  }
  for (const key of ["keepTerms", "combine", "calibration", "bootstrapMembers", "lsiInput"] as const) {
    if (given(key)) out[key] = o[key];
  }
  return out as MlrfComponentSettings & { base?: "adaboost-mh" };
}

/**
 * The component options given on the command line, for "applies only to mlrf" checks.
 *
 * @example
 * ```ts
 * givenMlrfComponentFlags({ keepTerms: true }); // ["--keep-terms"]
 * ```
 */
export function givenMlrfComponentFlags(o: Record<string, unknown>): string[] {
  return (Object.keys(MLRF_COMPONENT_FLAGS) as (keyof typeof MLRF_COMPONENT_FLAGS)[])
    .filter((k) => o[k] !== undefined)
    .map((k) => MLRF_COMPONENT_FLAGS[k]);
}
