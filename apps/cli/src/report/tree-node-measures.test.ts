import { fc, test } from "@fast-check/vitest";
import { labelTree } from "@textboost/core";
import { labelMatrix } from "@textboost/sparse";
import { describe, expect, it } from "vitest";
import { treeNodeMeasures } from "./tree-node-measures.js";

// A/B under R, a1 a2 under A, b1 under B, and a second root S with no label under it.
const tree = labelTree({ labels: ["R", "A", "B", "a1", "a2", "b1", "S"], parent: [-1, 0, 0, 1, 1, 2, -1] });
const leaves = [3, 4, 5, 1]; // labels a1, a2, b1 and the internal category A itself

describe("treeNodeMeasures", () => {
  it("counts a document in a node when a label at or under it is true / predicted", () => {
    const Y = labelMatrix([[0], [1, 2], [3]], 4); // a1 | a2, b1 | A
    const P = labelMatrix([[1], [2], []], 4); // a2 | b1 | nothing
    const m = treeNodeMeasures(tree, leaves, Y, P);
    expect(m.map((x) => x.path)).toEqual(["R", "R/A", "R/A/a1", "R/A/a2", "R/B", "R/B/b1"]);
    const at = (p: string) => m.find((x) => x.path === p)!;
    expect(at("R")).toMatchObject({ support: 3, precision: 1, recall: 2 / 3 });
    expect(at("R/A")).toMatchObject({ support: 3, precision: 1, recall: 1 / 3 }); // doc 0 routed right
    expect(at("R/A/a1")).toMatchObject({ support: 1, precision: 0, recall: 0, f1: 0 });
    expect(at("R/A/a2")).toMatchObject({ support: 1, precision: 0, recall: 0 });
    expect(at("R/B/b1")).toMatchObject({ support: 1, precision: 1, recall: 1, f1: 1 });
  });

  test.prop([fc.array(fc.tuple(fc.subarray([0, 1, 2, 3]), fc.subarray([0, 1, 2, 3])), { maxLength: 12 })], {
    numRuns: 100,
  })("agrees with counting each node's document sets directly", (docs) => {
    const Y = labelMatrix(
      docs.map(([t]) => t),
      4,
    );
    const P = labelMatrix(
      docs.map(([, p]) => p),
      4,
    );
    const under = (node: number, label: number) => {
      for (let t = leaves[label]!; t >= 0; t = tree.parent[t]!) if (t === node) return true;
      return false;
    };
    for (const m of treeNodeMeasures(tree, leaves, Y, P)) {
      const node = tree.labels.indexOf(m.path.split("/").at(-1)!);
      let tp = 0;
      let fp = 0;
      let fn = 0;
      for (const [t, p] of docs) {
        const inTrue = t.some((j) => under(node, j));
        const inPred = p.some((j) => under(node, j));
        if (inTrue && inPred) tp++;
        else if (inPred) fp++;
        else if (inTrue) fn++;
      }
      expect(m.support).toBe(tp + fn);
      expect(m.f1).toBeCloseTo(tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn), 12);
      expect(m.precision).toBeCloseTo(tp + fp === 0 ? 0 : tp / (tp + fp), 12);
    }
  });

  it("writes a / inside a name as ∕ so paths stay unambiguous", () => {
    const t = labelTree({ labels: ["x/y", "z"], parent: [-1, 0] });
    expect(treeNodeMeasures(t, [1], labelMatrix([[0]], 1), labelMatrix([[0]], 1)).map((m) => m.path)).toEqual(
      ["x∕y", "x∕y/z"],
    );
  });
});
