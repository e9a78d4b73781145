import type { DenseMatrix, LabelMatrix } from "@textboost/core";
import { checkLabels } from "./internal/check-input.js";

/**
 * Label co-occurrence similarity: the cosine between the label columns of Y,
 * |D_j ∩ D_k| / √(|D_j| |D_k|) for the document sets D_j and D_k of labels j and k. Labels that are
 * often given together are similar. A label without documents has similarity 0 to every label (itself
 * included); every other label has 1 on the diagonal. Exactly symmetric.
 *
 * @param Y - documents x labels (binary CSR)
 * @returns the labels x labels similarity matrix, row-major
 * @throws TextboostError `E_SHAPE` for a malformed Y
 *
 * @example
 * ```ts
 * // labels {0}, {0, 1}, {1}: label 0 on 2 documents, label 1 on 2, together on 1
 * const Y = { format: "csr", rows: 3, cols: 2, indptr: Int32Array.of(0, 1, 3, 4), indices: Int32Array.of(0, 0, 1, 1) } as const;
 * cooccurrenceCosine(Y).data; // [1, 0.5, 0.5, 1]
 * ```
 */
export function cooccurrenceCosine(Y: LabelMatrix): DenseMatrix {
  checkLabels(Y);
  const m = Y.cols;
  const both = new Float64Array(m * m);
  for (let i = 0; i < Y.rows; i++) {
    for (let p = Y.indptr[i]!; p < Y.indptr[i + 1]!; p++) {
      const j = Y.indices[p]!;
      for (let q = Y.indptr[i]!; q < Y.indptr[i + 1]!; q++) both[j * m + Y.indices[q]!]!++;
    }
  }
  const data = new Float64Array(m * m);
  for (let j = 0; j < m; j++) {
    for (let k = 0; k < m; k++) {
      const n = both[j * m + k]!;
      if (n > 0) data[j * m + k] = n / Math.sqrt(both[j * m + j]! * both[k * m + k]!);
    }
  }
  return { rows: m, cols: m, data };
}
