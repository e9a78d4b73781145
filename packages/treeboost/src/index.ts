/**
 * TreeBoost.MH: boosting over a category tree. The Node-only parts (the nodes on worker threads,
 * `@textboost/treeboost/node`) are documented on the same page.
 *
 * @module
 * @mergeModuleWith <project>
 */
export type { FitProgress, TreeBoostFitOptions } from "./fit-progress.js";
export { fitProgress } from "./fit-progress.js";
export type { AggregatedNode, NodeIterationEvent } from "./iteration-aggregator.js";
export { iterationAggregator } from "./iteration-aggregator.js";
export type { BaseModelLoader, LoadTreeBoostOptions } from "./load-tree-boost.js";
export { loadTreeBoost } from "./load-tree-boost.js";
export type { GlocalFeatureOptions, LocalData } from "./local-dataset.js";
export { localDataset } from "./local-dataset.js";
export type { LocalExamples } from "./local-examples.js";
export { localExamples } from "./local-examples.js";
export type { HierarchySource, PreparedTreeBoost } from "./prepare-tree-boost.js";
export { prepareTreeBoost, treeBoostSettings } from "./prepare-tree-boost.js";
export { columnMap, restrictMatrix } from "./restrict-matrix.js";
export type { TrainedNode, TrainNodesOptions } from "./train-nodes.js";
export { trainNodes } from "./train-nodes.js";
export type { TreeBoostOptions } from "./tree-boost.js";
export { treeBoost } from "./tree-boost.js";
export type {
  TreeBoostModel,
  TreeBoostModelBody,
  TreeBoostModelParts,
  TreeBoostNodeModel,
  TreeBoostTrace,
} from "./tree-boost-model.js";
export { TREEBOOST_MH, treeBoostModel } from "./tree-boost-model.js";
export type { PlanNode, PlanOutput, TreeBoostPlan } from "./tree-plan.js";
export { ROOT_NAME, treeBoostPlan } from "./tree-plan.js";
