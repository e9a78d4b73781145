import type { IncrementalRun } from "@textboost/core";
import { labelTotals } from "@textboost/statistics";
import type { PerLabelStumpHypothesis } from "@textboost/stumps";
import {
  checkFeatures,
  type PerLabelStumpOptions,
  perLabelPivotVotes,
  perLabelStump,
  resolveCandidates,
  resolveEpsilon,
  resolveVariant,
  stumpRule,
} from "@textboost/stumps";
import type { PerLabelContext } from "./kernels.js";
import {
  type ParallelOptions,
  type ParallelWeakLearner,
  parallelShell,
  releaser,
  resolvePool,
} from "./parallel-options.js";
import { CHUNKS_PER_THREAD, evenCuts, weightedCuts } from "./parts.js";
import { sharedFloat64, sharedInt32 } from "./shared-arrays.js";
import { sharedIncrementalStatistics } from "./update-runner.js";

/**
 * The MP-Boost weak learner of {@link perLabelStump} with its boosting rounds on worker threads (Node
 * only). The label-major statistics table lives in shared memory; each round the threads choose the
 * pivots of disjoint ranges of labels with the single-threaded per-label scan; the workers update
 * disjoint label blocks of the table while this thread reweights the documents. Pivots, votes and
 * models are exactly those of `perLabelStump`.
 *
 * `fit` (a single call outside a boosting loop) runs in this thread.
 *
 * @param options - `variant`, `epsilon`, `candidates` as for `perLabelStump`; `threads` (default: the
 *   cores; 1 = `perLabelStump` itself) or a shared `pool`; `update` (default `"workers"`; see
 *   {@link ParallelOptions})
 * @returns the learner; `close()` stops the workers it started
 * @throws TextboostError `E_INVALID_ARGUMENT` for a bad variant, ε or `threads`
 *
 * @example
 * ```ts
 * const learner = parallelPerLabelStump({ threads: 2 });
 * try {
 *   const model = await mpBoost({ learner }).fit(dataset, { iterations: 100 });
 * } finally {
 *   await learner.close();
 * }
 * ```
 */
export function parallelPerLabelStump(
  options: PerLabelStumpOptions & ParallelOptions = {},
): ParallelWeakLearner<PerLabelStumpHypothesis> {
  const variant = resolveVariant(options.variant);
  const single = perLabelStump({
    variant,
    ...(options.epsilon === undefined ? {} : { epsilon: options.epsilon }),
    ...(options.candidates === undefined ? {} : { candidates: options.candidates }),
  });
  const { threads, pool: getPool, close } = resolvePool(options);
  if (threads === 1) return { ...single, threads, close };
  const rule = stumpRule(variant);
  return {
    ...parallelShell(single, threads, close),
    startIncremental(data, weights, incremental): IncrementalRun<PerLabelStumpHypothesis> {
      checkFeatures(data);
      resolveEpsilon(options.epsilon, data);
      const m = data.Y.cols;
      const r = data.X.cols;
      const lists = resolveCandidates(options.candidates, r, m);
      const pool = getPool();
      const candidatePtr = sharedInt32(m + 1);
      let candidates = sharedInt32(0);
      if (lists) {
        lists.forEach((list, j) => {
          candidatePtr[j + 1] = candidatePtr[j]! + list.length;
        });
        candidates = sharedInt32(candidatePtr[m]!);
        lists.forEach((list, j) => {
          candidates.set(list, candidatePtr[j]!);
        });
      }
      const chunks = Math.min(m, threads * CHUNKS_PER_THREAD);
      const chooseCuts = lists ? weightedCuts(candidatePtr, chunks) : evenCuts(m, chunks);
      const pivotsShared = sharedInt32(m);
      const stats = sharedIncrementalStatistics(data, weights, incremental, "label-major", pool, threads);
      const totals = sharedFloat64(2 * m);
      const shared = pool.share<PerLabelContext>({
        counter: sharedInt32(1),
        variant,
        table: stats.table,
        totals,
        pivots: pivotsShared,
        candidatePtr,
        candidates,
      });
      const run: IncrementalRun<PerLabelStumpHypothesis> = {
        next(given) {
          const epsilon = resolveEpsilon(options.epsilon, data);
          const t = given ?? labelTotals(data, weights);
          totals.set(t.positive, 0);
          totals.set(t.negative, m);
          pool.run("per-label-pivots", shared, { cuts: chooseCuts });
          const terms = pivotsShared.slice();
          return perLabelPivotVotes(rule, data, weights, terms, t, epsilon);
        },
        beforeUpdate: (h, factors) => stats.beforeUpdate(h.terms, factors),
        afterUpdate: stats.afterUpdate,
      };
      releaser.register(run, { pool, id: shared.id });
      return run;
    },
  };
}
