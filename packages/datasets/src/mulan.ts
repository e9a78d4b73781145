import type { Dataset } from "@textboost/core";
import { type ArffHeader, parseArffDataset } from "./arff.js";
import { inputError, quote } from "./internal/input-error.js";
import type { LineInput } from "./internal/lines.js";
import { type MulanLabel, parseMulanXml } from "./mulan-xml.js";

/** Options of {@link parseMulan}. */
export interface ParseMulanOptions {
  /** Name of the ARFF source, for errors. */
  readonly file?: string;
  /** Name of the XML source, for errors. */
  readonly xmlFile?: string;
}

/**
 * Parses a Mulan data set: an ARFF file and the XML header naming its labels.
 *
 * Label columns follow the XML's order; label attributes may be anywhere among the attributes
 * (in the public Mulan files they are last). Every other attribute is a feature, in attribute
 * order, named by the attribute (unquoted). Value rules:
 *
 * - Sparse (`{3 1,17 0.25}`, entries in any order, omitted = 0) and dense (`1,0,0.5`) rows may be
 *   mixed; `%` comment lines and blank lines are skipped anywhere; keywords are case-insensitive.
 * - `numeric`/`real`/`integer` attributes give their value; a nominal feature gives the index of its
 *   value in the declaration (Weka's internal value); `1.000000` matches a declared `1`.
 * - Label attributes must be `{0,1}` or numeric, with values 0 and 1.
 * - `?` (missing) is read as absent, that is 0, for a feature, and is an error for a label.
 * - `string`, `date`, `relational` attributes and instance weights are rejected.
 * - X has no `values` when every stored value is 1.
 *
 * @param arff - the ARFF text or its lines
 * @param xml - the XML text, or labels already parsed with {@link parseMulanXml}
 * @param options - source names for errors
 * @returns the data set (no `documentIds`: ARFF rows have none)
 * @throws TextboostError `E_INPUT_FORMAT` naming file and line for any malformed header or row, or an
 *   XML label that is not an attribute of the ARFF file
 *
 * @example
 * ```ts
 * const d = await parseMulan(
 *   "@relation r\n@attribute w1 numeric\n@attribute w2 numeric\n@attribute L {0,1}\n@data\n{0 0.5,2 1}\n1,0,0\n",
 *   '<labels xmlns="http://mulan.sourceforge.net/labels"><label name="L"/></labels>',
 * );
 * d.featureNames; // ["w1", "w2"]
 * d.Y.indptr;     // Int32Array [0, 1, 1]
 * ```
 */
export async function parseMulan(
  arff: LineInput,
  xml: string | readonly MulanLabel[],
  options: ParseMulanOptions = {},
): Promise<Dataset> {
  const labels =
    typeof xml === "string"
      ? parseMulanXml(xml, options.xmlFile === undefined ? {} : { file: options.xmlFile })
      : xml;
  const { header: _header, ...dataset } = await parseArffDataset(arff, options.file, (header: ArffHeader) => {
    const index = new Map(header.attributes.map((a, k) => [a.name, k] as const));
    return labels.map((l) => {
      const k = index.get(l.name);
      if (k === undefined) {
        throw inputError(
          `label ${quote(l.name)} is not an attribute of ${options.file ?? "the ARFF file"}`,
          options.xmlFile ?? "<xml>",
          l.line,
        );
      }
      return k;
    });
  });
  return dataset;
}
