import { TextboostError } from "@textboost/core";

/** The part of `node:fs` the model file needs. */
interface NodeFs {
  readFileSync(path: string, encoding: "utf8"): string;
  writeFileSync(path: string, text: string, options: { encoding: "utf8"; flag: "wx" }): void;
  renameSync(from: string, to: string): void;
  rmSync(path: string, options: { force: boolean }): void;
  existsSync(path: string): boolean;
  openSync(path: string, flags: "r"): number;
  readSync(fd: number, buffer: Uint8Array, offset: number, length: number, position: number): number;
  closeSync(fd: number): void;
}

/**
 * `node:fs` through `process.getBuiltinModule` (Node ≥ 20.16), so this package has no static Node
 * import and bundles for browsers, where saving and loading files is refused with a clear error.
 */
function nodeFs(what: string, path: string): NodeFs {
  const process = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const fs = process?.getBuiltinModule?.("node:fs") as NodeFs | undefined;
  if (fs === undefined)
    throw new TextboostError(
      "E_IO",
      `${what} needs Node's file system (Node >= 20.16); in a browser use toJSON() and TextClassifier.fromJSON()`,
      { file: path },
    );
  return fs;
}

const MODEL_HEAD = /^\s*\{\s*"format"\s*:\s*"textboost-model"/;

/** Reads a model file's text. @throws TextboostError `E_IO` naming the file */
export async function readModelText(path: string): Promise<string> {
  const fs = nodeFs("TextClassifier.load", path);
  try {
    return fs.readFileSync(path, "utf8");
  } catch (e) {
    throw new TextboostError(
      "E_IO",
      `cannot read the model: ${(e as Error).message}`,
      { file: path },
      { cause: e },
    );
  }
}

/**
 * Writes a model file's text through a temporary file beside it, then renames it over `path`: never
 * half a file. An existing file is replaced only when it starts as a textboost model file does.
 *
 * @throws TextboostError `E_IO` when `path` holds another kind of file or cannot be written
 */
export async function writeModelText(path: string, text: string): Promise<void> {
  const fs = nodeFs("TextClassifier.save", path);
  if (fs.existsSync(path) && !MODEL_HEAD.test(head(fs, path))) {
    throw new TextboostError(
      "E_IO",
      "exists and is not a textboost model file: not replaced (choose another path or remove it)",
      { file: path },
    );
  }
  const temporary = `${path}.${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}.tmp`;
  try {
    fs.writeFileSync(temporary, text, { encoding: "utf8", flag: "wx" });
    fs.renameSync(temporary, path);
  } catch (e) {
    fs.rmSync(temporary, { force: true });
    throw new TextboostError(
      "E_IO",
      `cannot write the model: ${(e as Error).message}`,
      { file: path },
      { cause: e },
    );
  }
}

/** The first bytes of a file, as text ("" when it cannot be read: a directory, no permission). */
function head(fs: NodeFs, path: string): string {
  let fd: number | undefined;
  try {
    fd = fs.openSync(path, "r");
    const buffer = new Uint8Array(256);
    const n = fs.readSync(fd, buffer, 0, buffer.length, 0);
    return String.fromCharCode(...buffer.subarray(0, n)); // the head it is tested on is ASCII
  } catch {
    return "";
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}
