import type { Dataset } from "@textboost/core";
import { parseBoostexter, parseBoostexterCorpus } from "../boostexter.js";
import { parseBoostexterNames } from "../boostexter-names.js";
import { type FormatBoostexterOptions, formatBoostexter } from "../boostexter-writer.js";
import type { TextCorpus } from "../text-corpus.js";
import { readFileLines } from "./file-lines.js";
import { writeLines } from "./write-lines.js";

/**
 * Reads a BoosTexter / icsiboost data set into numeric features, streaming the data file.
 * See {@link parseBoostexter}.
 *
 * @param namesPath - the `.names` file
 * @param dataPath - the `.data` (or `.test`, `.dev`) file
 * @throws TextboostError `E_IO` when a file cannot be read, `E_INPUT_FORMAT` naming file and line
 *
 * @example
 * ```ts no-run
 * const d = await readBoostexter("reuters.names", "reuters.data");
 * ```
 */
export async function readBoostexter(namesPath: string, dataPath: string): Promise<Dataset> {
  const names = await parseBoostexterNames(readFileLines(namesPath), { file: namesPath });
  return parseBoostexter(names, readFileLines(dataPath), { file: dataPath, namesFile: namesPath });
}

/**
 * Reads a BoosTexter / icsiboost data set as raw text, streaming the data file.
 * See {@link parseBoostexterCorpus}.
 *
 * @example
 * ```ts no-run
 * const train = await readBoostexterCorpus("reuters.names", "reuters.data");
 * ```
 */
export async function readBoostexterCorpus(namesPath: string, dataPath: string): Promise<TextCorpus> {
  const names = await parseBoostexterNames(readFileLines(namesPath), { file: namesPath });
  return parseBoostexterCorpus(names, readFileLines(dataPath), { file: dataPath, namesFile: namesPath });
}

/**
 * Writes a data set as BoosTexter / icsiboost `.names` and `.data` files (overwriting them).
 * See {@link formatBoostexter}.
 *
 * @throws TextboostError as {@link formatBoostexter}, and `E_IO` when a file cannot be written
 *
 * @example
 * ```ts no-run
 * await writeBoostexter(dataset, "train.names", "train.data");
 * ```
 */
export async function writeBoostexter(
  dataset: Dataset,
  namesPath: string,
  dataPath: string,
  options: FormatBoostexterOptions = {},
): Promise<void> {
  const { names, data } = formatBoostexter(dataset, options);
  await writeLines(namesPath, names);
  await writeLines(dataPath, data);
}
