import type { DenseMatrix, LabelMatrix } from "@textboost/core";
import { deepestRelevantRank } from "./coverage.js";
import { forEachRankedDocument } from "./ranked-document.js";

/**
 * Coverage, scikit-learn's convention (`coverage_error`): the rank of the lowest-ranked relevant label,
 * i.e. how many labels one must take from the top of the ranking to include every relevant one,
 * averaged over documents. This is {@link coverage} (Mulan's convention) without the - 1. Lower is
 * better; the ideal is the mean |Y_i|.
 *
 * - Ties: pessimistic, as in scikit-learn: the rank of r is the number of labels with a score >= r's.
 * - Documents with no relevant label contribute 0 and are counted in the average (as in scikit-learn).
 *
 * @param Y - the true label sets (documents x labels, binary CSR)
 * @param scores - real scores, documents x labels row-major, finite
 * @returns a number in [0, labels]
 * @throws TextboostError `E_SHAPE` / `E_NUMERIC` (naming the row) for bad input
 *
 * @example
 * ```ts
 * const Y = { format: "csr", rows: 1, cols: 3, indptr: Int32Array.of(0, 2), indices: Int32Array.of(0, 2) } as const;
 * coverageSklearn(Y, { rows: 1, cols: 3, data: Float64Array.of(3, 2, 1) }); // 3
 * coverageSklearn(Y, { rows: 1, cols: 3, data: Float64Array.of(3, 2, 2) }); // 3 (label 2 ties with 1: pessimistic)
 * ```
 */
export function coverageSklearn(Y: LabelMatrix, scores: DenseMatrix): number {
  let sum = 0;
  forEachRankedDocument(Y, scores, (doc) => {
    sum += deepestRelevantRank(doc.labels, doc.order, doc.relevant, doc.atOrAbove);
  });
  return sum / Y.rows;
}
