import { type Command, Option } from "commander";

/** The results directory of `grid`, `train --queue` and the grid subcommands when none is given. */
export const DEFAULT_RESULTS_DIR = "textboost-results";

/** `--queue`, `--queue-name`: shared by `grid`, `grid status`, `worker` and `train`. */
export function addQueueOptions(command: Command, what: string): Command {
  return command
    .option(
      "--queue <url>",
      `${what} (redis://host[:port][/db], or rediss:// for TLS); without it everything runs here`,
    )
    .option("--queue-name <name>", "the BullMQ queue's name (default textboost)");
}

/** `--results`: where the jobs' results go (seen by every worker at the same path). */
export const resultsOption = (): Option =>
  new Option(
    "--results <dir>",
    "results directory, at the same path for this machine and every worker (default textboost-results)",
  ).default(DEFAULT_RESULTS_DIR);
