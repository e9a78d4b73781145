export type { ParallelOptions, ParallelWeakLearner } from "./parallel-options.js";
export { parallelPerLabelStump } from "./parallel-per-label-stump.js";
export { parallelPresenceStump } from "./parallel-presence-stump.js";
export type { ScoresParallelOptions } from "./scores-parallel.js";
export { scoresParallel } from "./scores-parallel.js";
export type { ThreadsContext, ThreadsOption } from "./threads.js";
export { MAX_THREADS, readThreads, resolveThreads, THREADS_ENV } from "./threads.js";
export type { SharedContext, WorkerPool, WorkerPoolOptions } from "./worker-pool.js";
export { createWorkerPool, workerScriptUrl } from "./worker-pool.js";
