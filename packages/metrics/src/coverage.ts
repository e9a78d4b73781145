import type { DenseMatrix, LabelMatrix } from "@textboost/core";
import { forEachRankedDocument } from "./ranked-document.js";

/**
 * Coverage, Mulan's convention (AdaBoost.LC paper: Coverage = max over relevant r of rank(x, r) - 1):
 * how far down the ranking one must go to include every relevant label, minus one, averaged over
 * documents. Lower is better; the ideal is the mean of max(|Y_i| - 1, 0), not 0. See
 * {@link coverageSklearn} for scikit-learn's convention (without the - 1).
 *
 * - Ties: pessimistic, rank(x, r) = the number of labels with a score >= r's (a relevant label tied
 *   with irrelevant ones is counted below all of them).
 * - Documents with no relevant label contribute 0 and are counted in the average (as in Mulan's code
 *   and scikit-learn's `coverage_error`). So `coverageSklearn = coverage + (fraction of documents with
 *   at least one label)`.
 *
 * @param Y - the true label sets (documents x labels, binary CSR)
 * @param scores - real scores, documents x labels row-major, finite
 * @returns a number in [0, labels - 1]
 * @throws TextboostError `E_SHAPE` / `E_NUMERIC` (naming the row) for bad input
 *
 * @example
 * ```ts
 * // labels {0, 2} of 3, ranked 0 > 1 > 2: label 2 is at rank 3 -> coverage 2
 * const Y = { format: "csr", rows: 1, cols: 3, indptr: Int32Array.of(0, 2), indices: Int32Array.of(0, 2) } as const;
 * coverage(Y, { rows: 1, cols: 3, data: Float64Array.of(3, 2, 1) }); // 2
 * ```
 */
export function coverage(Y: LabelMatrix, scores: DenseMatrix): number {
  let sum = 0;
  forEachRankedDocument(Y, scores, (doc) => {
    const deepest = deepestRelevantRank(doc.labels, doc.order, doc.relevant, doc.atOrAbove);
    if (deepest > 0) sum += deepest - 1;
  });
  return sum / Y.rows;
}

/** The pessimistic rank of the lowest-ranked relevant label, or 0 when there is none. Internal. */
export function deepestRelevantRank(
  labels: number,
  order: Int32Array,
  relevant: Uint8Array,
  atOrAbove: Int32Array,
): number {
  for (let k = labels - 1; k >= 0; k--) if (relevant[order[k]!] === 1) return atOrAbove[k]!;
  return 0;
}
