/// <reference types="node" />

import type { IncrementalWeakLearner } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import type { PerLabelStumpHypothesis, StumpHypothesis } from "@textboost/stumps";
import { resolveThreads } from "./threads.js";
import { createWorkerPool, type WorkerPool } from "./worker-pool.js";

/** Options of the worker-thread learners of `@textboost/workers/node`. */
export interface ParallelOptions {
  /**
   * Threads per round, this one included (default: the number of cores). 1 starts no worker: the
   * learner is then the single-threaded one.
   */
  readonly threads?: number;
  /** Run on this pool (shared with other learners or `scoresParallel`); the learner does not close it. */
  readonly pool?: WorkerPool;
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
 * Resolves `threads` / `pool` into a pool getter: the given pool, or one started on first use and
 * owned by the caller (closed by the returned `close`).
 *
 * @throws TextboostError `E_INVALID_ARGUMENT` for a bad `threads`, or one that contradicts `pool.threads`
 */
export function resolvePool(options: ParallelOptions): {
  threads: number;
  pool: () => WorkerPool;
  close: () => Promise<void>;
} {
  const given = options.pool;
  if (given) {
    if (options.threads !== undefined && resolveThreads(options.threads) !== given.threads) {
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
      if (!own || own.closed) own = createWorkerPool({ threads });
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
