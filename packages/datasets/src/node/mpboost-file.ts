import type { Dataset } from "@textboost/core";
import { type ParseMpBoostOptions, parseMpBoost } from "../mpboost.js";
import { type FormatMpBoostOptions, formatMpBoost } from "../mpboost-writer.js";
import { readFileLines } from "./file-lines.js";
import { type ReadProgressOptions, readProgressLimits } from "./read-progress.js";
import { writeLines } from "./write-lines.js";

/**
 * Reads an MP-Boost++ data file, streaming it line by line. See {@link parseMpBoost}.
 *
 * @param path - the file (for example `reuters21578/training` of Esuli's distribution)
 * @param options - `featureNames`, `labelNames` as in {@link ParseMpBoostOptions}; `onProgress`, told
 *   the bytes read
 * @throws TextboostError `E_IO` when the file cannot be read, `E_INPUT_FORMAT` naming file and line
 *
 * @example
 * ```ts no-run
 * const train = await readMpBoost("reuters21578/training");
 * ```
 */
export async function readMpBoost(
  path: string,
  options: Omit<ParseMpBoostOptions, "file"> & ReadProgressOptions = {},
): Promise<Dataset> {
  const { onProgress, ...parse } = options;
  const lines = readFileLines(path, readProgressLimits(onProgress === undefined ? {} : { onProgress }, path));
  return parseMpBoost(lines, { ...parse, file: path });
}

/**
 * Writes a data set as an MP-Boost++ data file (overwriting it). See {@link formatMpBoost}.
 *
 * @throws TextboostError as {@link formatMpBoost}, and `E_IO` when the file cannot be written
 *
 * @example
 * ```ts no-run
 * await writeMpBoost(dataset, "training");
 * ```
 */
export async function writeMpBoost(
  dataset: Dataset,
  path: string,
  options: FormatMpBoostOptions = {},
): Promise<void> {
  await writeLines(path, formatMpBoost(dataset, options));
}
