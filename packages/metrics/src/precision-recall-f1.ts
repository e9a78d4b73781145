/** Precision π, recall ρ and F1 of one contingency table. */
export interface PrecisionRecallF1 {
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
}

/**
 * Precision π = TP / (TP + FP), recall ρ = TP / (TP + FN) and F1 = 2TP / (2TP + FP + FN)
 * (MP-Boost paper, Eq. 13), with the paper's convention for the undefined case: when
 * TP = FP = FN = 0 the classifier correctly rejected every document, and all three are 1.
 *
 * Any other 0/0 is 0: precision when nothing was predicted but some positive was missed
 * (TP = FP = 0 < FN), recall when the truth has no positive but something was predicted
 * (TP = FN = 0 < FP). With these conventions F1 is always the harmonic mean 2πρ / (π + ρ) (0 when
 * π + ρ = 0), and never NaN.
 *
 * @param tp - true positives (a non-negative count; any non-negative number works)
 * @param fp - false positives
 * @param fn - false negatives
 * @returns `{ precision, recall, f1 }`, each in [0, 1]
 *
 * @example
 * ```ts
 * precisionRecallF1(3, 1, 2); // { precision: 0.75, recall: 0.6, f1: 0.666... }
 * precisionRecallF1(0, 0, 0); // { precision: 1, recall: 1, f1: 1 }  (nothing to find, nothing claimed)
 * precisionRecallF1(0, 0, 4); // { precision: 0, recall: 0, f1: 0 }
 * ```
 */
export function precisionRecallF1(tp: number, fp: number, fn: number): PrecisionRecallF1 {
  if (tp === 0 && fp === 0 && fn === 0) return { precision: 1, recall: 1, f1: 1 };
  return {
    precision: tp + fp === 0 ? 0 : tp / (tp + fp),
    recall: tp + fn === 0 ? 0 : tp / (tp + fn),
    f1: (2 * tp) / (2 * tp + fp + fn),
  };
}
