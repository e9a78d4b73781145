import { fc } from "@fast-check/vitest";
import { type LabelTree, labelTree } from "@textboost/core";
import { arbLabelTree } from "@textboost/testing";

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
    return columns.chain((node) =>
      fc.record({
        parents: fc.constant(parents),
        tree: fc.constant(labelTree({ labels: all.map((i) => `N${i}`), parent: parents })),
        node: fc.constant(node),
        identity: fc.constant(identity),
        truth: bools(n, node.length),
        predicted: bools(n, node.length),
      }),
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
