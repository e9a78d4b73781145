import type { IncrementalWeakLearner, LabelTotals, PairWeights, TrainingSet } from "@textboost/core";
import { checkPairWeights, labelTotals } from "@textboost/statistics";
import { resolveEpsilon, resolveVariant, type StumpLearnerOptions } from "./learner-options.js";
import { type PerLabelStumpOptions, perLabelScope, resolveCandidates } from "./per-label-stump.js";
import {
  checkFeatures,
  type PivotScope,
  type PivotStump,
  scopedStumpFromJSON,
} from "./pivot-stump-learner.js";
import { presenceScope } from "./presence-stump.js";
import {
  type StreamedScratch,
  streamedLabelPivots,
  streamedPresencePivot,
  streamedScratchOf,
} from "./streamed-pivots.js";
import type { PerLabelStumpHypothesis, StumpHypothesis } from "./stump-hypothesis.js";
import { type StumpRule, stumpRule } from "./stump-variant.js";

/** Chooses each label's pivot from the weights of one round, without a statistics table. */
type StreamedChooser = (
  rule: StumpRule,
  data: TrainingSet,
  weights: PairWeights,
  totals: LabelTotals,
  scratch: StreamedScratch,
) => Int32Array;

/**
 * AdaBoost.MH's weak learner (as {@link presenceStump}) without a statistics table: every round
 * recomputes the statistics it needs from the weights, term by term, and keeps none of them, where
 * `presenceStump` keeps a table of r terms × m labels × two signs (Float64) with its error
 * estimates across rounds. The hypotheses are those of `presenceStump().fit` on the same weights,
 * bit for bit, so a booster trained with either writes the same model.
 *
 * Choose it when that table does not fit (many terms times many labels) or memory matters more than
 * time: a round costs O(n · m + nnz) and O(df · m) for each term its bound does not skip
 * (`streamedPresencePivot`), against the incremental table's update over the pivot's documents. It
 * runs on one thread; `parallelStreamedPresenceStump` of `@textboost/workers/node` runs its sums on
 * worker threads.
 *
 * @param options - variant (`"real"` default, `"abstaining"`, `"discrete"`) and smoothing ε
 * @returns a weak learner producing {@link StumpHypothesis} values; its incremental run keeps no
 *   statistics across rounds (it only takes the loop's label totals)
 * @throws TextboostError `E_INVALID_ARGUMENT` for an unknown variant; from `fit`: `E_SHAPE` for a
 *   training set without features or weights of another shape, `E_INVALID_ARGUMENT` for a bad ε
 *
 * @example
 * ```ts
 * const booster = adaBoostMH({ learner: streamedPresenceStump({ variant: "real" }) });
 * ```
 */
export function streamedPresenceStump(
  options: StumpLearnerOptions = {},
): IncrementalWeakLearner<StumpHypothesis> {
  return streamedStumpLearner(
    presenceScope,
    (rule, data, weights, totals, scratch) =>
      new Int32Array(data.Y.cols).fill(streamedPresencePivot(rule, data, weights, totals, scratch)),
    options,
  );
}

/**
 * MP-Boost's weak learner (as {@link perLabelStump}, with its candidate lists) without a statistics
 * table: the same hypotheses as `perLabelStump().fit` on the same weights, bit for bit, from
 * statistics recomputed every round (O(nnz · m) a round, or O(Σ_j Σ df) over the candidate lists,
 * `streamedLabelPivots`), keeping none. It runs on one thread; `parallelStreamedPerLabelStump` of
 * `@textboost/workers/node` runs its sums on worker threads.
 *
 * @param options - variant, smoothing ε, and optional per-label candidate terms
 * @returns a weak learner producing {@link PerLabelStumpHypothesis} values (its incremental run as
 *   {@link streamedPresenceStump}'s)
 * @throws as {@link perLabelStump}
 *
 * @example
 * ```ts
 * const booster = mpBoost({ learner: streamedPerLabelStump() });
 * ```
 */
export function streamedPerLabelStump(
  options: PerLabelStumpOptions = {},
): IncrementalWeakLearner<PerLabelStumpHypothesis> {
  const lists = new WeakMap<TrainingSet, readonly ArrayLike<number>[] | undefined>();
  return streamedStumpLearner(
    perLabelScope,
    (rule, data, weights, totals, scratch) => {
      if (!lists.has(data)) lists.set(data, resolveCandidates(options.candidates, data.X.cols, data.Y.cols));
      return streamedLabelPivots(rule, data, weights, totals, lists.get(data), scratch);
    },
    options,
  );
}

/**
 * The shell of the streamed pivot learners: validate, total the weights, choose, vote exactly. `fit`
 * totals the weights itself; a run (`startIncremental`, which keeps nothing across rounds) takes the
 * totals the boosting loop summed while it normalised, which are `labelTotals`' bits (the same
 * additions in the same order), and so saves a pass over D a round.
 */
function streamedStumpLearner<H extends PivotStump>(
  scope: PivotScope<H>,
  choose: StreamedChooser,
  options: StumpLearnerOptions,
): IncrementalWeakLearner<H> {
  const variant = resolveVariant(options.variant);
  const rule = stumpRule(variant);
  const round = (data: TrainingSet, weights: PairWeights, totals: LabelTotals, epsilon: number): H => {
    const pivots = choose(rule, data, weights, totals, streamedScratchOf(data));
    return scope.vote(rule, data, weights, pivots, totals, epsilon);
  };
  const start = (data: TrainingSet, weights: PairWeights): number => {
    checkFeatures(data);
    checkPairWeights(data, weights);
    return resolveEpsilon(options.epsilon, data);
  };
  return {
    name: scope.name(variant),
    fit(data, weights) {
      // The checks before any pass over the weights (an argument list would total them first).
      const epsilon = start(data, weights);
      return round(data, weights, labelTotals(data, weights), epsilon);
    },
    startIncremental(data, weights) {
      const epsilon = start(data, weights);
      return {
        next: (given) => round(data, weights, given ?? labelTotals(data, weights), epsilon),
        beforeUpdate: () => {},
        afterUpdate: () => {},
      };
    },
    fromJSON: (json) => scopedStumpFromJSON(scope, json),
  };
}
