import type { Dataset, LabelTree } from "@textboost/core";
import { descendants } from "@textboost/core";
import { labelMatrix } from "@textboost/sparse";
import { csrFromBooleanRows } from "@textboost/testing";
import type { PlanNode } from "../tree-plan.js";

/**
 * Tr+(c) by Definition 1, straight from the definition: the documents labelled with c or with any
 * of its descendants (data-set labels given by their tree nodes).
 */
export function bruteForcePositives(
  tree: LabelTree,
  labelNodes: readonly number[],
  y: readonly (readonly boolean[])[],
  c: number,
): Set<number> {
  const below = new Set([c, ...descendants(tree, c)]);
  const out = new Set<number>();
  y.forEach((row, i) => {
    row.forEach((has, j) => {
      if (has && below.has(labelNodes[j]!)) out.add(i);
    });
  });
  return out;
}

/**
 * A node's training set built straight from the definitions, on dense rows: the node's positives
 * (every document at the root), the terms that occur in them (every term at the root, or when none
 * occurs), labels over its outputs (a child: Definition 1; its own label: the documents carrying it).
 */
export function bruteForceLocalDataset(
  data: {
    tree: LabelTree;
    labelNodes: readonly number[];
    x: readonly (readonly boolean[])[];
    y: readonly (readonly boolean[])[];
    dataset: Dataset;
  },
  node: PlanNode,
): { dataset: Dataset; columns: number[] } {
  const { tree, labelNodes, x, y } = data;
  const g = x.length;
  const r = x[0]!.length;
  const docs =
    node.node < 0
      ? Array.from({ length: g }, (_, i) => i)
      : [...bruteForcePositives(tree, labelNodes, y, node.node)].sort((a, b) => a - b);
  let columns = Array.from({ length: r }, (_, k) => k);
  if (node.node >= 0) {
    const occurring = columns.filter((k) => docs.some((i) => x[i]![k]));
    if (occurring.length > 0) columns = occurring;
  }
  const labelOf = new Map(labelNodes.map((t, j) => [t, j]));
  const sets = docs.map((i) =>
    node.outputs.flatMap((o, k) => {
      const has = o.self
        ? y[i]![labelOf.get(o.node)!] === true
        : bruteForcePositives(tree, labelNodes, y, o.node).has(i);
      return has ? [k] : [];
    }),
  );
  return {
    columns,
    dataset: {
      X: csrFromBooleanRows(
        docs.map((i) => columns.map((k) => x[i]![k]!)),
        columns.length,
      ),
      Y: labelMatrix(sets, node.outputs.length),
      featureNames: columns.map((k) => data.dataset.featureNames[k]!),
      labelNames: node.outputs.map((o) => o.name),
    },
  };
}
