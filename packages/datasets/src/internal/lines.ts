import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { TextboostError } from "@textboost/core";

/**
 * What every parser accepts: a whole text as one string, or its lines one by one (sync or async,
 * for example {@link readFileLines}). Lines may keep a trailing `\r` (CRLF files); a byte-order
 * mark at the start of the first line is removed.
 */
export type LineInput = string | Iterable<string> | AsyncIterable<string>;

/** One input line and its 1-based number. */
export interface NumberedLine {
  readonly text: string;
  readonly line: number;
}

/**
 * Yields the lines of `input` with their 1-based numbers: splits a string on `\n`, `\r\n` and `\r`,
 * drops one trailing `\r` per line, and the BOM at the very start. A final newline does not make an
 * extra empty line.
 */
export async function* numberedLines(input: LineInput): AsyncGenerator<NumberedLine> {
  if (typeof input === "string") {
    const parts = input.split(/\r\n|\n|\r/);
    if (parts.length > 1 && parts[parts.length - 1] === "") parts.pop();
    let line = 0;
    for (const part of parts) {
      line++;
      yield { text: line === 1 ? stripBom(part) : part, line };
    }
    return;
  }
  let line = 0;
  for await (const raw of input as AsyncIterable<string>) {
    line++;
    let text = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (line === 1) text = stripBom(text);
    yield { text, line };
  }
}

function stripBom(s: string): string {
  return s.charCodeAt(0) === 0xfeff ? s.slice(1) : s;
}

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
