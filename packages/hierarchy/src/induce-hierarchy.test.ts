import { fc, test } from "@fast-check/vitest";
import { ancestors, leaves } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { induceHierarchy } from "./induce-hierarchy.js";
import { arbSmallData, csrOf, errorCode, labelsOf } from "./test-support/arbitraries.js";
import { refAverageLinkage, refCosine } from "./test-support/reference.js";

const names = (m: number) => Array.from({ length: m }, (_, j) => `L${j}`);
const dataOf = (X: number[][], Y: boolean[][], labelNames = names(Y[0]!.length)) => ({
  X: csrOf(X, X[0]!.length),
  Y: labelsOf(Y, Y[0]!.length),
  labelNames,
});

describe("induceHierarchy", () => {
  test.prop([arbSmallData, fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 3 })])(
    "a valid tree over all labels: n' = min(n, labels clustered) macro roots (1 if none), every label a leaf under one",
    ({ X, Y }, n, minDocuments) => {
      const m = Y[0]!.length;
      const tree = induceHierarchy(dataOf(X, Y), { clusters: n, minDocuments });
      const clustered = names(m).filter((_, j) => Y.filter((row) => row[j]).length >= minDocuments);
      const expected = Math.max(1, Math.min(n, clustered.length));
      expect(tree.labels.slice(0, m)).toEqual(names(m));
      expect(tree.roots).toEqual(Array.from({ length: expected }, (_, c) => m + c));
      expect(tree.roots.map((r) => tree.labels[r])).toEqual(
        Array.from({ length: expected }, (_, c) => `cluster-${c + 1}`),
      );
      expect(leaves(tree)).toEqual(Array.from({ length: m }, (_, j) => j));
      for (let j = 0; j < m; j++) expect(ancestors(tree, j)).toHaveLength(1);
      for (const r of tree.roots) expect(tree.children[r]!.length).toBeGreaterThan(0);
    },
  );

  test.prop([arbSmallData, fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 3 })])(
    "clusters the frequent labels as a brute-force average linkage of centroid cosines, attaches the others by mean similarity",
    ({ X, Y }, n, minDocuments) => {
      const m = Y[0]!.length;
      const f = X[0]!.length;
      const tree = induceHierarchy(dataOf(X, Y), { clusters: n, minDocuments });
      const documents = (j: number) => Y.filter((row) => row[j]).length;
      const labels = Array.from({ length: m }, (_, j) => j);
      const clustered = labels.filter((j) => documents(j) >= minDocuments);
      fc.pre(clustered.length > 0);
      const centroid = (j: number) =>
        Array.from({ length: f }, (_, t) => X.reduce((s, row, i) => s + (Y[i]![j] ? row[t]! : 0), 0));
      const sim = (a: number, b: number) =>
        a === b && centroid(a).some((v) => v !== 0) ? 1 : refCosine(centroid(a), centroid(b));
      const ref = refAverageLinkage(
        clustered.map((a) => clustered.map((b) => sim(a, b))),
        n,
      );
      fc.pre(!ref.tie); // float sums in another order could break a near tie differently
      expect(clustered.map((j) => tree.parent[j]! - m)).toEqual(ref.cluster);
      const groups = Math.max(...ref.cluster) + 1;
      for (const j of labels.filter((l) => documents(l) < minDocuments)) {
        const score = Array.from({ length: groups }, (_, c) => {
          const members = clustered.filter((_, x) => ref.cluster[x] === c);
          return {
            mean: members.reduce((t, i) => t + sim(j, i), 0) / members.length,
            docs: members.reduce((t, i) => t + documents(i), 0),
            c,
          };
        });
        const ranked = [...score].sort((a, b) => b.mean - a.mean || b.docs - a.docs || a.c - b.c);
        const [first, second] = ranked;
        fc.pre(second === undefined || first!.mean - second.mean > 1e-9 || first!.mean === second.mean);
        expect(tree.parent[j]! - m).toBe(first!.c);
      }
    },
  );

  it("puts labels without documents under the macro-category with the most documents", () => {
    // labels 0 and 1 share features (3 label assignments together); 2 stands apart with 4; 3 has none
    const X = [
      [1, 0],
      [1, 0],
      [0, 1],
      [0, 1],
      [0, 1],
      [0, 1],
    ];
    const Y = [
      [true, true, false, false],
      [true, false, false, false],
      [false, false, true, false],
      [false, false, true, false],
      [false, false, true, false],
      [false, false, true, false],
    ];
    const tree = induceHierarchy(dataOf(X, Y), { clusters: 2 });
    expect(Array.from(tree.parent)).toEqual([4, 4, 5, 5, -1, -1]);
    expect(tree.descriptions.slice(4)).toEqual(["2 categories: L0, L1", "2 categories: L2, L3"]);
    const none = induceHierarchy(dataOf([[1]], [[false, false]]), { clusters: 3 });
    expect([none.labels, Array.from(none.parent)]).toEqual([
      ["L0", "L1", "cluster-1"],
      [2, 2, -1],
    ]);
  });

  it("never names a macro-category like a label; takes a prefix", () => {
    const Y = [
      [true, false],
      [false, true],
    ];
    const X = [
      [1, 0],
      [0, 1],
    ];
    const tree = induceHierarchy(dataOf(X, Y, ["cluster-2", "_cluster-1"]), { clusters: 2 });
    expect(tree.labels).toEqual(["cluster-2", "_cluster-1", "__cluster-1", "__cluster-2"]);
    expect(induceHierarchy(dataOf(X, Y), { clusters: 2, prefix: "M" }).labels.slice(2)).toEqual(["M1", "M2"]);
  });

  test.prop([arbSmallData])("co-occurrence alone needs no X", ({ Y }) => {
    const m = Y[0]!.length;
    const tree = induceHierarchy(
      { Y: labelsOf(Y, m), labelNames: names(m) },
      { clusters: 2, cooccurrence: 1 },
    );
    expect(leaves(tree)).toEqual(Array.from({ length: m }, (_, j) => j));
  });

  it("rejects a bad number of clusters, names that do not fit, repeated names", () => {
    const data = dataOf([[1]], [[true]]);
    for (const clusters of [0, -2, 2.5, Number.NaN]) {
      expect(errorCode(() => induceHierarchy(data, { clusters }))).toBe("E_INVALID_ARGUMENT");
    }
    expect(errorCode(() => induceHierarchy({ ...data, labelNames: ["a", "b"] }, { clusters: 1 }))).toBe(
      "E_SHAPE",
    );
    expect(errorCode(() => induceHierarchy(dataOf([[1]], [[true, true]], ["a", "a"]), { clusters: 1 }))).toBe(
      "E_INPUT_FORMAT",
    );
  });
});
