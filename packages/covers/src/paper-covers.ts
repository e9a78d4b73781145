import type { Cover } from "@textboost/core";
import { hammingCover } from "./hamming-cover.js";
import { twoSetsCover } from "./two-sets-cover.js";
import { PAPER_NEGATIVE_WEIGHT, weightedNegativeCover } from "./weighted-negative-cover.js";
import { PAPER_POSITIVE_WEIGHT, weightedPositiveCover } from "./weighted-positive-cover.js";
import { zeroOneCover } from "./zero-one-cover.js";

/** One of the five covers of the AdaBoost.LC paper's experiments, with its abbreviation. */
export interface PaperCover {
  /** `"ZO"`, `"HM"`, `"TS"`, `"WP"` or `"WN"`, as in the paper's Figures 3 and 4. */
  readonly abbreviation: "ZO" | "HM" | "TS" | "WP" | "WN";
  readonly cover: Cover;
}

/**
 * The five covers of the AdaBoost.LC paper's experiments (Amit, Dekel and Singer 2007, Section 4), in
 * the order of its Figure 4: zero-one, Hamming, two-sets, weighted-positive (w = 6) and
 * weighted-negative (w = 4).
 *
 * @returns a new array of five {@link PaperCover}s
 *
 * @example
 * ```ts
 * paperCovers().map((c) => c.abbreviation); // ["ZO", "HM", "TS", "WP", "WN"]
 * ```
 */
export function paperCovers(): PaperCover[] {
  return [
    { abbreviation: "ZO", cover: zeroOneCover() },
    { abbreviation: "HM", cover: hammingCover() },
    { abbreviation: "TS", cover: twoSetsCover() },
    { abbreviation: "WP", cover: weightedPositiveCover(PAPER_POSITIVE_WEIGHT) },
    { abbreviation: "WN", cover: weightedNegativeCover(PAPER_NEGATIVE_WEIGHT) },
  ];
}
