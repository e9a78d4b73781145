import type {
  HypothesisJSON,
  IncrementalOptions,
  IncrementalWeakLearner,
  LabelTotals,
  PairWeights,
  TrainingSet,
} from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { type DistinctTerms, distinctTerms } from "@textboost/sparse";
import {
  createIncrementalStatistics,
  createStatisticsTable,
  fillStatisticsTable,
  type IncrementalStatistics,
  labelTotals,
  type StatisticsLayout,
  type StatisticsTable,
} from "@textboost/statistics";
import { resolveEpsilon, resolveVariant, type StumpLearnerOptions } from "./learner-options.js";
import { type ExactSides, exactSidesOf } from "./pivot-criteria.js";
import { type PerLabelStumpHypothesis, type StumpHypothesis, stumpFromJSON } from "./stump-hypothesis.js";
import { type StumpRule, type StumpVariant, stumpRule } from "./stump-variant.js";
import { tableWorthCompacting } from "./worth-compacting.js";

/** The stump hypotheses a pivot learner produces. */
export type PivotStump = StumpHypothesis | PerLabelStumpHypothesis;

/**
 * Which labels share a pivot, and what follows from it: the statistics layout the chooser reads,
 * the hypothesis type, how a hypothesis' pivots are read back for the update, and the votes of the
 * chosen pivots. {@link presenceScope} (one pivot for all labels: AdaBoost.MH) and
 * {@link perLabelScope} (one pivot per label: MP-Boost) are the two scopes.
 */
export interface PivotScope<H extends PivotStump> {
  /** The hypothesis type tag (`"stump"`, `"per-label-stump"`). */
  readonly type: H["type"];
  /** The learner's name for a variant (`"real-stump"`, `"per-label-real-stump"`, ...). */
  name(variant: StumpVariant): string;
  /** The memory order of the statistics table the chooser walks. */
  readonly layout: StatisticsLayout;
  /** Writes each label's pivot of `h` into `out` (length m) and returns it. */
  pivotsOf(h: H, out: Int32Array): Int32Array;
  /**
   * The hypothesis of the chosen pivots, voted from an exact pass over the pivots' documents
   * (equation (4) of the MP-Boost paper, smoothed by `epsilon`).
   */
  vote(
    rule: StumpRule,
    data: TrainingSet,
    weights: PairWeights,
    pivots: Int32Array,
    totals: LabelTotals,
    epsilon: number,
  ): H;
}

/**
 * Chooses each label's pivot (`pivots[j]`) from the label totals and the statistics table. An
 * incremental table comes with `exact`, a term's exact sums, on which the choosers decide between the
 * terms whose keys come within `EXACT_MARGIN` of the best, so that they choose as on a fill.
 */
export type PivotChooser = (totals: LabelTotals, table: StatisticsTable, exact?: ExactSides) => Int32Array;

/**
 * Makes the {@link PivotChooser} of one training set and table (it may keep per-set state: candidate
 * lists, a worker-thread context).
 */
export type PivotChooserFactory = ((
  rule: StumpRule,
  data: TrainingSet,
  table: StatisticsTable,
) => PivotChooser) & {
  /**
   * True when the chooser reads global term ids (MP-Boost's per-label candidate lists): the learner
   * then keeps the whole term space. Otherwise (the default) the chooser and the statistics see only
   * the terms that occur in training.
   */
  readonly globalTerms?: boolean;
};

/**
 * How the incremental mode keeps its statistics and chooses: by default
 * `createIncrementalStatistics` in ordinary memory and the learner's own chooser; the worker runtime
 * (`@textboost/workers/node`) passes statistics in shared memory and a chooser that runs on threads.
 */
export interface IncrementalParts {
  statistics?(
    data: TrainingSet,
    weights: PairWeights,
    options: IncrementalOptions | undefined,
    layout: StatisticsLayout,
  ): IncrementalStatistics;
  readonly chooser?: PivotChooserFactory;
}

/**
 * The one learner shell of the pivot stumps: given a {@link PivotScope}, a chooser and the variant's
 * rule, `fit` fills a statistics table from scratch, chooses and votes; `startIncremental` keeps the
 * table up to date across rounds ({@link IncrementalWeakLearner}) and chooses and votes the same way,
 * so its hypotheses are exactly those of `fit` on the same weights.
 *
 * @param scope - which labels share a pivot
 * @param chooser - picks the pivots from the table
 * @param options - variant (`"real"` default, `"abstaining"`, `"discrete"`) and smoothing ε
 * @param incremental - other statistics or another chooser for the incremental mode (worker threads)
 * @returns the weak learner
 * @throws TextboostError `E_INVALID_ARGUMENT` for an unknown variant; from `fit`: `E_SHAPE` for a
 *   training set without features, `E_INVALID_ARGUMENT` for a bad ε
 *
 * @example
 * ```ts
 * const learner = pivotStumpLearner(presenceScope, presenceChooser, { variant: "real" });
 * // the same as presenceStump({ variant: "real" })
 * ```
 */
export function pivotStumpLearner<H extends PivotStump>(
  scope: PivotScope<H>,
  chooser: PivotChooserFactory,
  options: StumpLearnerOptions = {},
  incremental: IncrementalParts = {},
): IncrementalWeakLearner<H> {
  const variant = resolveVariant(options.variant);
  const rule = stumpRule(variant);
  // A chooser of global term ids (candidate lists) keeps the term space whole; otherwise the chooser
  // and the statistics see one term per set of documents (distinctTerms).
  const compact = chooser.globalTerms !== true;
  const spaces = new WeakMap<TrainingSet, TermSpace>();
  const spaceOf = (data: TrainingSet): TermSpace => {
    let space = spaces.get(data);
    if (!space) {
      const distinct = compact ? distinctTerms(data, tableWorthCompacting(data.Y.cols)) : undefined;
      space = distinct ?? { data, global: undefined, local: undefined };
      spaces.set(data, space);
    }
    return space;
  };
  const scratch = new WeakMap<TrainingSet, { table: StatisticsTable; choose: PivotChooser }>();
  const hypothesis = (
    data: TrainingSet,
    space: TermSpace,
    weights: PairWeights,
    table: StatisticsTable,
    choose: PivotChooser,
    given: LabelTotals | undefined,
    exact?: ExactSides,
  ): H => {
    const epsilon = resolveEpsilon(options.epsilon, data);
    const totals = given ?? labelTotals(data, weights);
    const chosen = choose(totals, table, exact);
    const pivots = space.global === undefined ? chosen : chosen.map((t) => space.global[t]!);
    return scope.vote(rule, data, weights, pivots, totals, epsilon);
  };
  return {
    name: scope.name(variant),
    fit(data, weights) {
      checkFeatures(data);
      const space = spaceOf(data);
      let kept = scratch.get(data);
      if (!kept) {
        const table = createStatisticsTable(space.data.X.cols, data.Y.cols, scope.layout);
        kept = { table, choose: chooser(rule, space.data, table) };
        scratch.set(data, kept);
      }
      fillStatisticsTable(space.data, weights, kept.table);
      return hypothesis(data, space, weights, kept.table, kept.choose, undefined);
    },
    startIncremental(data, weights, given) {
      checkFeatures(data);
      resolveEpsilon(options.epsilon, data);
      const space = spaceOf(data);
      const local = space.data;
      const stats = incremental.statistics
        ? incremental.statistics(local, weights, given, scope.layout)
        : createIncrementalStatistics(local, weights, { ...given, layout: scope.layout });
      const choose = (incremental.chooser ?? chooser)(rule, local, stats.table);
      // A term's exact sums, as a fill computes them: the choosers decide between near-equal keys on them.
      const exact = exactSidesOf(local, weights);
      const pivots = new Int32Array(data.Y.cols);
      const localPivots = (h: H): Int32Array => {
        const global = scope.pivotsOf(h, pivots);
        if (space.local === undefined) return global;
        for (let j = 0; j < pivots.length; j++) pivots[j] = space.local[global[j]!]!;
        return pivots;
      };
      return {
        next: (totals) => hypothesis(data, space, weights, stats.table, choose, totals, exact),
        beforeUpdate: (h, factors) => stats.beforeUpdate(localPivots(h), factors),
        afterUpdate: (factors, normalisers) => stats.afterUpdate(factors, normalisers),
      };
    },
    fromJSON: (json) => scopedStumpFromJSON(scope, json),
  };
}

/**
 * A hypothesis of `scope`'s type from its JSON: what every pivot learner's `fromJSON` does.
 *
 * @throws TextboostError `E_MODEL_FORMAT` for JSON of another hypothesis type
 */
export function scopedStumpFromJSON<H extends PivotStump>(scope: PivotScope<H>, json: HypothesisJSON): H {
  const h = stumpFromJSON(json);
  if (h.type !== scope.type)
    throw new TextboostError("E_MODEL_FORMAT", `expected a "${scope.type}" hypothesis, got "${h.type}"`);
  return h as H;
}

/** The term space the chooser and the statistics see: the distinct terms, or (no maps) the whole set. */
type TermSpace =
  | DistinctTerms
  | { readonly data: TrainingSet; readonly global: undefined; readonly local: undefined };

/**
 * Throws when the training set has no column to pivot on.
 *
 * @param data - the training set
 * @throws TextboostError `E_SHAPE` when X has no column
 *
 * @example
 * ```ts
 * checkFeatures(trainingSet(X, Y)); // throws when X.cols === 0
 * ```
 */
export function checkFeatures(data: TrainingSet): void {
  if (data.X.cols === 0)
    throw new TextboostError("E_SHAPE", "the training set has no feature to use as a pivot");
}
