import { Option } from "commander";
import * as range from "./option-ranges.js";
import { inRange } from "./option-values.js";

/**
 * The `--shrinkage <ν>` option of `train` and `compare`: AdaBoost.MH and MP-Boost (and the
 * boosters at TreeBoost.MH's nodes) add ν·h_s each round (the learning rate of gradient boosting;
 * `shrinkage` of `@textboost/boosting`), a number in (0, 1]; absent means 1, plain boosting. Smaller
 * values need more rounds.
 *
 * @returns the option
 *
 * @example
 * ```ts no-run
 * command.addOption(shrinkageOption()); // then o.shrinkage is a number in (0, 1], or undefined
 * ```
 */
export function shrinkageOption(): Option {
  return new Option(
    "--shrinkage <nu>",
    "adaboost-mh, mp-boost and treeboost's node boosters: add nu times each round's stump (default 1: plain boosting); a smaller nu (0.1 to 0.3) ranks labels better and needs more rounds (--iterations, or S chosen with --validation-fraction)",
  ).argParser(inRange("--shrinkage", range.SHRINKAGE));
}
