import { createReadStream } from "node:fs";
import { TextboostError } from "@textboost/core";
import { FILE_LIMITS, openRegularFile, readRegularFile, reasonOf } from "./regular-file.js";

/** Limits of {@link splitLines} and {@link readFileLines} (defaults from `FILE_LIMITS`). */
export interface LineLimits {
  /** The longest line accepted, in characters (default `FILE_LIMITS.maxLineChars`). */
  readonly maxLineChars?: number;
  /** The most characters read in all (default `FILE_LIMITS.maxFileBytes`). */
  readonly maxChars?: number;
  /** {@link readFileLines} only: told after every chunk read how many bytes of the file are read, out of its size. */
  readonly onBytes?: (bytes: number, size: number) => void;
}

/**
 * Streams the lines of a UTF-8 text file, in bounded memory: only a regular file is read (a FIFO or a
 * device is refused at once, see `openRegularFile`), a line longer than `maxLineChars` or a file
 * longer than `maxChars` is refused, CRLF, CR and a missing final newline are handled; the BOM is left
 * for `numberedLines` to remove.
 *
 * @param path - the file
 * @param limits - line and file caps (defaults from `FILE_LIMITS`)
 * @throws TextboostError `E_IO` naming the file when it cannot be opened or read, is not a regular
 *   file, or is too large; `E_INPUT_FORMAT` naming file and line for a line that is too long
 *
 * @example
 * ```ts no-run
 * for await (const line of readFileLines("train.svm")) console.log(line);
 * const d = await parseSvmlight(readFileLines("train.svm"), { file: "train.svm" }); // what readSvmlight does
 * ```
 */
export async function* readFileLines(path: string, limits: LineLimits = {}): AsyncGenerator<string> {
  const maxChars = limits.maxChars ?? FILE_LIMITS.maxFileBytes;
  const { fd, size } = openRegularFile(path, maxChars);
  const stream = createReadStream("", { fd, encoding: "utf8", highWaterMark: 1 << 16 });
  const onBytes = limits.onBytes;
  const chunks: AsyncIterable<string> =
    onBytes === undefined ? (stream as AsyncIterable<string>) : counted(stream, size, onBytes);
  try {
    yield* splitLines(chunks, path, limits);
  } catch (e) {
    throw e instanceof TextboostError ? e : ioError(path, e);
  } finally {
    stream.destroy();
  }
}

/** The chunks of `stream`, telling `onBytes` how many bytes are read after each one. */
async function* counted(
  stream: AsyncIterable<string> & { readonly bytesRead: number },
  size: number,
  onBytes: (bytes: number, size: number) => void,
): AsyncGenerator<string> {
  for await (const chunk of stream) {
    yield chunk;
    onBytes(stream.bytesRead, size);
  }
}

/**
 * Splits a stream of text chunks into lines (on `\n`, `\r\n` and `\r`, a `\r\n` split between two
 * chunks included), refusing a line longer than `maxLineChars` as soon as it gets that long and more
 * than `maxChars` characters in all, so that an input without end or without newlines cannot
 * exhaust memory. A final newline does not make an extra empty line.
 *
 * @param chunks - the text, in pieces
 * @param file - the input's name for errors
 * @param limits - line and total caps (defaults from `FILE_LIMITS`)
 * @throws TextboostError `E_INPUT_FORMAT` naming file and line for a long line; `E_IO` naming the file
 *   for too much text
 *
 * @example
 * ```ts
 * const lines: string[] = [];
 * for await (const line of splitLines(["one\r", "\ntwo\nthr", "ee"], "x.txt")) lines.push(line);
 * lines; // ["one", "two", "three"]
 * ```
 */
export async function* splitLines(
  chunks: Iterable<string> | AsyncIterable<string>,
  file: string,
  limits: LineLimits = {},
): AsyncGenerator<string> {
  const maxLine = limits.maxLineChars ?? FILE_LIMITS.maxLineChars;
  const maxChars = limits.maxChars ?? FILE_LIMITS.maxFileBytes;
  let pending = "";
  let total = 0;
  let line = 1;
  let afterCr = false;
  const checked = (text: string): string => {
    if (text.length > maxLine) {
      throw new TextboostError(
        "E_INPUT_FORMAT",
        `the line is longer than ${maxLine} characters, the most textboost reads in one line`,
        { file, line },
      );
    }
    return text;
  };
  for await (const chunk of chunks) {
    total += chunk.length;
    if (total > maxChars) {
      throw new TextboostError(
        "E_IO",
        `holds more than ${maxChars} characters, the most textboost reads from one input`,
        {
          file,
        },
      );
    }
    let start: number = afterCr && chunk.startsWith("\n") ? 1 : 0;
    afterCr = false;
    const ends = /\r\n|\r|\n/g;
    ends.lastIndex = start;
    for (let m = ends.exec(chunk); m !== null; m = ends.exec(chunk)) {
      yield checked(pending + chunk.slice(start, m.index));
      line++;
      pending = "";
      start = m.index + m[0].length;
      afterCr = m[0] === "\r" && start === chunk.length;
    }
    pending = checked(pending + chunk.slice(start));
  }
  if (pending !== "") yield pending;
}

/**
 * Reads a whole text file of at most `FILE_LIMITS.maxTextBytes` bytes (a regular file only), turning
 * failures into `E_IO` errors that name it.
 *
 * @example
 * ```ts no-run
 * const xml = await readTextFile("medical/medical.xml");
 * ```
 */
export async function readTextFile(path: string): Promise<string> {
  return readRegularFile(path).toString("utf8");
}

/** An `E_IO` error for `path` with the system's reason. */
export function ioError(path: string, cause: unknown): TextboostError {
  return new TextboostError("E_IO", `cannot read the file (${reasonOf(cause)})`, { file: path }, { cause });
}
