import type { Dataset, LabelMatrix } from "@textboost/core";
import { createCsrBuilder } from "@textboost/sparse";
import { inputError, quote } from "./internal/input-error.js";
import { LabelCollector } from "./internal/label-ids.js";
import { type LineInput, numberedLines, readFileLines } from "./internal/lines.js";
import { parseIndex } from "./internal/parse-number.js";
import { sortRow } from "./internal/sort-row.js";

/** Options of {@link parseMpBoost} and {@link readMpBoost}. */
export interface ParseMpBoostOptions {
  /** Name of the source, for errors. */
  readonly file?: string;
  /**
   * Fixes the feature columns: feature id i is column i, and an id of `featureNames.length` or more
   * is an error. Default: one column per id up to the largest, named `"0"`, `"1"`, ...
   */
  readonly featureNames?: readonly string[];
  /** Fixes the label columns (category ids must be among them). Default: see `categoryIds`. */
  readonly labelNames?: readonly string[];
  /**
   * The label columns when `labelNames` is not given:
   * - `"distinct"` (default): one column per category id that occurs, in numeric order;
   * - `"dense"`: one column for every id from 0 to the largest that occurs, named `"0"`, `"1"`, ...,
   *   which is what MP-Boost++ does (its number of categories is the largest id + 1). Ids that occur
   *   nowhere become labels without a positive document. Use it to reproduce MP-Boost++ exactly on
   *   files whose category ids have gaps: the number of categories k enters AdaBoost.MH's initial
   *   weights 1/(m·k) and its smoothing ε = 1/(m·k), so a different k gives a different model.
   */
  readonly categoryIds?: "distinct" | "dense";
}

/**
 * Parses the MP-Boost++ input format (Esuli, Fagni and Sebastiani's C++ AdaBoost.MH/MP-Boost): one
 * document per line, `<ID> <featureID>* | <categoryID>*`, binary features. Our reading of its
 * README: the ID is any token without spaces, feature and category ids are non-negative integers
 * (the README asks for ascending order; any order is accepted here, a repeat is an error), and the
 * `|` may be left out when the document has no category. Blank lines are skipped; the format has
 * no comments, so every other line is a document (an ID may start with `#`).
 *
 * Where MP-Boost++ itself differs: it keeps a repeated feature or category id once (we refuse the
 * line, since a repeat is usually a broken conversion), and it makes one category per id from 0 to
 * the largest, gaps included (ours: one per id that occurs, unless `categoryIds: "dense"`).
 *
 * @param input - the text or its lines
 * @param options - see {@link ParseMpBoostOptions}
 * @returns a binary data set with `documentIds` from the ID column
 * @throws TextboostError `E_INPUT_FORMAT` naming file and line for a line without an ID, a second
 *   `|`, an id that is not a non-negative integer (or beyond `featureNames`), an unknown category
 *   (with `labelNames`), or a repeated id
 *
 * @example
 * ```ts
 * const d = await parseMpBoost("3 3 6 103 201 | 3 9\n4 6\n");
 * d.documentIds; // ["3", "4"]
 * d.labelNames;  // ["3", "9"]
 * d.X.cols;      // 202
 * ```
 */
export async function parseMpBoost(input: LineInput, options: ParseMpBoostOptions = {}): Promise<Dataset> {
  const file = options.file;
  const fixedCols = options.featureNames?.length;
  const X = createCsrBuilder({
    binary: true,
    ...(file === undefined ? {} : { file }),
    ...(fixedCols === undefined ? {} : { cols: fixedCols }),
  });
  const labels = new LabelCollector(options.labelNames);
  const ids: string[] = [];
  const xi: number[] = [];
  for await (const { text, line } of numberedLines(input)) {
    const s = text.trim();
    if (s === "") continue;
    const parts = s.split("|");
    if (parts.length > 2) throw inputError("more than one '|' on the line", file, line);
    const left = parts[0]!.trim().split(/\s+/);
    const id = left[0]!;
    if (id === "") throw inputError("the line starts with '|': the document ID is missing", file, line);
    xi.length = 0;
    for (let k = 1; k < left.length; k++) {
      const f = parseIndex(left[k]!);
      if (f === undefined)
        throw inputError(`feature id ${quote(left[k]!)} is not a non-negative integer`, file, line);
      if (fixedCols !== undefined && f >= fixedCols) {
        throw inputError(`feature id ${f} is out of range [0, ${fixedCols})`, file, line);
      }
      xi.push(f);
    }
    const dup = sortRow(xi, undefined);
    if (dup >= 0) throw inputError(`feature id ${dup} appears twice`, file, line);
    const right = parts.length === 2 ? parts[1]!.trim() : "";
    const cats = right === "" ? [] : right.split(/\s+/);
    for (const c of cats) {
      if (parseIndex(c) === undefined)
        throw inputError(`category id ${quote(c)} is not a non-negative integer`, file, line);
    }
    const err = labels.addRow(cats);
    if (err !== undefined) throw inputError(err.replace(/^label/, "category"), file, line);
    X.addRow(xi, undefined, line);
    ids.push(id);
  }
  const built = labels.build();
  const { Y, labelNames } =
    options.categoryIds === "dense" && options.labelNames === undefined ? denseCategoryIds(built) : built;
  const matrix = X.build(fixedCols);
  const featureNames = options.featureNames
    ? [...options.featureNames]
    : Array.from({ length: matrix.cols }, (_, c) => String(c));
  return { X: matrix, Y, featureNames, labelNames, documentIds: ids };
}

/**
 * Re-lays the label columns so that column c is category id c, for every c from 0 to the largest id
 * (MP-Boost++'s categories). The distinct ids come sorted numerically, so each row stays sorted.
 */
function denseCategoryIds(built: { Y: LabelMatrix; labelNames: readonly string[] }): {
  Y: LabelMatrix;
  labelNames: string[];
} {
  const ids = built.labelNames.map(Number);
  const cols = ids.length === 0 ? 0 : Math.max(...ids) + 1;
  const indices = Int32Array.from(built.Y.indices, (j) => ids[j]!);
  return {
    Y: { ...built.Y, cols, indices },
    labelNames: Array.from({ length: cols }, (_, c) => String(c)),
  };
}

/**
 * Reads an MP-Boost++ data file, streaming it line by line. See {@link parseMpBoost}.
 *
 * @param path - the file (for example `reuters21578/training` of Esuli's distribution)
 * @param options - `featureNames`, `labelNames`, `categoryIds` as in {@link ParseMpBoostOptions}
 * @throws TextboostError `E_IO` when the file cannot be read, `E_INPUT_FORMAT` naming file and line
 *
 * @example
 * ```ts
 * const train = await readMpBoost("reuters21578/training");
 * ```
 */
export async function readMpBoost(
  path: string,
  options: Omit<ParseMpBoostOptions, "file"> = {},
): Promise<Dataset> {
  return parseMpBoost(readFileLines(path), { ...options, file: path });
}
