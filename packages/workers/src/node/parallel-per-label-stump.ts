import type { TrainingSet } from "@textboost/core";
import type { StatisticsTable } from "@textboost/statistics";
import {
  labelPivot,
  type PerLabelStumpHypothesis,
  type PerLabelStumpOptions,
  type PivotChooser,
  perLabelChooser,
  perLabelScope,
  perLabelStump,
  resolveCandidates,
  type StumpVariant,
  stumpRule,
} from "@textboost/stumps";
import type { PerLabelContext } from "./kernels/per-label.js";
import { type ParallelOptions, type ParallelWeakLearner, releaser } from "./parallel-options.js";
import { parallelPivotLearner } from "./parallel-pivot-learner.js";
import { CHUNKS_PER_THREAD, evenCuts, weightedCuts } from "./parts.js";
import { postableTable, sharedScan } from "./postable-table.js";
import { sharedFloat64, sharedInt32, sharedUint8 } from "./shared-arrays.js";
import type { WorkerPool } from "./worker-pool.js";

/**
 * The MP-Boost weak learner of {@link perLabelStump} with its boosting rounds on worker threads (Node
 * only). The label-major statistics table, its error estimates and the update's arrays live in one
 * shared WebAssembly memory (shared JavaScript arrays where WebAssembly SIMD or shared memories are
 * missing); each round the pool's threads, this one included, choose the pivots of disjoint ranges of
 * labels with the single-threaded per-label scan, then update disjoint labels' slots of the table
 * (the update's WebAssembly kernels, each thread on its own scratch). Pivots, votes and models are
 * exactly those of `perLabelStump`.
 *
 * `fit` (a single call outside a boosting loop) runs in this thread.
 *
 * @param options - `variant`, `epsilon`, `candidates` as for `perLabelStump`; `threads` (default: the
 *   cores; 1 = `perLabelStump` itself) or a shared `pool`; `simd` (see {@link ParallelOptions})
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
  const learnerOptions: PerLabelStumpOptions = {
    ...(options.variant === undefined ? {} : { variant: options.variant }),
    ...(options.epsilon === undefined ? {} : { epsilon: options.epsilon }),
  };
  return parallelPivotLearner(
    perLabelScope,
    perLabelChooser(options.candidates),
    learnerOptions,
    options,
    (pool, threads, rule, data, table) =>
      workerPerLabelChooser(pool, threads, rule.variant, options.candidates, data, table),
  );
}

/**
 * MP-Boost's chooser on worker threads: the threads choose the pivots of disjoint ranges of labels
 * with the single-threaded per-label scan (`labelPivot`), so the pivots are those of `perLabelChooser`.
 */
function workerPerLabelChooser(
  pool: WorkerPool,
  threads: number,
  variant: StumpVariant,
  candidateOption: readonly ArrayLike<number>[] | undefined,
  data: TrainingSet,
  table: StatisticsTable,
): PivotChooser {
  const m = data.Y.cols;
  const lists = resolveCandidates(candidateOption, data.X.cols, m);
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
  const pivots = sharedInt32(m);
  const contested = sharedUint8(m);
  const rule = stumpRule(variant);
  const totals = sharedFloat64(2 * m);
  const shared = pool.share<PerLabelContext>({
    counter: sharedInt32(1),
    variant,
    table: postableTable(table),
    ...sharedScan(table),
    totals,
    pivots,
    contested,
    candidatePtr,
    candidates,
  });
  const choose: PivotChooser = (t, _table, exact) => {
    totals.set(t.positive, 0);
    totals.set(t.negative, m);
    pool.run("per-label-pivots", shared, { cuts: chooseCuts });
    const chosen = pivots.slice();
    // A label whose scan had several keys near its best is chosen again here, on the exact sums, as
    // the one-thread chooser chooses it.
    if (exact) {
      for (let j = 0; j < m; j++) {
        if (contested[j] === 1)
          chosen[j] = labelPivot(rule, t.positive[j]!, t.negative[j]!, table, j, lists?.[j], true, exact);
      }
    }
    return chosen;
  };
  releaser.register(choose, { pool, id: shared.id });
  return choose;
}
