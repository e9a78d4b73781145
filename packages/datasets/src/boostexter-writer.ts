import type { Dataset } from "@textboost/core";
import { cannotWrite, checkDataset } from "./internal/check-dataset.js";

/** Options of {@link formatBoostexter} and `writeBoostexter` (Node, main entry). */
export interface FormatBoostexterOptions {
  /**
   * `"continuous"` (default): one `continuous` column per feature, dense rows, exact round trip.
   * `"text"`: one `text` column holding the names of the features a document has; X must be binary
   * and feature names single words. Reading it back gives the features in order of first
   * appearance, without the features no document has.
   */
  readonly features?: "continuous" | "text";
  /** Name of the text column in `"text"` mode (default `"text"`). */
  readonly textColumn?: string;
}

/** The two files of a BoosTexter data set, as lines. */
export interface BoostexterFiles {
  readonly names: readonly string[];
  readonly data: Generator<string>;
}

/**
 * Formats a data set for BoosTexter / icsiboost: a `.names` file (the labels as classes, then the
 * columns) and `.data` lines (`v1, v2, ..., label1 label2.`). See {@link FormatBoostexterOptions}
 * for the two layouts. A document without labels ends with `, .` (icsiboost wants at least one).
 *
 * @param dataset - the data set
 * @param options - see {@link FormatBoostexterOptions}
 * @returns the names lines and a generator of data lines (no line ends)
 * @throws TextboostError `E_SHAPE` when the parts of `dataset` do not fit; `E_INVALID_ARGUMENT` for no
 *   label at all, a label name that is empty, has a space, `,` or `|`, or ends with `.`; a feature name that is empty,
 *   has `:`, `|` or a line break, or starts or ends with a space; in text mode a non-binary X or a
 *   feature name with a space or `,`, or `?`
 *
 * @example
 * ```ts
 * const { names, data } = formatBoostexter(dataset);
 * names[0]; // "earn, acq."
 * ```
 */
export function formatBoostexter(dataset: Dataset, options: FormatBoostexterOptions = {}): BoostexterFiles {
  checkDataset(dataset);
  const mode = options.features ?? "continuous";
  if (dataset.labelNames.length === 0)
    throw cannotWrite("BoosTexter", "there are no labels (the class line needs one)");
  for (const l of dataset.labelNames) {
    if (l === "" || /[\s,|]/.test(l) || l.endsWith(".")) {
      throw cannotWrite(
        "BoosTexter",
        `label ${JSON.stringify(l)} is empty, has a space, ',' or '|', or ends with '.'`,
      );
    }
  }
  const names = [`${dataset.labelNames.join(", ")}.`];
  const { X, Y } = dataset;
  const labelsOf = (r: number): string => {
    const out: string[] = [];
    for (let p = Y.indptr[r]!; p < Y.indptr[r + 1]!; p++) out.push(dataset.labelNames[Y.indices[p]!]!);
    return `${out.join(" ")}.`;
  };
  if (mode === "text") {
    const column = options.textColumn ?? "text";
    if (column === "" || /[:|\n\r]/.test(column) || column.trim() !== column) {
      throw cannotWrite("BoosTexter", `column name ${JSON.stringify(column)}`);
    }
    if (X.values?.some((v) => v !== 1)) throw cannotWrite("BoosTexter text", "X is not binary");
    for (const f of dataset.featureNames) {
      if (f === "" || f === "?" || /[\s,|]/.test(f)) {
        throw cannotWrite(
          "BoosTexter text",
          `feature ${JSON.stringify(f)} is not a single word without ',' and '|'`,
        );
      }
    }
    names.push(`${column}: text.`);
    const data = (function* () {
      for (let r = 0; r < X.rows; r++) {
        const words: string[] = [];
        for (let p = X.indptr[r]!; p < X.indptr[r + 1]!; p++)
          words.push(dataset.featureNames[X.indices[p]!]!);
        yield `${words.join(" ")}, ${labelsOf(r)}`;
      }
    })();
    return { names, data };
  }
  const seen = new Set<string>();
  for (const f of dataset.featureNames) {
    if (f === "" || /[:|\n\r]/.test(f) || f.trim() !== f) {
      throw cannotWrite(
        "BoosTexter",
        `feature name ${JSON.stringify(f)} is empty, has ':', '|' or a line break, or surrounding spaces`,
      );
    }
    if (seen.has(f)) throw cannotWrite("BoosTexter", `feature name ${JSON.stringify(f)} is repeated`);
    seen.add(f);
    names.push(`${f}: continuous.`);
  }
  const data = (function* () {
    const row = new Array<string>(X.cols);
    for (let r = 0; r < X.rows; r++) {
      row.fill("0");
      for (let p = X.indptr[r]!; p < X.indptr[r + 1]!; p++)
        row[X.indices[p]!] = String(X.values === undefined ? 1 : X.values[p]!);
      yield X.cols === 0 ? labelsOf(r) : `${row.join(", ")}, ${labelsOf(r)}`;
    }
  })();
  return { names, data };
}
