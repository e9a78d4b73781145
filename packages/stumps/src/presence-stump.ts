import type { IncrementalWeakLearner, LabelTotals, PairWeights, TrainingSet } from "@textboost/core";
import { complement, type StatisticsTable, scanTermStatistics } from "@textboost/statistics";
import type { StumpLearnerOptions } from "./learner-options.js";
import { type ExactSides, presencePivot } from "./pivot-criteria.js";
import { type PivotChooserFactory, type PivotScope, pivotStumpLearner } from "./pivot-stump-learner.js";
import { type StumpHypothesis, stumpHypothesis } from "./stump-hypothesis.js";
import type { StumpRule } from "./stump-variant.js";

/**
 * The AdaBoost.MH weak learner (Algorithm 1 of the MP-Boost paper): one pivot term for all labels.
 * For every term it computes the W statistics of equation (5) with one pass of
 * {@link scanTermStatistics} and keeps the term with the lowest Z (equation (6) for the real variant);
 * ties go to the lowest term id. The votes of the winner follow equation (4), smoothed by ε.
 *
 * In a boosting loop it runs incrementally ({@link IncrementalWeakLearner}): the statistics are
 * updated from the previous round's pivot instead of recomputed, and the winner's votes still come
 * from an exact pass over its documents, so the hypotheses equal those of `fit`.
 *
 * @param options - variant (`"real"` default, `"abstaining"`, `"discrete"`) and smoothing ε
 * @returns a weak learner producing {@link StumpHypothesis} values
 *
 * @example
 * ```ts
 * const learner = presenceStump({ variant: "real" });
 * const h = learner.fit(trainingSet(X, Y), weights);
 * h.term; // the pivot
 * ```
 */
export function presenceStump(options: StumpLearnerOptions = {}): IncrementalWeakLearner<StumpHypothesis> {
  return pivotStumpLearner(presenceScope, presenceChooser, options);
}

/** One pivot for all labels (AdaBoost.MH): a term-major table, {@link StumpHypothesis} voted by `pivotVotes`. */
export const presenceScope: PivotScope<StumpHypothesis> = {
  type: "stump",
  name: (variant) => (variant === "real" ? "real-stump" : `${variant}-stump`),
  layout: "term-major",
  pivotsOf: (h, out) => out.fill(h.term),
  vote: (rule, data, weights, pivots, totals, epsilon) =>
    pivotVotes(rule, data, weights, pivots[0]!, totals, epsilon),
};

/**
 * AdaBoost.MH's chooser: the term of least Z over all labels (`presencePivot`), reading the
 * table term by term; every label gets that term.
 *
 * @example
 * ```ts
 * // ts: a TrainingSet, D: its weights, table: its statistics table
 * const choose = presenceChooser(stumpRule("real"), ts, table);
 * choose(labelTotals(ts, D), table)[0]; // the pivot
 * ```
 */
export const presenceChooser: PivotChooserFactory = (rule, data) => {
  const pivots = new Int32Array(data.Y.cols);
  return (totals, table, exact) => pivots.fill(choosePivot(rule, totals, table, exact));
};

/** The term of least Z over all labels, reading the table term by term. */
function choosePivot(
  rule: StumpRule,
  totals: LabelTotals,
  table: StatisticsTable,
  exact?: ExactSides,
): number {
  return presencePivot(rule, totals.positive, totals.negative, totalMass(totals), table, true, exact);
}

/**
 * Σ_j (W₊ʲ + W₋ʲ) summed in ascending j: the `mass` argument of {@link presenceKey}.
 *
 * @param totals - the label totals of the current weights
 * @returns the total weight
 */
export function totalMass(totals: LabelTotals): number {
  const { positive: tp, negative: tn } = totals;
  let mass = 0;
  for (let j = 0; j < tp.length; j++) mass += tp[j]! + tn[j]!;
  return mass;
}

/**
 * The hypothesis of a chosen pivot: its votes from an exact pass over its documents (equation (4),
 * smoothed by `epsilon`). Used by {@link presenceStump} and by the worker-thread learner of
 * `@textboost/workers/node`, which choose the pivot differently but vote the same way.
 *
 * @returns the stump on `term`
 */
export function pivotVotes(
  rule: StumpRule,
  data: TrainingSet,
  weights: PairWeights,
  term: number,
  totals: LabelTotals,
  epsilon: number,
): StumpHypothesis {
  const { positive: tp, negative: tn } = totals;
  const m = tp.length;
  let mass = 0;
  for (let j = 0; j < m; j++) mass += tp[j]! + tn[j]!;
  const absent = new Float64Array(m);
  const present = new Float64Array(m);
  const out = new Float64Array(2);
  scanTermStatistics(
    data,
    weights,
    (_k, pos, neg) => {
      const p0s = new Float64Array(m);
      const n0s = new Float64Array(m);
      let sum = 0;
      for (let j = 0; j < m; j++) {
        p0s[j] = complement(tp[j]!, pos[j]!);
        n0s[j] = complement(tn[j]!, neg[j]!);
        sum += rule.contribution(pos[j]!, neg[j]!, p0s[j]!, n0s[j]!);
      }
      for (let j = 0; j < m; j++) {
        rule.votes(pos[j]!, neg[j]!, p0s[j]!, n0s[j]!, sum, mass, epsilon, out);
        absent[j] = out[0]!;
        present[j] = out[1]!;
      }
    },
    [term],
  );
  return stumpHypothesis(term, absent, present);
}
