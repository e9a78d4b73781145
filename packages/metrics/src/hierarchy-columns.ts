import { type LabelTree, TextboostError } from "@textboost/core";

/**
 * A label tree and how the columns of the label matrices sit in it, for the hierarchical measures.
 */
export interface HierarchyOptions {
  /** The hierarchy (`@textboost/core`'s `LabelTree`, from the readers and builders of `@textboost/datasets` or induced by `@textboost/hierarchy`). */
  readonly tree: LabelTree;
  /**
   * `index[j]` is the tree node of column j, as `labelTreeIndexOf` of `@textboost/core` returns it;
   * distinct nodes. Default: column j is node j (the matrices have one column per tree node).
   */
  readonly index?: ArrayLike<number>;
}

/**
 * The tree node of each of `cols` columns, checked: one per column, each a node of the tree, no two
 * the same.
 *
 * @throws TextboostError `E_SHAPE` when the default index does not fit (columns and nodes differ in
 *   number) or `index` has the wrong length; `E_INVALID_ARGUMENT` for a node outside the tree or used
 *   twice
 */
export function treeNodeOfColumns(hierarchy: HierarchyOptions, cols: number): Int32Array {
  const nodes = hierarchy.tree.labels.length;
  if (hierarchy.index === undefined) {
    if (cols !== nodes) {
      throw new TextboostError(
        "E_SHAPE",
        `the label matrices have ${cols} columns but the tree has ${nodes} nodes; pass index (labelTreeIndexOf) to say which node each column is`,
      );
    }
    return Int32Array.from({ length: cols }, (_, j) => j);
  }
  const index = hierarchy.index;
  if (index.length !== cols) {
    throw new TextboostError("E_SHAPE", `index has ${index.length} entries for ${cols} columns`);
  }
  const owner = new Int32Array(nodes).fill(-1);
  const out = new Int32Array(cols);
  for (let j = 0; j < cols; j++) {
    const node = index[j]!;
    if (!Number.isInteger(node) || node < 0 || node >= nodes) {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `index[${j}] is ${node}, not a node of the tree (0 to ${nodes - 1}); is column ${j}'s label missing from the tree?`,
      );
    }
    if (owner[node] !== -1) {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `columns ${owner[node]} and ${j} are both the tree node "${hierarchy.tree.labels[node]}"`,
      );
    }
    owner[node] = j;
    out[j] = node;
  }
  return out;
}
