import type { DenseMatrix, LabelMatrix } from "@textboost/core";
import { meanOverMixedDocuments } from "./ranked-document.js";

/**
 * One-error (Schapire and Singer 2000; AdaBoost.LC paper, "OneErr"): the fraction of documents whose
 * top-ranked label is not relevant. 0 is ideal.
 *
 * - Ties: pessimistic. When several labels share the top score, the document counts as an error if
 *   any of them is irrelevant (so an untrained model with all scores equal gets one-error 1).
 * - Documents with no relevant label, or with every label relevant, are skipped (left out of the
 *   average): the first always errs and the second never does, whatever the scores. Mulan counts
 *   both (as 1 and 0).
 *
 * @param Y - the true label sets (documents x labels, binary CSR)
 * @param scores - real scores, documents x labels row-major, finite
 * @returns a number in [0, 1]
 * @throws TextboostError `E_SHAPE` / `E_NUMERIC` (naming the row) for bad input; `E_INVALID_ARGUMENT`
 *   when no document has both a relevant and an irrelevant label
 *
 * @example
 * ```ts
 * const Y = { format: "csr", rows: 2, cols: 3, indptr: Int32Array.of(0, 1, 2), indices: Int32Array.of(0, 2) } as const;
 * // document 0 ranks label 0 first (right), document 1 ranks label 0 first (wrong)
 * oneError(Y, { rows: 2, cols: 3, data: Float64Array.of(3, 2, 1, 3, 2, 1) }); // 0.5
 * ```
 */
export function oneError(Y: LabelMatrix, scores: DenseMatrix): number {
  // The top tie group is positions [0, atOrAbove[0]); it errs if it holds an irrelevant label.
  return meanOverMixedDocuments(Y, scores, "one-error", (doc) =>
    doc.atOrAbove[0]! > doc.relevantAtOrAbove[0]! ? 1 : 0,
  );
}
