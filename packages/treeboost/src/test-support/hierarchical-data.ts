import type { Dataset, LabelTree } from "@textboost/core";
import { labelTree } from "@textboost/core";
import { arbLabelTree, csrFromBooleanRows } from "@textboost/testing";
import fc from "fast-check";

/** A random hierarchy and a binary data set whose labels are some of its categories. */
export interface HierarchicalData {
  readonly tree: LabelTree;
  /** `x[i][k]`: document i contains term k. */
  readonly x: readonly (readonly boolean[])[];
  /** `y[i][j]`: document i has data-set label j. */
  readonly y: readonly (readonly boolean[])[];
  /** Tree node of each data-set label. */
  readonly labelNodes: readonly number[];
  readonly dataset: Dataset;
}

/**
 * Random trees (forests: several top-level categories) with a data set labelled by some of their
 * categories: with `leavesOnly`, every leaf and nothing else (the paper's setting); otherwise any
 * non-empty subset, internal categories included. Documents may have no label.
 */
export function arbHierarchicalData(
  options: { leavesOnly?: boolean; maxNodes?: number; maxDocs?: number; maxTerms?: number } = {},
): fc.Arbitrary<HierarchicalData> {
  return arbLabelTree({ labels: { min: 1, max: options.maxNodes ?? 8 } })
    .chain((parent) => {
      const n = parent.length;
      const names = Array.from({ length: n }, (_, t) => `n${t}`);
      const tree = labelTree({ labels: names, parent });
      const leaves = names.map((_, t) => t).filter((t) => tree.children[t]!.length === 0);
      const chosen = options.leavesOnly
        ? fc.constant(leaves)
        : fc.subarray(
            names.map((_, t) => t),
            { minLength: 1 },
          );
      return fc.record({
        tree: fc.constant(tree),
        labelNodes: chosen,
        g: fc.integer({ min: 1, max: options.maxDocs ?? 12 }),
        r: fc.integer({ min: 1, max: options.maxTerms ?? 6 }),
      });
    })
    .chain(({ tree, labelNodes, g, r }) =>
      fc.record({
        tree: fc.constant(tree),
        labelNodes: fc.constant(labelNodes),
        x: fc.array(fc.array(fc.boolean(), { minLength: r, maxLength: r }), { minLength: g, maxLength: g }),
        y: fc.array(
          fc.array(
            fc.integer({ min: 0, max: 9 }).map((v) => v < 3),
            {
              minLength: labelNodes.length,
              maxLength: labelNodes.length,
            },
          ),
          { minLength: g, maxLength: g },
        ),
      }),
    )
    .map(({ tree, labelNodes, x, y }) => ({
      tree,
      x,
      y,
      labelNodes,
      dataset: {
        X: csrFromBooleanRows(x, x[0]!.length),
        Y: csrFromBooleanRows(y, labelNodes.length),
        featureNames: Array.from({ length: x[0]!.length }, (_, k) => `t${k}`),
        labelNames: labelNodes.map((t) => tree.labels[t]!),
      },
    }));
}
