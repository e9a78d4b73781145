import type { IterationEvent } from "@textboost/core";
import { labelTree } from "@textboost/core";
import { localExamples } from "../local-examples.js";
import { trainNodes } from "../train-nodes.js";
import { treeBoostPlan } from "../tree-plan.js";
import type { NodeResult, WorkerRequest } from "./protocol.js";
import { resolveWorkerBase } from "./worker-base.js";

/** A share of a plan's nodes to train away from the fitting thread: everything needed, as plain data. */
export type NodeShareRequest = Omit<Extract<WorkerRequest, { op: "train" }>, "op" | "id">;

/**
 * Trains a share of a TreeBoost.MH plan's nodes from a self-contained request: rebuilds the tree, the
 * plan and the local examples from the request's data and labels, imports the base booster, and
 * trains the nodes (what a worker thread does, and what a queue worker does for a subtree job). The
 * nodes come out as `treeBoost` would train them, whoever runs this.
 *
 * @param request - data, tree, label nodes, base booster, rounds, seed, glocal selection, nodes
 * @param onRound - round `event` of plan node `index`, as it happens
 * @returns the trained nodes with their model envelopes, in the order of `request.nodes`
 * @throws TextboostError what the base booster throws; `E_INVALID_ARGUMENT` for a base that cannot be imported
 *
 * @example
 * ```ts
 * const { tree, labelNodes } = plan; // a TreeBoost.MH plan over the data set's labels (treeBoostPlan)
 * const request: NodeShareRequest = {
 *   data: dataset,
 *   tree: { labels: tree.labels, parent: tree.parent, descriptions: tree.descriptions },
 *   labelNodes,
 *   base: adaBoostMHWorkerBase(),
 *   iterations: 10,
 *   nodes: [0, 1],
 * };
 * let rounds = 0;
 * const nodes = await trainNodeShare(request, () => rounds++); // nodes 0 and 1 of the plan; rounds: 20
 * ```
 */
export async function trainNodeShare(
  request: NodeShareRequest,
  onRound?: (index: number, event: IterationEvent) => void,
): Promise<NodeResult[]> {
  const { booster } = await resolveWorkerBase(request.base);
  const plan = treeBoostPlan(labelTree(request.tree), request.labelNodes);
  const examples = localExamples(plan, request.data.Y);
  const trained = await trainNodes(request.data, plan, examples, request.nodes, booster, {
    iterations: request.iterations,
    ...(request.seed === undefined ? {} : { seed: request.seed }),
    ...(request.glocal === undefined ? {} : { glocal: request.glocal }),
    ...(onRound === undefined ? {} : { onRound }),
  });
  return trained.map((t) => ({
    index: t.index,
    columns: t.columns,
    model: t.model === null ? null : t.model.toJSON(),
  }));
}

/**
 * Trains shares of nodes somewhere else than this process' threads (a job queue, say): `parallelTreeBoost`
 * deals the nodes into `shares` shares and hands every one of them to `train`, training none itself.
 */
export interface RemoteNodeTrainer {
  /** Into how many shares to deal the nodes (each one call of `train`). */
  readonly shares: number;
  /**
   * Trains one share; calls `onRound` with the nodes' round events (all of them, in round order per
   * node, before resolving) so the fit's trace is the same as on threads.
   */
  train(
    request: NodeShareRequest,
    onRound: (index: number, event: IterationEvent) => void,
  ): Promise<readonly NodeResult[]>;
}
