export type { ParallelBestTerms } from "./parallel-best-terms.js";
export { parallelBestTerms } from "./parallel-best-terms.js";
export type { ParallelOptions, ParallelWeakLearner } from "./parallel-options.js";
export type { ParallelPairLoss } from "./parallel-pair-loss.js";
export { parallelPairLoss } from "./parallel-pair-loss.js";
export { parallelPerLabelStump } from "./parallel-per-label-stump.js";
export { parallelPresenceStump } from "./parallel-presence-stump.js";
export {
  parallelStreamedPerLabelStump,
  parallelStreamedPresenceStump,
  STREAMED_TUNING,
} from "./parallel-streamed-stump.js";
export type { ScoresParallelOptions } from "./scores-parallel.js";
export { scoresParallel } from "./scores-parallel.js";
export type { SharableArray } from "./shared-arrays.js";
export { shareArray } from "./shared-arrays.js";
export type { ThreadsContext, ThreadsOption } from "./threads.js";
export { MAX_THREADS, readThreads, resolveThreads, THREADS_ENV } from "./threads.js";
export type { SharedContext, WorkerPool, WorkerPoolOptions } from "./worker-pool.js";
export { createWorkerPool, workerScriptUrl } from "./worker-pool.js";
