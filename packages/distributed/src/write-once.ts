import { closeSync, fsyncSync, linkSync, mkdirSync, openSync, unlinkSync, writeSync } from "node:fs";
import { dirname } from "node:path";
import { TextboostError } from "@textboost/core";

/**
 * Writes `text` to `path` atomically and once: to a temporary file beside it, flushed to disk, then
 * linked to its name, which leaves an existing file in place (the first writer wins). A reader never
 * sees a partial file; a crash leaves at most the temporary file. Made for content that depends on
 * its name alone (a job's result, a data set named by its hash), where both writers hold the same.
 *
 * @param path - the final name (its directory is made when missing)
 * @param text - the content
 * @returns `path`
 * @throws TextboostError `E_IO` when it cannot be written
 *
 * @example
 * ```ts
 * import { join } from "node:path";
 * const file = join(mkdtempSync(join(tmpdir(), "textboost-")), "result.json");
 * writeOnce(file, '{"microF1":0.81}');
 * writeOnce(file, '{"microF1":0.5}'); // the first writer wins
 * readFileSync(file, "utf8"); // '{"microF1":0.81}'
 * ```
 */
export function writeOnce(path: string, text: string): string {
  const tmp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  let written = false;
  try {
    mkdirSync(dirname(path), { recursive: true });
    const fd = openSync(tmp, "wx");
    written = true;
    try {
      writeSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    try {
      linkSync(tmp, path);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
    }
  } catch (e) {
    throw new TextboostError(
      "E_IO",
      `cannot write it: ${(e as Error).message}`,
      { file: path },
      { cause: e },
    );
  } finally {
    if (written) unlinkSync(tmp);
  }
  return path;
}
