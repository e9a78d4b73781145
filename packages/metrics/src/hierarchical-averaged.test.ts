import { test } from "@fast-check/vitest";
import { labelTree } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { augmentWithAncestors } from "./augment-with-ancestors.js";
import { hierarchicalAveraged } from "./hierarchical-averaged.js";
import { microAveraged } from "./micro-averaged.js";
import { labelMatrixFromSets } from "./test-support/fixtures.js";
import { hierarchyCase, refAugmented, refHierarchical } from "./test-support/hierarchy-case.js";

describe("augmentWithAncestors", () => {
  it("maps each set into the tree and adds its ancestors (the TSDoc example)", () => {
    const tree = labelTree({ labels: ["CCAT", "C15", "C151", "GCAT"], parent: [-1, 0, 1, -1] });
    const got = augmentWithAncestors(labelMatrixFromSets([[2], [3]], 4), { tree });
    expect([Array.from(got.indptr), Array.from(got.indices)]).toEqual([
      [0, 3, 4],
      [0, 1, 2, 3],
    ]);
  });

  test.prop([hierarchyCase])("adds exactly the ancestors, in the tree's node space, sorted", (c) => {
    const got = augmentWithAncestors(c.Y, c.hierarchy);
    expect(got.cols).toBe(c.tree.labels.length);
    c.truth.forEach((row, i) => {
      const ref = [...refAugmented(c.parents, c.node, row)].sort((a, b) => a - b);
      expect(Array.from(got.indices.subarray(got.indptr[i]!, got.indptr[i + 1]!))).toEqual(ref);
    });
  });
});

describe("hierarchicalAveraged", () => {
  it("gives partial credit to a sibling of the right leaf (the TSDoc example)", () => {
    const tree = labelTree({ labels: ["CCAT", "C15", "C151", "C152"], parent: [-1, 0, 1, 1] });
    const r = hierarchicalAveraged(labelMatrixFromSets([[2]], 4), labelMatrixFromSets([[3]], 4), { tree });
    expect([r.precision, r.recall, r.f1].map((v) => v * 3)).toEqual(
      [2, 2, 2].map((v) => expect.closeTo(v, 12)),
    );
  });

  test.prop([hierarchyCase])("agrees with the brute-force sums over augmented sets", (c) => {
    const got = hierarchicalAveraged(c.Y, c.P, c.hierarchy);
    const ref = refHierarchical(c);
    expect(got.precision).toBeCloseTo(ref[0], 12);
    expect(got.recall).toBeCloseTo(ref[1], 12);
    expect(got.f1).toBeCloseTo(ref[2], 12);
  });

  test.prop([hierarchyCase])(
    "a perfect prediction gives 1; augmenting the inputs first changes nothing",
    (c) => {
      const { Y, P } = c;
      expect(hierarchicalAveraged(Y, Y, c.hierarchy)).toEqual({ precision: 1, recall: 1, f1: 1 });
      const closed = hierarchicalAveraged(
        augmentWithAncestors(Y, c.hierarchy),
        augmentWithAncestors(P, c.hierarchy),
        {
          tree: c.tree,
        },
      );
      expect(closed).toEqual(hierarchicalAveraged(Y, P, c.hierarchy));
    },
  );

  test.prop([hierarchyCase])(
    "on a tree without internal nodes, hP, hR, hF are the flat micro averages",
    (c) => {
      const { Y, P } = c;
      expect(hierarchicalAveraged(Y, P, { tree: c.flat, index: c.node })).toEqual(microAveraged(Y, P));
    },
  );

  it("rejects an index that does not fit the columns or the tree", () => {
    const tree = labelTree({ labels: ["a", "b"], parent: [-1, 0] });
    const Y = labelMatrixFromSets([[0]], 2);
    const Y3 = labelMatrixFromSets([[0]], 3);
    expect(() => hierarchicalAveraged(Y3, Y3, { tree })).toThrow(/3 columns but the tree has 2 nodes.*index/);
    expect(() => hierarchicalAveraged(Y, Y, { tree, index: [0] })).toThrow(/E_SHAPE/);
    expect(() => hierarchicalAveraged(Y, Y, { tree, index: [0, 2] })).toThrow(/index\[1\] is 2/);
    expect(() => hierarchicalAveraged(Y, Y, { tree, index: [1, 1] })).toThrow(
      /columns 0 and 1 are both the tree node "b"/,
    );
  });
});
