import type { LabelMatrix } from "@textboost/core";
import { confusionCounts } from "./confusion-counts.js";
import { precisionRecallF1 } from "./precision-recall-f1.js";

/** One label's bipartition scores and the counts they come from. */
export interface LabelScore {
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
  readonly tp: number;
  readonly fp: number;
  readonly fn: number;
}

/**
 * Precision, recall and F1 of every label, with the conventions of {@link precisionRecallF1}: a label
 * with no positive in the truth and none predicted (TP = FP = FN = 0) scores 1 on all three, as in
 * the MP-Boost paper (Eq. 13 and the note after it).
 *
 * @param Y - the true label sets (documents x labels, binary CSR)
 * @param predicted - the predicted label sets, same shape
 * @returns one entry per label, in label order
 * @throws TextboostError `E_SHAPE` when the shapes differ, a matrix is malformed or empty
 *
 * @example
 * ```ts
 * // 2 documents, 2 labels: truth {0}, {0, 1}; predicted {0, 1}, {1}
 * const Y = { format: "csr", rows: 2, cols: 2, indptr: Int32Array.of(0, 1, 3), indices: Int32Array.of(0, 0, 1) } as const;
 * const P = { format: "csr", rows: 2, cols: 2, indptr: Int32Array.of(0, 2, 3), indices: Int32Array.of(0, 1, 1) } as const;
 * perLabelScores(Y, P);
 * // [{ precision: 1, recall: 0.5, f1: 0.667, tp: 1, fp: 0, fn: 1 },
 * //  { precision: 0.5, recall: 1, f1: 0.667, tp: 1, fp: 1, fn: 0 }]
 * ```
 */
export function perLabelScores(Y: LabelMatrix, predicted: LabelMatrix): LabelScore[] {
  const { tp, fp, fn } = confusionCounts(Y, predicted);
  const out: LabelScore[] = [];
  for (let j = 0; j < Y.cols; j++) {
    const t = tp[j]!;
    const p = fp[j]!;
    const n = fn[j]!;
    out.push({ ...precisionRecallF1(t, p, n), tp: t, fp: p, fn: n });
  }
  return out;
}
