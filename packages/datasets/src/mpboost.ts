import type { Dataset, LabelMatrix } from "@textboost/core";
import { createCsrBuilder } from "@textboost/sparse";
import { inputError, quote } from "./internal/input-error.js";
import { LabelCollector } from "./internal/label-ids.js";
import { type LineInput, numberedLines } from "./internal/lines.js";
import { parseIndex } from "./internal/parse-number.js";
import { scanIndex, skipSpaces, tokenEnd } from "./internal/scan-tokens.js";
import { sortRow } from "./internal/sort-row.js";

/** Options of {@link parseMpBoost} and `readMpBoost` (Node, main entry). */
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
    // The line is read in place (see scan-tokens.ts): the feature ids become numbers without
    // becoming strings first.
    const n = text.length;
    const start = skipSpaces(text, 0, n);
    if (start === n) continue;
    const bar = text.indexOf("|", start);
    if (bar >= 0 && text.indexOf("|", bar + 1) >= 0)
      throw inputError("more than one '|' on the line", file, line);
    const left = bar < 0 ? n : bar;
    const idEnd = tokenEnd(text, start, left);
    if (idEnd === start) throw inputError("the line starts with '|': the document ID is missing", file, line);
    xi.length = 0;
    for (let p = skipSpaces(text, idEnd, left); p < left; ) {
      const end = tokenEnd(text, p, left);
      const f = scanIndex(text, p, end);
      if (f < 0)
        throw inputError(`feature id ${quote(text.slice(p, end))} is not a non-negative integer`, file, line);
      if (fixedCols !== undefined && f >= fixedCols) {
        throw inputError(`feature id ${f} is out of range [0, ${fixedCols})`, file, line);
      }
      xi.push(f);
      p = skipSpaces(text, end, left);
    }
    const dup = sortRow(xi, undefined);
    if (dup >= 0) throw inputError(`feature id ${dup} appears twice`, file, line);
    const right = bar < 0 ? "" : text.slice(bar + 1).trim();
    const cats = right === "" ? [] : right.split(/\s+/);
    for (const c of cats) {
      if (parseIndex(c) === undefined)
        throw inputError(`category id ${quote(c)} is not a non-negative integer`, file, line);
    }
    const err = labels.addRow(cats);
    if (err !== undefined) throw inputError(err.replace(/^label/, "category"), file, line);
    X.addRow(xi, undefined, line);
    ids.push(text.slice(start, idEnd));
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
