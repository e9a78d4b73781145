import type { Dataset } from "@textboost/core";
import { quoteArff } from "./internal/arff-tokens.js";
import { cannotWrite, checkDataset } from "./internal/check-dataset.js";
import { writeLines } from "./internal/write-lines.js";
import { escapeXml } from "./internal/xml-scanner.js";

/**
 * Formats a data set as a sparse Mulan ARFF file: the features as attributes (`{0,1}` when X is
 * binary, else `numeric`), then the labels as `{0,1}` attributes, then one sparse row per document
 * (`{3 1,17 0.25,1452 1}`, values in JavaScript's shortest round-trip form). Names are quoted when
 * needed. Pair it with {@link formatMulanXml}.
 *
 * @param dataset - the data set
 * @param options - `relation`: the relation name (default `"textboost"`)
 * @returns a generator of lines without line ends
 * @throws TextboostError `E_SHAPE` when the parts of `dataset` do not fit; `E_INVALID_ARGUMENT` when a
 *   feature and a label, or two of either, share a name (ARFF attributes are unique)
 *
 * @example
 * ```ts
 * [...formatMulanArff(dataset)][0]; // "@relation textboost"
 * ```
 */
export function* formatMulanArff(dataset: Dataset, options: { relation?: string } = {}): Generator<string> {
  checkDataset(dataset);
  const all = [...dataset.featureNames, ...dataset.labelNames];
  const seen = new Set<string>();
  for (const n of all) {
    if (seen.has(n)) throw cannotWrite("ARFF", `attribute name ${JSON.stringify(n)} is used twice`);
    if (n === "") throw cannotWrite("ARFF", "an attribute name is empty");
    seen.add(n);
  }
  const { X, Y } = dataset;
  const binary = X.values === undefined || X.values.every((v) => v === 1 || v === 0);
  yield `@relation ${quoteArff(options.relation ?? "textboost")}`;
  yield "";
  for (const f of dataset.featureNames) yield `@attribute ${quoteArff(f)} ${binary ? "{0,1}" : "numeric"}`;
  for (const l of dataset.labelNames) yield `@attribute ${quoteArff(l)} {0,1}`;
  yield "";
  yield "@data";
  const offset = X.cols;
  for (let r = 0; r < X.rows; r++) {
    const parts: string[] = [];
    for (let p = X.indptr[r]!; p < X.indptr[r + 1]!; p++) {
      const v = X.values === undefined ? 1 : X.values[p]!;
      if (v !== 0) parts.push(`${X.indices[p]} ${v}`);
    }
    for (let p = Y.indptr[r]!; p < Y.indptr[r + 1]!; p++) parts.push(`${offset + Y.indices[p]!} 1`);
    yield `{${parts.join(",")}}`;
  }
}

/**
 * Formats the Mulan XML label header of a data set.
 *
 * @param labelNames - the label names, in column order
 * @returns the XML lines
 *
 * @example
 * ```ts
 * formatMulanXml(["a"]).join("\n");
 * // <?xml version="1.0" encoding="utf-8"?>
 * // <labels xmlns="http://mulan.sourceforge.net/labels">
 * // <label name="a"></label>
 * // </labels>
 * ```
 */
export function formatMulanXml(labelNames: readonly string[]): string[] {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<labels xmlns="http://mulan.sourceforge.net/labels">',
    ...labelNames.map((l) => `<label name="${escapeXml(l)}"></label>`),
    "</labels>",
  ];
}

/**
 * Writes a data set as a sparse Mulan ARFF file and its XML label header (overwriting them).
 * See {@link formatMulanArff}.
 *
 * @throws TextboostError as {@link formatMulanArff}, and `E_IO` when a file cannot be written
 *
 * @example
 * ```ts
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
