import type { Dataset } from "@textboost/core";
import { type ParseSvmlightOptions, parseSvmlight } from "../svmlight.js";
import { type FormatSvmlightOptions, formatSvmlight } from "../svmlight-writer.js";
import { readFileLines } from "./file-lines.js";
import { type ReadProgressOptions, readProgressLimits } from "./read-progress.js";
import { writeLines } from "./write-lines.js";

/**
 * Reads a multi-label SVMlight / LIBSVM file, streaming it line by line. See {@link parseSvmlight}.
 *
 * @param path - the file
 * @param options - `featureNames`, `labelNames` as in {@link ParseSvmlightOptions} (`file` is `path`);
 *   `onProgress`, told the bytes read
 * @throws TextboostError `E_IO` when the file cannot be read, `E_INPUT_FORMAT` naming file and line
 *
 * @example
 * ```ts no-run
 * const train = await readSvmlight("train.svm");
 * const test = await readSvmlight("test.svm", { featureNames: train.featureNames, labelNames: train.labelNames });
 * ```
 */
export async function readSvmlight(
  path: string,
  options: Omit<ParseSvmlightOptions, "file"> & ReadProgressOptions = {},
): Promise<Dataset> {
  const { onProgress, ...parse } = options;
  const lines = readFileLines(path, readProgressLimits(onProgress === undefined ? {} : { onProgress }, path));
  return parseSvmlight(lines, { ...parse, file: path });
}

/**
 * Writes a data set as a multi-label SVMlight file (overwriting it). See {@link formatSvmlight}.
 *
 * @throws TextboostError as {@link formatSvmlight}, and `E_IO` when the file cannot be written
 *
 * @example
 * ```ts no-run
 * await writeSvmlight(dataset, "train.svm");
 * ```
 */
export async function writeSvmlight(
  dataset: Dataset,
  path: string,
  options: FormatSvmlightOptions = {},
): Promise<void> {
  await writeLines(path, formatSvmlight(dataset, options));
}
