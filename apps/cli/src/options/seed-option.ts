import type { Command } from "commander";
import { SEED } from "./option-ranges.js";
import { inRange } from "./option-values.js";

/**
 * Adds `--seed <n>` to a command that trains: the seed of the algorithm's own random choices (the
 * rotation forest's vocabulary subsets, bootstrap samples and LSI start vectors), an integer from 0
 * to 2^31 − 1, recorded in a forest's model (`settings.seed`). The same data, options and seed give a
 * byte-identical model. The splits of the data have their own seed (`--split-seed`).
 *
 * @param command - the command to extend
 * @returns the command
 */
export function addSeedOption(command: Command): Command {
  return command.option(
    "--seed <n>",
    "seed of the algorithm's random choices (mlrf: vocabulary subsets, bootstrap samples, LSI); recorded in the model; the same seed gives the same model (default 0)",
    inRange("--seed", SEED),
  );
}
