import type {
  HypothesisJSON,
  IncrementalWeakLearner,
  LabelTotals,
  PairWeights,
  TrainingSet,
} from "@textboost/core";
import { TextboostError } from "@textboost/core";
import {
  addDocumentWeights,
  complement,
  createIncrementalStatistics,
  createStatisticsTable,
  fillStatisticsTable,
  labelTotals,
  type StatisticsTable,
} from "@textboost/statistics";
import { resolveEpsilon, resolveVariant, type StumpLearnerOptions } from "./learner-options.js";
import { labelPivot } from "./pivot-criteria.js";
import { checkFeatures } from "./presence-stump.js";
import { type PerLabelStumpHypothesis, perLabelStumpHypothesis, stumpFromJSON } from "./stump-hypothesis.js";
import { type StumpRule, stumpRule } from "./stump-variant.js";

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
  const variant = resolveVariant(options.variant);
  const rule = stumpRule(variant);
  const scratch = new WeakMap<TrainingSet, StatisticsTable>();
  const candidateLists = new WeakMap<TrainingSet, Int32Array[] | undefined>();
  const candidatesFor = (data: TrainingSet): Int32Array[] | undefined => {
    if (!candidateLists.has(data))
      candidateLists.set(data, resolveCandidates(options.candidates, data.X.cols, data.Y.cols));
    return candidateLists.get(data);
  };
  const hypothesis = (
    data: TrainingSet,
    weights: PairWeights,
    table: StatisticsTable,
    given?: LabelTotals,
  ): PerLabelStumpHypothesis => {
    const epsilon = resolveEpsilon(options.epsilon, data);
    const totals = given ?? labelTotals(data, weights);
    const terms = choosePivots(rule, totals, table, candidatesFor(data));
    return perLabelPivotVotes(rule, data, weights, terms, totals, epsilon);
  };
  return {
    name: variant === "real" ? "per-label-real-stump" : `per-label-${variant}-stump`,
    fit(data, weights) {
      checkFeatures(data);
      const table = fillStatisticsTable(
        data,
        weights,
        scratch.get(data) ?? createStatisticsTable(data.X.cols, data.Y.cols, "label-major"),
      );
      scratch.set(data, table);
      return hypothesis(data, weights, table);
    },
    startIncremental(data, weights, incremental) {
      checkFeatures(data);
      const stats = createIncrementalStatistics(data, weights, { ...incremental, layout: "label-major" });
      return {
        next: (totals) => hypothesis(data, weights, stats.table, totals),
        beforeUpdate: (h, factors) => stats.beforeUpdate(h.terms, factors),
        afterUpdate: stats.afterUpdate,
      };
    },
    fromJSON(json: HypothesisJSON): PerLabelStumpHypothesis {
      const h = stumpFromJSON(json);
      if (h.type !== "per-label-stump") {
        throw new TextboostError(
          "E_MODEL_FORMAT",
          `expected a "per-label-stump" hypothesis, got "${h.type}"`,
        );
      }
      return h;
    },
  };
}

/** For each label, the term of least Z^j among its candidates (all terms by default), walking its block of the table. */
function choosePivots(
  rule: StumpRule,
  totals: LabelTotals,
  table: StatisticsTable,
  candidates: Int32Array[] | undefined,
): Int32Array {
  const { positive: tp, negative: tn } = totals;
  const m = table.labels;
  const best = new Int32Array(m);
  for (let j = 0; j < m; j++) best[j] = labelPivot(rule, tp[j]!, tn[j]!, table, j, candidates?.[j]);
  return best;
}

/**
 * Each label's votes from an exact pass over its own pivot's documents (that label's weights only,
 * summed by the kernel's `addDocumentWeights`).
 * Shared by {@link perLabelStump} and the worker-thread learner of `@textboost/stumps/node`.
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
  const { positive: tp, negative: tn } = totals;
  const m = terms.length;
  const { indptr, indices } = data.Xc;
  const absent = new Float64Array(m);
  const present = new Float64Array(m);
  const out = new Float64Array(2);
  const total = new Float64Array(1);
  const positive = new Float64Array(1);
  for (let j = 0; j < m; j++) {
    const k = terms[j]!;
    total[0] = 0;
    positive[0] = 0;
    for (let p = indptr[k]!; p < indptr[k + 1]!; p++)
      addDocumentWeights(data, weights, indices[p]!, 1, j, j + 1, total, positive);
    const pos = positive[0]!;
    const n1 = complement(total[0]!, pos);
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
