import { TextboostError } from "./errors.js";
import type { DenseMatrix, LabelMatrix } from "./matrix.js";

/**
 * Turns real scores into label sets: document i gets label j when `scores(i, j) > threshold_j`.
 * What every model's `predict` does, and what metrics use to threshold scores.
 *
 * @param scores - documents x labels
 * @param thresholds - one for all labels, or one per label (default 0)
 * @returns a binary documents x labels CSR matrix
 * @throws TextboostError `E_SHAPE` when the number of thresholds is not the number of labels,
 *   `E_INVALID_ARGUMENT` for a NaN threshold
 *
 * @example
 * ```ts
 * const Y = labelsAboveThresholds({ rows: 1, cols: 3, data: new Float64Array([0.5, -1, 2]) });
 * Array.from(Y.indices); // [0, 2]
 * ```
 */
export function labelsAboveThresholds(
  scores: DenseMatrix,
  thresholds: number | ArrayLike<number> = 0,
): LabelMatrix {
  const { rows, cols, data } = scores;
  const t = new Float64Array(cols);
  if (typeof thresholds === "number") {
    t.fill(thresholds);
  } else {
    if (thresholds.length !== cols) {
      throw new TextboostError("E_SHAPE", `got ${thresholds.length} thresholds for ${cols} labels`);
    }
    for (let j = 0; j < cols; j++) t[j] = thresholds[j]!;
  }
  for (let j = 0; j < cols; j++) {
    if (Number.isNaN(t[j])) throw new TextboostError("E_INVALID_ARGUMENT", `threshold of label ${j} is NaN`);
  }
  const indptr = new Int32Array(rows + 1);
  let nnz = 0;
  for (let i = 0; i < data.length; i++) if (data[i]! > t[i % cols]!) nnz++;
  const indices = new Int32Array(nnz);
  let p = 0;
  for (let i = 0, base = 0; i < rows; i++, base += cols) {
    for (let j = 0; j < cols; j++) if (data[base + j]! > t[j]!) indices[p++] = j;
    indptr[i + 1] = p;
  }
  return { format: "csr", rows, cols, indptr, indices };
}
