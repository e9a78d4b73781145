import { InvalidArgumentError } from "commander";

/**
 * Commander's parser of an option whose value is a whole number ≥ 1 (`--iterations`, `--members`,
 * `--glocal-features`, ...): the number, or commander's error naming the option.
 *
 * @param name - the option as the user types it, for the message
 * @returns the parser
 *
 * @example
 * ```ts no-run
 * command.option("--members <N>", "committee size", positiveInt("--members"));
 * ```
 */
export const positiveInt =
  (name: string) =>
  (v: string): number => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError(`${name} must be a whole number >= 1`);
    return n;
  };
