import type { TrainingSet } from "@textboost/core";
import type { StatisticsTable } from "@textboost/statistics";
import {
  type PivotChooser,
  type PivotChooserFactory,
  type PivotScope,
  type PivotStump,
  pivotStumpLearner,
  type StumpLearnerOptions,
  type StumpRule,
} from "@textboost/stumps";
import { type ParallelOptions, type ParallelWeakLearner, resolvePool } from "./parallel-options.js";
import { sharedIncrementalStatistics } from "./update-runner.js";
import type { WorkerPool } from "./worker-pool.js";

/** Makes a pivot chooser that runs on the pool's threads (what {@link PivotChooserFactory} makes in one thread). */
export type WorkerChooserFactory = (
  pool: WorkerPool,
  threads: number,
  rule: StumpRule,
  data: TrainingSet,
  table: StatisticsTable,
) => PivotChooser;

/**
 * The shell of the worker-thread stump learners: `pivotStumpLearner(scope, chooser, learnerOptions)`
 * with, in a boosting loop, its statistics table in shared memory (updated by the pool) and its
 * pivots chosen by `workerChooser` on the pool. `threads` / `pool` are resolved here, once
 * (`resolvePool`); with one thread the learner is the single-threaded one.
 *
 * @param scope - the pivot scope (`presenceScope`, `perLabelScope`)
 * @param chooser - the single-threaded chooser (used outside a boosting loop)
 * @param learnerOptions - variant, ε (and what else the scope's learner takes)
 * @param options - `threads` or `pool`
 * @param workerChooser - the chooser on the pool's threads
 * @returns the learner; `close()` stops the workers it started
 * @throws TextboostError `E_INVALID_ARGUMENT` for a bad variant, ε or `threads`
 *
 * @example
 * ```ts
 * import { presenceChooser, presenceScope } from "@textboost/stumps";
 * // A worker chooser gets the pool and its threads; this one just chooses in the calling thread.
 * const learner = parallelPivotLearner(presenceScope, presenceChooser, {}, { threads: 2 }, (_pool, _threads, rule, data, table) =>
 *   presenceChooser(rule, data, table),
 * );
 * await learner.close();
 * ```
 */
export function parallelPivotLearner<H extends PivotStump>(
  scope: PivotScope<H>,
  chooser: PivotChooserFactory,
  learnerOptions: StumpLearnerOptions,
  options: ParallelOptions,
  workerChooser: WorkerChooserFactory,
): ParallelWeakLearner<H> {
  const { threads, pool: getPool, close } = resolvePool(options);
  if (threads === 1) return { ...pivotStumpLearner(scope, chooser, learnerOptions), threads, close };
  const learner = pivotStumpLearner(scope, chooser, learnerOptions, {
    statistics: (data, weights, incremental, layout) => {
      // The workers load their code while this thread fills the statistics table (tens of ms).
      const pool = getPool();
      pool.startInBackground();
      return sharedIncrementalStatistics(
        data,
        weights,
        incremental,
        layout,
        pool,
        threads,
        options.simd !== false,
      );
    },
    chooser: (rule, data, table) => workerChooser(getPool(), threads, rule, data, table),
  });
  // D on shared memory, so that the pool recomputes stale entries (the boosting loop reads this).
  return { ...learner, threads, close, sharedWeights: true };
}
