import type { Dataset } from "@textboost/core";
import { parseMeka } from "../meka.js";
import { type FormatMekaOptions, formatMekaArff } from "../meka-writer.js";
import { readFileLines } from "./file-lines.js";
import { type ReadProgressOptions, readProgressLimits } from "./read-progress.js";
import { writeLines } from "./write-lines.js";

/**
 * Reads a MEKA ARFF file, streaming it line by line. See {@link parseMeka}.
 *
 * @param path - the `.arff` file
 * @param options - `onProgress`, told the bytes read
 * @throws TextboostError `E_IO` when the file cannot be read, `E_INPUT_FORMAT` naming file and line
 *
 * @example
 * ```ts no-run
 * const d = await readMeka("SLASHDOT-F.arff");
 * d.labelNames.length; // 22
 * ```
 */
export async function readMeka(path: string, options: ReadProgressOptions = {}): Promise<Dataset> {
  return parseMeka(readFileLines(path, readProgressLimits(options, path)), { file: path });
}

/**
 * Writes a data set as a MEKA ARFF file (overwriting it). See {@link formatMekaArff}.
 *
 * @throws TextboostError as {@link formatMekaArff}, and `E_IO` when the file cannot be written
 *
 * @example
 * ```ts no-run
 * await writeMeka(dataset, "mine.arff", { name: "mine" });
 * ```
 */
export async function writeMeka(
  dataset: Dataset,
  path: string,
  options: FormatMekaOptions = {},
): Promise<void> {
  await writeLines(path, formatMekaArff(dataset, options));
}
