import { checkBins, DEFAULT_BINS, MAX_BINS, MIN_BINS } from "@textboost/binning/bin-count";
import type { Dataset } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { InvalidArgumentError, Option } from "commander";

/** The weak learners `train --stumps` chooses between. */
export const STUMP_KINDS = ["presence", "binned", "threshold"] as const;
/**
 * One of {@link STUMP_KINDS}: term presence (binary features), a threshold on a real value among
 * `--bins` quantile cuts per feature (`binnedBooster` of `@textboost/binning`: the presence-stump
 * machinery on the binary expansion, worker threads included), or a threshold among every value
 * (the exact scan, one thread).
 */
export type StumpKind = (typeof STUMP_KINDS)[number];

/** `--variant real|abstaining|discrete`: the stumps' variant. */
export const variantOption = (): Option =>
  new Option("--variant <variant>", "stump variant").choices(["real", "abstaining", "discrete"]);

/** `--stumps presence|binned|threshold`, with what the command does with it. */
export const stumpsOption = (description: string): Option =>
  new Option("--stumps <kind>", description).choices([...STUMP_KINDS]);

/**
 * The `--bins <B>` option of `train` and `compare`: at most B quantile bins per sign and feature for
 * `--stumps binned`, a whole number from 1 to 1024 (default {@link DEFAULT_BINS}); anything else is
 * commander's usage error naming `--bins`.
 *
 * @returns the option
 *
 * @example
 * ```ts no-run
 * command.addOption(binsOption()); // then o.bins is a number from 1 to 1024, or undefined
 * ```
 */
export function binsOption(): Option {
  return new Option(
    "--bins <B>",
    `binned stumps: at most B quantile bins per feature (and sign), a whole number from ${MIN_BINS} to ${MAX_BINS} (default ${DEFAULT_BINS})`,
  ).argParser((v: string): number => {
    const n = Number(v);
    if (!/^\s*\d+\s*$/.test(v))
      throw new InvalidArgumentError(`--bins must be a whole number from ${MIN_BINS} to ${MAX_BINS}`);
    try {
      return checkBins(n, "--bins");
    } catch (e) {
      throw new InvalidArgumentError((e as Error).message);
    }
  });
}

/**
 * Checks that `--bins` goes with binned stumps.
 *
 * @param bins - `--bins` as given
 * @param stumps - the stumps the training resolved to (`resolveStumps`)
 * @throws TextboostError `E_INVALID_ARGUMENT` for `--bins` with presence or threshold stumps
 *
 * @example
 * ```ts no-run
 * checkBinsWithStumps(8, "binned"); // fine
 * checkBinsWithStumps(8, "presence"); // throws: --bins applies to --stumps binned
 * ```
 */
export function checkBinsWithStumps(bins: number | undefined, stumps: StumpKind | undefined): void {
  if (bins !== undefined && stumps !== "binned") {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `--bins applies to --stumps binned; these data train with ${stumps ?? "the algorithm's own"} ${stumps === undefined ? "weak learner" : "stumps"}`,
    );
  }
}

/**
 * How the presence stumps of `train --statistics` keep their statistics: `table`, the incremental
 * table of every term and label kept across rounds (the default), or `streamed`, recomputed every
 * round without a table (`streamedPresenceStump`, `streamedPerLabelStump` of `@textboost/stumps`,
 * on worker threads those of `@textboost/workers/node`: the same model in less memory and more time).
 */
export const STATISTICS_KINDS = ["table", "streamed"] as const;

/** One of {@link STATISTICS_KINDS}. */
export type StatisticsKind = (typeof STATISTICS_KINDS)[number];

/** The `--statistics` option of `train`, `compare` and `grid` (the latter two say "as train"). */
export function statisticsOption(
  description = "adaboost-mh and mp-boost with presence stumps: table (default) or streamed (as train --statistics)",
): Option {
  return new Option("--statistics <kind>", description).choices([...STATISTICS_KINDS]);
}

/** Whether any stored feature value is other than 1 (tf-idf, normalised weights, LSI dimensions). */
export function hasRealValues(X: Dataset["X"]): boolean {
  const v = X.values;
  if (v === undefined) return false;
  for (let i = 0; i < v.length; i++) if (v[i] !== 1) return true;
  return false;
}

/**
 * The stumps an algorithm trains with: `--stumps` when given, else binned threshold stumps for
 * real-valued features and presence stumps for binary ones (raw text, binary vectors). Algorithms
 * that choose their own learner (`takesStumps` false) refuse the option.
 *
 * AdaBoost.LC (`takesBinned`) takes `--stumps binned` only.
 *
 * @throws TextboostError `E_INVALID_ARGUMENT` for `--stumps` on such an algorithm, or threshold
 *   stumps with a `--variant` other than real
 */
export function resolveStumps(
  requested: StumpKind | undefined,
  algorithm: { readonly name: string; readonly takesStumps?: boolean; readonly takesBinned?: boolean },
  data: Dataset,
  variant: string | undefined,
): StumpKind | undefined {
  if (!algorithm.takesStumps) {
    if (requested === "binned" && algorithm.takesBinned) return requested;
    if (requested !== undefined) {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `--stumps applies to adaboost-mh, mp-boost and treeboost (its nodes); ${algorithm.name} chooses its own weak learner${algorithm.takesBinned ? " (it takes --stumps binned: its hypotheses on the binned features)" : ""}`,
      );
    }
    return undefined;
  }
  const kind = requested ?? (hasRealValues(data.X) ? "binned" : "presence");
  if (kind === "threshold" && variant !== undefined && variant !== "real") {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `threshold stumps are real-valued; --variant ${variant} applies to --stumps presence and binned`,
    );
  }
  return kind;
}
