import type { HypothesisJSON, TrainingSet } from "@textboost/core";
import type { IncrementalRun } from "../incremental-learner.js";
import { createIncrementalStatistics } from "../incremental-statistics.js";
import { labelTotals } from "../label-totals.js";
import { resolveEpsilon, resolveVariant, type StumpLearnerOptions } from "../learner-options.js";
import { checkFeatures, pivotVotes, presenceStump, totalMass } from "../presence-stump.js";
import type { StumpHypothesis } from "../stump-hypothesis.js";
import { improvesZ, stumpRule } from "../stump-variant.js";
import type { PresenceContext } from "./kernels.js";
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
  const updateOn = resolveUpdate(options.update, "calling-thread");
  if (threads === 1) return { ...single, threads, close };
  const rule = stumpRule(variant);
  return {
    name: single.name,
    threads,
    close,
    fit: (data: TrainingSet, weights) => single.fit(data, weights),
    fromJSON: (json: HypothesisJSON) => single.fromJSON(json),
    startIncremental(data, weights, incremental): IncrementalRun<StumpHypothesis> {
      checkFeatures(data);
      resolveEpsilon(options.epsilon, data);
      const pool = getPool();
      const g = data.X.rows;
      const m = data.Y.cols;
      const r = data.X.cols;
      const { signs } = data;
      const increments = sharedFloat64(updateOn === "workers" ? g * m : 0);
      const bits = sharedUint8(updateOn === "workers" ? g * m : 0);
      const cPtr = shareInt32(data.Xc.indptr);
      const cIdx = shareInt32(data.Xc.indices);
      const chunks = threads * CHUNKS_PER_THREAD;
      const keyCuts = evenCuts(r, chunks);
      // The update starts on the workers while this thread reweights the documents (the boosting loop
      // between beforeUpdate and afterUpdate), which then helps in afterUpdate. It touches term k
      // about as often as k occurs: chunks of equal document frequency.
      const updateCuts = weightedCuts(cPtr, chunks);
      let shared: ReturnType<typeof pool.share<PresenceContext>> | undefined;
      const stats = createIncrementalStatistics(data, weights, {
        ...incremental,
        layout: "term-major",
        allocate: sharedFloat64,
        allocateMarks: sharedUint8,
        ...(updateOn === "calling-thread" ? {} : { update }),
      });
      function update(pivots: Int32Array, ratio: Float64Array): void {
        const pivot = pivots[0]!;
        for (let p = cPtr[pivot]!, end = cPtr[pivot + 1]!, t = 0; p < end; p++, t++) {
          const row = cIdx[p]! * m;
          for (let j = 0, at = t * m; j < m; j++, at++) {
            const bit = signs[row + j]! > 0 ? 1 : 0;
            bits[at] = bit;
            increments[at] = ratio[bit * m + j]! * weights[row + j]!;
          }
        }
        pool.runInBackground("presence-update", shared!, { cuts: updateCuts, pivot });
      }
      const totals = sharedFloat64(2 * m);
      const keys = sharedFloat64(r);
      shared = pool.share<PresenceContext>({
        counter: sharedInt32(1),
        variant,
        table: stats.table,
        errors: stats.errors,
        stale: stats.stale,
        totals,
        keys,
        xPtr: shareInt32(data.X.indptr),
        xIdx: shareInt32(data.X.indices),
        cPtr,
        cIdx,
        increments,
        bits,
      });
      const pivots = new Int32Array(m);
      const run: IncrementalRun<StumpHypothesis> = {
        next() {
          const epsilon = resolveEpsilon(options.epsilon, data);
          const t = labelTotals(data, weights);
          totals.set(t.positive, 0);
          totals.set(t.negative, m);
          const mass = totalMass(t);
          pool.run("presence-keys", shared!, { cuts: keyCuts, mass });
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
