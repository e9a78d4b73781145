import { fc } from "@fast-check/vitest";
import { type LabelMatrix, type LabelTree, labelTree } from "@textboost/core";
import { arbLabelTree } from "@textboost/testing";
import type { HierarchyOptions } from "../hierarchy-columns.js";
import { labelMatrixFromBools } from "./fixtures.js";

/** A random tree, the tree node of each column, and random true and predicted sets over the columns. */
export interface HierarchyCase {
  readonly parents: Int32Array;
  readonly tree: LabelTree;
  /** `node[j]`: the tree node of column j (distinct). */
  readonly node: number[];
  /** Whether `node` is the identity over all tree nodes. */
  readonly identity: boolean;
  readonly truth: boolean[][];
  readonly predicted: boolean[][];
  /** `truth` and `predicted` as label matrices over the columns. */
  readonly Y: LabelMatrix;
  readonly P: LabelMatrix;
  /** `{ tree, index: node }`. */
  readonly hierarchy: HierarchyOptions;
  /** The same labels with every node a root: a tree without internal nodes. */
  readonly flat: LabelTree;
}

const bools = (n: number, m: number) =>
  fc.array(fc.array(fc.boolean(), { minLength: m, maxLength: m }), { minLength: n, maxLength: n });

/** 1..10 tree nodes; columns are all nodes (identity) or a shuffled subset; 1..6 documents. */
export const hierarchyCase: fc.Arbitrary<HierarchyCase> = fc
  .tuple(arbLabelTree({ labels: { min: 1, max: 10 } }), fc.boolean(), fc.integer({ min: 1, max: 6 }))
  .chain(([parents, identity, n]) => {
    const all = Array.from(parents, (_, i) => i);
    const columns = identity
      ? fc.constant(all)
      : fc.shuffledSubarray(all, { minLength: 1, maxLength: all.length });
    const tree = labelTree({ labels: all.map((i) => `N${i}`), parent: parents });
    const flat = labelTree({ labels: tree.labels, parent: all.map(() => -1) });
    return columns.chain((node) =>
      fc.tuple(bools(n, node.length), bools(n, node.length)).map(([truth, predicted]) => ({
        parents,
        tree,
        node,
        identity,
        truth,
        predicted,
        Y: labelMatrixFromBools(truth, node.length),
        P: labelMatrixFromBools(predicted, node.length),
        hierarchy: { tree, index: node },
        flat,
      })),
    );
  });

/** A document's set augmented with ancestors, straight from the parent array (brute force). */
export function refAugmented(
  parents: Int32Array,
  node: readonly number[],
  row: readonly boolean[],
): Set<number> {
  const out = new Set<number>();
  row.forEach((on, j) => {
    if (!on) return;
    for (let k = node[j]!; k !== -1; k = parents[k]!) out.add(k);
  });
  return out;
}

/** Kiritchenko's hP, hR, hF from the sums over documents, with microAveraged's empty-set conventions. */
export function refHierarchical(c: HierarchyCase): [number, number, number] {
  let both = 0;
  let predictedSize = 0;
  let trueSize = 0;
  c.truth.forEach((row, i) => {
    const t = refAugmented(c.parents, c.node, row);
    const p = refAugmented(c.parents, c.node, c.predicted[i]!);
    both += [...p].filter((k) => t.has(k)).length;
    predictedSize += p.size;
    trueSize += t.size;
  });
  if (predictedSize === 0 && trueSize === 0) return [1, 1, 1];
  const hp = predictedSize === 0 ? 0 : both / predictedSize;
  const hr = trueSize === 0 ? 0 : both / trueSize;
  return [hp, hr, hp + hr === 0 ? 0 : (2 * hp * hr) / (hp + hr)];
}

/** The columns whose node is nobody's parent. */
export function refLeafColumns(c: HierarchyCase): number[] {
  const parentsSet = new Set(Array.from(c.parents));
  return c.node.flatMap((k, j) => (parentsSet.has(k) ? [] : [j]));
}
