import { resolve } from "node:path";
import { TextboostError } from "@textboost/core";
import { contentHash } from "./content-hash.js";

/**
 * Where a job's data is and what it must contain: a path every worker can read (a shared disk, the
 * same mount on every machine) and the SHA-256 of its content ({@link contentHash}). The data itself
 * never travels through the queue.
 */
export interface DataReference {
  /** Absolute path of the file or directory. */
  readonly path: string;
  /** {@link contentHash} of the path when the job was made. */
  readonly sha256: string;
}

/**
 * References a file or directory: its absolute path and its content hash, taken now.
 *
 * @param path - the data (relative paths are resolved against the working directory)
 * @returns the reference
 * @throws TextboostError `E_IO` when the path cannot be read
 *
 * @example
 * ```ts no-run
 * const data = referenceData("../shared/datasets/mulan/medical"); // { path: "/…/mulan/medical", sha256: "…" }
 * ```
 */
export function referenceData(path: string): DataReference {
  const absolute = resolve(path);
  return { path: absolute, sha256: contentHash(absolute) };
}

/**
 * Checks that a reference still holds what it held when the job was made: a worker calls this
 * before training, so a job never runs on other data than it names.
 *
 * @param ref - the job's data reference
 * @throws TextboostError `E_IO` naming the path when it cannot be read or its content has changed
 *
 * @example
 * ```ts
 * import { join } from "node:path";
 * const file = join(mkdtempSync(join(tmpdir(), "textboost-")), "corpus.txt");
 * writeFileSync(file, "one");
 * const ref = referenceData(file);
 * checkDataReference(ref); // passes: the file holds what it held
 * writeFileSync(file, "two");
 * try {
 *   checkDataReference(ref);
 * } catch (e) {
 *   (e as TextboostError).code; // "E_IO": the data at … is not what the job was made for
 * }
 * ```
 */
export function checkDataReference(ref: DataReference): void {
  const now = contentHash(ref.path);
  if (now !== ref.sha256) {
    throw new TextboostError(
      "E_IO",
      `the data is not what the job was made for (content hash ${now.slice(0, 12)}…, expected ${ref.sha256.slice(0, 12)}…); enqueue the job again for the new data, or restore the old`,
      { file: ref.path },
    );
  }
}
