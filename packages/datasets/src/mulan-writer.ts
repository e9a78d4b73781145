import type { Dataset } from "@textboost/core";
import { formatArff } from "./internal/format-arff.js";
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
  yield* formatArff(dataset, options.relation ?? "textboost", "last");
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
