import type { DenseMatrix, LabelMatrix } from "@textboost/core";
import { meanOverMixedDocuments } from "./ranked-document.js";

/**
 * Ranking loss (Schapire and Singer 2000): for each document, the fraction of (relevant, irrelevant)
 * label pairs that the scores order wrongly, averaged over documents. 0 is ideal.
 *
 * - Ties: a pair whose scores are equal counts as wrongly ordered (pessimistic), as in Schapire and
 *   Singer's definition f(x, l1) <= f(x, l0) and scikit-learn's `label_ranking_loss`.
 * - Documents with no relevant label or with every label relevant have no pair and are skipped: they
 *   are left out of the average (Mulan and scikit-learn instead count them as 0; multiply by
 *   `used / documents` to get their figure).
 *
 * @param Y - the true label sets (documents x labels, binary CSR)
 * @param scores - real scores, documents x labels row-major, finite
 * @returns the mean ranking loss over the documents that have at least one relevant and one irrelevant label
 * @throws TextboostError `E_SHAPE` / `E_NUMERIC` (naming the row) for bad input; `E_INVALID_ARGUMENT`
 *   when no document has both a relevant and an irrelevant label (the measure is undefined)
 *
 * @example
 * ```ts
 * // one document, labels {0, 2} of 3; scores rank 0 > 1 > 2: pair (2, 1) is wrong -> 1/2
 * const Y = { format: "csr", rows: 1, cols: 3, indptr: Int32Array.of(0, 2), indices: Int32Array.of(0, 2) } as const;
 * rankingLoss(Y, { rows: 1, cols: 3, data: Float64Array.of(3, 2, 1) }); // 0.5
 * ```
 */
export function rankingLoss(Y: LabelMatrix, scores: DenseMatrix): number {
  return meanOverMixedDocuments(Y, scores, "ranking loss", (doc) => {
    const r = doc.relevantCount;
    let wrong = 0;
    for (let k = 0; k < doc.labels; k++) {
      if (doc.relevant[doc.order[k]!] === 1) wrong += doc.atOrAbove[k]! - doc.relevantAtOrAbove[k]!;
    }
    return wrong / (r * (doc.labels - r));
  });
}
