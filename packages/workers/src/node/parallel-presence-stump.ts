import type { IncrementalRun } from "@textboost/core";
import { labelTotals } from "@textboost/statistics";
import type { StumpHypothesis } from "@textboost/stumps";
import {
  checkFeatures,
  improvesZ,
  pivotVotes,
  presenceStump,
  resolveEpsilon,
  resolveVariant,
  type StumpLearnerOptions,
  stumpRule,
  totalMass,
} from "@textboost/stumps";
import type { PresenceContext } from "./kernels.js";
import {
  type ParallelOptions,
  type ParallelWeakLearner,
  parallelShell,
  releaser,
  resolvePool,
} from "./parallel-options.js";
import { CHUNKS_PER_THREAD, evenCuts } from "./parts.js";
import { sharedFloat64, sharedInt32 } from "./shared-arrays.js";
import { sharedIncrementalStatistics } from "./update-runner.js";

/**
 * The AdaBoost.MH weak learner of {@link presenceStump} with its boosting rounds on worker threads
 * (Node only). The statistics table lives in shared memory; each round the threads compute the
 * criterion of disjoint ranges of terms (each term's sum over labels in the same order as the
 * single-threaded scan), and this thread compares them in term order with the same tie rule, so the
 * pivots, votes and models are exactly those of `presenceStump`. The incremental update of the table
 * stays in this thread by default (`update: "calling-thread"`: measured, it is bound by memory), or
 * runs on the workers by chunks of terms, each slot's additions in document order, while this
 * thread reweights the documents (`update: "workers"`).
 *
 * `fit` (a single call outside a boosting loop) runs in this thread.
 *
 * @param options - `variant`, `epsilon` as for `presenceStump`; `threads` (default: the cores; 1 =
 *   `presenceStump` itself) or a shared `pool`; `update` (see {@link ParallelOptions})
 * @returns the learner; `close()` stops the workers it started
 * @throws TextboostError `E_INVALID_ARGUMENT` for a bad variant, ε or `threads`
 *
 * @example
 * ```ts
 * const learner = parallelPresenceStump({ threads: 2 });
 * try {
 *   const model = await adaBoostMH({ learner }).fit(dataset, { iterations: 100 });
 * } finally {
 *   await learner.close();
 * }
 * ```
 */
export function parallelPresenceStump(
  options: StumpLearnerOptions & ParallelOptions = {},
): ParallelWeakLearner<StumpHypothesis> {
  const variant = resolveVariant(options.variant);
  const single = presenceStump({
    variant,
    ...(options.epsilon === undefined ? {} : { epsilon: options.epsilon }),
  });
  const { threads, pool: getPool, close } = resolvePool(options);
  if (threads === 1) return { ...single, threads, close };
  const rule = stumpRule(variant);
  return {
    ...parallelShell(single, threads, close),
    startIncremental(data, weights, incremental): IncrementalRun<StumpHypothesis> {
      checkFeatures(data);
      resolveEpsilon(options.epsilon, data);
      const pool = getPool();
      const m = data.Y.cols;
      const r = data.X.cols;
      const chunks = threads * CHUNKS_PER_THREAD;
      const keyCuts = evenCuts(r, chunks);
      const stats = sharedIncrementalStatistics(data, weights, incremental, "term-major", pool, threads);
      const totals = sharedFloat64(2 * m);
      const keys = sharedFloat64(r);
      const shared = pool.share<PresenceContext>({
        counter: sharedInt32(1),
        variant,
        table: stats.table,
        totals,
        keys,
      });
      const pivots = new Int32Array(m);
      const run: IncrementalRun<StumpHypothesis> = {
        next(given) {
          const epsilon = resolveEpsilon(options.epsilon, data);
          const t = given ?? labelTotals(data, weights);
          totals.set(t.positive, 0);
          totals.set(t.negative, m);
          const mass = totalMass(t);
          pool.run("presence-keys", shared, { cuts: keyCuts, mass });
          // The single-threaded scan's comparison, in term order over the same keys.
          let bestZ = Number.POSITIVE_INFINITY;
          let bestTerm = 0;
          for (let k = 0; k < r; k++) {
            const z = keys[k]!;
            if (improvesZ(z, bestZ, mass)) {
              bestZ = z;
              bestTerm = k;
            }
          }
          return pivotVotes(rule, data, weights, bestTerm, t, epsilon);
        },
        beforeUpdate(h, factors) {
          pivots.fill(h.term);
          stats.beforeUpdate(pivots, factors);
        },
        afterUpdate: stats.afterUpdate,
      };
      releaser.register(run, { pool, id: shared.id });
      return run;
    },
  };
}
