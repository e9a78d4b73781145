import type { DenseMatrix, LabelMatrix } from "@textboost/core";
import { meanOverMixedDocuments } from "./ranked-document.js";

/**
 * Average precision (AdaBoost.LC paper, "AvgP"; Schapire and Singer 2000): for each relevant label r,
 * the fraction of the labels ranked at or above r that are relevant; averaged over the relevant labels
 * of a document, then over documents. 1 is ideal.
 *
 * - Ties: pessimistic, as in scikit-learn's `label_ranking_average_precision_score`: rank(r) is the
 *   number of labels with a score >= r's, and the relevant labels counted above r are those with a
 *   score >= r's.
 * - Documents with no relevant label (undefined) and with every label relevant (always 1) are skipped,
 *   left out of the average. Mulan skips the first kind and counts the second as 1; scikit-learn
 *   counts both as 1.
 *
 * @param Y - the true label sets (documents x labels, binary CSR)
 * @param scores - real scores, documents x labels row-major, finite
 * @returns a number in (0, 1]
 * @throws TextboostError `E_SHAPE` / `E_NUMERIC` (naming the row) for bad input; `E_INVALID_ARGUMENT`
 *   when no document has both a relevant and an irrelevant label
 *
 * @example
 * ```ts
 * // labels {0, 2} of 3, ranked 0 > 1 > 2: (1/1 + 2/3) / 2
 * const Y = { format: "csr", rows: 1, cols: 3, indptr: Int32Array.of(0, 2), indices: Int32Array.of(0, 2) } as const;
 * averagePrecision(Y, { rows: 1, cols: 3, data: Float64Array.of(3, 2, 1) }); // 0.8333...
 * ```
 */
export function averagePrecision(Y: LabelMatrix, scores: DenseMatrix): number {
  return meanOverMixedDocuments(Y, scores, "average precision", (doc) => {
    let precisionSum = 0;
    for (let k = 0; k < doc.labels; k++) {
      if (doc.relevant[doc.order[k]!] === 1) precisionSum += doc.relevantAtOrAbove[k]! / doc.atOrAbove[k]!;
    }
    return precisionSum / doc.relevantCount;
  });
}
