import type { TrainingSet } from "@textboost/core";
import type { StatisticsTable } from "@textboost/statistics";
import {
  chooseExactly,
  EXACT_MARGIN,
  exactPresenceKey,
  improvesZ,
  type PivotChooser,
  presenceChooser,
  presenceScope,
  presenceStump,
  type StumpHypothesis,
  type StumpLearnerOptions,
  type StumpVariant,
  stumpRule,
  totalMass,
} from "@textboost/stumps";
import type { PresenceContext } from "./kernels/presence.js";
import { type ParallelOptions, type ParallelWeakLearner, releaser } from "./parallel-options.js";
import { parallelPivotLearner } from "./parallel-pivot-learner.js";
import { CHUNKS_PER_THREAD, evenCuts } from "./parts.js";
import { postableTable, sharedScan } from "./postable-table.js";
import { sharedFloat64, sharedInt32 } from "./shared-arrays.js";
import type { WorkerPool } from "./worker-pool.js";

/**
 * The AdaBoost.MH weak learner of {@link presenceStump} with its boosting rounds on worker threads
 * (Node only). The statistics table, its error estimates and the update's arrays live in one shared
 * WebAssembly memory. Each round the pool's threads, this one included, compute the criterion of
 * chunks of terms (each chunk's lower bounds with the table's SIMD kernel on the thread's own
 * scratch, then the keys of the terms the bounds do not skip, each term's sum over labels in the
 * order of the single-threaded scan), and this thread compares them in term order with the same tie
 * rule (passing over the chunks whose least key cannot beat its running best); this thread re-indexes the pivot's documents, and the threads run the update's WebAssembly
 * kernel on chunks of the touched terms. Where WebAssembly SIMD or shared memories are missing (or
 * with `simd: false`), the table is shared JavaScript arrays and the threads compute the bounds and
 * run the update in JavaScript. Either way the pivots, votes and models are exactly those of
 * `presenceStump`.
 *
 * `fit` (a single call outside a boosting loop) runs in this thread.
 *
 * @param options - `variant`, `epsilon` as for `presenceStump`; `threads` (default: the cores; 1 =
 *   `presenceStump` itself) or a shared `pool`; `simd` (see {@link ParallelOptions})
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
  const learnerOptions: StumpLearnerOptions = {
    ...(options.variant === undefined ? {} : { variant: options.variant }),
    ...(options.epsilon === undefined ? {} : { epsilon: options.epsilon }),
  };
  return parallelPivotLearner(
    presenceScope,
    presenceChooser,
    learnerOptions,
    options,
    (pool, threads, rule, data, table) => workerPresenceChooser(pool, threads, rule.variant, data, table),
  );
}

/**
 * AdaBoost.MH's chooser on worker threads: the threads compute the keys of disjoint ranges of terms
 * (each term's sum over labels in the order of the single-threaded scan), and this thread compares
 * them in term order with the same tie rule, so it picks the pivot of `presenceChooser`.
 */
function workerPresenceChooser(
  pool: WorkerPool,
  threads: number,
  variant: StumpVariant,
  data: TrainingSet,
  table: StatisticsTable,
): PivotChooser {
  const m = data.Y.cols;
  const r = data.X.cols;
  const chunks = threads * CHUNKS_PER_THREAD;
  const keyCuts = evenCuts(r, chunks);
  const totals = sharedFloat64(2 * m);
  const keys = sharedFloat64(r);
  const chunkBest = sharedFloat64(chunks);
  const rule = stumpRule(variant);
  const shared = pool.share<PresenceContext>({
    counter: sharedInt32(1),
    variant,
    table: postableTable(table),
    ...sharedScan(table),
    totals,
    keys,
    chunkBest,
  });
  const pivots = new Int32Array(m);
  const choose: PivotChooser = (t, _table, exact) => {
    totals.set(t.positive, 0);
    totals.set(t.negative, m);
    const mass = totalMass(t);
    pool.run("presence-keys", shared, { cuts: keyCuts, mass });
    let bestZ = Number.POSITIVE_INFINITY;
    let bestTerm = 0;
    for (let chunk = 0; chunk < chunks; chunk++) {
      // Once the running best is finite, a key must lie below it to beat it (improvesZ subtracts a
      // non-negative tolerance): a chunk whose least key does not is passed over, exactly.
      if (bestZ !== Number.POSITIVE_INFINITY && !(chunkBest[chunk]! < bestZ)) continue;
      for (let k = keyCuts[chunk]!, end = keyCuts[chunk + 1]!; k < end; k++) {
        const z = keys[k]!;
        if (improvesZ(z, bestZ, mass)) {
          bestZ = z;
          bestTerm = k;
        }
      }
    }
    if (exact !== undefined) {
      // The terms whose keys came within EXACT_MARGIN of the best, decided on the exact sums as the
      // one-thread chooser decides them (a term the threads skipped has its key at +∞).
      const near = bestZ + EXACT_MARGIN * mass;
      const contenders: number[] = [];
      for (let k = 0; k < r; k++) if (!(keys[k]! > near)) contenders.push(k);
      if (contenders.length >= 2) {
        bestTerm = chooseExactly(
          contenders,
          (k) => exactPresenceKey(rule, t.positive, t.negative, mass, m, k, exact),
          mass,
        );
      }
    }
    return pivots.fill(bestTerm);
  };
  releaser.register(choose, { pool, id: shared.id });
  return choose;
}
