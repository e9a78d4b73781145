import type { CsrMatrix, LabelMatrix } from "@textboost/core";
import { rankedSlice } from "./rank-terms.js";
import type { TermMeasure } from "./term-measure.js";
import { termScores } from "./term-scores.js";
import { checkScores, checkSize } from "./validate.js";

/** Options of {@link selectLocalFeatures}. */
export interface SelectLocalFeaturesOptions {
  /** How many terms each label keeps, an integer ≥ 1; more than there are terms keeps them all. */
  readonly size: number;
  /** The (term, category) score. Default `"information-gain"`. */
  readonly measure?: TermMeasure;
}

/**
 * Local feature selection: a separate reduced set for every category, its own best `size` terms.
 * MP-Boost chooses a pivot term per category, so unlike AdaBoost.MH it can train on per-category
 * representations (Esuli, Fagni and Sebastiani 2006, end of Section 3: "local feature selection
 * (i.e. choosing different reduced feature sets for different categories) can also be used").
 *
 * @param X - documents x terms; a term is present when its stored value is non-zero
 * @param Y - documents x labels, binary label sets
 * @param options - `size` (required) and `measure`
 * @returns one Int32Array per label (index = label id), term ids best first, ties by lower id;
 *   each of length `min(size, X.cols)`
 * @throws TextboostError `E_INVALID_ARGUMENT` when size is not an integer ≥ 1 or Y has no labels;
 *   `E_SHAPE` when X and Y do not fit; `E_NUMERIC` for a user measure's non-finite value
 *
 * @example
 * ```ts
 * import { csrFromRows, labelMatrix } from "@textboost/sparse";
 * const X = csrFromRows([{ indices: [0, 2] }, { indices: [0] }, { indices: [1, 2] }, { indices: [1] }], 3);
 * const Y = labelMatrix([[0], [0], [1], [1]], 2);
 * selectLocalFeatures(X, Y, { size: 1, measure: "gss" }); // [Int32Array [0], Int32Array [1]]
 * ```
 *
 * Edge cases: a label with no positive document gets a list too (with IG every score is 0, so its
 * list is the lowest term ids); with `"document-frequency"` every label gets the same list.
 */
export function selectLocalFeatures(
  X: CsrMatrix,
  Y: LabelMatrix,
  options: SelectLocalFeaturesOptions,
): Int32Array[] {
  const { size, measure = "information-gain" } = options;
  checkSize(size);
  const scores = termScores(X, Y, measure);
  checkScores(scores);
  const out: Int32Array[] = [];
  for (let j = 0; j < scores.rows; j++)
    out.push(rankedSlice(scores.data, j * scores.cols, scores.cols, size));
  return out;
}
