import type { LabelMatrix } from "@textboost/core";
import { type ConfusionCounts, confusionCounts } from "./confusion-counts.js";
import { type PrecisionRecallF1, precisionRecallF1 } from "./precision-recall-f1.js";

/**
 * Micro-averaged precision, recall and F1 (F1^μ of the MP-Boost paper): sum TP, FP and FN over all
 * labels, then apply Eq. 13 once. Frequent labels weigh more. When the sums are all 0 (no label on any
 * document, none predicted) the result is 1, 1, 1 (the paper's convention).
 *
 * @param Y - the true label sets (documents x labels, binary CSR)
 * @param predicted - the predicted label sets, same shape
 * @returns `{ precision, recall, f1 }`
 * @throws TextboostError `E_SHAPE` when the shapes differ, a matrix is malformed or empty
 *
 * @example
 * ```ts
 * // truth {0}, {0, 1}; predicted {0, 1}, {1}: TP = 2, FP = 1, FN = 1
 * const Y = { format: "csr", rows: 2, cols: 2, indptr: Int32Array.of(0, 1, 3), indices: Int32Array.of(0, 0, 1) } as const;
 * const P = { format: "csr", rows: 2, cols: 2, indptr: Int32Array.of(0, 2, 3), indices: Int32Array.of(0, 1, 1) } as const;
 * microAveraged(Y, P); // { precision: 2/3, recall: 2/3, f1: 2/3 }
 * ```
 */
export function microAveraged(Y: LabelMatrix, predicted: LabelMatrix): PrecisionRecallF1 {
  return microFromCounts(confusionCounts(Y, predicted));
}

/**
 * The micro average of per-label counts, over the labels `columns` (default: all): Eq. 13 on the
 * summed TP, FP and FN. The shared step of {@link microAveraged} and the leaf measures.
 *
 * @param counts - per-label counts from `confusionCounts`
 * @param columns - the labels to sum over
 * @returns `{ precision, recall, f1 }`, 1, 1, 1 when every sum is 0
 */
export function microFromCounts(counts: ConfusionCounts, columns?: readonly number[]): PrecisionRecallF1 {
  const { tp, fp, fn } = counts;
  let t = 0;
  let p = 0;
  let n = 0;
  const sum = (j: number) => {
    t += tp[j]!;
    p += fp[j]!;
    n += fn[j]!;
  };
  if (columns === undefined) for (let j = 0; j < tp.length; j++) sum(j);
  else for (const j of columns) sum(j);
  return precisionRecallF1(t, p, n);
}

/**
 * Micro-averaged F1, F1^μ (MP-Boost paper, Eq. 13 on the summed counts). Shorthand for
 * `microAveraged(Y, predicted).f1`.
 *
 * @param Y - the true label sets
 * @param predicted - the predicted label sets, same shape
 * @returns F1^μ in [0, 1]
 * @throws TextboostError `E_SHAPE` when the shapes differ, a matrix is malformed or empty
 *
 * @example
 * ```ts
 * microF1(Y, Y); // 1
 * ```
 */
export function microF1(Y: LabelMatrix, predicted: LabelMatrix): number {
  return microAveraged(Y, predicted).f1;
}
