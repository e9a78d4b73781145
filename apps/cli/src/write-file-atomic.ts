import { renameSync, rmSync, writeFileSync } from "node:fs";
import { TextboostError } from "@textboost/core";

/**
 * Writes `text` to `path` through a temporary file beside it and a rename, so an interrupted write
 * never leaves half a file behind (and never a half-replaced earlier one).
 *
 * @param what - what the file is, for the error message ("the model", "predictions")
 * @throws TextboostError `E_IO` naming the file
 */
export function writeFileAtomic(path: string, text: string, what: string): void {
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, text);
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw new TextboostError(
      "E_IO",
      `cannot write ${what}: ${(e as Error).message}`,
      { file: path },
      { cause: e },
    );
  }
}
