import { AsyncLocalStorage } from "node:async_hooks";
import {
  closeSync,
  constants,
  fstatSync,
  openSync,
  readSync,
  realpathSync,
  type Stats,
  statSync,
} from "node:fs";
import { isAbsolute, relative, resolve } from "node:path";
import { TextboostError } from "@textboost/core";

/**
 * The limits every reader and loader of textboost applies to what it reads, so that no input can
 * hang a process or exhaust its memory:
 *
 * - `maxFileBytes` (4 GiB): a file read line by line (a data set) may hold at most this many bytes.
 * - `maxTextBytes` (256 MiB): a file read whole (a model, a checkpoint, an XML header, a document to
 *   predict, standard input) may hold at most this many bytes; a JavaScript string cannot hold much
 *   more than twice that.
 * - `maxLineChars` (16 Mi characters): a line of a file read line by line may be at most this long.
 *
 * Larger inputs are refused with a `TextboostError` naming the file (`E_IO` for a file,
 * `E_INPUT_FORMAT` with the line number for a line).
 */
export const FILE_LIMITS = Object.freeze({
  maxFileBytes: 4 * 2 ** 30,
  maxTextBytes: 256 * 2 ** 20,
  maxLineChars: 16 * 2 ** 20,
});

/** Directories that reads are confined to inside {@link withReadRoots}: as given (made absolute) and as real paths. */
const readRoots = new AsyncLocalStorage<{
  readonly given: readonly string[];
  readonly real: readonly string[];
}>();

/**
 * Runs `fn` with every read of this package's readers (and of {@link openRegularFile}) confined to
 * the directories `roots`: a path outside them, or a link that leads out of them, is refused with
 * `E_IO` before anything at that path is opened, with a message that says nothing about what is
 * there. The confinement follows `fn`'s asynchronous calls (it is an `AsyncLocalStorage`), so a job
 * worker can run a job's loaders under its data roots while other code reads freely.
 *
 * @param roots - directories (made absolute; each must exist)
 * @param fn - the work to confine
 * @returns what `fn` returns
 * @throws TextboostError `E_INVALID_ARGUMENT` for an empty list or a root that is not a directory
 *
 * @example
 * ```ts
 * import { join } from "node:path";
 * const dir = mkdtempSync(join(tmpdir(), "textboost-"));
 * writeFileSync(join(dir, "a.svm"), "1 1:1\n");
 * await withReadRoots([dir], () => readSvmlight(join(dir, "a.svm"))); // reads it
 * try {
 *   await withReadRoots([dir], () => readSvmlight("/etc/hostname"));
 * } catch (e) {
 *   (e as TextboostError).code; // "E_IO": outside the directories this process may read
 * }
 * ```
 */
export function withReadRoots<T>(roots: readonly string[], fn: () => T): T {
  if (roots.length === 0) {
    throw new TextboostError("E_INVALID_ARGUMENT", "the list of directories to read under is empty");
  }
  const real = roots.map((root) => {
    try {
      const r = realpathSync(resolve(root));
      if (!statSync(r).isDirectory()) throw new Error("not a directory");
      return r;
    } catch (e) {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `the data root is not a directory that can be read (${reasonOf(e)})`,
        { file: root },
        { cause: e },
      );
    }
  });
  return readRoots.run({ given: roots.map((r) => resolve(r)), real }, fn);
}

/** The directories reads are confined to here, or undefined outside {@link withReadRoots}. */
export function currentReadRoots(): readonly string[] | undefined {
  return readRoots.getStore()?.real;
}

/**
 * Whether `path` is `root` or inside it, by their text (both absolute).
 *
 * @example
 * ```ts
 * isInside("/data/a/b.svm", "/data"); // true
 * isInside("/data2/b.svm", "/data"); // false
 * ```
 */
export function isInside(path: string, root: string): boolean {
  const rel = relative(root, path);
  return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
}

/**
 * The real path of `path` when it lies inside one of `roots` (real paths), after resolving every link;
 * refused with one message whatever is (or is not) at a path outside them.
 *
 * @param path - the path asked for
 * @param roots - real paths of the allowed directories
 * @param what - the path's role, for the message ("the data")
 * @param spelled - the same directories as the user gave them (a path through a link to a root is
 *   inside by its text too; default `roots`)
 * @returns the real path
 * @throws TextboostError `E_IO`: outside the roots (nothing there was looked at), or a missing path inside them
 *
 * @example
 * ```ts
 * import { join } from "node:path";
 * const dir = realpathSync(mkdtempSync(join(tmpdir(), "textboost-")));
 * writeFileSync(join(dir, "a.txt"), "x");
 * confinedPath(join(dir, "a.txt"), [dir], "the data"); // the file's real path
 * try {
 *   confinedPath("/etc/passwd", [dir], "the data");
 * } catch (e) {
 *   (e as TextboostError).message; // "… the data is outside the directories this process may read …"
 * }
 * ```
 */
export function confinedPath(
  path: string,
  roots: readonly string[],
  what = "the file",
  spelled: readonly string[] = roots,
): string {
  const outside = () =>
    new TextboostError(
      "E_IO",
      `${what} is outside the directories this process may read (${roots.join(", ")})`,
      { file: path },
    );
  const absolute = resolve(path);
  if (!roots.some((r) => isInside(absolute, r)) && !spelled.some((r) => isInside(absolute, r)))
    throw outside();
  let real: string;
  try {
    real = realpathSync(absolute);
  } catch (e) {
    throw new TextboostError("E_IO", `cannot read ${what} (${reasonOf(e)})`, { file: path }, { cause: e });
  }
  if (!roots.some((r) => isInside(real, r))) throw outside();
  return real;
}

/**
 * What is at `path` (following links), or undefined when nothing is; inside {@link withReadRoots} a
 * path outside the roots is refused as {@link confinedPath} refuses it, before anything there is
 * looked at. The loaders look up directories and files beside a data set with this.
 *
 * @param path - the path
 * @returns its `Stats`, or undefined when it does not exist (or cannot be looked at)
 * @throws TextboostError `E_IO` for a path outside the read roots
 *
 * @example
 * ```ts
 * statIfReadable(tmpdir())?.isDirectory(); // true
 * statIfReadable("/nonexistent/textboost"); // undefined
 * ```
 */
export function statIfReadable(path: string): Stats | undefined {
  const roots = readRoots.getStore();
  let target = path;
  if (roots !== undefined) {
    try {
      target = confinedPath(path, roots.real, "the file", roots.given);
    } catch (e) {
      if (reasonOf((e as Error).cause) === "ENOENT") return undefined;
      throw e;
    }
  }
  try {
    return statSync(target);
  } catch {
    return undefined;
  }
}

/**
 * The path to hand to a directory listing: `path` itself, or inside {@link withReadRoots} its real
 * path once {@link confinedPath} has let it through.
 *
 * @example
 * ```ts
 * readablePath(tmpdir()); // tmpdir() (outside withReadRoots)
 * ```
 */
export function readablePath(path: string, what = "the directory"): string {
  const roots = readRoots.getStore();
  return roots === undefined ? path : confinedPath(path, roots.real, what, roots.given);
}

/**
 * Opens a file for reading only when it is a regular file of at most `maxBytes` bytes: a FIFO, a
 * socket, a device (`/dev/zero`, a terminal) or a directory is refused at once, never waited on or
 * read (the file is opened non-blocking, then checked with `fstat`). Inside {@link withReadRoots} the
 * path must also lie inside the roots, links resolved.
 *
 * @param path - the file
 * @param maxBytes - the largest size accepted (default `FILE_LIMITS.maxFileBytes`)
 * @returns the open descriptor (close it) and the file's size
 * @throws TextboostError `E_IO` naming the file when it cannot be opened, is not a regular file, is
 *   too large, or lies outside the read roots
 *
 * @example
 * ```ts
 * try {
 *   openRegularFile("/dev/zero");
 * } catch (e) {
 *   (e as TextboostError).message; // "/dev/zero: is a character device, not a regular file … [E_IO]"
 * }
 * ```
 */
export function openRegularFile(
  path: string,
  maxBytes: number = FILE_LIMITS.maxFileBytes,
): { readonly fd: number; readonly size: number } {
  const roots = readRoots.getStore();
  const target = roots === undefined ? path : confinedPath(path, roots.real, "the file", roots.given);
  let fd: number;
  try {
    fd = openSync(target, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY);
  } catch (e) {
    throw new TextboostError("E_IO", `cannot read the file (${reasonOf(e)})`, { file: path }, { cause: e });
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) {
      throw new TextboostError(
        "E_IO",
        `is ${kindOf(st)}, not a regular file; textboost reads only regular files`,
        { file: path },
      );
    }
    if (st.size > maxBytes) throw tooLarge(path, maxBytes);
    return { fd, size: st.size };
  } catch (e) {
    closeSync(fd);
    throw e;
  }
}

/**
 * Reads a whole regular file (see {@link openRegularFile}) of at most `maxBytes` bytes, counting what
 * it reads, so that a file that grows while it is read is refused too.
 *
 * @param path - the file
 * @param maxBytes - the largest size accepted (default `FILE_LIMITS.maxTextBytes`)
 * @returns its bytes
 * @throws TextboostError `E_IO` naming the file, as {@link openRegularFile}
 *
 * @example
 * ```ts
 * import { join } from "node:path";
 * const file = join(mkdtempSync(join(tmpdir(), "textboost-")), "model.json");
 * writeFileSync(file, "{}");
 * readRegularFile(file).toString("utf8"); // "{}"
 * ```
 */
export function readRegularFile(path: string, maxBytes: number = FILE_LIMITS.maxTextBytes): Buffer {
  const { fd, size } = openRegularFile(path, maxBytes);
  try {
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(Math.max(size + 1, 65_536), 1 << 20));
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      total += n;
      if (total > maxBytes) throw tooLarge(path, maxBytes);
      chunks.push(chunk.subarray(0, n));
    }
    return Buffer.concat(chunks, total);
  } catch (e) {
    if (e instanceof TextboostError) throw e;
    throw new TextboostError("E_IO", `cannot read the file (${reasonOf(e)})`, { file: path }, { cause: e });
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads a whole stream (standard input) as UTF-8 text, refusing more than `maxBytes` bytes with
 * `E_IO` naming `name`, so that an endless stream cannot exhaust memory.
 *
 * @param stream - the stream
 * @param name - what to call it in the error ("standard input")
 * @param maxBytes - the largest size accepted (default `FILE_LIMITS.maxTextBytes`)
 * @returns its text
 *
 * @example
 * ```ts
 * import { Readable } from "node:stream";
 * await readStreamText(Readable.from(["a\n", "b\n"]), "standard input"); // "a\nb\n"
 * ```
 */
export async function readStreamText(
  stream: AsyncIterable<unknown>,
  name: string,
  maxBytes: number = FILE_LIMITS.maxTextBytes,
): Promise<string> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const c of stream) {
    const chunk = typeof c === "string" ? Buffer.from(c, "utf8") : (c as Buffer);
    total += chunk.length;
    if (total > maxBytes) throw tooLarge(name, maxBytes);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total).toString("utf8");
}

/** `E_IO`: more than `maxBytes` bytes. */
function tooLarge(file: string, maxBytes: number): TextboostError {
  return new TextboostError(
    "E_IO",
    `holds more than ${maxBytes} bytes, the most textboost reads from one input`,
    { file },
  );
}

/** What a non-regular file is, in words. */
function kindOf(st: Stats): string {
  if (st.isDirectory()) return "a directory";
  if (st.isFIFO()) return "a FIFO (named pipe)";
  if (st.isCharacterDevice()) return "a character device";
  if (st.isBlockDevice()) return "a block device";
  if (st.isSocket()) return "a socket";
  return "not a file";
}

/** The system's code of an error (`ENOENT`), or its message. */
export function reasonOf(e: unknown): string {
  return typeof e === "object" && e !== null && "code" in e
    ? String((e as { code: unknown }).code)
    : String((e as Error)?.message ?? e);
}
