import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { TextboostError } from "@textboost/core";

/**
 * The SHA-256 of a file's bytes, or of a directory's files: every regular file below it, by relative
 * path in sorted order, each contributing its path, its size and its bytes (so renaming or moving a
 * file changes the hash too). Hidden entries (names starting with `.`) are skipped.
 *
 * @param path - a file or a directory
 * @returns 64 lower-case hex digits
 * @throws TextboostError `E_IO` when the path cannot be read
 *
 * @example
 * ```ts no-run
 * contentHash("../shared/datasets/mulan/medical"); // "3f1c…" (64 hex digits)
 * ```
 */
export function contentHash(path: string): string {
  const hash = createHash("sha256");
  try {
    if (statSync(path).isDirectory()) {
      for (const rel of filesBelow(path)) {
        const bytes = readFileSync(join(path, rel));
        hash.update(`${rel}\0${bytes.length}\0`);
        hash.update(bytes);
      }
    } else hash.update(readFileSync(path));
  } catch (e) {
    throw new TextboostError(
      "E_IO",
      `cannot read ${path} to hash it: ${(e as Error).message}`,
      { file: path },
      { cause: e },
    );
  }
  return hash.digest("hex");
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
