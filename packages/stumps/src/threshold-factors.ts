import type { CscMatrix, Hypothesis } from "@textboost/core";
import type { ThresholdStumpHypothesis } from "./threshold-stump.js";

/** Where a document falls for a threshold stump: 0 at or below the threshold, 1 above, 2 abstained on (missing). */
export const ABSTAINED = 2;

/**
 * True when `h` is a {@link ThresholdStumpHypothesis}.
 *
 * @example
 * ```ts
 * if (isThresholdStump(h)) h.threshold;
 * ```
 */
export function isThresholdStump(h: Hypothesis): h is ThresholdStumpHypothesis {
  return h.type === "threshold-stump";
}

/**
 * The multipliers exp(−y · h(d, j)) of a threshold stump's boosting round, per side x and sign b, at
 * `[(x * 2 + b) * m + j]` (b = 1 for y = +1): x = 0 below the threshold, 1 above, 2 (`ABSTAINED`) for
 * the documents it abstains on, where the factor is 1. The same values as `Math.exp(−y · vote)` per
 * pair, computed once per round.
 *
 * @param h - the round's stump
 * @param m - the number of labels
 * @returns 6·m factors
 *
 * @example
 * ```ts
 * thresholdFactors(h, m)[(1 * 2 + 1) * m + j]; // exp(−above[j]): a positive above the threshold
 * ```
 */
export function thresholdFactors(h: ThresholdStumpHypothesis, m: number): Float64Array {
  const f = new Float64Array(6 * m);
  for (let j = 0; j < m; j++) {
    f[j] = Math.exp(h.below[j]!);
    f[m + j] = Math.exp(-h.below[j]!);
    f[2 * m + j] = Math.exp(h.above[j]!);
    f[3 * m + j] = Math.exp(-h.above[j]!);
  }
  f.fill(1, 4 * m);
  return f;
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
