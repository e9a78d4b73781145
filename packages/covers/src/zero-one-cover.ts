import type { Cover, CoverElement } from "@textboost/core";
import { allLabels, positives } from "./internal/label-vector.js";

/**
 * The zero-one cover (Amit, Dekel and Singer 2007, Fig. 1(b), "ZO"): all labels in one element. Its
 * covering error is 1 when any label is wrong and 0 for a perfect prediction (the 0/1 subset loss).
 *
 * @returns a {@link Cover} named `"zero-one"`; one element holding every label
 *
 * @example
 * ```ts
 * zeroOneCover().elements([1, -1, 1]); // [{ labels: [0, 1, 2], multiplicity: 1 }]
 * ```
 */
export function zeroOneCover(): Cover {
  return {
    name: "zero-one",
    elements(y: ArrayLike<number>): readonly CoverElement[] {
      const m = positives(y).length;
      return m === 0 ? [] : [{ labels: allLabels(m), multiplicity: 1 }];
    },
  };
}
