import { randomBytes } from "node:crypto";
import { renameSync, rmSync, writeFileSync } from "node:fs";
import { TextboostError } from "@textboost/core";

/**
 * Writes `text` to `path` through a temporary file beside it and a rename, so an interrupted write
 * never leaves half a file behind (and never a half-replaced earlier one). The temporary file gets a
 * fresh random name and is created exclusively, so it never replaces a file that is there.
 *
 * @param path - the file to write (checked by `checkOutputPaths` first)
 * @param text - its whole content
 * @param what - what the file is, for the error message ("the model", "predictions")
 * @throws TextboostError `E_IO` naming the file
 * @example
 * ```ts no-run
 * writeFileAtomic("model.json", `${JSON.stringify(envelope)}\n`, "the model");
 * ```
 */
export function writeFileAtomic(path: string, text: string, what: string): void {
  const tmp = `${path}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`;
  try {
    writeFileSync(tmp, text, { flag: "wx" });
    renameSync(tmp, path);
  } catch (e) {
    // Remove the temporary file unless it was someone else's (the name was taken: nothing written).
    if ((e as NodeJS.ErrnoException).code !== "EEXIST") rmSync(tmp, { force: true });
    throw new TextboostError(
      "E_IO",
      `cannot write ${what}: ${(e as Error).message}`,
      { file: path },
      { cause: e },
    );
  }
}
