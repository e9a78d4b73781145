import { TextboostError } from "@textboost/core";

/**
 * Checks that every requested number of rounds fits a model of `length` rounds, naming the option
 * the user gave (`--at`, `--rounds`) rather than the model's internal argument.
 *
 * @throws TextboostError `E_INVALID_ARGUMENT`
 */
export function checkRounds(option: string, rounds: readonly number[], length: number, file: string): void {
  const bad = rounds.filter((s) => !Number.isInteger(s) || s < 0 || s > length);
  if (bad.length > 0) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `${option} ${bad.join(",")}: this model has ${length} rounds, so S must be in [0, ${length}]`,
      { file },
    );
  }
}
