import type { LabelMatrix } from "@textboost/core";
import { checkBipartitionInputs } from "./validate.js";

/** Per-label contingency counts of a bipartition: `tp[j]`, `fp[j]`, `fn[j]`, `tn[j]` for label j. */
export interface ConfusionCounts {
  /** Documents that have label j and were predicted to have it. */
  readonly tp: Int32Array;
  /** Documents predicted to have label j that do not. */
  readonly fp: Int32Array;
  /** Documents that have label j but were not predicted to. */
  readonly fn: Int32Array;
  /** Documents that neither have label j nor were predicted to. */
  readonly tn: Int32Array;
}

/**
 * Counts true/false positives/negatives per label by merging the sorted label lists of each document,
 * in O(nnz(Y) + nnz(predicted)).
 *
 * @param Y - the true label sets (documents x labels, binary CSR)
 * @param predicted - the predicted label sets, same shape
 * @returns one count array per cell of the 2 x 2 table, each of length `Y.cols`
 * @throws TextboostError `E_SHAPE` when the shapes differ, a matrix is malformed or empty
 *
 * @example
 * ```ts
 * // 2 documents, 2 labels: truth {0}, {0, 1}; predicted {0, 1}, {1}
 * const Y = { format: "csr", rows: 2, cols: 2, indptr: Int32Array.of(0, 1, 3), indices: Int32Array.of(0, 0, 1) } as const;
 * const P = { format: "csr", rows: 2, cols: 2, indptr: Int32Array.of(0, 2, 3), indices: Int32Array.of(0, 1, 1) } as const;
 * const c = confusionCounts(Y, P);
 * // c.tp = [1, 1], c.fp = [0, 1], c.fn = [1, 0], c.tn = [0, 0]
 * ```
 */
export function confusionCounts(Y: LabelMatrix, predicted: LabelMatrix): ConfusionCounts {
  checkBipartitionInputs(Y, predicted);
  const m = Y.cols;
  const tp = new Int32Array(m);
  const fp = new Int32Array(m);
  const fn = new Int32Array(m);
  for (let i = 0; i < Y.rows; i++) {
    let a = Y.indptr[i]!;
    const aEnd = Y.indptr[i + 1]!;
    let b = predicted.indptr[i]!;
    const bEnd = predicted.indptr[i + 1]!;
    while (a < aEnd || b < bEnd) {
      const ya = a < aEnd ? Y.indices[a]! : m;
      const pb = b < bEnd ? predicted.indices[b]! : m;
      if (ya === pb) {
        tp[ya]!++;
        a++;
        b++;
      } else if (ya < pb) {
        fn[ya]!++;
        a++;
      } else {
        fp[pb]!++;
        b++;
      }
    }
  }
  const tn = new Int32Array(m);
  for (let j = 0; j < m; j++) tn[j] = Y.rows - tp[j]! - fp[j]! - fn[j]!;
  return { tp, fp, fn, tn };
}
