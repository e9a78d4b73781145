import { existsSync, lstatSync, mkdirSync, realpathSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { TextboostError } from "@textboost/core";
import { isInside } from "@textboost/datasets";

/**
 * Makes a job's results directory ready for writing, only inside the worker's results root: the
 * directory (absolute) must lie inside `root` by its text, every part of it that exists already must
 * be a real directory inside the root once links are resolved (a link out of the root is refused
 * before anything is made through it), and the missing parts are then made. Nothing outside the
 * root is created, written, or reported on.
 *
 * @param given - the entry's results directory (absolute)
 * @param root - the worker's results root, as a real path
 * @param spelled - the root as the user gave it (made absolute; default `root`): a directory inside
 *   it by its text is taken as the same place below the real root
 * @returns the directory, below the real root
 * @throws TextboostError `E_IO` for a directory outside the root (or reached through a link out of it)
 *
 * @example
 * ```ts
 * import { join } from "node:path";
 * const root = realpathSync(mkdtempSync(join(tmpdir(), "textboost-results-")));
 * resultsDirUnder(join(root, "grid-1"), root); // made, and returned
 * try {
 *   resultsDirUnder("/etc/cron.d", root);
 * } catch (e) {
 *   (e as TextboostError).message; // "… is outside this worker's results root …"
 * }
 * ```
 */
export function resultsDirUnder(given: string, root: string, spelled: string = root): string {
  const outside = () =>
    new TextboostError("E_IO", `the results directory is outside this worker's results root (${root})`, {
      file: given,
    });
  const dir = isInside(given, root)
    ? given
    : isInside(given, spelled)
      ? join(root, relative(spelled, given))
      : undefined;
  if (dir === undefined) throw outside();
  // Walk down from the root: each part that exists must be a directory (not a link) whose real path stays inside.
  const parts = relative(root, dir)
    .split(sep)
    .filter((p) => p !== "");
  let at = root;
  for (const part of parts) {
    at = join(at, part);
    if (!existsSync(at) && !isLink(at)) break;
    if (isLink(at) || !lstatSync(at).isDirectory() || !isInside(realpathSync(at), root)) throw outside();
  }
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    throw new TextboostError(
      "E_IO",
      `cannot make the results directory (${(e as NodeJS.ErrnoException).code ?? "error"})`,
      { file: dir },
      { cause: e },
    );
  }
  if (!isInside(realpathSync(dir), root)) throw outside();
  return dir;
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}
