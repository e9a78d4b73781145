import type { CsrMatrix, DenseMatrix, LabelMatrix } from "@textboost/core";
import { checkFeatures, checkLabels } from "./internal/check-input.js";
import { labelDocuments } from "./internal/label-documents.js";

/** A label's summed document vectors, as sorted sparse entries. */
interface SparseSum {
  readonly indices: Int32Array;
  readonly values: Float64Array;
  readonly norm: number;
}

function labelSums(X: CsrMatrix, Y: LabelMatrix): SparseSum[] {
  const scratch = new Float64Array(X.cols);
  const touched = new Uint8Array(X.cols);
  return labelDocuments(Y).map((docs) => {
    const used: number[] = [];
    for (const i of docs) {
      for (let p = X.indptr[i]!; p < X.indptr[i + 1]!; p++) {
        const t = X.indices[p]!;
        if (touched[t] === 0) {
          touched[t] = 1;
          used.push(t);
        }
        scratch[t]! += X.values?.[p] ?? 1;
      }
    }
    used.sort((a, b) => a - b);
    const indices = Int32Array.from(used);
    const values = Float64Array.from(used, (t) => scratch[t]!);
    let squares = 0;
    for (const t of used) {
      squares += scratch[t]! * scratch[t]!;
      scratch[t] = 0;
      touched[t] = 0;
    }
    return { indices, values, norm: Math.sqrt(squares) };
  });
}

/**
 * Cosine similarity between category centroids: the centroid of label j is the mean of the rows of X
 * of its documents, and entry (j, k) is cos(c_j, c_k) = c_j · c_k / (|c_j| |c_k|), the similarity
 * reference [5] of the TreeBoost.MH paper clusters Reuters-21578's categories with. A label without
 * documents, or whose documents have no features, has a zero centroid and similarity 0 to every label
 * (itself included); every other label has 1 on the diagonal.
 *
 * The result is exactly symmetric, and does not depend on the order of the labels: each dot product
 * is summed in increasing feature order.
 *
 * @param X - documents x features (CSR; binary when `values` is absent), finite values
 * @param Y - documents x labels (binary CSR), same rows
 * @returns the labels x labels similarity matrix, row-major
 * @throws TextboostError `E_SHAPE` when X and Y do not fit or are malformed; `E_NUMERIC` naming the row
 *   of a non-finite feature value
 *
 * @example
 * ```ts
 * // 3 documents, features {0}, {0, 1}, {2}; labels {0}, {0, 1}, {1}
 * const X = { format: "csr", rows: 3, cols: 3, indptr: Int32Array.of(0, 1, 3, 4), indices: Int32Array.of(0, 0, 1, 2) } as const;
 * const Y = { format: "csr", rows: 3, cols: 2, indptr: Int32Array.of(0, 1, 3, 4), indices: Int32Array.of(0, 0, 1, 1) } as const;
 * centroidCosine(X, Y).data; // [1, √0.6, √0.6, 1]: centroids (1, 1/2, 0) and (1/2, 1/2, 1/2)
 * ```
 */
export function centroidCosine(X: CsrMatrix, Y: LabelMatrix): DenseMatrix {
  checkLabels(Y);
  checkFeatures(X, Y);
  const sums = labelSums(X, Y);
  const m = Y.cols;
  const data = new Float64Array(m * m);
  const dense = new Float64Array(X.cols);
  for (let j = 0; j < m; j++) {
    const a = sums[j]!;
    if (a.norm === 0) continue;
    data[j * m + j] = 1;
    for (let p = 0; p < a.indices.length; p++) dense[a.indices[p]!] = a.values[p]!;
    for (let k = j + 1; k < m; k++) {
      const b = sums[k]!;
      if (b.norm === 0) continue;
      let dot = 0;
      for (let p = 0; p < b.indices.length; p++) dot += dense[b.indices[p]!]! * b.values[p]!;
      const s = dot / (a.norm * b.norm);
      data[j * m + k] = s;
      data[k * m + j] = s;
    }
    for (let p = 0; p < a.indices.length; p++) dense[a.indices[p]!] = 0;
  }
  return { rows: m, cols: m, data };
}
