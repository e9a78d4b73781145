import type { PairWeights, TrainingSet } from "@textboost/core";
import type { StatisticsTable } from "@textboost/statistics";
import {
  complement,
  type LabelBoundScan,
  labelBoundScanOf,
  resolved,
  termSidesOf,
} from "@textboost/statistics";
import { acceptanceThreshold, improvesZ, PRUNE_MARGIN, type StumpRule } from "./stump-variant.js";

/**
 * MP-Boost's key of one label and one term from the term's present sides `p1` (positives) and `n`
 * (negatives) and the label's totals: what {@link labelPivot} compares, on a table's values and on
 * exact sums alike.
 */
export function labelKey(rule: StumpRule, p1: number, n: number, tp: number, tn: number): number {
  return rule.key(labelPart(rule, p1, n, tp, tn), tp + tn);
}

/**
 * One label's part of a pivot's criterion from its present sides: the negative side `n` floored by
 * `resolved`, the absent sides by `complement` of the label totals. The one spelling of it, for the
 * keys read from a table and from exact sums alike, so both compute the same bits.
 */
function labelPart(rule: StumpRule, p1: number, n: number, tp: number, tn: number): number {
  const n1 = resolved(n, p1);
  return rule.contribution(p1, n1, complement(tp, p1), complement(tn, n1));
}

/**
 * Exact present-side sums of term `term` for the labels [from, to) from the current weights, as a fill
 * of the table computes them (`addTermWeightsBySign`: `out[2(j − from)]` the negatives and
 * `out[2(j − from) + 1]` the positives of label j, in ascending document order, lazy scales 1). An
 * incremental chooser is given it to decide between the terms whose keys from the table come within
 * {@link EXACT_MARGIN} of the best on the sums the from-scratch path reads.
 */
export type ExactSides = (term: number, from: number, to: number, out: Float64Array) => void;

/**
 * A term's exact sums from the weights, as a fill of the table computes them
 * (`addTermWeightsBySign`): the {@link ExactSides} every streamed choice and the incremental
 * choosers' near-tie decisions read. It is `termSidesOf` of `@textboost/statistics`, which sums in
 * WebAssembly SIMD over D in place when D is a boosting loop's weights in a WebAssembly memory (the
 * same bits).
 */
export function exactSidesOf(data: TrainingSet, weights: PairWeights): ExactSides {
  return termSidesOf(data, weights);
}

/**
 * The scan of MP-Boost's streamed choosers (`labelBoundScanOf` of `@textboost/statistics`) with this
 * round's {@link linearBound} of `rule` set: a term's exact sums of every label, as
 * {@link exactSidesOf} gives them, and the labels whose bound on those sums is below their cutoffs,
 * which start at +Infinity and which the caller lowers to the acceptance threshold of each label's
 * best so far plus `PRUNE_MARGIN` (the test `labelPivot` makes off the table).
 *
 * @param tp - Σ D over each label's positives
 * @param tn - Σ D over each label's negatives
 */
export function labelScanOf(
  rule: StumpRule,
  data: TrainingSet,
  weights: PairWeights,
  tp: Float64Array,
  tn: Float64Array,
): LabelBoundScan {
  const scan = labelBoundScanOf(data, weights);
  const { floors, coefficients } = linearBound(rule, tp, tn);
  scan.floors.set(floors);
  scan.coefficients.set(coefficients);
  return scan;
}

/**
 * How close to the best key, relative to the block's mass, a term's key from an incremental table
 * must be for the choosers to decide on exact sums ({@link ExactSides}). A table value carries a
 * relative error below about 1e-13 (its error estimate's limit and the lazy scales' rounding), which
 * a key can amplify well beyond `Z_TIE_TOLERANCE`: a side near a 1e-13 floor of `complement` or
 * `resolved` is floored in one table and not in the other, and a small side's error enters the key
 * through a square root (√(W · δ · total), up to about 4e-7 of the mass). 2e-6 covers that with
 * room; the terms it takes in are few (usually the best alone, which needs no exact sums).
 */
export const EXACT_MARGIN = 2e-6;

/** Scratch of the exact sums (one thread reads it at a time). */
let exactScratch = new Float64Array(2);

/** Room for the exact sums of `labels` labels. */
function exactRoom(labels: number): Float64Array {
  if (exactScratch.length < 2 * labels) exactScratch = new Float64Array(2 * labels);
  return exactScratch;
}

/**
 * The key of {@link presenceKey} from exact sums (as on a freshly filled table, whose scales are 1:
 * the same operations, so the same bits as the from-scratch path's key).
 *
 * @param m - the labels
 * @param k - the term
 * @param exact - its sums
 */
export function exactPresenceKey(
  rule: StumpRule,
  tp: Float64Array,
  tn: Float64Array,
  mass: number,
  m: number,
  k: number,
  exact: ExactSides,
): number {
  const sums = exactRoom(m);
  exact(k, 0, m, sums);
  let sum = 0;
  for (let j = 0; j < m; j++) {
    sum += labelPart(rule, sums[2 * j + 1]!, sums[2 * j]!, tp[j]!, tn[j]!);
  }
  return rule.key(sum, mass);
}

/**
 * Among `terms` (ascending), the choice of a scan with {@link improvesZ} on their keys from exact
 * sums: what the from-scratch path decides between them.
 */
export function chooseExactly(terms: ArrayLike<number>, key: (k: number) => number, mass: number): number {
  let bestZ = Number.POSITIVE_INFINITY;
  let bestTerm = terms[0]!;
  for (let u = 0; u < terms.length; u++) {
    const z = key(terms[u]!);
    if (improvesZ(z, bestZ, mass)) {
      bestZ = z;
      bestTerm = terms[u]!;
    }
  }
  return bestTerm;
}

/**
 * The AdaBoost.MH criterion of one candidate pivot: `rule.key` of the per-label contributions of term
 * `k`, summed over the labels in ascending order (equation (6) of the MP-Boost paper for the real
 * variant). The absent side of each label comes by subtraction from the label totals.
 *
 * This is the one place the sum is written: the single-threaded chooser of {@link presenceStump} and
 * the worker threads of `@textboost/workers/node` both call it, so they compute the same bits.
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
    sum += labelPart(rule, scale[m + j]! * V[p + 1]!, scale[j]! * V[p]!, tp[j]!, tn[j]!);
  }
  return rule.key(sum, mass);
}

/**
 * The linear lower bound of {@link presenceKey} over all terms (`StumpRule.bound` summed over the
 * labels): key(k) ≥ base − Σ_u coefficients[u] · values[k · termStride + u] for a term-major table,
 * the coefficients in the table's order within a term ((j, −) at 2j, (j, +) at 2j + 1), with the lazy
 * scales folded in.
 */
export interface PresenceBound {
  readonly base: number;
  readonly coefficients: Float64Array;
  /**
   * Each label's part of `base` (`StumpRule.bound`'s floor): with the label's two coefficients, the
   * linear lower bound of that label's key alone, key_j(k) ≥ floors[j] − c(j, −) · W(k, j, −) −
   * c(j, +) · W(k, j, +) (MP-Boost's per-label bound, as `labelPivot` reads it).
   */
  readonly floors: Float64Array;
}

/** The {@link PresenceBound} of the current label totals and the table's lazy scales. */
export function presenceBound(
  rule: StumpRule,
  tp: Float64Array,
  tn: Float64Array,
  table: StatisticsTable,
): PresenceBound {
  return linearBound(rule, tp, tn, table.scale);
}

/**
 * The {@link PresenceBound} of the label totals over exact sums (`scale` absent: every scale 1), or
 * over a table's values with their lazy scales (`scale[j]` for (j, −), `scale[m + j]` for (j, +)).
 */
export function linearBound(
  rule: StumpRule,
  tp: Float64Array,
  tn: Float64Array,
  scale?: Float64Array,
): PresenceBound {
  const m = tp.length;
  const coefficients = new Float64Array(2 * m);
  const floors = new Float64Array(m);
  const out = new Float64Array(3);
  let base = 0;
  for (let j = 0; j < m; j++) {
    rule.bound(tp[j]!, tn[j]!, out);
    base += out[0]!;
    floors[j] = out[0]!;
    coefficients[2 * j] = scale ? out[1]! * scale[j]! : out[1]!;
    coefficients[2 * j + 1] = scale ? out[2]! * scale[m + j]! : out[2]!;
  }
  return { base, coefficients, floors };
}

/** The lower bound of term k's key (see {@link PresenceBound}). */
export function presenceLowerBound(bound: PresenceBound, table: StatisticsTable, k: number): number {
  const { values: V, labels: m, termStride, labelStride } = table;
  const c = bound.coefficients;
  // Four partial sums: one running sum would wait on each addition's latency.
  let g0 = 0;
  let g1 = 0;
  let g2 = 0;
  let g3 = 0;
  // This order of the sums is also that of StatisticsTable.rowDots (WebAssembly SIMD): keep them alike.
  if (labelStride === 2) {
    const p = k * termStride;
    const n = 2 * m;
    let u = 0;
    for (; u + 3 < n; u += 4) {
      g0 += c[u]! * V[p + u]!;
      g1 += c[u + 1]! * V[p + u + 1]!;
      g2 += c[u + 2]! * V[p + u + 2]!;
      g3 += c[u + 3]! * V[p + u + 3]!;
    }
    for (; u < n; u++) g0 += c[u]! * V[p + u]!;
  } else {
    for (let j = 0, p = k * termStride; j < m; j++, p += labelStride)
      g0 += c[2 * j]! * V[p]! + c[2 * j + 1]! * V[p + 1]!;
  }
  return bound.base - (g0 + g1 + g2 + g3);
}

/**
 * AdaBoost.MH's choice (Algorithm 1 of the MP-Boost paper): the term of least {@link presenceKey},
 * scanning the terms in ascending order and keeping the first of a tie ({@link improvesZ}).
 *
 * Most terms are skipped without computing their key: the rule's linear lower bound
 * ({@link presenceLowerBound}) costs two multiply-adds per label instead of two square roots, and a
 * term whose bound is {@link PRUNE_MARGIN} above the acceptance threshold of the best key so far
 * cannot be chosen. The choice is the same as computing every key (`prune: false`).
 *
 * @param rule - the variant's scoring rule
 * @param tp - Σ D over each label's positives
 * @param tn - Σ D over each label's negatives
 * @param mass - Σ_j (tp[j] + tn[j]), summed in ascending j
 * @param table - present-side statistics with their lazy scales
 * @param prune - skip terms by the bound (default true)
 * @param exact - exact sums, for an incremental table: the terms whose keys come within
 *   {@link EXACT_MARGIN} of the best are decided on them (see {@link ExactSides})
 * @returns the chosen term id
 */
export function presencePivot(
  rule: StumpRule,
  tp: Float64Array,
  tn: Float64Array,
  mass: number,
  table: StatisticsTable,
  prune = true,
  exact?: ExactSides,
): number {
  const bound = presenceBound(rule, tp, tn, table);
  // A table in WebAssembly memory gives every term's Σ coefficients · values in one SIMD pass, in the
  // order of presenceLowerBound's partial sums (the same bits, so the same terms are skipped).
  const dots = prune && table.rowDots ? table.rowDots(bound.coefficients) : undefined;
  const margin = PRUNE_MARGIN * mass;
  const near = EXACT_MARGIN * mass;
  let bestZ = Number.POSITIVE_INFINITY;
  let bestTerm = 0;
  let cutoff = Number.POSITIVE_INFINITY;
  // With exact sums: every term whose key came within `near` of the best so far (ascending).
  const close: number[] = [];
  const closeKeys: number[] = [];
  for (let k = 0, r = table.terms; k < r; k++) {
    if (
      prune &&
      cutoff !== Number.POSITIVE_INFINITY &&
      (dots === undefined ? presenceLowerBound(bound, table, k) : bound.base - dots[k]!) >= cutoff
    )
      continue;
    const z = presenceKey(rule, tp, tn, mass, table, k);
    if (exact !== undefined && !(z > bestZ + near)) {
      close.push(k);
      closeKeys.push(z);
    }
    if (improvesZ(z, bestZ, mass)) {
      bestZ = z;
      bestTerm = k;
      cutoff = acceptanceThreshold(bestZ, mass) + margin;
    }
  }
  if (exact === undefined) return bestTerm;
  const contenders = close.filter((_, u) => !(closeKeys[u]! > bestZ + near));
  if (contenders.length < 2) return bestTerm;
  return chooseExactly(contenders, (k) => exactPresenceKey(rule, tp, tn, mass, table.labels, k, exact), mass);
}

/**
 * MP-Boost's choice for one label (equation (12) of the MP-Boost paper): the term of least Z^j among
 * `candidates` (all terms when absent, which must then be ascending), scanning them in order and
 * keeping the first of a tie ({@link improvesZ}). Like `presencePivot`, it skips the terms
 * whose linear lower bound cannot beat the best so far; the choice is the same as without.
 *
 * Shared by the single-threaded chooser of {@link perLabelStump} and the worker threads of
 * `@textboost/workers/node`, so both pick the same pivot.
 *
 * @param rule - the variant's scoring rule
 * @param tpj - Σ D over label j's positives
 * @param tnj - Σ D over label j's negatives
 * @param table - present-side statistics with their lazy scales
 * @param j - the label
 * @param candidates - the terms label j may pivot on, ascending; default every term
 * @param prune - skip terms by the bound (default true)
 * @param exact - exact sums, for an incremental table: the terms whose keys come within
 *   {@link EXACT_MARGIN} of the best are decided on them (see {@link ExactSides})
 * @returns the chosen term id
 *
 * @example
 * ```ts
 * const pivot = labelPivot(stumpRule("real"), totals.positive[2]!, totals.negative[2]!, table, 2, undefined);
 * ```
 */
export function labelPivot(
  rule: StumpRule,
  tpj: number,
  tnj: number,
  table: StatisticsTable,
  j: number,
  candidates: ArrayLike<number> | undefined,
  prune = true,
  exact?: ExactSides,
): number {
  const { terms: r, labels: m, values: V, scale, termStride, labelStride } = table;
  const sn = scale[j]!;
  const sp = scale[m + j]!;
  const mass = tpj + tnj;
  const base = j * labelStride;
  const count = candidates ? candidates.length : r;
  const out = new Float64Array(3);
  rule.bound(tpj, tnj, out);
  const floor = out[0]!;
  const negative = out[1]! * sn;
  const positive = out[2]! * sp;
  const margin = PRUNE_MARGIN * mass;
  // A label-major table in WebAssembly memory gives every term's bound in one SIMD pass, with the
  // operations of the test below in the same order (the same bits, so the same terms are skipped).
  const bounds = prune && table.labelBounds ? table.labelBounds(j, floor, negative, positive) : undefined;
  let bestZ = Number.POSITIVE_INFINITY;
  let bestTerm = candidates ? candidates[0]! : 0;
  let cutoff = Number.POSITIVE_INFINITY;
  const near = EXACT_MARGIN * mass;
  const close: number[] = [];
  const closeKeys: number[] = [];
  // Over all terms with the kernel's bounds, the kernel also finds the next term that is not
  // skipped (`nextBelow`, with the cutoff of the moment): the same terms visited, in the same order.
  const next = bounds !== undefined && candidates === undefined ? table.nextBelow : undefined;
  for (let t = next ? next(0, cutoff) : 0; t < count; t = next ? next(t + 1, cutoff) : t + 1) {
    const k = candidates ? candidates[t]! : t;
    // With the kernel's bounds, a skipped term's statistics are never read (most terms are skipped).
    if (bounds !== undefined && next === undefined && bounds[k]! >= cutoff) continue;
    const at = base + k * termStride;
    const n = V[at]!;
    const p = V[at + 1]!;
    if (bounds === undefined && prune && floor - negative * n - positive * p >= cutoff) continue;
    const z = labelKey(rule, sp * p, sn * n, tpj, tnj);
    if (exact !== undefined && !(z > bestZ + near)) {
      close.push(k);
      closeKeys.push(z);
    }
    if (improvesZ(z, bestZ, mass)) {
      bestZ = z;
      bestTerm = k;
      cutoff = acceptanceThreshold(bestZ, mass) + margin;
    }
  }
  if (exact === undefined) return bestTerm;
  const contenders = close.filter((_, u) => !(closeKeys[u]! > bestZ + near));
  if (contenders.length < 2) return bestTerm;
  const pair = exactRoom(1);
  return chooseExactly(
    contenders,
    (k) => {
      exact(k, j, j + 1, pair);
      return labelKey(rule, pair[1]!, pair[0]!, tpj, tnj);
    },
    mass,
  );
}
