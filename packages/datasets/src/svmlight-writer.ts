import type { Dataset } from "@textboost/core";
import { cannotWrite, checkDataset } from "./internal/check-dataset.js";
import { labelTokens } from "./internal/label-ids.js";

/** Options of {@link formatSvmlight} and `writeSvmlight` (Node, main entry). */
export interface FormatSvmlightOptions {
  /**
   * How labels are written: `"names"` (the label names, which must be distinct integers),
   * `"indices"` (0-based label columns), or `"auto"` (default: names when they can be, else indices).
   */
  readonly labels?: "auto" | "names" | "indices";
}

/**
 * Formats a data set as multi-label SVMlight lines: `l1,l2 i:v i:v`, with 1-based feature indices
 * (column c is written as c + 1; feature names are not stored, so they come back as `"1"`, `"2"`,
 * ...) and every value in JavaScript's shortest round-trip form (binary matrices write `:1`).
 * A document without labels starts with its first feature.
 *
 * @param dataset - the data set
 * @param options - see {@link FormatSvmlightOptions}
 * @returns a generator of lines without line ends
 * @throws TextboostError `E_SHAPE` when the parts of `dataset` do not fit; `E_INVALID_ARGUMENT` for a
 *   document with neither labels nor features (SVMlight has no line for it), or `labels: "names"`
 *   with names that are not distinct integers
 *
 * @example
 * ```ts
 * [...formatSvmlight(await parseSvmlight("1,3 5:0.2 7:1\n"))]; // ["1,3 5:0.2 7:1"]
 * ```
 */
export function* formatSvmlight(dataset: Dataset, options: FormatSvmlightOptions = {}): Generator<string> {
  checkDataset(dataset);
  const { X, Y } = dataset;
  const names = labelTokens(dataset.labelNames, options.labels ?? "auto", false);
  for (let r = 0; r < X.rows; r++) {
    const parts: string[] = [];
    const labels: string[] = [];
    for (let p = Y.indptr[r]!; p < Y.indptr[r + 1]!; p++) labels.push(names[Y.indices[p]!]!);
    if (labels.length > 0) parts.push(labels.join(","));
    for (let p = X.indptr[r]!; p < X.indptr[r + 1]!; p++) {
      const v = X.values === undefined ? 1 : X.values[p]!;
      if (v !== 0) parts.push(`${X.indices[p]! + 1}:${v}`);
    }
    if (parts.length === 0) throw cannotWrite("SVMlight", `document ${r} has neither labels nor features`);
    yield parts.join(" ");
  }
}
