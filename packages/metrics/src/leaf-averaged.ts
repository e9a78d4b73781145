import { isLeaf, type LabelMatrix, TextboostError } from "@textboost/core";
import { confusionCounts } from "./confusion-counts.js";
import { type HierarchyOptions, treeNodeOfColumns } from "./hierarchy-columns.js";
import { type MacroAverageOptions, macroFromCounts } from "./macro-averaged.js";
import { microFromCounts } from "./micro-averaged.js";
import type { PrecisionRecallF1 } from "./precision-recall-f1.js";

/** What {@link leafAveraged} returns. */
export interface LeafAverages {
  /** F1^μ and its precision and recall, summed over the leaf columns. */
  readonly micro: PrecisionRecallF1;
  /** F1^M and its precision and recall, the mean over the leaf columns. */
  readonly macro: PrecisionRecallF1;
  /** The number of leaf columns averaged over. */
  readonly labels: number;
}

/**
 * Flat micro- and macro-averaged precision, recall and F1 over the leaf categories only: the columns
 * whose tree node has no children, compared as given (no ancestors added). Over all nodes, the flat
 * measures are {@link microAveraged} and {@link macroAveraged} of the same matrices (on the
 * ancestor-closed sets of {@link augmentWithAncestors} when internal nodes should count as in
 * Definition 1).
 *
 * @param Y - the true label sets (documents x columns, binary CSR)
 * @param predicted - the predicted label sets, same shape
 * @param hierarchy - the tree, and the tree node of each column (default: column j is node j)
 * @param options - {@link MacroAverageOptions} for the macro average
 * @returns `{ micro, macro, labels }`
 * @throws TextboostError `E_SHAPE` when the shapes differ, a matrix is malformed or empty, or the index
 *   does not fit; `E_INVALID_ARGUMENT` for a bad index or when no column is a leaf
 *
 * @example
 * ```ts
 * const tree = labelTree({ labels: ["CCAT", "C15", "GCAT"], parent: [-1, 0, -1] });
 * // truth {CCAT, C15}, {GCAT}; predicted {CCAT}, {GCAT}: leaves C15 (missed) and GCAT (right)
 * const Y = { format: "csr", rows: 2, cols: 3, indptr: Int32Array.of(0, 2, 3), indices: Int32Array.of(0, 1, 2) } as const;
 * const P = { format: "csr", rows: 2, cols: 3, indptr: Int32Array.of(0, 1, 2), indices: Int32Array.of(0, 2) } as const;
 * leafAveraged(Y, P, { tree }); // micro F1 2/3, macro F1 (0 + 1) / 2 = 0.5, labels 2
 * ```
 */
export function leafAveraged(
  Y: LabelMatrix,
  predicted: LabelMatrix,
  hierarchy: HierarchyOptions,
  options: MacroAverageOptions = {},
): LeafAverages {
  const counts = confusionCounts(Y, predicted);
  const node = treeNodeOfColumns(hierarchy, Y.cols);
  const columns: number[] = [];
  for (let j = 0; j < Y.cols; j++) if (isLeaf(hierarchy.tree, node[j]!)) columns.push(j);
  if (columns.length === 0) {
    throw new TextboostError("E_INVALID_ARGUMENT", `none of the ${Y.cols} columns is a leaf of the tree`);
  }
  return {
    micro: microFromCounts(counts, columns),
    macro: macroFromCounts(counts, options, columns),
    labels: columns.length,
  };
}
