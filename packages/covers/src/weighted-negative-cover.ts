import type { Cover, CoverElement } from "@textboost/core";
import { checkWeight, weightedElements } from "./internal/weighted.js";

/** The replication factor the AdaBoost.LC paper used for the weighted-negative cover. */
export const PAPER_NEGATIVE_WEIGHT = 4;

/**
 * The weighted-negative cover (Amit, Dekel and Singer 2007, Section 4, "WN"): the weighted-positive
 * cover with the roles reversed. The irrelevant labels are tied together in one element repeated `w`
 * times, every relevant label is an element of its own. Predicting any irrelevant label costs `w`;
 * each missed relevant label adds 1.
 *
 * Edge cases: with every label relevant the cover is the Hamming cover; the tied element is returned
 * once with `multiplicity: w`.
 *
 * @param w - replication factor, a positive integer (default 4, the paper's)
 * @returns a {@link Cover} named `"weighted-negative:<w>"`
 * @throws TextboostError `E_INVALID_ARGUMENT` when `w` is not a whole number from 1 to 1,000,000
 *
 * @example
 * ```ts
 * weightedNegativeCover(4).elements([1, -1, -1]);
 * // [{ labels: [1, 2], multiplicity: 4 }, { labels: [0], multiplicity: 1 }]
 * ```
 */
export function weightedNegativeCover(w: number = PAPER_NEGATIVE_WEIGHT): Cover {
  checkWeight(w, "weighted-negative");
  return {
    name: `weighted-negative:${w}`,
    elements: (y: ArrayLike<number>): readonly CoverElement[] => weightedElements(y, w, false),
  };
}
