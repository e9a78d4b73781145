/**
 * `@textboost/rotation-forest/node` (Node only): the forest's members on worker threads, with the
 * same model as `rotationForest`.
 *
 * @module
 * @mergeModuleWith <project>
 */
export type { BaseModule } from "./base-module.js";
export { defaultBaseModule, importBase } from "./base-module.js";
export type { ParallelRotationForestOptions } from "./parallel-rotation-forest.js";
export { parallelRotationForest } from "./parallel-rotation-forest.js";
