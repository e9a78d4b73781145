import type { LabelMatrix, LabelTree } from "@textboost/core";
import type { TreeNodeMeasures } from "@textboost/report";

/**
 * Precision, recall and F1 of every category of a tree that has a label at or under it: a document
 * belongs to a node when it carries (or is predicted) a label at or under that node. This is how
 * well a top-down classifier (TreeBoost.MH) routes documents at each level. Nodes are returned with
 * their `/`-separated path from the root (a `/` inside a name is written `∕`), in tree order.
 *
 * @param tree - the category tree
 * @param labelNodes - the tree node of each label (column) of `Y` and `predicted`
 * @param Y - true label sets
 * @param predicted - predicted label sets, same shape
 * @returns one entry per node with a label at or under it; precision (recall) is 0 when nothing is
 *   predicted (true) there
 * @example
 * ```ts
 * treeNodeMeasures(model.tree, model.plan.labelNodes, test.Y, model.predict(test.X));
 * ```
 */
export function treeNodeMeasures(
  tree: LabelTree,
  labelNodes: ArrayLike<number>,
  Y: LabelMatrix,
  predicted: LabelMatrix,
): TreeNodeMeasures[] {
  const n = tree.labels.length;
  const used = new Uint8Array(n);
  for (let j = 0; j < labelNodes.length; j++) {
    for (let t = labelNodes[j]!; t >= 0 && used[t] === 0; t = tree.parent[t]!) used[t] = 1;
  }
  const tp = new Int32Array(n);
  const fp = new Int32Array(n);
  const fn = new Int32Array(n);
  const truth = new Int32Array(n).fill(-1);
  const guess = new Int32Array(n).fill(-1);
  /** Marks node t and its ancestors with document i in `mark`. */
  const markPath = (mark: Int32Array, start: number, i: number) => {
    for (let t = start; t >= 0 && mark[t] !== i; t = tree.parent[t]!) mark[t] = i;
  };
  for (let i = 0; i < Y.rows; i++) {
    for (let p = Y.indptr[i]!; p < Y.indptr[i + 1]!; p++) markPath(truth, labelNodes[Y.indices[p]!]!, i);
    for (let p = predicted.indptr[i]!; p < predicted.indptr[i + 1]!; p++)
      markPath(guess, labelNodes[predicted.indices[p]!]!, i);
    for (let t = 0; t < n; t++) {
      const isTrue = truth[t] === i;
      const isGuess = guess[t] === i;
      if (isTrue && isGuess) tp[t]!++;
      else if (isGuess) fp[t]!++;
      else if (isTrue) fn[t]!++;
    }
  }
  const name = (t: number) => tree.labels[t]!.replaceAll("/", "∕");
  const path = (t: number): string => (tree.parent[t]! < 0 ? name(t) : `${path(tree.parent[t]!)}/${name(t)}`);
  const out: TreeNodeMeasures[] = [];
  const visit = (t: number) => {
    if (used[t] === 0) return;
    const precision = tp[t]! + fp[t]! === 0 ? 0 : tp[t]! / (tp[t]! + fp[t]!);
    const recall = tp[t]! + fn[t]! === 0 ? 0 : tp[t]! / (tp[t]! + fn[t]!);
    const f1 = tp[t]! === 0 ? 0 : (2 * tp[t]!) / (2 * tp[t]! + fp[t]! + fn[t]!);
    out.push({ path: path(t), support: tp[t]! + fn[t]!, precision, recall, f1 });
    for (const c of tree.children[t]!) visit(c);
  };
  for (const root of tree.roots) visit(root);
  return out;
}
