import type { LabelMatrix } from "@textboost/core";
import { type HierarchyOptions, treeNodeOfColumns } from "./hierarchy-columns.js";
import { checkLabelMatrix } from "./validate.js";

/**
 * Adds to every document's label set all the ancestors of its labels, in the node space of the tree:
 * the augmented sets of Kiritchenko et al. (2005), and the reading of Definition 1 of the TreeBoost.MH
 * paper (an internal node is positive for a document that has it or any of its descendants).
 *
 * @param Y - label sets (documents x columns, binary CSR)
 * @param hierarchy - the tree, and the tree node of each column (default: column j is node j)
 * @returns a label matrix of documents x tree nodes (`tree.labels.length` columns), sorted and
 *   without repeats
 * @throws TextboostError `E_SHAPE` for a malformed matrix or an index of the wrong size;
 *   `E_INVALID_ARGUMENT` for a non-binary matrix or a bad index (see {@link HierarchyOptions})
 *
 * @example
 * ```ts
 * const tree = labelTree({ labels: ["CCAT", "C15", "C151", "GCAT"], parent: [-1, 0, 1, -1] });
 * const Y = { format: "csr", rows: 2, cols: 4, indptr: Int32Array.of(0, 1, 2), indices: Int32Array.of(2, 3) } as const;
 * augmentWithAncestors(Y, { tree }).indices; // Int32Array [0, 1, 2, 3]: {CCAT, C15, C151}, {GCAT}
 * ```
 */
export function augmentWithAncestors(Y: LabelMatrix, hierarchy: HierarchyOptions): LabelMatrix {
  checkLabelMatrix(Y, "Y");
  const node = treeNodeOfColumns(hierarchy, Y.cols);
  const { parent, labels } = hierarchy.tree;
  const seenIn = new Int32Array(labels.length).fill(-1);
  const indptr = new Int32Array(Y.rows + 1);
  const indices: number[] = [];
  for (let i = 0; i < Y.rows; i++) {
    const start = indices.length;
    for (let p = Y.indptr[i]!; p < Y.indptr[i + 1]!; p++) {
      for (let k = node[Y.indices[p]!]!; k >= 0 && seenIn[k] !== i; k = parent[k]!) {
        seenIn[k] = i;
        indices.push(k);
      }
    }
    const row = indices.slice(start).sort((a, b) => a - b);
    indices.splice(start, row.length, ...row);
    indptr[i + 1] = indices.length;
  }
  return { format: "csr", rows: Y.rows, cols: labels.length, indptr, indices: Int32Array.from(indices) };
}
