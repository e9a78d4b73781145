import type { LabelTotals, PairWeights, TrainingSet } from "@textboost/core";
import { lowerTwins } from "@textboost/sparse";
import { addTermWeightsBySign } from "@textboost/statistics";
import { exactPresenceKey, exactSidesOf, labelKey, labelScanOf, linearBound } from "./pivot-criteria.js";
import { totalMass } from "./presence-stump.js";
import { documentBounds, termBound } from "./streamed-chunks.js";
import { acceptanceThreshold, improvesZ, PRUNE_MARGIN, type StumpRule } from "./stump-variant.js";

/**
 * Reusable scratch of the streamed choosers, kept with one training set: a bound per document and
 * which terms repeat a lower term's documents (`lowerTwins` of `@textboost/sparse`:
 * bit-identical sums, so never chosen over the lower one; a scan of every term skips them).
 */
export interface StreamedScratch {
  readonly documentBounds: Float64Array;
  readonly twins: Uint8Array;
}

/** Scratch for `data`'s documents, labels and terms. */
export function streamedScratch(data: TrainingSet): StreamedScratch {
  return {
    documentBounds: new Float64Array(data.X.rows),
    twins: lowerTwins(data.Xc),
  };
}

const scratches = new WeakMap<TrainingSet, StreamedScratch>();

/**
 * {@link streamedScratch} of `data`, made once and kept with it (its twins cost a pass over Xc): the
 * scratch of every streamed choice on this thread, which runs one at a time.
 */
export function streamedScratchOf(data: TrainingSet): StreamedScratch {
  let scratch = scratches.get(data);
  if (scratch === undefined) {
    scratch = streamedScratch(data);
    scratches.set(data, scratch);
  }
  return scratch;
}

/**
 * AdaBoost.MH's pivot straight from the weights, without a statistics table: the terms in ascending
 * order, each term's sums computed as a fill of the table computes them (`addTermWeightsBySign`), the
 * key of {@link exactPresenceKey}, the first of a tie kept ({@link improvesZ}). That is the choice
 * of `presencePivot` on a freshly filled table, so the same pivot as `presenceStump().fit`.
 *
 * Most terms are skipped by the linear lower bound of the key (`StumpRule.bound`, as
 * `presencePivot` skips them), which needs no table: the bound is base − Σ_u c_u · W_u, and W_u sums
 * D over the term's documents, so Σ_u c_u · W_u = Σ over the term's documents i of
 * b(i) = Σ_j c(j, y_ij) · D(i, j). One pass over D gives every b(i) (n · m), one pass over the
 * term's documents its bound; only the terms the bound does not skip cost O(df · m). The sums are
 * in another order than the table's, which `PRUNE_MARGIN` (2e-6 of the mass, against rounding of
 * about 1e-15) absorbs, so no term that could be chosen is skipped.
 *
 * Time O(n · m + nnz + Σ over the visited terms of df · m) a call; memory O(n + m).
 *
 * @param rule - the variant's scoring rule
 * @param data - the training set (all its terms are candidates)
 * @param weights - D
 * @param totals - the label totals of D
 * @param scratch - from {@link streamedScratch} for `data`
 * @returns the chosen term id
 *
 * @example
 * ```ts
 * const term = streamedPresencePivot(stumpRule("real"), ts, D, labelTotals(ts, D), streamedScratch(ts));
 * ```
 */
export function streamedPresencePivot(
  rule: StumpRule,
  data: TrainingSet,
  weights: PairWeights,
  totals: LabelTotals,
  scratch: StreamedScratch,
): number {
  const m = data.Y.cols;
  const { positive: tp, negative: tn } = totals;
  const mass = totalMass(totals);
  // c(j, −) at 2j, c(j, +) at 2j + 1.
  const { base, coefficients: c } = linearBound(rule, tp, tn);
  const b = scratch.documentBounds;
  documentBounds(data, weights, c, b, 0, data.X.rows);
  const exact = exactSidesOf(data, weights);
  const margin = PRUNE_MARGIN * mass;
  let bestZ = Number.POSITIVE_INFINITY;
  let bestTerm = 0;
  let cutoff = Number.POSITIVE_INFINITY;
  const { twins } = scratch;
  for (let k = 0, r = data.X.cols; k < r; k++) {
    if (twins[k] === 1) continue;
    if (cutoff !== Number.POSITIVE_INFINITY && termBound(data, b, base, k) >= cutoff) continue;
    const z = exactPresenceKey(rule, tp, tn, mass, m, k, exact);
    if (improvesZ(z, bestZ, mass)) {
      bestZ = z;
      bestTerm = k;
      cutoff = acceptanceThreshold(bestZ, mass) + margin;
    }
  }
  return bestTerm;
}

/**
 * MP-Boost's pivots straight from the weights, without a statistics table: for each label j the
 * term of least key among its candidates (every term by default), in ascending order, the first of
 * a tie kept; each term's sums as a fill of the table computes them, so the same pivots as
 * `perLabelStump().fit`. Without candidate lists it walks the terms once and keeps every label's
 * best as it goes (O(nnz · m) a call); with them, each label its own candidates (O(Σ_j Σ df)).
 * Memory O(m) besides the result.
 *
 * @param rule - the variant's scoring rule
 * @param data - the training set
 * @param weights - D
 * @param totals - the label totals of D
 * @param candidates - validated candidate lists (ascending), or undefined for every term
 * @param scratch - from {@link streamedScratch} for `data`
 * @returns label j's pivot at [j]
 *
 * @example
 * ```ts
 * const pivots = streamedLabelPivots(stumpRule("real"), ts, D, labelTotals(ts, D), undefined, streamedScratch(ts));
 * ```
 */
export function streamedLabelPivots(
  rule: StumpRule,
  data: TrainingSet,
  weights: PairWeights,
  totals: LabelTotals,
  candidates: readonly ArrayLike<number>[] | undefined,
  scratch: StreamedScratch,
): Int32Array {
  const m = data.Y.cols;
  const { positive: tp, negative: tn } = totals;
  const best = new Int32Array(m);
  if (candidates !== undefined) {
    for (let j = 0; j < m; j++) best[j] = streamedLabelPivot(rule, data, weights, totals, j, candidates[j]!);
    return best;
  }
  const bestZ = new Float64Array(m).fill(Number.POSITIVE_INFINITY);
  // Each label's linear bound on the exact sums, as labelPivot reads it off a table: a label's key is
  // skipped while its bound is PRUNE_MARGIN above the acceptance threshold of its best so far.
  const scan = labelScanOf(rule, data, weights, tp, tn);
  const { sides, open, cutoffs } = scan;
  const { twins } = scratch;
  for (let k = 0, r = data.X.cols; k < r; k++) {
    if (twins[k] === 1) continue;
    for (let u = 0, count = scan.term(k); u < count; u++) {
      const j = open[u]!;
      const z = labelKey(rule, sides[2 * j + 1]!, sides[2 * j]!, tp[j]!, tn[j]!);
      const mass = tp[j]! + tn[j]!;
      if (improvesZ(z, bestZ[j]!, mass)) {
        bestZ[j] = z;
        best[j] = k;
        cutoffs[j] = acceptanceThreshold(z, mass) + PRUNE_MARGIN * mass;
      }
    }
  }
  return best;
}

/**
 * One label's pivot as {@link streamedLabelPivots} chooses it, over `candidates` (ascending; default
 * every term), each term's sums for that label alone (O(Σ df) over the candidates).
 *
 * @param j - the label
 * @returns the chosen term id
 */
export function streamedLabelPivot(
  rule: StumpRule,
  data: TrainingSet,
  weights: PairWeights,
  totals: LabelTotals,
  j: number,
  candidates?: ArrayLike<number>,
): number {
  const tpj = totals.positive[j]!;
  const tnj = totals.negative[j]!;
  const mass = tpj + tnj;
  const sums = new Float64Array(2);
  const count = candidates ? candidates.length : data.X.cols;
  let bestZ = Number.POSITIVE_INFINITY;
  let best = candidates ? candidates[0]! : 0;
  for (let t = 0; t < count; t++) {
    const k = candidates ? candidates[t]! : t;
    sums[0] = 0;
    sums[1] = 0;
    addTermWeightsBySign(data, weights, k, j, j + 1, sums);
    const z = labelKey(rule, sums[1]!, sums[0]!, tpj, tnj);
    if (improvesZ(z, bestZ, mass)) {
      bestZ = z;
      best = k;
    }
  }
  return best;
}
