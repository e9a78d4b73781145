import { type LabelTree, TextboostError } from "@textboost/core";

/** The name of the implicit root over the top-level categories, in events, explanations and errors. */
export const ROOT_NAME = "(root)";

/**
 * One output of a node's flat booster: a child category, or the node itself (its "self" output,
 * present when documents carry the internal node's own label; see {@link treeBoostPlan}).
 */
export interface PlanOutput {
  /** Tree index of the category this output decides. */
  readonly node: number;
  /** True for the node's own label (documents labelled with the internal node itself). */
  readonly self: boolean;
  /** The output's label in the node's sub-model: the category's tree code. */
  readonly name: string;
  /** Index in {@link TreeBoostPlan.nodes} of the child's own booster, or -1 (a leaf, or a self output). */
  readonly next: number;
}

/** An internal node of the hierarchy (or the implicit root) and the outputs of its flat booster. */
export interface PlanNode {
  /** Tree index of the node, -1 for the implicit root. */
  readonly node: number;
  /** Its tree code, or {@link ROOT_NAME}. */
  readonly name: string;
  /** Index in {@link TreeBoostPlan.nodes} of the booster whose output this node is (-1 for the root). */
  readonly parent: number;
  /** The categories its booster decides: its own label first (when it is a data label), then its children. */
  readonly outputs: readonly PlanOutput[];
}

/**
 * Where TreeBoost.MH trains and reads each category: the boosters of the internal nodes, root
 * first and parents before children (pre-order), and for each data-set label the booster output
 * that scores it.
 */
export interface TreeBoostPlan {
  readonly tree: LabelTree;
  /** Tree node of each data-set label. */
  readonly labelNodes: Int32Array;
  /** The boosters, root first, parents before children. */
  readonly nodes: readonly PlanNode[];
  /** `labelBooster[j]`: the booster that scores data-set label j. */
  readonly labelBooster: Int32Array;
  /** `labelOutput[j]`: its output index in that booster. */
  readonly labelOutput: Int32Array;
}

/**
 * Lays TreeBoost.MH's boosters out over a hierarchy (Figure 1 of the paper): one flat booster for
 * the implicit root over the top-level categories, and one for every internal category over its
 * children.
 *
 * - Subtrees holding no data-set label are left out (nobody is scored there, and their empty
 *   positive sets change no other category's examples); a category whose children are all left out
 *   is a leaf.
 * - A data-set label on an internal category (Reuters-K500's `CCAT.CCAT`: a document filed under
 *   CCAT itself) becomes that category's "self" output, the first output of its booster: the
 *   documents that carry the label are its positives, the category's other documents its negatives.
 *   The category's own acceptance (by its parent's booster) is decided on all of its documents,
 *   those it carries itself included (Definition 1 counts a category's own documents with its
 *   descendants').
 *
 * @param tree - the hierarchy (from `labelTree` of `@textboost/core` or a reader of `@textboost/datasets`)
 * @param labelNodes - the tree node of each data-set label (`labelTreeIndexOf` of `@textboost/core`)
 * @returns the plan
 * @throws TextboostError `E_INVALID_ARGUMENT` when a label's node is outside the tree or two labels
 *   share a node; `E_SHAPE` when there is no label
 *
 * @example
 * ```ts
 * const tree = labelTree({ labels: ["CCAT", "C15", "C151", "ECAT"], parent: [-1, 0, 1, -1] });
 * const plan = treeBoostPlan(tree, Int32Array.from([0, 2, 3])); // labels CCAT (itself), C151, ECAT
 * plan.nodes.map((n) => n.name);                  // ["(root)", "CCAT", "C15"]
 * plan.nodes[1]!.outputs.map((o) => o.name);      // ["CCAT", "C15"]: self output first
 * ```
 */
export function treeBoostPlan(tree: LabelTree, labelNodes: Int32Array): TreeBoostPlan {
  const n = tree.labels.length;
  if (labelNodes.length === 0) throw new TextboostError("E_SHAPE", "the data set has no label");
  const labelOf = new Int32Array(n).fill(-1);
  labelNodes.forEach((t, j) => {
    if (!Number.isInteger(t) || t < 0 || t >= n) {
      throw new TextboostError("E_INVALID_ARGUMENT", `label ${j} maps to ${t}, not a node of the hierarchy`);
    }
    if (labelOf[t] !== -1) {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `labels ${labelOf[t]} and ${j} both map to the category "${tree.labels[t]}"; each category may be one label`,
      );
    }
    labelOf[t] = j;
  });
  // hasLabel[t]: some data-set label is t or below it.
  const hasLabel = new Uint8Array(n);
  for (const t of labelNodes)
    for (let a = t; a >= 0 && hasLabel[a] === 0; a = tree.parent[a]!) hasLabel[a] = 1;
  const kept = (list: readonly number[]) => list.filter((c) => hasLabel[c] === 1);

  const nodes: { node: number; name: string; parent: number; outputs: PlanOutput[] }[] = [];
  const labelBooster = new Int32Array(labelNodes.length).fill(-1);
  const labelOutput = new Int32Array(labelNodes.length).fill(-1);
  const visit = (node: number, children: readonly number[], parent: number): number => {
    const index = nodes.length;
    const outputs: PlanOutput[] = [];
    const entry = { node, name: node < 0 ? ROOT_NAME : tree.labels[node]!, parent, outputs };
    nodes.push(entry);
    if (node >= 0 && labelOf[node]! >= 0) {
      labelBooster[labelOf[node]!] = index;
      labelOutput[labelOf[node]!] = 0;
      outputs.push({ node, self: true, name: tree.labels[node]!, next: -1 });
    }
    for (const c of children) {
      const grand = kept(tree.children[c]!);
      const o = outputs.length;
      outputs.push({ node: c, self: false, name: tree.labels[c]!, next: -1 });
      if (grand.length === 0) {
        labelBooster[labelOf[c]!] = index;
        labelOutput[labelOf[c]!] = o;
      } else {
        outputs[o] = { ...outputs[o]!, next: visit(c, grand, index) };
      }
    }
    return index;
  };
  visit(-1, kept(tree.roots), -1);
  return { tree, labelNodes: Int32Array.from(labelNodes), nodes, labelBooster, labelOutput };
}
