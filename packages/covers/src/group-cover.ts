import type { Cover, CoverElement } from "@textboost/core";
import { positives } from "./internal/label-vector.js";
import { checkLength, validatePartition } from "./internal/partition.js";

/** Options of {@link groupCover}. */
export interface GroupCoverOptions {
  /** The cover's name (default `"groups"`); {@link parseCoverSpec} uses `"groups:<file>"`. */
  readonly name?: string;
}

/**
 * A cover from a partition of the labels into groups (Amit, Dekel and Singer 2007, Section 1: the
 * SPORTS / ECONOMY example): each group is one element, so a document costs one unit per broad
 * group it gets wrong, however many labels of that group are wrong. The cover does not depend on y.
 *
 * @param groups - label ids, one array per group; together they must hold each of `0 .. m−1` exactly once
 * @param options - the cover's name
 * @returns a {@link Cover} for label vectors of length m
 * @throws TextboostError `E_INVALID_ARGUMENT` when `groups` is not a partition (empty group, a label
 *   twice, a gap in `0 .. m−1`); `elements(y)` throws `E_SHAPE` when `y.length` is not m
 *
 * @example
 * ```ts
 * // labels 0 FOOTBALL, 1 BASKETBALL, 2 MARKETS, 3 CURRENCIES: SPORTS = {0, 1}, ECONOMY = {2, 3}
 * groupCover([[0, 1], [2, 3]]).elements([1, -1, -1, -1]);
 * // [{ labels: [0, 1], multiplicity: 1 }, { labels: [2, 3], multiplicity: 1 }]
 * ```
 */
export function groupCover(groups: readonly (readonly number[])[], options: GroupCoverOptions = {}): Cover {
  const sorted = validatePartition(groups, "groupCover");
  const m = sorted.reduce((n, group) => n + group.length, 0);
  const name = options.name ?? "groups";
  const elements: readonly CoverElement[] = sorted.map((labels) => ({ labels, multiplicity: 1 }));
  return {
    name,
    elements(y: ArrayLike<number>): readonly CoverElement[] {
      checkLength(y, m, name);
      positives(y);
      return elements.map((e) => ({ labels: [...e.labels], multiplicity: 1 }));
    },
  };
}
