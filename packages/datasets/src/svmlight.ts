import type { Dataset } from "@textboost/core";
import { createCsrBuilder } from "@textboost/sparse";
import { inputError, quote } from "./internal/input-error.js";
import { LabelCollector } from "./internal/label-ids.js";
import { type LineInput, numberedLines } from "./internal/lines.js";
import { parseDecimal } from "./internal/parse-number.js";
import { scanIndex, skipSpaces, tokenEnd } from "./internal/scan-tokens.js";
import { allOnes, sortRow } from "./internal/sort-row.js";

/** Options of {@link parseSvmlight} and `readSvmlight` (Node, main entry). */
export interface ParseSvmlightOptions {
  /** Name of the source, for errors. */
  readonly file?: string;
  /**
   * Fixes the feature columns: feature index i (1-based) is column i - 1 and an index above
   * `featureNames.length` is an error. Default: as many columns as the largest index, named
   * `"1"`, `"2"`, ... Pass the training set's names when reading its test set.
   */
  readonly featureNames?: readonly string[];
  /**
   * Fixes the label columns: each label token must be one of these names. Default: the distinct
   * labels of the file, sorted numerically. Pass the training set's names when reading its test set.
   */
  readonly labelNames?: readonly string[];
}

/**
 * Parses multi-label SVMlight / LIBSVM text: one document per line, `labels features # comment`,
 * where labels are comma-separated integers (possibly none: then the line starts with a feature) and
 * features are `index:value` pairs with 1-based integer indices.
 *
 * - `#` starts a comment to the end of the line; blank and comment-only lines are skipped.
 * - `qid:n` is accepted and ignored.
 * - Features may come in any order; a repeated index is an error. Explicit zeros are not stored.
 * - X has no `values` when every value is 1.
 *
 * @param input - the text or its lines
 * @param options - see {@link ParseSvmlightOptions}
 * @returns the data set; `featureNames` are the 1-based indices as strings unless given
 * @throws TextboostError `E_INPUT_FORMAT` naming file and line for a malformed token, an index that
 *   is 0, negative, not an integer or beyond `featureNames`, a non-finite value, a label that is not
 *   an integer (or not among `labelNames`), or a repeated label or index
 *
 * @example
 * ```ts
 * const d = await parseSvmlight("1,3 5:0.2 7:1\n2:1 # no labels\n");
 * d.labelNames;  // ["1", "3"]
 * d.X.cols;      // 7
 * d.X.indices;   // Int32Array [4, 6, 1]
 * ```
 */
export async function parseSvmlight(input: LineInput, options: ParseSvmlightOptions = {}): Promise<Dataset> {
  const file = options.file;
  const fixedCols = options.featureNames?.length;
  const X = createCsrBuilder({
    ...(file === undefined ? {} : { file }),
    ...(fixedCols === undefined ? {} : { cols: fixedCols }),
  });
  const labels = new LabelCollector(options.labelNames);
  const xi: number[] = [];
  const xv: number[] = [];
  for await (const { text, line } of numberedLines(input)) {
    // The line is read in place (see scan-tokens.ts): indices become numbers without becoming
    // strings first, and a value of 1 (every value of a binary file) is recognised without one.
    const hash = text.indexOf("#");
    const n = hash >= 0 ? hash : text.length;
    let p = skipSpaces(text, 0, n);
    if (p === n) continue;
    let labelTokens: string[] = [];
    const firstEnd = tokenEnd(text, p, n);
    const firstColon = text.indexOf(":", p);
    if (firstColon < 0 || firstColon >= firstEnd) {
      const first = text.slice(p, firstEnd);
      labelTokens = first.split(",");
      if (labelTokens.some((t) => t === "")) throw inputError(`empty label in ${quote(first)}`, file, line);
      p = skipSpaces(text, firstEnd, n);
    }
    xi.length = 0;
    xv.length = 0;
    while (p < n) {
      const end = tokenEnd(text, p, n);
      const colon = text.indexOf(":", p);
      if (colon < 0 || colon >= end)
        throw inputError(`feature ${quote(text.slice(p, end))} is not "index:value"`, file, line);
      const from = p;
      p = skipSpaces(text, end, n);
      if (colon - from === 3 && text.startsWith("qid", from)) continue;
      const index = scanIndex(text, from, colon);
      if (index <= 0) {
        throw inputError(
          `feature index ${quote(text.slice(from, colon))} is not a positive integer (indices are 1-based)`,
          file,
          line,
        );
      }
      if (fixedCols !== undefined && index > fixedCols) {
        throw inputError(`feature index ${index} is beyond the ${fixedCols} given features`, file, line);
      }
      const value =
        end === colon + 2 && text.charCodeAt(colon + 1) === 49 ? 1 : parseDecimal(text.slice(colon + 1, end));
      if (value === undefined) {
        throw inputError(
          `value ${quote(text.slice(colon + 1, end))} of feature ${index} is not a finite number`,
          file,
          line,
        );
      }
      if (value === 0) continue;
      xi.push(index - 1);
      xv.push(value);
    }
    const dup = sortRow(xi, xv);
    if (dup >= 0) throw inputError(`feature index ${dup + 1} appears twice`, file, line);
    const err = labels.addRow(labelTokens);
    if (err !== undefined) throw inputError(err, file, line);
    X.addRow(xi, allOnes(xv) ? undefined : xv, line);
  }
  const { Y, labelNames } = labels.build();
  const matrix = X.build(fixedCols);
  const featureNames = options.featureNames
    ? [...options.featureNames]
    : Array.from({ length: matrix.cols }, (_, c) => String(c + 1));
  return { X: matrix, Y, featureNames, labelNames };
}
