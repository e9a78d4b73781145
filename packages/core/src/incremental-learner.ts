import type { Hypothesis, PairWeights, TrainingSet, WeakLearner } from "./weak-learner.js";

/** Per-label sums of the weights over all documents, split by the sign of y(i, j). */
export interface LabelTotals {
  /** `positive[j]` = Σ_i D(i, j) over the documents that have label j. */
  readonly positive: Float64Array;
  /** `negative[j]` = Σ_i D(i, j) over the documents that do not. */
  readonly negative: Float64Array;
}

/** Options a boosting loop passes to {@link IncrementalWeakLearner.startIncremental}. */
export interface IncrementalOptions {
  /**
   * Recompute the learner's statistics from scratch after this many updates (default: the
   * learner's own; 128 for the stumps of `@textboost/stumps`).
   */
  readonly refreshEvery?: number;
}

/**
 * A weak learner's incremental mode, used by the boosting loop across rounds: statistics are kept
 * up to date instead of recomputed each round. The hypotheses it returns must be exactly those of the
 * learner's `fit` on the same weights (same pivots, same votes), so a model does not depend on the mode.
 *
 * The loop calls, every round: `next(totals)`, then `beforeUpdate(h, factors)` while the weights are
 * still the old ones, then multiplies the weights, normalises them, and calls
 * `afterUpdate(factors, normalisers)`.
 */
export interface IncrementalRun<H extends Hypothesis> {
  /**
   * The hypothesis for the current weights.
   *
   * @param totals - the label totals of the current weights, when the caller has them at hand (the
   *   boosting loop sums them while it normalises); computed when absent
   */
  next(totals?: LabelTotals): H;
  /**
   * Call before the weights are multiplied by `factors` (f(j, b, x) at `[(x * 2 + bit) * m + j]`,
   * bit 1 for y = +1, x = 1 when the document contains label j's pivot): reads the old weights.
   */
  beforeUpdate(h: H, factors: Float64Array): void;
  /** Call after the weights were multiplied and label j divided by `normalisers[j]`. */
  afterUpdate(factors: Float64Array, normalisers: Float64Array): void;
}

/**
 * A weak learner that also offers an {@link IncrementalRun}: the contract the stump learners of
 * `@textboost/stumps` implement and `boostAdditive` of `@textboost/boosting` drives.
 *
 * @example
 * ```ts
 * import { presenceStump } from "@textboost/stumps";
 * const learner: IncrementalWeakLearner = presenceStump();
 * const run = learner.startIncremental(ts, D, { refreshEvery: 64 }); // ts: a TrainingSet, D its weights
 * const h = run.next();
 * ```
 */
export interface IncrementalWeakLearner<H extends Hypothesis = Hypothesis> extends WeakLearner<H> {
  /**
   * Starts an incremental run on `data` at the current `weights`; the run keeps `weights` by
   * reference (the loop updates it in place).
   */
  startIncremental(data: TrainingSet, weights: PairWeights, options?: IncrementalOptions): IncrementalRun<H>;
  /**
   * True when the run reads the weights on other threads (the worker-thread learners of
   * `@textboost/workers/node`): the boosting loop then places D on shared memory (a
   * `SharedArrayBuffer`) where the engine allows it. The run must work on ordinary memory too.
   */
  readonly sharedWeights?: boolean;
  /**
   * With `sharedWeights`: how many threads at most run kernels over D in place at the same time
   * (`termSidesOf` of `@textboost/statistics`, on the loop's thread and on each worker); the loop
   * lays out a room for each beside D. Default 1 (the loop's thread).
   */
  readonly weightsRooms?: number;
}

/**
 * True when `learner` has an incremental mode.
 *
 * @example
 * ```ts
 * import { presenceStump } from "@textboost/stumps";
 * isIncrementalLearner(presenceStump()); // true
 * const { startIncremental: _, ...plain } = presenceStump();
 * isIncrementalLearner(plain); // false
 * ```
 */
export function isIncrementalLearner<H extends Hypothesis>(
  learner: WeakLearner<H>,
): learner is IncrementalWeakLearner<H> {
  return typeof (learner as Partial<IncrementalWeakLearner<H>>).startIncremental === "function";
}
