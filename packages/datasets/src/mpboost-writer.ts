import type { Dataset } from "@textboost/core";
import { cannotWrite, checkDataset } from "./internal/check-dataset.js";
import { labelTokens } from "./internal/label-ids.js";

/** Options of {@link formatMpBoost} and `writeMpBoost` (Node, main entry). */
export interface FormatMpBoostOptions {
  /** How categories are written: names (distinct non-negative integers), 0-based indices, or `"auto"` (default). */
  readonly labels?: "auto" | "names" | "indices";
  /** Write every stored entry as present even when X has values other than 1 (default false: an error). */
  readonly binarize?: boolean;
}

/**
 * Formats a data set in the MP-Boost++ input format: `<ID> <featureID>* | <categoryID>*`, feature ids
 * being the 0-based columns (MP-Boost++ has no feature names). IDs are `documentIds` when present,
 * else the 0-based row numbers. Every line has the `|`.
 *
 * @param dataset - a binary data set (or any, with `binarize`)
 * @param options - see {@link FormatMpBoostOptions}
 * @returns a generator of lines without line ends
 * @throws TextboostError `E_SHAPE` when the parts of `dataset` do not fit; `E_INVALID_ARGUMENT` for a
 *   value other than 1 without `binarize`, or a document id that is empty or has spaces or `|`
 *
 * @example
 * ```ts
 * [...formatMpBoost(await parseMpBoost("3 3 6 103 201 | 3 9\n"))]; // ["3 3 6 103 201 | 3 9"]
 * ```
 */
export function* formatMpBoost(dataset: Dataset, options: FormatMpBoostOptions = {}): Generator<string> {
  checkDataset(dataset);
  const { X, Y } = dataset;
  const names = labelTokens(dataset.labelNames, options.labels ?? "auto", true);
  if (X.values !== undefined && options.binarize !== true) {
    const p = X.values.findIndex((v) => v !== 1);
    if (p >= 0)
      throw cannotWrite(
        "MP-Boost++",
        `X has the value ${X.values[p]} (features are binary; pass binarize: true)`,
      );
  }
  for (let r = 0; r < X.rows; r++) {
    const id = dataset.documentIds?.[r] ?? String(r);
    if (id === "" || /[\s|]/.test(id))
      throw cannotWrite("MP-Boost++", `document id ${JSON.stringify(id)} is empty or has a space or '|'`);
    const parts = [id];
    for (let p = X.indptr[r]!; p < X.indptr[r + 1]!; p++) {
      if (X.values === undefined || X.values[p] !== 0) parts.push(String(X.indices[p]!));
    }
    parts.push("|");
    for (let p = Y.indptr[r]!; p < Y.indptr[r + 1]!; p++) parts.push(names[Y.indices[p]!]!);
    yield parts.join(" ");
  }
}
