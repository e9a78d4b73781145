export type { BaseModule } from "./base-module.js";
export { defaultBaseModule, importBase } from "./base-module.js";
export type { ParallelRotationForestOptions } from "./parallel-rotation-forest.js";
export { parallelRotationForest } from "./parallel-rotation-forest.js";
