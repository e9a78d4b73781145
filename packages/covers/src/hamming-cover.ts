import type { Cover, CoverElement } from "@textboost/core";
import { positives } from "./internal/label-vector.js";

/**
 * The Hamming cover (Amit, Dekel and Singer 2007, Fig. 1(a), "HM"): every label is an element of its
 * own, a_s^j = δ_js. Its covering error is the number of wrong labels (the Hamming distance between
 * the true and the predicted label sets, i.e. Hamming loss · m) and AdaBoost.LC with it is the
 * log-loss form of AdaBoost.MH.
 *
 * @returns a {@link Cover} named `"hamming"`; m elements of multiplicity 1 for any y in {−1, +1}^m
 *
 * @example
 * ```ts
 * hammingCover().elements([1, -1, 1]);
 * // [{ labels: [0], multiplicity: 1 }, { labels: [1], multiplicity: 1 }, { labels: [2], multiplicity: 1 }]
 * ```
 */
export function hammingCover(): Cover {
  return {
    name: "hamming",
    elements(y: ArrayLike<number>): readonly CoverElement[] {
      return positives(y).map((_, j) => ({ labels: [j], multiplicity: 1 }));
    },
  };
}
