import type { LabelMatrix } from "@textboost/core";
import { checkBipartitionInputs } from "./validate.js";

/**
 * Subset accuracy (exact match): the fraction of documents whose predicted label set equals the true
 * one exactly, including documents with no label predicted and none true. It is 1 minus the
 * zero-one covering error (AdaBoost.LC paper, Fig. 1b). 1 is ideal.
 *
 * @param Y - the true label sets (documents x labels, binary CSR)
 * @param predicted - the predicted label sets, same shape
 * @returns a number in [0, 1]
 * @throws TextboostError `E_SHAPE` when the shapes differ, a matrix is malformed or has no documents or labels
 *
 * @example
 * ```ts
 * // truth {0}, {0, 1}; predicted {0}, {1}: only the first document is an exact match
 * const Y = { format: "csr", rows: 2, cols: 2, indptr: Int32Array.of(0, 1, 3), indices: Int32Array.of(0, 0, 1) } as const;
 * const P = { format: "csr", rows: 2, cols: 2, indptr: Int32Array.of(0, 1, 2), indices: Int32Array.of(0, 1) } as const;
 * subsetAccuracy(Y, P); // 0.5
 * ```
 */
export function subsetAccuracy(Y: LabelMatrix, predicted: LabelMatrix): number {
  checkBipartitionInputs(Y, predicted);
  let exact = 0;
  for (let i = 0; i < Y.rows; i++) {
    const a = Y.indptr[i]!;
    const n = Y.indptr[i + 1]! - a;
    const b = predicted.indptr[i]!;
    if (predicted.indptr[i + 1]! - b !== n) continue;
    let same = true;
    for (let k = 0; k < n; k++) {
      if (Y.indices[a + k] !== predicted.indices[b + k]) {
        same = false;
        break;
      }
    }
    if (same) exact++;
  }
  return exact / Y.rows;
}
