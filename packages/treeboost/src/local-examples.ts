import type { LabelMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { csrMatrix } from "./restrict-matrix.js";
import type { TreeBoostPlan } from "./tree-plan.js";

/** The training problem of one node's flat booster. */
export interface LocalExamples {
  /** The node's local documents (rows of the training set), ascending. */
  readonly documents: Int32Array;
  /** Their labels over the node's outputs (documents.length x outputs.length). */
  readonly Y: LabelMatrix;
}

/**
 * The local training examples of every booster of a plan: Definitions 1 and 2 of the paper.
 *
 * - Positives (Definition 1): a category's positive documents are those labelled with it or with
 *   any category below it, `Tr+(c) = own(c) ∪ ⋃_{d ∈ ↓↓(c)} own(d)`.
 * - A node's booster trains on the node's positives, `Tr+(c)`; the implicit root's on every
 *   training document (a test document always enters at the root, so the top-level categories
 *   learn to turn away documents with no label, as a flat booster does).
 * - So a child q's negatives are `Tr+(↑q) − Tr+(q)`: its siblings' positives minus its own
 *   (Definition 2), plus, where documents carry internal labels, the documents filed under the
 *   parent itself (and at the top, documents with no label at all).
 * - A self output (the node's own label) is positive on the documents that carry that label.
 *
 * @param plan - from {@link treeBoostPlan}
 * @param Y - the data set's label sets (documents x data-set labels)
 * @returns one {@link LocalExamples} per booster, in the order of `plan.nodes`
 * @throws TextboostError `E_SHAPE` when Y's columns are not the plan's labels
 *
 * @example
 * ```ts
 * const ex = localExamples(plan, dataset.Y);
 * ex[0]!.documents.length; // every training document: the root's booster sees them all
 * ```
 */
export function localExamples(plan: TreeBoostPlan, Y: LabelMatrix): LocalExamples[] {
  const { tree, labelNodes, nodes } = plan;
  if (Y.cols !== labelNodes.length) {
    throw new TextboostError(
      "E_SHAPE",
      `Y has ${Y.cols} columns but the hierarchy maps ${labelNodes.length} labels`,
    );
  }
  const n = tree.labels.length;
  const boosterOf = new Int32Array(n).fill(-1);
  for (let b = 0; b < nodes.length; b++) if (nodes[b]!.node >= 0) boosterOf[nodes[b]!.node] = b;
  // Each booster's documents, and its label matrix as it grows: entries (output ids) and row ends.
  const documents: number[][] = nodes.map(() => []);
  const entries: number[][] = nodes.map(() => []);
  const rowEnds: number[][] = nodes.map(() => [0]);
  // Per document: in[t] === stamp when the document is a positive of t (Definition 1), own[t] when it carries t's label.
  const inside = new Int32Array(n).fill(-1);
  const own = new Int32Array(n).fill(-1);
  const reached: number[] = [];
  for (let i = 0; i < Y.rows; i++) {
    reached.length = 0;
    reached.push(0);
    for (let p = Y.indptr[i]!; p < Y.indptr[i + 1]!; p++) {
      const t = labelNodes[Y.indices[p]!]!;
      own[t] = i;
      for (let a = t; a >= 0 && inside[a] !== i; a = tree.parent[a]!) {
        inside[a] = i;
        if (boosterOf[a]! >= 0) reached.push(boosterOf[a]!);
      }
    }
    for (const b of reached) {
      documents[b]!.push(i);
      const outputs = nodes[b]!.outputs;
      const row = entries[b]!;
      for (let k = 0; k < outputs.length; k++) {
        const o = outputs[k]!;
        if (o.self ? own[o.node] === i : inside[o.node] === i) row.push(k);
      }
      rowEnds[b]!.push(row.length);
    }
  }
  // Documents were visited in order, so every booster's list is ascending, and each row's outputs too.
  // The label matrices are made in place (as `labelMatrix` would make them from these ids, already
  // checked), one object shape for all of them.
  return nodes.map((b, index) => ({
    documents: Int32Array.from(documents[index]!),
    Y: csrMatrix(
      documents[index]!.length,
      b.outputs.length,
      Int32Array.from(rowEnds[index]!),
      Int32Array.from(entries[index]!),
      undefined,
    ),
  }));
}
