import type { PairWeights, TrainingSet } from "@textboost/core";
import { complement } from "../sum/complement.js";
import { addTermWeights } from "../sum/document-weights.js";
import { type BestSides, type SimdTermSums, simdTermSums } from "./term-sums.js";

/**
 * For each label j, the term k in [from, to) with the largest (√W(k, j, +) − √W(k, j, −))², the first
 * (lowest) such term on ties: AdaBoost.LC's choice with sequential templates and presence hypotheses
 * (Figure 2, W⁺ the present-positive side, W⁻ the present-negative side), over a range of terms. The
 * statistics are those of {@link scanTermStatistics} (the same sums, the same bits), so merging the
 * ranges of consecutive term ranges in ascending order, a later one winning only when strictly larger,
 * gives the choice of one scan over all terms: what worker threads do, a range each.
 *
 * @param data - the training set
 * @param weights - the weights (AdaBoost.LC's Q), row-major documents x labels
 * @param from - first term (inclusive)
 * @param to - last term (exclusive)
 * @param best - receives each label's largest criterion (−1 when the range is empty)
 * @param bestTerm - receives each label's term (−1 when the range is empty)
 * @param sums - the scan in WebAssembly SIMD ({@link simdTermSums}, `bestTerms`: the same sums,
 *   criteria and ties), already loaded with `weights` (a caller that scans several ranges of one
 *   round loads once); without, JavaScript
 * @param sides - optional: receives each label's best term's sides ({@link BestSides}: the scan's own
 *   sums, 0 and 0 when the range is empty)
 *
 * @example
 * ```ts
 * const best = new Float64Array(ts.Y.cols);
 * const bestTerm = new Int32Array(ts.Y.cols);
 * labelBestTerms(ts, D, 0, ts.X.cols, best, bestTerm); // bestTerm[j]: label j's hypothesis
 * ```
 */
export function labelBestTerms(
  data: TrainingSet,
  weights: PairWeights,
  from: number,
  to: number,
  best: Float64Array,
  bestTerm: Int32Array,
  sums?: SimdTermSums,
  sides?: BestSides,
): void {
  if (sums) {
    sums.bestTerms(from, to, best, bestTerm, sides);
    return;
  }
  const m = data.Y.cols;
  const total = new Float64Array(m);
  const positive = new Float64Array(m);
  best.fill(-1, 0, m);
  bestTerm.fill(-1, 0, m);
  sides?.positive.fill(0, 0, m);
  sides?.negative.fill(0, 0, m);
  for (let k = from; k < to; k++) {
    positive.fill(0);
    total.fill(0);
    addTermWeights(data, weights, k, 0, m, total, positive);
    for (let j = 0; j < m; j++) {
      const negative = complement(total[j]!, positive[j]!);
      const s = Math.sqrt(positive[j]!) - Math.sqrt(negative);
      const criterion = s * s;
      if (criterion > best[j]!) {
        best[j] = criterion;
        bestTerm[j] = k;
        if (sides) {
          sides.positive[j] = positive[j]!;
          sides.negative[j] = negative;
        }
      }
    }
  }
}

/**
 * A way to run {@link labelBestTerms} over all terms, made for one training set: `weights` is where
 * the caller keeps the weights (shared memory when worker threads read them), `bestTerms` fills each
 * label's best criterion and term over all terms. `@textboost/workers/node`'s `parallelBestTerms`
 * splits the terms between threads.
 */
export interface BestTermsScanner {
  readonly weights: Float64Array;
  /** Each label's best criterion and term over all terms, and with `sides` that term's sides ({@link BestSides}). */
  bestTerms(best: Float64Array, bestTerm: Int32Array, sides?: BestSides): void;
}

/** Makes a {@link BestTermsScanner} for a training set (a plug-in value of AdaBoost.LC: `scan`). */
export type BestTermsScan = (data: TrainingSet) => BestTermsScanner;

/**
 * The one-thread {@link BestTermsScanner} over the caller's weights: {@link labelBestTerms} of all
 * terms, in WebAssembly SIMD where the engine has it ({@link simdTermSums}; weights kept in its
 * memory, `simdTermSums(data).weights`, are not copied; by blocks of labels when D is too large for
 * the caches, `bestTermsOfLabels`), else in JavaScript.
 *
 * @param data - the training set
 * @param weights - where the caller keeps the weights, row-major documents x labels
 * @returns the scanner
 *
 * @example
 * ```ts
 * const Q = simdTermSums(ts)?.weights ?? new Float64Array(ts.X.rows * ts.Y.cols);
 * const best = new Float64Array(ts.Y.cols);
 * const bestTerm = new Int32Array(ts.Y.cols);
 * oneThreadBestTerms(ts, Q).bestTerms(best, bestTerm); // as labelBestTerms(ts, Q, 0, ts.X.cols, best, bestTerm)
 * ```
 */
export function oneThreadBestTerms(data: TrainingSet, weights: Float64Array): BestTermsScanner {
  return {
    weights,
    bestTerms(best, bestTerm, sides) {
      const sums = simdTermSums(data);
      sums?.load(weights);
      if (sums !== undefined && sums.labelBlock > 0) {
        const m = data.Y.cols;
        for (let from = 0; from < m; from += sums.labelBlock)
          sums.bestTermsOfLabels(from, Math.min(m, from + sums.labelBlock), best, bestTerm, sides);
      } else labelBestTerms(data, weights, 0, data.X.cols, best, bestTerm, sums, sides);
    },
  };
}
