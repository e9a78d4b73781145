/// <reference types="node" />

import type { IncrementalWeakLearner } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import type { PerLabelStumpHypothesis, StumpHypothesis } from "@textboost/stumps";
import { resolveThreads, type ThreadsOption } from "./threads.js";
import { openWorkerPool, type WorkerPool } from "./worker-pool.js";

/** Options of the worker-thread learners of `@textboost/workers/node`. */
export interface ParallelOptions {
  /**
   * Threads per round, this one included, resolved once by `resolveThreads` (default
   * `TEXTBOOST_THREADS`, else the number of cores). 1 starts no worker: the learner is then the
   * single-threaded one. Not with `pool` (the pool's count applies), unless equal to it.
   */
  readonly threads?: ThreadsOption;
  /** Run on this pool (shared with other learners or `scoresParallel`); the learner does not close it. */
  readonly pool?: WorkerPool;
  /**
   * `false`: the statistics table in shared JavaScript arrays and the JavaScript scan and update on
   * every thread, what runs anyway where WebAssembly SIMD or shared memories are missing (default
   * true: one shared WebAssembly memory and its kernels). The same model either way.
   */
  readonly simd?: boolean;
}

/** A weak learner whose incremental rounds run on worker threads. */
export interface ParallelWeakLearner<H extends StumpHypothesis | PerLabelStumpHypothesis>
  extends IncrementalWeakLearner<H> {
  /** Threads per round (1: no worker). */
  readonly threads: number;
  /** Stops the workers the learner started itself (not those of a `pool` passed in). */
  close(): Promise<void>;
}

/**
 * Resolves `threads` / `pool` into a pool getter: the given pool (its count, already resolved), or
 * `threads` resolved here, once, and a pool of that many threads opened on first use and owned by
 * the caller (closed by the returned `close`; opened again, with the same count, after it).
 *
 * @throws TextboostError `E_INVALID_ARGUMENT` for a bad `threads`, or one given with a `pool` of another count
 */
export function resolvePool(options: ParallelOptions): {
  threads: number;
  pool: () => WorkerPool;
  close: () => Promise<void>;
} {
  const given = options.pool;
  if (given) {
    if (options.threads !== undefined && options.threads !== given.threads) {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `threads (${options.threads}) differs from the pool's (${given.threads}); pass one of them`,
      );
    }
    return { threads: given.threads, pool: () => given, close: async () => {} };
  }
  const threads = resolveThreads(options.threads);
  let own: WorkerPool | undefined;
  return {
    threads,
    pool: () => {
      if (!own || own.closed) own = openWorkerPool(threads);
      return own;
    },
    close: async () => {
      await own?.close();
    },
  };
}

/** Releases a run's shared context in the workers once the run is garbage (internal). */
export const releaser = new FinalizationRegistry<{ pool: WorkerPool; id: number }>(({ pool, id }) => {
  pool.release({ id, context: undefined });
});
