import { complement, resolved } from "./complement.js";
import type { StatisticsTable } from "./statistics-table.js";
import { improvesZ, type StumpRule } from "./stump-variant.js";

/**
 * The AdaBoost.MH criterion of one candidate pivot: `rule.key` of the per-label contributions of term
 * `k`, summed over the labels in ascending order (equation (6) of the MP-Boost paper for the real
 * variant). The absent side of each label comes by subtraction from the label totals.
 *
 * This is the one place the sum is written: the single-threaded chooser of {@link presenceStump} and
 * the worker threads of `@textboost/stumps/node` both call it, so they compute the same bits.
 *
 * @param rule - the variant's scoring rule
 * @param tp - Σ D over each label's positives
 * @param tn - Σ D over each label's negatives
 * @param mass - Σ_j (tp[j] + tn[j]), summed in ascending j
 * @param table - present-side statistics with their lazy scales
 * @param k - the term, in [0, table.terms)
 * @returns the comparison key of term k (lower is better)
 *
 * @example
 * ```ts
 * const key = presenceKey(stumpRule("real"), totals.positive, totals.negative, mass, table, 3);
 * ```
 */
export function presenceKey(
  rule: StumpRule,
  tp: Float64Array,
  tn: Float64Array,
  mass: number,
  table: StatisticsTable,
  k: number,
): number {
  const { labels: m, values: V, scale, termStride, labelStride } = table;
  let sum = 0;
  for (let j = 0, p = k * termStride; j < m; j++, p += labelStride) {
    const p1 = scale[m + j]! * V[p + 1]!;
    const n1 = resolved(scale[j]! * V[p]!, p1);
    sum += rule.contribution(p1, n1, complement(tp[j]!, p1), complement(tn[j]!, n1));
  }
  return rule.key(sum, mass);
}

/**
 * MP-Boost's choice for one label (equation (12) of the MP-Boost paper): the term of least Z^j among
 * `candidates` (all terms when absent, which must then be ascending), scanning them in order and
 * keeping the first of a tie ({@link improvesZ}).
 *
 * Shared by the single-threaded chooser of {@link perLabelStump} and the worker threads of
 * `@textboost/stumps/node`, so both pick the same pivot.
 *
 * @param rule - the variant's scoring rule
 * @param tpj - Σ D over label j's positives
 * @param tnj - Σ D over label j's negatives
 * @param table - present-side statistics with their lazy scales
 * @param j - the label
 * @param candidates - the terms label j may pivot on, ascending; default every term
 * @returns the chosen term id
 *
 * @example
 * ```ts
 * const pivot = labelPivot(stumpRule("real"), totals.positive[2], totals.negative[2], table, 2, undefined);
 * ```
 */
export function labelPivot(
  rule: StumpRule,
  tpj: number,
  tnj: number,
  table: StatisticsTable,
  j: number,
  candidates: ArrayLike<number> | undefined,
): number {
  const { terms: r, labels: m, values: V, scale, termStride, labelStride } = table;
  const sn = scale[j]!;
  const sp = scale[m + j]!;
  const mass = tpj + tnj;
  const base = j * labelStride;
  const count = candidates ? candidates.length : r;
  let bestZ = Number.POSITIVE_INFINITY;
  let bestTerm = candidates ? candidates[0]! : 0;
  for (let t = 0; t < count; t++) {
    const k = candidates ? candidates[t]! : t;
    const p1 = sp * V[base + k * termStride + 1]!;
    const n1 = resolved(sn * V[base + k * termStride]!, p1);
    const z = rule.key(rule.contribution(p1, n1, complement(tpj, p1), complement(tnj, n1)), mass);
    if (improvesZ(z, bestZ, mass)) {
      bestZ = z;
      bestTerm = k;
    }
  }
  return bestTerm;
}
