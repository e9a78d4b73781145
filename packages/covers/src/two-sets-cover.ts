import type { Cover, CoverElement } from "@textboost/core";
import { positives } from "./internal/label-vector.js";

/**
 * The two-sets cover (Amit, Dekel and Singer 2007, Fig. 1(c), "TS"): the relevant labels together in
 * one element, the irrelevant ones together in another. One unit of error for missing any relevant
 * label, one for predicting any irrelevant label. The cover depends on y.
 *
 * Edge cases: when no label (or every label) is relevant, only the non-empty element is returned.
 *
 * @returns a {@link Cover} named `"two-sets"`
 *
 * @example
 * ```ts
 * twoSetsCover().elements([1, -1, 1, -1]);
 * // [{ labels: [0, 2], multiplicity: 1 }, { labels: [1, 3], multiplicity: 1 }]
 * ```
 */
export function twoSetsCover(): Cover {
  return {
    name: "two-sets",
    elements(y: ArrayLike<number>): readonly CoverElement[] {
      const pos: number[] = [];
      const neg: number[] = [];
      positives(y).forEach((p, j) => {
        (p ? pos : neg).push(j);
      });
      const out: CoverElement[] = [];
      if (pos.length > 0) out.push({ labels: pos, multiplicity: 1 });
      if (neg.length > 0) out.push({ labels: neg, multiplicity: 1 });
      return out;
    },
  };
}
