/**
 * `@textboost/treeboost/node` (Node only): TreeBoost.MH's nodes on worker threads and as shares of a
 * queue, with the same model as `treeBoost`.
 *
 * @module
 * @mergeModuleWith <project>
 */
export type { NodeShareRequest, RemoteNodeTrainer } from "./node-share.js";
export { trainNodeShare } from "./node-share.js";
export type { ParallelScorer, ParallelScorerOptions } from "./parallel-scorer.js";
export { createParallelScorer } from "./parallel-scorer.js";
export type { ParallelTreeBoostOptions } from "./parallel-tree-boost.js";
export { parallelTreeBoost } from "./parallel-tree-boost.js";
export { partitionNodes } from "./partition-nodes.js";
export type { NodeResult, WorkerReply, WorkerRequest } from "./protocol.js";
export type { FinalReply, TreeBoostThreads } from "./threads.js";
export { startTreeBoostThreads, treeBoostWorkerUrl } from "./threads.js";
export type { ResolvedBase, WorkerBase } from "./worker-base.js";
export { adaBoostMHWorkerBase, mpBoostWorkerBase, resolveWorkerBase } from "./worker-base.js";
