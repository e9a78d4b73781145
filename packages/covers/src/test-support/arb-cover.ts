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

/** A random partition of 0..k−1 into groups. */
export function arbPartition(k: number): fc.Arbitrary<number[][]> {
  return fc.array(fc.integer({ min: 0, max: k - 1 }), { minLength: k, maxLength: k }).map((owner) => {
    const groups = new Map<number, number[]>();
    owner.forEach((g, l) => {
      const list = groups.get(g);
      if (list) list.push(l);
      else groups.set(g, [l]);
    });
    return [...groups.values()];
  });
}

/**
 * A random cover for k labels: a built-in one with random parameters, or a user-defined cover of
 * random overlapping subsets (some tied to the relevant labels, so it depends on y).
 */
export function arbCover(k: number): fc.Arbitrary<Cover> {
  return fc.oneof(
    fc.constant(hammingCover()),
    fc.constant(zeroOneCover()),
    fc.constant(twoSetsCover()),
    fc.integer({ min: 1, max: 7 }).map((w) => weightedPositiveCover(w)),
    fc.integer({ min: 1, max: 7 }).map((w) => weightedNegativeCover(w)),
    arbPartition(k).map((g) => groupCover(g)),
    arbPartition(k).map((g) => labelDependentCover(g)),
    fc
      .tuple(arbLabelTree({ labels: k }), fc.integer({ min: 0, max: 3 }))
      .map(([parents, depth]) => labelTreeCover(parents, depth)),
    fc
      .tuple(
        fc.array(
          fc.record({
            labels: fc.uniqueArray(fc.integer({ min: 0, max: k - 1 }), { minLength: 1, maxLength: k }),
            multiplicity: fc.integer({ min: 1, max: 3 }),
          }),
          { maxLength: 4 },
        ),
        fc.integer({ min: 1, max: 3 }),
      )
      .map(([fixed, w]) =>
        customCover("random", (y) => {
          const pos = y.flatMap((v, l) => (v > 0 ? [l] : []));
          const covered = new Set(fixed.flatMap((e) => e.labels));
          const rest = y.flatMap((_, l) => (covered.has(l) ? [] : [[l]]));
          return [...fixed, ...rest, ...(pos.length > 0 ? [{ labels: pos, multiplicity: w }] : [])];
        }),
      ),
  );
}
