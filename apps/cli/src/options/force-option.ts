import type { Command } from "commander";

/** What `--force` does, the same for every command (see `checkOutputPaths`). */
export const FORCE_DESCRIPTION =
  "replace an existing output file, only when it is a previous output of the same kind (a model, a checkpoint, a hierarchy TSV, ...), never an input";

/**
 * Gives every `--force` option of `program` and its commands the one description of the rule, so
 * `--help` and the CLI reference state it alike everywhere.
 *
 * @param program - the program, once every command is defined
 * @example
 * ```ts no-run
 * describeForceOptions(program);
 * ```
 */
export function describeForceOptions(program: Command): void {
  for (const option of program.options) {
    if (option.long === "--force") option.description = FORCE_DESCRIPTION;
  }
  for (const command of program.commands) describeForceOptions(command);
}
