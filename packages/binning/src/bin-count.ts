/**
 * The bin count of binned stumps: its range, its default and its check. A module of its own, with
 * nothing but `@textboost/core` behind it, so that a command line can define `--bins` without
 * loading the boosters (`import { checkBins } from "@textboost/binning/bin-count"`).
 */
import { TextboostError } from "@textboost/core";

/** The fewest bins per sign `bins` may ask for (1: only the presence cut x > 0, resp. x < 0). */
export const MIN_BINS = 1;
/** The most bins per sign `bins` may ask for. */
export const MAX_BINS = 1024;

/**
 * Checks a bin count: a whole number in [{@link MIN_BINS}, {@link MAX_BINS}].
 *
 * @param bins - the count to check
 * @param name - how the user typed it, for the message (`--bins`, `bins`)
 * @returns `bins`
 * @throws TextboostError `E_INVALID_ARGUMENT` naming `name` for anything else (0, 1.5, NaN, 2000)
 *
 * @example
 * ```ts
 * checkBins(8, "--bins"); // 8
 * ```
 */
export function checkBins(bins: number, name = "bins"): number {
  if (!Number.isInteger(bins) || bins < MIN_BINS || bins > MAX_BINS) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `${name} must be a whole number from ${MIN_BINS} to ${MAX_BINS}, got ${String(bins)}`,
    );
  }
  return bins;
}

/**
 * The default number of bins per sign and feature of `binnedBooster` (and `train --bins`):
 * chosen by the accuracy and speed figures of `docs/guides/real-valued-features.md`.
 */
export const DEFAULT_BINS = 3;
