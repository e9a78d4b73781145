import { relationName } from "../internal/arff-relation.js";
import { readFileLines } from "./file-lines.js";

/**
 * Reads an ARFF file only as far as its `@relation` line (skipping comments and blank lines), so a
 * caller can look at the relation's options before reading the data.
 *
 * @returns the relation name and its 1-based line, or `undefined` when the first declaration is
 *   not `@relation` (the full reader then reports the problem where it is)
 * @throws TextboostError `E_IO` naming the file when it cannot be read
 */
export async function readArffRelation(
  path: string,
): Promise<{ relation: string; line: number } | undefined> {
  let line = 0;
  for await (const raw of readFileLines(path)) {
    line++;
    const s = (line === 1 ? raw.replace(/^\uFEFF/, "") : raw).trim();
    if (s === "" || s.startsWith("%")) continue;
    return /^@relation\b/i.test(s) ? { relation: relationName(s), line } : undefined;
  }
  return undefined;
}
