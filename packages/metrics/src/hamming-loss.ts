import type { LabelMatrix } from "@textboost/core";
import { confusionCounts } from "./confusion-counts.js";

/**
 * Hamming loss: the fraction of (document, label) pairs the prediction gets wrong,
 * (FP + FN) / (documents x labels). It is the loss AdaBoost.MH bounds (Schapire and Singer 2000) and
 * the covering error of the Hamming cover (AdaBoost.LC paper, Fig. 1a). 0 is ideal.
 *
 * @param Y - the true label sets (documents x labels, binary CSR)
 * @param predicted - the predicted label sets, same shape
 * @returns a number in [0, 1]
 * @throws TextboostError `E_SHAPE` when the shapes differ, a matrix is malformed or has no documents or labels
 *
 * @example
 * ```ts
 * // truth {0}, {0, 1}; predicted {0, 1}, {1}: 2 wrong pairs out of 4
 * const Y = { format: "csr", rows: 2, cols: 2, indptr: Int32Array.of(0, 1, 3), indices: Int32Array.of(0, 0, 1) } as const;
 * const P = { format: "csr", rows: 2, cols: 2, indptr: Int32Array.of(0, 2, 3), indices: Int32Array.of(0, 1, 1) } as const;
 * hammingLoss(Y, P); // 0.5
 * ```
 */
export function hammingLoss(Y: LabelMatrix, predicted: LabelMatrix): number {
  const { fp, fn } = confusionCounts(Y, predicted);
  let wrong = 0;
  for (let j = 0; j < Y.cols; j++) wrong += fp[j]! + fn[j]!;
  return wrong / (Y.rows * Y.cols);
}
