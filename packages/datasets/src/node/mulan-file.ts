import type { Dataset } from "@textboost/core";
import { parseMulan } from "../mulan.js";
import { formatMulanArff, formatMulanXml } from "../mulan-writer.js";
import { readFileLines, readTextFile } from "./file-lines.js";
import { type ReadProgressOptions, readProgressLimits } from "./read-progress.js";
import { writeLines } from "./write-lines.js";

/**
 * Reads a Mulan data set from an ARFF file and its XML label header, streaming the ARFF line by line.
 *
 * @param arffPath - the `.arff` file (for example `medical-train.arff`)
 * @param xmlPath - the `.xml` header (for example `medical.xml`)
 * @param options - `onProgress`, told the bytes of the ARFF file read
 * @returns the data set; see {@link parseMulan}
 * @throws TextboostError `E_IO` when a file cannot be read, `E_INPUT_FORMAT` naming file and line
 *
 * @example
 * ```ts no-run
 * const train = await readMulan("medical/medical-train.arff", "medical/medical.xml");
 * train.X.rows; // 333
 * ```
 */
export async function readMulan(
  arffPath: string,
  xmlPath: string,
  options: ReadProgressOptions = {},
): Promise<Dataset> {
  const xml = await readTextFile(xmlPath);
  const lines = readFileLines(arffPath, readProgressLimits(options, arffPath));
  return parseMulan(lines, xml, { file: arffPath, xmlFile: xmlPath });
}

/**
 * Writes a data set as a sparse Mulan ARFF file and its XML label header (overwriting them).
 * See {@link formatMulanArff}.
 *
 * @throws TextboostError as {@link formatMulanArff}, and `E_IO` when a file cannot be written
 *
 * @example
 * ```ts no-run
 * await writeMulan(dataset, "mine-train.arff", "mine.xml");
 * ```
 */
export async function writeMulan(
  dataset: Dataset,
  arffPath: string,
  xmlPath: string,
  options: { relation?: string } = {},
): Promise<void> {
  await writeLines(arffPath, formatMulanArff(dataset, options));
  await writeLines(xmlPath, formatMulanXml(dataset.labelNames));
}
