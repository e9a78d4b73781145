import type { HypothesisJSON, TrainingSet } from "@textboost/core";
import type { IncrementalRun } from "../incremental-learner.js";
import { createIncrementalStatistics } from "../incremental-statistics.js";
import { labelTotals } from "../label-totals.js";
import { resolveEpsilon, resolveVariant } from "../learner-options.js";
import {
  type PerLabelStumpOptions,
  perLabelPivotVotes,
  perLabelStump,
  resolveCandidates,
} from "../per-label-stump.js";
import { checkFeatures } from "../presence-stump.js";
import type { PerLabelStumpHypothesis } from "../stump-hypothesis.js";
import { stumpRule } from "../stump-variant.js";
import type { PerLabelContext } from "./kernels.js";
import {
  type ParallelOptions,
  type ParallelWeakLearner,
  releaser,
  resolvePool,
  resolveUpdate,
} from "./parallel-options.js";
import { CHUNKS_PER_THREAD, evenCuts, weightedCuts } from "./parts.js";
import { sharedFloat64, sharedInt32, sharedUint8, shareInt32 } from "./shared-arrays.js";

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
  const updateOn = resolveUpdate(options.update, "workers");
  if (threads === 1) return { ...single, threads, close };
  const rule = stumpRule(variant);
  return {
    name: single.name,
    threads,
    close,
    fit: (data: TrainingSet, weights) => single.fit(data, weights),
    fromJSON: (json: HypothesisJSON) => single.fromJSON(json),
    startIncremental(data, weights, incremental): IncrementalRun<PerLabelStumpHypothesis> {
      checkFeatures(data);
      resolveEpsilon(options.epsilon, data);
      const g = data.X.rows;
      const m = data.Y.cols;
      const r = data.X.cols;
      const lists = resolveCandidates(options.candidates, r, m);
      const pool = getPool();
      const { signs } = data;
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
      const xPtr = shareInt32(data.X.indptr);
      const cPtr = shareInt32(data.Xc.indptr);
      const cIdx = shareInt32(data.Xc.indices);
      const pivotsShared = sharedInt32(m);
      const incrementPtr = sharedInt32(m + 1);
      const increments = sharedFloat64(updateOn === "workers" ? g * m : 0);
      const bits = sharedUint8(updateOn === "workers" ? g * m : 0);
      const cost = new Float64Array(m + 1);
      let shared: ReturnType<typeof pool.share<PerLabelContext>> | undefined;
      const stats = createIncrementalStatistics(data, weights, {
        ...incremental,
        layout: "label-major",
        allocate: sharedFloat64,
        allocateMarks: sharedUint8,
        ...(updateOn === "calling-thread" ? {} : { update }),
      });
      function update(pivots: Int32Array, ratio: Float64Array): void {
        // Each label's increments over its pivot's documents, and the cost of applying them.
        let at = 0;
        for (let j = 0; j < m; j++) {
          const pivot = pivots[j]!;
          incrementPtr[j] = at;
          let work = 0;
          for (let p = cPtr[pivot]!, end = cPtr[pivot + 1]!; p < end; p++, at++) {
            const i = cIdx[p]!;
            const bit = signs[i * m + j]! > 0 ? 1 : 0;
            bits[at] = bit;
            increments[at] = ratio[bit * m + j]! * weights[i * m + j]!;
            work += xPtr[i + 1]! - xPtr[i]!;
          }
          cost[j + 1] = cost[j]! + work;
        }
        incrementPtr[m] = at;
        pivotsShared.set(pivots);
        // Started on the workers while this thread reweights the documents; it helps in afterUpdate.
        pool.runInBackground("per-label-update", shared!, { cuts: weightedCuts(cost, chunks) });
      }
      const totals = sharedFloat64(2 * m);
      shared = pool.share<PerLabelContext>({
        counter: sharedInt32(1),
        variant,
        table: stats.table,
        errors: stats.errors,
        stale: stats.stale,
        totals,
        pivots: pivotsShared,
        candidatePtr,
        candidates,
        xPtr,
        xIdx: shareInt32(data.X.indices),
        cPtr,
        cIdx,
        incrementPtr,
        increments,
        bits,
      });
      const run: IncrementalRun<PerLabelStumpHypothesis> = {
        next() {
          const epsilon = resolveEpsilon(options.epsilon, data);
          const t = labelTotals(data, weights);
          totals.set(t.positive, 0);
          totals.set(t.negative, m);
          pool.run("per-label-pivots", shared!, { cuts: chooseCuts });
          const terms = pivotsShared.slice();
          return perLabelPivotVotes(rule, data, weights, terms, t, epsilon);
        },
        beforeUpdate: (h, factors) => stats.beforeUpdate(h.terms, factors),
        afterUpdate(factors, normalisers) {
          pool.settle();
          stats.afterUpdate(factors, normalisers);
        },
      };
      releaser.register(run, { pool, id: shared.id });
      return run;
    },
  };
}
