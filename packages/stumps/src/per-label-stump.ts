import type { IncrementalWeakLearner, LabelTotals, PairWeights, TrainingSet } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { addTermWeights, complement } from "@textboost/statistics";
import type { StumpLearnerOptions } from "./learner-options.js";
import { labelPivot } from "./pivot-criteria.js";
import { type PivotChooserFactory, type PivotScope, pivotStumpLearner } from "./pivot-stump-learner.js";
import { type PerLabelStumpHypothesis, perLabelStumpHypothesis } from "./stump-hypothesis.js";
import type { StumpRule } from "./stump-variant.js";

/** Options of {@link perLabelStump}. */
export interface PerLabelStumpOptions extends StumpLearnerOptions {
  /**
   * Local feature selection: `candidates[j]` lists the term ids label j may pivot on (for example from
   * `selectLocalFeatures` of `@textboost/features`). Default: every term for every label.
   */
  readonly candidates?: readonly ArrayLike<number>[];
}

/**
 * The MP-Boost weak learner (Algorithm 2 of the MP-Boost paper): for each label j separately, the
 * pivot term minimising Z_s^j (equation (12)). Ties go to the lowest term id. Each label's votes and
 * criterion use only that label's weights, so the discrete variant's α is per label.
 *
 * In a boosting loop it runs incrementally (see {@link presenceStump}); each label's winner is voted
 * from an exact pass over that label's pivot documents, so the hypotheses equal those of `fit`.
 *
 * @param options - variant, smoothing ε, and optional per-label candidate terms
 *
 * @example
 * ```ts
 * const h = perLabelStump().fit(trainingSet(X, Y), weights);
 * h.terms[3]; // label 3's pivot
 * ```
 */
export function perLabelStump(
  options: PerLabelStumpOptions = {},
): IncrementalWeakLearner<PerLabelStumpHypothesis> {
  return pivotStumpLearner(perLabelScope, perLabelChooser(options.candidates), options);
}

/** One pivot per label (MP-Boost): a label-major table, {@link PerLabelStumpHypothesis} voted by `perLabelPivotVotes`. */
export const perLabelScope: PivotScope<PerLabelStumpHypothesis> = {
  type: "per-label-stump",
  name: (variant) => (variant === "real" ? "per-label-real-stump" : `per-label-${variant}-stump`),
  layout: "label-major",
  pivotsOf: (h) => h.terms,
  vote: perLabelPivotVotes,
};

/**
 * MP-Boost's chooser: for each label, the term of least Z^j among its candidates ({@link labelPivot};
 * all terms by default), walking its block of the table.
 *
 * @param candidates - per-label candidate terms (see {@link PerLabelStumpOptions.candidates})
 * @returns the chooser factory; it validates the candidates against each training set
 *
 * @example
 * ```ts
 * // ts: a TrainingSet, D: its weights, table: its statistics table
 * const choose = perLabelChooser(undefined)(stumpRule("real"), ts, table);
 * choose(labelTotals(ts, D), table); // label j's pivot at [j]
 * ```
 */
export function perLabelChooser(candidates: readonly ArrayLike<number>[] | undefined): PivotChooserFactory {
  const factory: PivotChooserFactory = (rule, data) => {
    const lists = resolveCandidates(candidates, data.X.cols, data.Y.cols);
    const m = data.Y.cols;
    return (totals, table, exact) => {
      const best = new Int32Array(m);
      for (let j = 0; j < m; j++)
        best[j] = labelPivot(
          rule,
          totals.positive[j]!,
          totals.negative[j]!,
          table,
          j,
          lists?.[j],
          true,
          exact,
        );
      return best;
    };
  };
  // Candidate lists name global term ids, which the chooser validates and reads.
  return candidates === undefined ? factory : Object.assign(factory, { globalTerms: true });
}

/**
 * Each label's votes from an exact pass over its own pivot's documents (that label's weights only,
 * summed by the kernel's `addTermWeights`): {@link pivotLabelWeights} over every label, then
 * {@link perLabelVotesOf}. Shared by {@link perLabelStump} and the worker-thread learners of
 * `@textboost/workers/node`, which sum ranges of labels on their threads.
 *
 * @returns the per-label stump on `terms`
 */
export function perLabelPivotVotes(
  rule: StumpRule,
  data: TrainingSet,
  weights: PairWeights,
  terms: Int32Array,
  totals: LabelTotals,
  epsilon: number,
): PerLabelStumpHypothesis {
  const m = terms.length;
  const total = new Float64Array(m);
  const positive = new Float64Array(m);
  pivotLabelWeights(data, weights, terms, 0, m, total, positive);
  return perLabelVotesOf(rule, terms, total, positive, totals, epsilon);
}

/**
 * For each label j in [from, to): `total[j]` = Σ D(i, j) over the documents i of its pivot
 * `terms[j]`, and `positive[j]` the same over those with y(i, j) > 0, each summed from 0 in the
 * documents' order (`addTermWeights` of `@textboost/statistics`, one label at a time). Labels are
 * independent, so threads can take ranges of them and the sums keep their bits.
 *
 * @example
 * ```ts
 * // ts: a TrainingSet, D its weights
 * const pivots = new Int32Array(ts.Y.cols); // term 0 for every label
 * const total = new Float64Array(ts.Y.cols);
 * const positive = new Float64Array(ts.Y.cols);
 * pivotLabelWeights(ts, D, pivots, 0, ts.Y.cols, total, positive);
 * ```
 */
export function pivotLabelWeights(
  data: TrainingSet,
  weights: PairWeights,
  terms: Int32Array,
  from: number,
  to: number,
  total: Float64Array,
  positive: Float64Array,
): void {
  const one = new Float64Array(1);
  const own = new Float64Array(1);
  for (let j = from; j < to; j++) {
    one[0] = 0;
    own[0] = 0;
    addTermWeights(data, weights, terms[j]!, j, j + 1, one, own);
    total[j] = one[0]!;
    positive[j] = own[0]!;
  }
}

/**
 * The per-label stump on `terms` from each label's pivot sums ({@link pivotLabelWeights}) and label
 * totals: the rule's votes for the absent and the present side of every label.
 *
 * @returns the per-label stump on `terms`
 */
export function perLabelVotesOf(
  rule: StumpRule,
  terms: Int32Array,
  total: Float64Array,
  positive: Float64Array,
  totals: LabelTotals,
  epsilon: number,
): PerLabelStumpHypothesis {
  const { positive: tp, negative: tn } = totals;
  const m = terms.length;
  const absent = new Float64Array(m);
  const present = new Float64Array(m);
  const out = new Float64Array(2);
  for (let j = 0; j < m; j++) {
    const pos = positive[j]!;
    const n1 = complement(total[j]!, pos);
    const p0 = complement(tp[j]!, pos);
    const n0 = complement(tn[j]!, n1);
    rule.votes(pos, n1, p0, n0, rule.contribution(pos, n1, p0, n0), tp[j]! + tn[j]!, epsilon, out);
    absent[j] = out[0]!;
    present[j] = out[1]!;
  }
  return perLabelStumpHypothesis(terms, absent, present);
}

/**
 * Validated, ascending, duplicate-free candidate lists (ties then go to the lowest term id).
 *
 * @returns one sorted list per label, or undefined for "every term"
 * @throws TextboostError `E_SHAPE` for a wrong number of lists, `E_INVALID_ARGUMENT` for an empty
 *   list or a term outside [0, r)
 */
export function resolveCandidates(
  candidates: readonly ArrayLike<number>[] | undefined,
  r: number,
  m: number,
): Int32Array[] | undefined {
  if (candidates === undefined) return undefined;
  if (candidates.length !== m) {
    throw new TextboostError(
      "E_SHAPE",
      `candidates must list terms for each of the ${m} labels, got ${candidates.length} lists`,
    );
  }
  return candidates.map((list, j) => {
    if (list.length === 0) throw new TextboostError("E_INVALID_ARGUMENT", `label ${j} has no candidate term`);
    for (let t = 0; t < list.length; t++) {
      const k = list[t]!;
      if (!Number.isInteger(k) || k < 0 || k >= r) {
        throw new TextboostError(
          "E_INVALID_ARGUMENT",
          `candidate term ${k} of label ${j} is not a column id in [0, ${r})`,
        );
      }
    }
    return Int32Array.from(new Set(Array.from(list))).sort();
  });
}
