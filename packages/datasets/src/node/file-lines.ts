import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { TextboostError } from "@textboost/core";

/**
 * Streams the lines of a UTF-8 text file (through `node:readline`, so memory stays bounded). CRLF and
 * a missing final newline are handled; the BOM is left for {@link numberedLines} to remove.
 *
 * @throws TextboostError `E_IO` naming the file when it cannot be opened or read
 *
 * @example
 * ```ts no-run
 * for await (const line of readFileLines("train.svm")) console.log(line);
 * const d = await parseSvmlight(readFileLines("train.svm"), { file: "train.svm" }); // what readSvmlight does
 * ```
 */
export async function* readFileLines(path: string): AsyncGenerator<string> {
  const stream = createReadStream(path, { encoding: "utf8", highWaterMark: 1 << 16 });
  const rl = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
  try {
    for await (const line of rl) yield line;
  } catch (e) {
    throw ioError(path, e);
  } finally {
    rl.close();
    stream.destroy();
  }
}

/** Reads a whole (small) text file, turning failures into `E_IO` errors that name it. */
export async function readTextFile(path: string): Promise<string> {
  const { readFile } = await import("node:fs/promises");
  try {
    return await readFile(path, "utf8");
  } catch (e) {
    throw ioError(path, e);
  }
}

/** An `E_IO` error for `path` with the system's reason. */
export function ioError(path: string, cause: unknown): TextboostError {
  const reason =
    typeof cause === "object" && cause !== null && "code" in cause
      ? String((cause as { code: unknown }).code)
      : String(cause);
  return new TextboostError("E_IO", `cannot read the file (${reason})`, { file: path }, { cause });
}
