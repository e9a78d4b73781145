import type { Cover, CoverElement } from "@textboost/core";
import { positives } from "./internal/label-vector.js";
import { checkLength, validatePartition } from "./internal/partition.js";

/** Options of {@link labelDependentCover}. */
export interface LabelDependentCoverOptions {
  /** The cover's name (default `"label-dependent"`). */
  readonly name?: string;
}

/**
 * The label-dependent cover of the AdaBoost.LC paper's introduction (Amit, Dekel and Singer 2007,
 * Section 1): a BASKETBALL article is judged by "summing the prediction mistakes in the SPORTS
 * category, while any mistake in the ECONOMY category should simply be considered as a unit loss".
 * For a label vector y, every group that holds a relevant label (a group the document belongs to) is
 * split into one element per label; every other group is one element.
 *
 * Edge cases: a document with relevant labels in several groups belongs to all of them (each is split);
 * a document with no relevant label belongs to no group, and its cover is {@link groupCover}'s.
 *
 * @param groups - a partition of the labels `0 .. m−1` (as for {@link groupCover})
 * @param options - the cover's name
 * @returns a {@link Cover} for label vectors of length m
 * @throws TextboostError `E_INVALID_ARGUMENT` when `groups` is not a partition; `elements(y)` throws
 *   `E_SHAPE` when `y.length` is not m
 *
 * @example
 * ```ts
 * // SPORTS = {0 FOOTBALL, 1 BASKETBALL}, ECONOMY = {2 MARKETS, 3 CURRENCIES}; a BASKETBALL article:
 * labelDependentCover([[0, 1], [2, 3]]).elements([-1, 1, -1, -1]);
 * // [{ labels: [0], multiplicity: 1 }, { labels: [1], multiplicity: 1 }, { labels: [2, 3], multiplicity: 1 }]
 * ```
 */
export function labelDependentCover(
  groups: readonly (readonly number[])[],
  options: LabelDependentCoverOptions = {},
): Cover {
  const sorted = validatePartition(groups, "labelDependentCover");
  const m = sorted.reduce((n, group) => n + group.length, 0);
  const name = options.name ?? "label-dependent";
  return {
    name,
    elements(y: ArrayLike<number>): readonly CoverElement[] {
      checkLength(y, m, name);
      const pos = positives(y);
      const out: CoverElement[] = [];
      for (const group of sorted) {
        if (group.some((j) => pos[j])) for (const j of group) out.push({ labels: [j], multiplicity: 1 });
        else out.push({ labels: [...group], multiplicity: 1 });
      }
      return out;
    },
  };
}
