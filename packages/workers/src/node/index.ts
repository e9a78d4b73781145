export type { ChunkedContext, Chunks, PerLabelContext, PresenceContext, ScoreContext } from "./kernels.js";
export type { ParallelOptions, ParallelWeakLearner } from "./parallel-options.js";
export { parallelPerLabelStump } from "./parallel-per-label-stump.js";
export { parallelPresenceStump } from "./parallel-presence-stump.js";
export { CHUNKS_PER_THREAD, evenCuts, weightedCuts } from "./parts.js";
export type { ScoresParallelOptions } from "./scores-parallel.js";
export { scoresParallel } from "./scores-parallel.js";
export {
  sharedFloat64,
  sharedInt32,
  sharedUint8,
  sharedUint16,
  shareFloat64,
  shareInt32,
} from "./shared-arrays.js";
export { MAX_THREADS, resolveThreads } from "./threads.js";
export type { SharedContext, WorkerPool, WorkerPoolOptions } from "./worker-pool.js";
export { createWorkerPool, workerScriptUrl } from "./worker-pool.js";
