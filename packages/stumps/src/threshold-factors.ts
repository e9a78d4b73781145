import type { CscMatrix, Hypothesis } from "@textboost/core";
import type { PerLabelThresholdStumpHypothesis } from "./per-label-threshold-stump.js";
import type { ThresholdStumpHypothesis } from "./threshold-stump.js";

/** Where a document falls for a threshold stump: 0 at or below the threshold, 1 above, 2 abstained on (missing). */
export const ABSTAINED = 2;

/**
 * True when `h` is a {@link ThresholdStumpHypothesis}.
 *
 * @example
 * ```ts
 * const h: Hypothesis = thresholdStump().fit(ts, D); // ts: a TrainingSet, D: its weights
 * if (isThresholdStump(h)) h.threshold;
 * ```
 */
export function isThresholdStump(h: Hypothesis): h is ThresholdStumpHypothesis {
  return h.type === "threshold-stump";
}

/**
 * The multipliers exp(−y · a_{xj}) of a round whose hypothesis votes `side0[j]` or `side1[j]` for label
 * j depending on the document's side x, at `[(x * 2 + b) * m + j]` (b = 1 for y = +1): the same values
 * as `Math.exp(−y · vote)` per pair, computed once per round. With `abstained`, a third side x = 2
 * (`ABSTAINED`) whose factor is 1.
 *
 * @param side0 - the votes on side 0 (a stump's pivot absent; below a threshold)
 * @param side1 - the votes on side 1 (pivot present; above the threshold)
 * @param m - the number of labels
 * @returns 4·m factors, or 6·m with `abstained`
 *
 * @example
 * ```ts
 * const h = presenceStump().fit(ts, D);
 * const m = ts.Y.cols;
 * const j = 0;
 * sideFactors(h.absent, h.present, m)[(1 * 2 + 1) * m + j]; // exp(−present[j]): a positive containing the pivot
 * ```
 */
export function sideFactors(
  side0: Float64Array,
  side1: Float64Array,
  m: number,
  abstained = false,
): Float64Array {
  const f = new Float64Array((abstained ? 6 : 4) * m);
  for (let j = 0; j < m; j++) {
    f[j] = Math.exp(side0[j]!);
    f[m + j] = Math.exp(-side0[j]!);
    f[2 * m + j] = Math.exp(side1[j]!);
    f[3 * m + j] = Math.exp(-side1[j]!);
  }
  f.fill(1, 4 * m);
  return f;
}

/**
 * A threshold stump's round as {@link sideFactors}: side 0 below the threshold, 1 above, 2
 * (`ABSTAINED`, factor 1) for the documents it abstains on.
 *
 * @example
 * ```ts
 * const h = thresholdStump().fit(ts, D);
 * const m = ts.Y.cols;
 * const j = 0;
 * thresholdFactors(h, m)[(1 * 2 + 1) * m + j]; // exp(−above[j]): a positive above the threshold
 * ```
 */
export function thresholdFactors(h: ThresholdStumpHypothesis, m: number): Float64Array {
  return sideFactors(h.below, h.above, m, true);
}

/**
 * Every document's side of a threshold stump, from its feature's column: `sides[i]` = 0 when x_k(d_i)
 * ≤ θ, 1 when greater, {@link ABSTAINED} when the row does not store the feature and the stump treats
 * absent entries as missing. O(documents + stored entries of the column), the same comparison as
 * the stump's `vote`.
 *
 * @param Xc - the documents, column-major
 * @param h - the stump
 * @param sides - receives one side per document (length Xc.rows)
 *
 * @example
 * ```ts
 * const h = thresholdStump().fit(ts, D);
 * const sides = new Uint8Array(ts.X.rows);
 * thresholdSides(ts.Xc, h, sides);
 * ```
 */
export function thresholdSides(Xc: CscMatrix, h: ThresholdStumpHypothesis, sides: Uint8Array): void {
  sides.fill(h.absent === "missing" ? ABSTAINED : 0 <= h.threshold ? 0 : 1);
  const { indptr, indices, values } = Xc;
  for (let p = indptr[h.feature]!, end = indptr[h.feature + 1]!; p < end; p++) {
    sides[indices[p]!] = (values ? values[p]! : 1) <= h.threshold ? 0 : 1;
  }
}

/**
 * Whether a hypothesis is a per-label threshold stump whose absent entries count as 0, the kind whose
 * sides {@link perLabelThresholdSides} finds from the columns (a stump that abstains on absent
 * entries has a third side, which the per-pair reweighting does not take).
 *
 * @example
 * ```ts
 * const h = perLabelThresholdStump().fit(ts, D);
 * hasPerLabelThresholdSides(h); // true: absent entries are 0 by default
 * ```
 */
export function hasPerLabelThresholdSides(h: Hypothesis): h is PerLabelThresholdStumpHypothesis {
  return h.type === "per-label-threshold-stump" && (h as PerLabelThresholdStumpHypothesis).absent === "zero";
}

/**
 * Every (document, label) pair's side of a per-label threshold stump, from the columns of the labels'
 * features: `sides[i · m + j]` = 1 when x_{features[j]}(d_i) > thresholds[j] (an absent entry is 0),
 * else left at 0. `sides` must be zero on entry. O(m · documents) at most (a label whose threshold is
 * below 0 marks its whole column of pairs first), the same comparison as the stump's `vote`.
 *
 * @param Xc - the documents, column-major
 * @param h - the stump, with absent entries counted as 0 ({@link hasPerLabelThresholdSides})
 * @param sides - g × m side bytes, zero on entry
 *
 * @example
 * ```ts
 * const h = perLabelThresholdStump().fit(ts, D);
 * const sides = new Uint8Array(ts.X.rows * ts.Y.cols);
 * if (hasPerLabelThresholdSides(h)) perLabelThresholdSides(ts.Xc, h, sides);
 * ```
 */
export function perLabelThresholdSides(
  Xc: CscMatrix,
  h: PerLabelThresholdStumpHypothesis,
  sides: Uint8Array,
): void {
  const m = h.features.length;
  const { indptr, indices, values } = Xc;
  for (let j = 0; j < m; j++) {
    const k = h.features[j]!;
    const t = h.thresholds[j]!;
    // An absent entry is 0: above the threshold when the threshold is negative.
    if (!(0 <= t)) for (let at = j; at < sides.length; at += m) sides[at] = 1;
    for (let p = indptr[k]!, end = indptr[k + 1]!; p < end; p++) {
      sides[indices[p]! * m + j] = (values ? values[p]! : 1) <= t ? 0 : 1;
    }
  }
}
