import { closeSync, existsSync, openSync, readdirSync, readSync, realpathSync, statSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { TextboostError } from "@textboost/core";
import { OUTPUT_HEAD_BYTES, type OutputKind } from "./output-kinds.js";

/** A path a command reads, with the option (or argument) the user gave it by. */
export interface InputPath {
  /** The option as the user types it (`--data`, `--hierarchy`, `<path>`). */
  readonly option: string;
  /**
   * A file, a directory (everything inside is an input) or a stem (`corpus` for `corpus.names`,
   * `corpus.data`, ...). `{split}` stands for both `train` and `test`.
   */
  readonly path: string;
}

/** A file a command writes, with its option and its kind. */
export interface OutputPath {
  readonly option: string;
  readonly path: string;
  /** What the file is: `--force` replaces only a file of this kind. */
  readonly kind: OutputKind;
  /**
   * An input this output continues (`--checkpoint` after `--resume`): when both are one file, it is
   * replaced by its successor without `--force`.
   */
  readonly successorOf?: string | undefined;
}

/** Where a path leads: its real path, and the file's device and inode when it exists. */
interface PathIdentity {
  readonly real: string;
  readonly node: string | undefined;
  readonly directory: boolean;
  /** Hard links to the file (1 when it has no other name). */
  readonly links: number;
}

function identify(path: string): PathIdentity {
  const full = resolve(path);
  try {
    const st = statSync(full);
    return {
      real: realpathSync(full),
      node: `${st.dev}:${st.ino}`,
      directory: st.isDirectory(),
      links: st.nlink,
    };
  } catch {
    // Not there (yet): the real path of its folder and its name, so `a/../b` and a linked folder match.
    let folder = dirname(full);
    try {
      folder = realpathSync(folder);
    } catch {
      // a folder that does not exist either: compare the resolved path as it is
    }
    return { real: join(folder, basename(full)), node: undefined, directory: false, links: 0 };
  }
}

/** Whether two identities are one file: the same real path, or the same inode (a hard link). */
function same(a: PathIdentity, b: PathIdentity): boolean {
  return a.real === b.real || (a.node !== undefined && a.node === b.node);
}

/** Whether `file` is the input, lies inside an input directory, or is one of an input stem's files. */
function belongsTo(file: PathIdentity, inputPath: string): boolean {
  const input = identify(inputPath);
  if (same(file, input)) return true;
  if (input.directory) {
    const rel = relative(input.real, file.real);
    if (rel !== "" && rel !== ".." && !rel.startsWith(`..${sep}`) && !isAbsolute(rel)) return true;
    // A hard link elsewhere to a file of the directory: only a file with several names can be one.
    return file.links > 1 && !file.directory && holdsNode(input.real, file.node);
  }
  // A stem that is not a file itself (`corpus` for corpus.names, corpus.data, corpus.test) names the
  // files of its folder made of it and one extension (so `corpus.model.json` is not an input).
  if (input.node !== undefined) return false;
  const prefix = `${basename(input.real)}.`;
  const ofStem = (name: string) => name.startsWith(prefix) && !name.slice(prefix.length).includes(".");
  if (dirname(file.real) === dirname(input.real)) return ofStem(basename(file.real));
  // A hard link elsewhere to one of the stem's files.
  if (file.links < 2 || file.directory) return false;
  let siblings: string[];
  try {
    siblings = readdirSync(dirname(input.real)).filter(ofStem);
  } catch {
    return false;
  }
  return siblings.some((name) => identify(join(dirname(input.real), name)).node === file.node);
}

/** Whether a file under `dir` (at any depth) is the file `node` (device and inode). */
function holdsNode(dir: string, node: string | undefined): boolean {
  let entries: string[];
  try {
    entries = readdirSync(dir, { recursive: true, encoding: "utf8" });
  } catch {
    return false;
  }
  return entries.some((entry) => {
    try {
      const st = statSync(join(dir, entry));
      return st.isFile() && `${st.dev}:${st.ino}` === node;
    } catch {
      return false;
    }
  });
}

/** The first bytes of a file as text. */
function head(path: string): string {
  const fd = openSync(path, "r");
  try {
    const buffer = Buffer.alloc(OUTPUT_HEAD_BYTES);
    const n = readSync(fd, buffer, 0, buffer.length, 0);
    return buffer.subarray(0, n).toString("utf8");
  } finally {
    closeSync(fd);
  }
}

const expandSplit = (input: InputPath): InputPath[] =>
  input.path.includes("{split}")
    ? ["train", "test"].map((s) => ({ ...input, path: input.path.replaceAll("{split}", s) }))
    : [input];

/**
 * Checks every output path of a command before it does any work, so that no run ends by losing its
 * result or a user's file:
 *
 * 1. two outputs that are one file (the same path, a symbolic link to it, a hard link) are refused,
 *    naming both options (`--checkpoint X --out X`);
 * 2. an existing output that is an input, lies inside an input directory (also a hard link to one of
 *    its files) or is one of an input stem's files is refused, with or without `force`, naming both
 *    options (real paths: symbolic links count);
 * 3. an existing output is refused without `force`; with it, only a file of the output's own kind (a
 *    previous model for a model, a hierarchy TSV for `--write-hierarchy`, ...) or an empty file is
 *    replaced, never another file; a directory never. An output that continues an input
 *    (`successorOf`: `--checkpoint` after `--resume` of the same file) replaces it without `force`.
 *
 * Paths are resolved against the current directory, as the files are written.
 *
 * @param plan - the command's inputs and outputs, and whether `--force` was given
 * @throws TextboostError `E_INVALID_ARGUMENT` for rule 1, `E_IO` for rules 2 and 3 (naming the file)
 *
 * @example
 * ```ts
 * import { MODEL_OUTPUT } from "./output-kinds.js";
 * checkOutputPaths({
 *   inputs: [{ option: "--data", path: "medical" }],
 *   outputs: [{ option: "--out", path: "medical.model.json", kind: MODEL_OUTPUT }],
 *   force: false,
 * });
 * ```
 */
export function checkOutputPaths(plan: {
  readonly inputs: readonly InputPath[];
  readonly outputs: readonly OutputPath[];
  readonly force: boolean;
}): void {
  const inputs = plan.inputs.flatMap(expandSplit);
  const outputs = plan.outputs.map((o) => ({ ...o, id: identify(o.path) }));
  for (const [i, a] of outputs.entries()) {
    const twin = outputs.slice(0, i).find((b) => same(a.id, b.id));
    if (twin !== undefined) {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `${twin.option} ${twin.path} and ${a.option} ${a.path} are the same file: give each output its own path`,
      );
    }
  }
  for (const out of outputs) {
    if (!existsSync(out.id.real)) continue;
    if (out.successorOf !== undefined && same(out.id, identify(out.successorOf))) continue;
    const input = inputs.find((p) => belongsTo(out.id, p.path));
    if (input !== undefined) {
      throw new TextboostError(
        "E_IO",
        `${out.option} is part of the input ${input.option} ${input.path}; textboost never overwrites its inputs, even with --force: choose another path`,
        { file: out.path },
      );
    }
    checkExisting(out, plan.force);
  }
}

/** Rule 3 of {@link checkOutputPaths} for an output that exists. */
function checkExisting(out: OutputPath & { id: PathIdentity }, force: boolean): void {
  if (out.id.directory) {
    throw new TextboostError("E_IO", `${out.option} is a directory; give a file`, {
      file: out.path,
    });
  }
  if (!force) {
    throw new TextboostError(
      "E_IO",
      `${out.option} exists; pass --force to replace it (a previous ${out.kind.what} only)`,
      { file: out.path },
    );
  }
  let text: string;
  try {
    text = head(out.id.real);
  } catch (e) {
    throw new TextboostError(
      "E_IO",
      `${out.option} cannot be read to check what it is: ${(e as Error).message}`,
      { file: out.path },
      { cause: e },
    );
  }
  if (text.length > 0 && !out.kind.recognise(text)) {
    throw new TextboostError(
      "E_IO",
      `${out.option} is not a ${out.kind.what}; --force replaces only a previous output of the same kind, never another file: choose another path`,
      { file: out.path },
    );
  }
}
