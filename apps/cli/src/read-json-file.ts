import { readFileSync } from "node:fs";
import { TextboostError } from "@textboost/core";

/**
 * Reads and parses a JSON file that a command takes as input (a comparison, a kappa-error file).
 *
 * @param path - the file
 * @param what - what the file should be, for the messages ("the comparison")
 * @returns the parsed value
 * @throws TextboostError `E_IO` when it cannot be read, `E_INPUT_FORMAT` when it is not JSON
 * @example
 * ```ts
 * const json = readJsonFile("cmp.json", "the comparison");
 * ```
 */
export function readJsonFile(path: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    throw new TextboostError(
      "E_IO",
      `cannot read ${what}: ${(e as Error).message}`,
      { file: path },
      { cause: e },
    );
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new TextboostError(
      "E_INPUT_FORMAT",
      `${what} is not JSON: ${(e as Error).message}`,
      { file: path },
      { cause: e },
    );
  }
}
