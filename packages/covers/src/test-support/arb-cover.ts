import { fc } from "@fast-check/vitest";
import type { Cover } from "@textboost/core";
import { arbLabelTree } from "@textboost/testing";
import { customCover } from "../custom-cover.js";
import { groupCover } from "../group-cover.js";
import { hammingCover } from "../hamming-cover.js";
import { labelDependentCover } from "../label-dependent-cover.js";
import { labelTreeCover } from "../label-tree-cover.js";
import { twoSetsCover } from "../two-sets-cover.js";
import { weightedNegativeCover } from "../weighted-negative-cover.js";
import { weightedPositiveCover } from "../weighted-positive-cover.js";
import { zeroOneCover } from "../zero-one-cover.js";

/** A random partition of 0..m−1 into groups. */
export function arbPartition(m: number): fc.Arbitrary<number[][]> {
  return fc.array(fc.integer({ min: 0, max: m - 1 }), { minLength: m, maxLength: m }).map((owner) => {
    const groups = new Map<number, number[]>();
    owner.forEach((group, j) => {
      const list = groups.get(group);
      if (list) list.push(j);
      else groups.set(group, [j]);
    });
    return [...groups.values()];
  });
}

/**
 * A random cover for m labels: a built-in one with random parameters, or a user-defined cover of
 * random overlapping subsets (some tied to the relevant labels, so it depends on y).
 */
export function arbCover(m: number): fc.Arbitrary<Cover> {
  return fc.oneof(
    fc.constant(hammingCover()),
    fc.constant(zeroOneCover()),
    fc.constant(twoSetsCover()),
    fc.integer({ min: 1, max: 7 }).map((w) => weightedPositiveCover(w)),
    fc.integer({ min: 1, max: 7 }).map((w) => weightedNegativeCover(w)),
    arbPartition(m).map((group) => groupCover(group)),
    arbPartition(m).map((group) => labelDependentCover(group)),
    fc
      .tuple(arbLabelTree({ labels: m }), fc.integer({ min: 0, max: 3 }))
      .map(([parents, depth]) => labelTreeCover(parents, depth)),
    fc
      .tuple(
        fc.array(
          fc.record({
            labels: fc.uniqueArray(fc.integer({ min: 0, max: m - 1 }), { minLength: 1, maxLength: m }),
            multiplicity: fc.integer({ min: 1, max: 3 }),
          }),
          { maxLength: 4 },
        ),
        fc.integer({ min: 1, max: 3 }),
      )
      .map(([fixed, w]) =>
        customCover("random", (y) => {
          const pos = y.flatMap((v, j) => (v > 0 ? [j] : []));
          const covered = new Set(fixed.flatMap((e) => e.labels));
          const rest = y.flatMap((_, j) => (covered.has(j) ? [] : [[j]]));
          return [...fixed, ...rest, ...(pos.length > 0 ? [{ labels: pos, multiplicity: w }] : [])];
        }),
      ),
  );
}
