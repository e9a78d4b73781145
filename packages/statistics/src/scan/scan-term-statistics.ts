import type { PairWeights, TrainingSet } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { complement } from "../sum/complement.js";
import { addTermPositives, addTermWeights } from "../sum/document-weights.js";
import { simdTermSums } from "./term-sums.js";

/**
 * Receives, for one term k, the present-side statistics of equation (5) of the MP-Boost paper:
 * `positive[j]` = W(k, j, +) = Σ D(i, j) over documents i that contain k and have label j, and
 * `negative[j]` = W(k, j, -), the same over documents that contain k and lack label j. The arrays are
 * reused between calls: copy what you keep.
 */
export type TermStatisticsVisitor = (term: number, positive: Float64Array, negative: Float64Array) => void;

/**
 * The numeric heart of every booster: for each term k, the sums of the weights D over the documents
 * that contain k, per label and sign. One pass over the term -> documents lists (CSC), costing
 * O(nnz · m). The absent side (w_k = 0) is never scanned: it is the per-label total
 * ({@link labelTotals}) minus the present side.
 *
 * Each document's weights are added by {@link addDocumentWeights}: the positive side over the
 * document's own labels (documents have few), the total over all labels in a tight loop; the
 * negative side is their difference. A scan of all terms takes the totals from WebAssembly SIMD
 * ({@link simdTermSums}, the same bits) where it is there: it copies the weights into the kernel's
 * memory once per call and keeps that memory with the training set.
 *
 * @param data - the training set
 * @param weights - D (or AdaBoost.LC's q), row-major documents x labels, non-negative
 * @param visit - called once per term, in ascending term order (or the order of `terms`)
 * @param terms - optional subset of term ids to scan (local feature selection)
 * @throws TextboostError `E_SHAPE` when `weights` does not have documents x labels entries
 *
 * @example
 * ```ts
 * const totals = labelTotals(ts, D);
 * scanTermStatistics(ts, D, (k, pos, neg) => {
 *   const absentPositive0 = totals.positive[0]! - pos[0]!; // W(k, 0, +) for documents without k
 * });
 * ```
 */
export function scanTermStatistics(
  data: TrainingSet,
  weights: PairWeights,
  visit: TermStatisticsVisitor,
  terms?: ArrayLike<number>,
): void {
  const m = data.Y.cols;
  if (weights.length !== data.X.rows * m) {
    throw new TextboostError(
      "E_SHAPE",
      `weights have ${weights.length} entries, expected documents x labels = ${data.X.rows} x ${m}`,
    );
  }
  const positive = new Float64Array(m);
  const negative = new Float64Array(m);
  const count = terms ? terms.length : data.Xc.cols;
  // All terms: the totals in SIMD, after one copy of the weights into the kernel's memory. A few
  // terms (a pivot's votes, every round) would pay that copy, and keep the memory, for nothing.
  const simd = terms === undefined ? simdTermSums(data) : undefined;
  if (simd) {
    // The positive side over the documents' own labels here, the totals and the negative side in
    // SIMD: addDocumentWeights's sums and complement's operations.
    simd.load(weights);
    const { positive: simdPositive } = simd;
    for (let k = 0; k < count; k++) {
      simdPositive.fill(0);
      addTermPositives(data, weights, k, simdPositive);
      visit(k, simdPositive, simd.negatives(k));
    }
    return;
  }
  const total = new Float64Array(m);
  for (let t = 0; t < count; t++) {
    const k = terms ? terms[t]! : t;
    positive.fill(0);
    total.fill(0);
    addTermWeights(data, weights, k, 0, m, total, positive);
    for (let j = 0; j < m; j++) negative[j] = complement(total[j]!, positive[j]!);
    visit(k, positive, negative);
  }
}
