import { fc, test } from "@fast-check/vitest";
import { labelTree, siblings } from "@textboost/core";
import { labelMatrix } from "@textboost/sparse";
import { describe, expect, it } from "vitest";
import { localExamples } from "./local-examples.js";
import { arbHierarchicalData } from "./test-support/hierarchical-data.js";
import { bruteForcePositives } from "./test-support/local-reference.js";
import { treeBoostPlan } from "./tree-plan.js";

const sorted = (s: Iterable<number>) => [...s].sort((a, b) => a - b);

describe("localExamples", () => {
  test.prop([fc.boolean().chain((leavesOnly) => arbHierarchicalData({ leavesOnly }))], { numRuns: 150 })(
    "Definitions 1 and 2 on random trees, against a brute-force construction",
    ({ tree, labelNodes, y, dataset }) => {
      const plan = treeBoostPlan(tree, Int32Array.from(labelNodes));
      const examples = localExamples(plan, dataset.Y);
      const g = y.length;
      const labelOf = new Map(labelNodes.map((t, j) => [t, j]));
      const own = (c: number) =>
        new Set(y.flatMap((row, i) => (labelOf.has(c) && row[labelOf.get(c)!] ? [i] : [])));
      const unlabelled = new Set(y.flatMap((row, i) => (row.some(Boolean) ? [] : [i])));
      plan.nodes.forEach((node, b) => {
        const { documents, Y } = examples[b]!;
        // A node trains on its positives (Definition 1); the root on every document.
        const local =
          node.node < 0
            ? Array.from({ length: g }, (_, i) => i)
            : sorted(bruteForcePositives(tree, labelNodes, y, node.node));
        expect(Array.from(documents)).toEqual(local);
        expect(Y.rows).toBe(local.length);
        expect(Y.cols).toBe(node.outputs.length);
        node.outputs.forEach((o, k) => {
          const positives = new Set<number>();
          for (let q = 0; q < Y.rows; q++) {
            for (let p = Y.indptr[q]!; p < Y.indptr[q + 1]!; p++)
              if (Y.indices[p] === k) positives.add(documents[q]!);
          }
          const negatives = new Set(local.filter((i) => !positives.has(i)));
          if (o.self) {
            expect(sorted(positives)).toEqual(sorted(own(o.node)));
            return;
          }
          const tr = bruteForcePositives(tree, labelNodes, y, o.node);
          expect(sorted(positives)).toEqual(sorted(tr));
          // Definition 2: the siblings' positives minus its own; plus the parent's own documents
          // (internal labels) and, at the top, the documents with no label.
          const expected = new Set<number>();
          for (const s of siblings(tree, o.node))
            for (const i of bruteForcePositives(tree, labelNodes, y, s)) expected.add(i);
          for (const i of node.node < 0 ? unlabelled : own(node.node)) expected.add(i);
          for (const i of tr) expected.delete(i);
          expect(sorted(negatives)).toEqual(sorted(expected));
        });
      });
    },
  );

  test.prop([fc.boolean().chain((leavesOnly) => arbHierarchicalData({ leavesOnly }))], { numRuns: 100 })(
    "every data-set label is scored by exactly one output, and every output's subtree holds a label",
    ({ tree, labelNodes }) => {
      const plan = treeBoostPlan(tree, Int32Array.from(labelNodes));
      const seen = new Map<string, number>();
      for (const [b, node] of plan.nodes.entries()) {
        node.outputs.forEach((o, k) => {
          seen.set(`${b}:${k}`, -1);
          if (o.next >= 0) {
            expect(plan.nodes[o.next]!.node).toBe(o.node);
            expect(plan.nodes[o.next]!.parent).toBe(b);
          }
        });
      }
      labelNodes.forEach((t, j) => {
        const key = `${plan.labelBooster[j]}:${plan.labelOutput[j]}`;
        expect(seen.get(key)).toBe(-1);
        seen.set(key, j);
        const o = plan.nodes[plan.labelBooster[j]!]!.outputs[plan.labelOutput[j]!]!;
        expect(o.node).toBe(t);
        // An internal label is its category's own output exactly when the category keeps a child.
        expect(o.self).toBe(tree.children[t]!.some(subtreeHasLabel));
      });
      function subtreeHasLabel(c: number): boolean {
        return labelNodes.includes(c) || tree.children[c]!.some(subtreeHasLabel);
      }
      // Outputs that are not labels are internal categories with a booster of their own.
      for (const [key, j] of seen) {
        if (j >= 0) continue;
        const [b, k] = key.split(":").map(Number) as [number, number];
        expect(plan.nodes[b]!.outputs[k]!.next).toBeGreaterThanOrEqual(0);
      }
    },
  );

  it("a document carrying an internal category is its positive and a negative of every child", () => {
    // CCAT -> {C15 -> C151, C11}; labels: CCAT itself, C151, C11.
    const plan = treeBoostPlan(tree4(), Int32Array.from([0, 2, 3]));
    const Y = labelMatrix([[0], [1], [2], []], 3);
    const ex = localExamples(plan, Y);
    expect(plan.nodes.map((n) => n.name)).toEqual(["(root)", "CCAT", "C15"]);
    expect(plan.nodes[1]!.outputs.map((o) => `${o.name}${o.self ? "*" : ""}`)).toEqual([
      "CCAT*",
      "C15",
      "C11",
    ]);
    expect(Array.from(ex[0]!.documents)).toEqual([0, 1, 2, 3]);
    expect(Array.from(ex[1]!.documents)).toEqual([0, 1, 2]);
    expect(Array.from(ex[2]!.documents)).toEqual([1]);
    // At CCAT: document 0 is CCAT's own, document 1 is in C15, document 2 in C11.
    expect(Array.from(ex[1]!.Y.indices)).toEqual([0, 1, 2]);
  });

  it("rejects labels of Y that the plan does not map", () => {
    const plan = treeBoostPlan(tree4(), Int32Array.from([2, 3]));
    expect(() => localExamples(plan, labelMatrix([[0]], 3))).toThrow(/3 columns/);
  });
});

function tree4() {
  return labelTree({ labels: ["CCAT", "C15", "C151", "C11"], parent: [-1, 0, 1, 0] });
}
