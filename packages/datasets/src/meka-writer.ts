import type { Dataset } from "@textboost/core";
import { cannotWrite } from "./internal/check-dataset.js";
import { formatArff } from "./internal/format-arff.js";

/** Options of {@link formatMekaArff} and `writeMeka` (Node, main entry). */
export interface FormatMekaOptions {
  /** The data set's name, before MEKA's options in the relation name (default `"textboost"`). */
  readonly name?: string;
  /**
   * Declares the first `trainSize` instances the training part and the rest the test part, with
   * MEKA's `-split-number` (what {@link mekaSplit} and `loadDataset` read back).
   */
  readonly trainSize?: number;
}

/**
 * Formats a data set as a sparse MEKA ARFF file: the labels first, as `{0,1}` attributes, then the
 * features (`{0,1}` when X is binary, else `numeric`), and the relation name `'<name>: -C <labels>'`
 * (with `-split-number N` when `trainSize` is given), so MEKA and {@link parseMeka} know which
 * attributes are labels without an XML header.
 *
 * @param dataset - the data set
 * @param options - {@link FormatMekaOptions}
 * @returns a generator of lines without line ends
 * @throws TextboostError `E_SHAPE` when the parts of `dataset` do not fit; `E_INVALID_ARGUMENT` when
 *   a feature and a label, or two of either, share a name, when there is no label (MEKA's `-C 0`
 *   means none), or for a `trainSize` outside [0, documents]
 *
 * @example
 * ```ts
 * [...formatMekaArff(dataset, { name: "mine", trainSize: 100 })][0]; // "@relation 'mine: -C 3 -split-number 100'"
 * ```
 */
export function* formatMekaArff(dataset: Dataset, options: FormatMekaOptions = {}): Generator<string> {
  const labels = dataset.labelNames.length;
  if (labels === 0) throw cannotWrite("MEKA ARFF", "there are no labels (-C 0 would mean none)");
  const t = options.trainSize;
  if (t !== undefined && !(Number.isInteger(t) && t >= 0 && t <= dataset.X.rows)) {
    throw cannotWrite("MEKA ARFF", `trainSize ${t} is not a whole number in [0, ${dataset.X.rows}]`);
  }
  const relation = `${options.name ?? "textboost"}: -C ${labels}${t === undefined ? "" : ` -split-number ${t}`}`;
  yield* formatArff(dataset, relation, "first");
}
