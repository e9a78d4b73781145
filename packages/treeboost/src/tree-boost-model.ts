import type {
  Contribution,
  CsrMatrix,
  DenseMatrix,
  Explanation,
  ExplanationPart,
  LabelMatrix,
  LabelTree,
  Model,
  ModelEnvelope,
  PredictOptions,
  ScoreOptions,
} from "@textboost/core";
import {
  checkExplainArguments,
  checkFeatureColumns,
  createModelEnvelope,
  labelsAboveThresholds,
  probabilities,
  resolveRounds,
} from "@textboost/core";
import { columnMap, restrictMatrix } from "./restrict-matrix.js";
import type { TreeBoostPlan } from "./tree-plan.js";

/** The algorithm tag written into model files. */
export const TREEBOOST_MH = "treeboost";

/** One internal node's part of a {@link TreeBoostModel}. */
export interface TreeBoostNodeModel {
  /** Global column of each feature of `model`, ascending. */
  readonly columns: Int32Array;
  /** The node's flat model over its outputs, or null when it had no training document (it then scores 0). */
  readonly model: Model | null;
}

/** Per-round training figures, aggregated over the nodes (see `iterationAggregator`). */
export interface TreeBoostTrace {
  readonly z: readonly number[];
  readonly loss: readonly number[];
}

/** What a booster hands to {@link treeBoostModel}. */
export interface TreeBoostModelParts {
  readonly labels: readonly string[];
  readonly features: readonly string[];
  readonly plan: TreeBoostPlan;
  /** One per plan node, in plan order. */
  readonly nodes: readonly TreeBoostNodeModel[];
  /** The algorithm of the node models (`"adaboost-mh"`, `"mp-boost"`, ...). */
  readonly base: string;
  readonly trace?: TreeBoostTrace;
  readonly preprocessing?: unknown;
  readonly settings?: Readonly<Record<string, unknown>>;
}

/**
 * A trained TreeBoost.MH classifier: a tree of flat models, one per internal node (Figure 1's
 * output). Classification descends from the root (Section 3.1): a node's model sees only the
 * documents its parent's model accepted (score > 0); the others are blocked there.
 *
 * **Scores.** The score of document d for category c is the least of the local scores on the path
 * from the root to c, cut at the first node that rejects d:
 *
 *   f(d, c) = min { f_a(d) : a on the path to c, evaluated for d }
 *
 * where f_a is the score a's parent's model gives a (for a label on an internal category, the
 * category's own output last). So f(d, c) > 0 exactly when every classifier on the path accepts d:
 * `predict` at threshold 0 is the paper's top-down classification, and `predict` at t > 0 is the
 * same descent with every classifier held to t. A blocked category gets the score of the node that
 * blocked d (≤ 0), the same for its whole subtree; that is an upper bound of what its own path
 * would give, as a conjunction is no more likely than any part of it, and it ranks every blocked
 * category below every category the document reached. Scores are finite, so ranking measures work.
 *
 * `probabilities` is 1/(1 + e^(−2f)), AdaBoost.MH's estimate applied to the score above.
 */
export interface TreeBoostModel extends Model {
  readonly tree: LabelTree;
  readonly plan: TreeBoostPlan;
  readonly nodes: readonly TreeBoostNodeModel[];
  /** The algorithm of the node models. */
  readonly base: string;
  readonly trace: TreeBoostTrace | undefined;
  readonly settings: Readonly<Record<string, unknown>>;
  readonly preprocessing: unknown;
  /** P(label | d) = 1/(1 + e^(−2f)) per document and label. */
  probabilities(X: CsrMatrix, options?: ScoreOptions): DenseMatrix;
}

/** The JSON body of a TreeBoost.MH model inside its {@link ModelEnvelope}. */
export interface TreeBoostModelBody {
  /** The algorithm of the node models, read back with that algorithm's loader. */
  readonly base: string;
  readonly tree: {
    readonly labels: readonly string[];
    readonly parent: readonly number[];
    readonly descriptions: readonly string[];
  };
  /** The tree node of each label of the envelope. */
  readonly labelNodes: readonly number[];
  /** One per internal node (root first, parents before children). */
  readonly nodes: readonly {
    readonly node: string;
    readonly columns: readonly number[];
    readonly model: ModelEnvelope | null;
  }[];
  readonly trace?: TreeBoostTrace;
  readonly settings: Readonly<Record<string, unknown>>;
}

/**
 * Builds a {@link TreeBoostModel} from a plan and one flat model per node.
 *
 * @example
 * ```ts
 * const { labels, features, plan, nodes } = treeModel; // a model treeBoost().fit made (AdaBoost.MH nodes)
 * const model = treeBoostModel({ labels, features, plan, nodes, base: "adaboost-mh" });
 * model.scores(X, { rounds: 50 }); // every node's model at S = 50
 * ```
 */
export function treeBoostModel(parts: TreeBoostModelParts): TreeBoostModel {
  const t = treeScoring(parts);
  const { plan } = parts;
  const scores = (X: CsrMatrix, options?: ScoreOptions): DenseMatrix => scoreTree(t, X, options);
  return {
    algorithm: TREEBOOST_MH,
    labels: [...parts.labels],
    features: [...parts.features],
    length: t.length,
    tree: plan.tree,
    plan,
    nodes: t.nodes,
    base: parts.base,
    trace: parts.trace,
    settings: { ...parts.settings },
    preprocessing: parts.preprocessing ?? null,
    scores,
    probabilities: (X, options) => probabilities(scores(X, options)),
    predict: (X: CsrMatrix, options?: PredictOptions): LabelMatrix =>
      labelsAboveThresholds(scores(X, options), options?.thresholds ?? 0),
    explain: (X, row, label, options) => explainTree(t, X, row, label, options),
    toJSON: () => treeModelJSON(parts, t.nodes),
  };
}

/** What scoring and explaining a tree model read: its parts, nodes, length and routing tables. */
interface TreeScoring {
  readonly parts: TreeBoostModelParts;
  readonly plan: TreeBoostModelParts["plan"];
  /** Labels and features. */
  readonly m: number;
  readonly r: number;
  readonly nodes: TreeBoostModelParts["nodes"];
  /** The least round count of the trained nodes. */
  readonly length: number;
  /** Node b's map from the data set's columns to its own (made on first use). */
  readonly maps: (Int32Array | undefined)[];
  /**
   * The data-set labels whose path passes through output o of booster b:
   * belowLabels[b][belowStart[b][o] .. belowStart[b][o + 1]) (flat typed arrays for the scoring loop).
   */
  readonly belowStart: Int32Array[];
  readonly belowLabels: Int32Array[];
  /** nextOf[b][o]: the booster output o of booster b leads to, or -1. */
  readonly nextOf: Int32Array[];
}

/** The routing tables of a tree model's plan (see {@link TreeScoring}). */
function treeScoring(parts: TreeBoostModelParts): TreeScoring {
  const { plan } = parts;
  const nodes = [...parts.nodes];
  const trained = nodes.filter((n) => n.model !== null);
  const length = trained.length === 0 ? 0 : Math.min(...trained.map((n) => n.model!.length));
  /** labelAt[b][o]: the data-set label of output o of booster b, or -1. */
  const labelAt = plan.nodes.map((n) => new Int32Array(n.outputs.length).fill(-1));
  plan.labelBooster.forEach((b, j) => {
    labelAt[b]![plan.labelOutput[j]!] = j;
  });
  const lists: number[][][] = plan.nodes.map((n) => n.outputs.map(() => []));
  for (let b = plan.nodes.length - 1; b >= 0; b--) {
    plan.nodes[b]!.outputs.forEach((output, o) => {
      const list = lists[b]![o]!;
      if (labelAt[b]![o]! >= 0) list.push(labelAt[b]![o]!);
      if (output.next >= 0) for (const under of lists[output.next]!) list.push(...under);
    });
  }
  const belowStart = lists.map((perOutput) => {
    const start = new Int32Array(perOutput.length + 1);
    perOutput.forEach((list, o) => {
      start[o + 1] = start[o]! + list.length;
    });
    return start;
  });
  return {
    parts,
    plan,
    m: parts.labels.length,
    r: parts.features.length,
    nodes,
    length,
    maps: nodes.map(() => undefined),
    belowStart,
    belowLabels: lists.map((perOutput) => Int32Array.from(perOutput.flat())),
    nextOf: plan.nodes.map((n) => Int32Array.from(n.outputs, (o) => o.next)),
  };
}

/** Node b's local matrix for some rows of X. */
function localX(t: TreeScoring, b: number, X: CsrMatrix, rows: ArrayLike<number> | undefined): CsrMatrix {
  t.maps[b] ??= columnMap(t.nodes[b]!.columns, t.r);
  return restrictMatrix(X, rows, t.maps[b]!, t.nodes[b]!.columns.length);
}

/**
 * The model's scores: each document goes down the tree from the root while its boosters accept it
 * (score > 0); every label below an output it stops at takes the least score on its path.
 */
function scoreTree(t: TreeScoring, X: CsrMatrix, options: ScoreOptions | undefined): DenseMatrix {
  const { plan, m, r, nodes, nextOf, belowStart, belowLabels } = t;
  checkFeatureColumns(X, r);
  const rounds = { rounds: resolveRounds(options, t.length) };
  const n = X.rows;
  const data = new Float64Array(n * m);
  // Per booster: the documents that reached it (ascending) and their score so far (+∞ at the root).
  const docs: (Int32Array | undefined)[] = plan.nodes.map(() => undefined);
  const pathMin: (Float64Array | undefined)[] = plan.nodes.map(() => undefined);
  docs[0] = Int32Array.from({ length: n }, (_, i) => i);
  pathMin[0] = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
  // Children's documents, filled in document order as their parent's outputs accept them.
  const accepted: number[][] = plan.nodes.map(() => []);
  const acceptedMin: number[][] = plan.nodes.map(() => []);
  plan.nodes.forEach((node, b) => {
    // A booster whose parent was reached by no document is reached by none either.
    const reached = docs[b] ?? new Int32Array(0);
    const before = pathMin[b] ?? new Float64Array(0);
    docs[b] = undefined;
    pathMin[b] = undefined;
    if (reached.length === 0) return;
    const k = node.outputs.length;
    const sub = nodes[b]!.model;
    const all = reached.length === n && nodes[b]!.columns.length === r;
    const local = sub === null ? undefined : sub.scores(all ? X : localX(t, b, X, reached), rounds).data;
    const next = nextOf[b]!;
    const start = belowStart[b]!;
    const labels = belowLabels[b]!;
    for (let q = 0; q < reached.length; q++) {
      const i = reached[q]!;
      const row = i * m;
      for (let o = 0; o < k; o++) {
        const own = local === undefined ? 0 : local[q * k + o]!;
        const v = Math.min(own, before[q]!);
        const child = next[o]!;
        if (v > 0 && child >= 0) {
          accepted[child]!.push(i);
          acceptedMin[child]!.push(v);
        } else {
          // A leaf, or a document blocked here: every label below takes this score.
          for (let u = start[o]!, end = start[o + 1]!; u < end; u++) data[row + labels[u]!] = v;
        }
      }
    }
    for (const o of node.outputs) {
      if (o.next < 0) continue;
      docs[o.next] = Int32Array.from(accepted[o.next]!);
      pathMin[o.next] = Float64Array.from(acceptedMin[o.next]!);
      accepted[o.next] = [];
      acceptedMin[o.next] = [];
    }
  });
  return { rows: n, cols: m, data };
}

/** The (booster, output) steps from the root to data-set label j. */
function pathTo(plan: TreeBoostModelParts["plan"], j: number): [number, number][] {
  const steps: [number, number][] = [[plan.labelBooster[j]!, plan.labelOutput[j]!]];
  for (let b = plan.labelBooster[j]!; plan.nodes[b]!.parent >= 0; b = plan.nodes[b]!.parent) {
    const up = plan.nodes[b]!.parent;
    steps.unshift([up, plan.nodes[up]!.outputs.findIndex((o) => o.next === b)]);
  }
  return steps;
}

/** The model's explanation of a label's score: one part per booster on its path, until one rejects. */
function explainTree(
  t: TreeScoring,
  X: CsrMatrix,
  row: number,
  label: number,
  options: ScoreOptions | undefined,
): Explanation {
  const { plan, nodes } = t;
  checkExplainArguments(X, row, label, { features: t.r, labels: t.m });
  const rounds = { rounds: resolveRounds(options, t.length) };
  const path: ExplanationPart[] = [];
  let score = Number.POSITIVE_INFINITY;
  let decisive: readonly Contribution[] = [];
  for (const [b, o] of pathTo(plan, label)) {
    const node = plan.nodes[b]!;
    const output = node.outputs[o]!;
    const sub = nodes[b]!.model;
    let own = 0;
    let contributions: Contribution[] = [];
    if (sub !== null) {
      const e = sub.explain(localX(t, b, X, [row]), 0, o, rounds);
      own = e.score;
      const columns = nodes[b]!.columns;
      contributions = e.contributions.map((c) => ({
        ...c,
        feature: c.feature < 0 ? c.feature : columns[c.feature]!,
      }));
    }
    const accepted = own > 0;
    const what = output.self ? `${output.name} itself` : output.name;
    path.push({
      name: `node ${node.name} -> ${what} (${accepted ? "accepted" : sub === null ? "no model: not trained on any document" : "rejected: the document stops here"})`,
      score: own,
      contributions,
    });
    if (own < score) {
      score = own;
      decisive = contributions;
    }
    if (!accepted) break;
  }
  return { label, labelName: t.parts.labels[label]!, score, contributions: decisive, parts: path };
}

/** The model file of a tree model. */
function treeModelJSON(
  parts: TreeBoostModelParts,
  nodes: TreeBoostModelParts["nodes"],
): ModelEnvelope<TreeBoostModelBody> {
  const { plan } = parts;
  const { tree } = plan;
  return createModelEnvelope<TreeBoostModelBody>({
    algorithm: TREEBOOST_MH,
    labels: parts.labels,
    features: parts.features,
    preprocessing: parts.preprocessing ?? null,
    body: {
      base: parts.base,
      tree: {
        labels: [...tree.labels],
        parent: Array.from(tree.parent),
        descriptions: [...tree.descriptions],
      },
      labelNodes: Array.from(plan.labelNodes),
      nodes: nodes.map((n, b) => ({
        node: plan.nodes[b]!.name,
        columns: Array.from(n.columns),
        model: n.model === null ? null : n.model.toJSON(),
      })),
      ...(parts.trace ? { trace: { z: [...parts.trace.z], loss: [...parts.trace.loss] } } : {}),
      settings: { ...parts.settings },
    },
  });
}
