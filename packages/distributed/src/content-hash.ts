import { createHash } from "node:crypto";
import { closeSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { isTextboostError, TextboostError } from "@textboost/core";
import {
  expandSplitPlaceholder,
  hashFileBytes,
  hasSplitPlaceholder,
  openRegularFile,
  readablePath,
  statIfReadable,
} from "@textboost/datasets";

/**
 * The SHA-256 of a file's bytes, or of a directory's files: every regular file below it, by relative
 * path in sorted order, each contributing its path, its size and its bytes (so renaming or moving a
 * file changes the hash too). Hidden entries (names starting with `.`), links and special files below a
 * directory are skipped. Files are read as the readers of `@textboost/datasets` read them: regular
 * files only (a FIFO or a device is refused, never waited on), 4 GiB at most, and inside its
 * `withReadRoots` only under the roots. A path with `{split}` (`medical-{split}.arff`, the form every
 * command's `--data` takes) stands for its parts: the hash covers each part that exists, by name
 * (`train\0<hash>`, then `test\0<hash>`); at least one must.
 *
 * @param path - a file, a directory, or a `{split}` path
 * @returns 64 lower-case hex digits
 * @throws TextboostError `E_IO` when the path cannot be read, is neither a regular file nor a directory, or lies outside the read roots
 *
 * @example
 * ```ts no-run
 * contentHash("../shared/datasets/mulan/medical"); // "3f1c…" (64 hex digits)
 * ```
 */
export function contentHash(path: string): string {
  if (hasSplitPlaceholder(path)) return splitPathHash(path);
  const hash = createHash("sha256");
  try {
    if (statIfReadable(path)?.isDirectory() === true) {
      const dir = readablePath(path);
      for (const rel of filesBelow(dir)) {
        hashFile(hash, join(dir, rel), (size) => `${rel}\0${size}\0`);
      }
    } else hashFile(hash, path);
  } catch (e) {
    if (isTextboostError(e)) throw e;
    throw new TextboostError(
      "E_IO",
      `cannot be read to hash it: ${(e as Error).message}`,
      { file: path },
      { cause: e },
    );
  }
  return hash.digest("hex");
}

/** The hash of a `{split}` path: its existing parts' hashes, each after its part's name. */
function splitPathHash(path: string): string {
  const parts = expandSplitPlaceholder(path).filter((e) => statIfReadable(e.path) !== undefined);
  if (parts.length === 0) {
    throw new TextboostError(
      "E_IO",
      `no such file or directory: none of ${expandSplitPlaceholder(path)
        .map((e) => e.path)
        .join(", ")} exists`,
      { file: path },
    );
  }
  const hash = createHash("sha256");
  for (const { part, path: file } of parts) hash.update(`${part}\0${contentHash(file)}`);
  return hash.digest("hex");
}

/** Feeds a regular file's bytes to `hash`, a MiB at a time, after `header(size)` when given. */
function hashFile(
  hash: ReturnType<typeof createHash>,
  path: string,
  header?: (size: number) => string,
): void {
  const { fd, size } = openRegularFile(path);
  try {
    if (header !== undefined) hash.update(header(size));
    hashFileBytes(hash, fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * The SHA-256 of a string or bytes, as 64 lower-case hex digits.
 *
 * @example
 * ```ts
 * sha256("abc"); // "ba7816bf…"
 * ```
 */
export function sha256(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

/** Relative paths of the regular files below `dir`, sorted, hidden entries skipped. */
function filesBelow(dir: string, prefix = ""): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .filter((e) => !e.name.startsWith("."))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((e) => {
      const rel = prefix === "" ? e.name : `${prefix}/${e.name}`;
      if (e.isDirectory()) return filesBelow(dir, rel);
      return e.isFile() ? [rel] : [];
    });
}
