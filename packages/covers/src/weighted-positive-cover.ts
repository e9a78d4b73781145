import type { Cover, CoverElement } from "@textboost/core";
import { checkWeight, weightedElements } from "./internal/weighted.js";

/** The replication factor the AdaBoost.LC paper used for the weighted-positive cover. */
export const PAPER_POSITIVE_WEIGHT = 6;

/**
 * The weighted-positive cover (Amit, Dekel and Singer 2007, Section 4, "WP"): the relevant labels tied
 * together in one element repeated `w` times, every irrelevant label an element of its own. Missing
 * any relevant label costs `w`; each wrongly predicted irrelevant label adds 1.
 *
 * Edge cases: with no relevant label the cover is the Hamming cover; the tied element is returned
 * once with `multiplicity: w` (not `w` copies).
 *
 * @param w - replication factor, a positive integer (default 6, the paper's)
 * @returns a {@link Cover} named `"weighted-positive:<w>"`
 * @throws TextboostError `E_INVALID_ARGUMENT` when `w` is not a whole number from 1 to 1,000,000
 *
 * @example
 * ```ts
 * weightedPositiveCover(6).elements([1, -1, 1]);
 * // [{ labels: [0, 2], multiplicity: 6 }, { labels: [1], multiplicity: 1 }]
 * ```
 */
export function weightedPositiveCover(w: number = PAPER_POSITIVE_WEIGHT): Cover {
  checkWeight(w, "weighted-positive");
  return {
    name: `weighted-positive:${w}`,
    elements: (y: ArrayLike<number>): readonly CoverElement[] => weightedElements(y, w, true),
  };
}
