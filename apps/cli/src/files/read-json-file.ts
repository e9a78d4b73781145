import { isTextboostError, TextboostError } from "@textboost/core";
import { readRegularFile } from "@textboost/datasets";

/**
 * Reads and parses a JSON file that a command takes as input (a model, a checkpoint, a comparison,
 * a kappa-error file, a grid manifest); what reads it validates the shape. Only a regular file of at
 * most 256 MiB is read (`readRegularFile`): a FIFO or a device such as `/dev/zero` is refused at once.
 *
 * @param path - the file
 * @param what - what the file should be, for the messages ("the comparison")
 * @param notJson - the code when it is not JSON (default `E_INPUT_FORMAT`; models and checkpoints
 *   say `E_MODEL_FORMAT`)
 * @returns the parsed value
 * @throws TextboostError `E_IO` naming the file when it cannot be read, is not a regular file or is
 *   too large; `notJson` when it is not JSON
 * @example
 * ```ts
 * const json = readJsonFile("cmp.json", "the comparison");
 * ```
 */
export function readJsonFile(
  path: string,
  what: string,
  notJson: "E_INPUT_FORMAT" | "E_MODEL_FORMAT" = "E_INPUT_FORMAT",
): unknown {
  let text: string;
  try {
    text = readRegularFile(path).toString("utf8");
  } catch (e) {
    throw new TextboostError(
      "E_IO",
      // The reader's own detail: its message would name the file a second time.
      `cannot read ${what}: ${(isTextboostError(e) ? e.detail : (e as Error).message).replace(/^cannot read the file /, "")}`,
      { file: path },
      { cause: e },
    );
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new TextboostError(
      notJson,
      `${what} is not JSON: ${(e as Error).message}`,
      { file: path },
      { cause: e },
    );
  }
}
