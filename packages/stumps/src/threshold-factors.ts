import type { CscMatrix, Hypothesis } from "@textboost/core";
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
