import type { Hypothesis, PairWeights, TrainingSet, WeakLearner } from "@textboost/core";
import type { IncrementalStatisticsOptions } from "./incremental-statistics.js";
import type { LabelTotals } from "./label-totals.js";

/**
 * A weak learner's incremental mode, used by the boosting loop across rounds: statistics are kept
 * up to date instead of recomputed each round. The hypotheses it returns must be exactly those of the
 * learner's `fit` on the same weights (same pivots, same votes), so a model does not depend on the mode.
 */
export interface IncrementalRun<H extends Hypothesis> {
  /**
   * The hypothesis for the current weights.
   *
   * @param totals - the label totals of the current weights (`labelTotals`), when the caller has
   *   them at hand (the boosting loop sums them while it normalises); computed when absent
   */
  next(totals?: LabelTotals): H;
  /**
   * Call before the weights are multiplied by `factors` (f(j, b, x) at `[(x * 2 + bit) * m + j]`,
   * bit 1 for y = +1): reads the old weights.
   */
  beforeUpdate(h: H, factors: Float64Array): void;
  /** Call after the weights were multiplied and label j divided by `normalisers[j]`. */
  afterUpdate(factors: Float64Array, normalisers: Float64Array): void;
}

/** A weak learner that also offers an {@link IncrementalRun}. */
export interface IncrementalWeakLearner<H extends Hypothesis = Hypothesis> extends WeakLearner<H> {
  startIncremental(
    data: TrainingSet,
    weights: PairWeights,
    options?: IncrementalStatisticsOptions,
  ): IncrementalRun<H>;
}

/** True when `learner` has an incremental mode. */
export function isIncrementalLearner<H extends Hypothesis>(
  learner: WeakLearner<H>,
): learner is IncrementalWeakLearner<H> {
  return typeof (learner as Partial<IncrementalWeakLearner<H>>).startIncremental === "function";
}
