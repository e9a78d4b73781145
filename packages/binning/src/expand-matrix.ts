import type { CsrMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { type Binning, derivedPresent } from "./binning.js";

/**
 * The binary matrix of the derived features of `binning` ({@link Binning}): entry (i, d) is stored
 * iff `derivedPresent(x_ik, thresholds[d])`. A presence stump on d is then exactly the threshold
 * stump on k at `thresholds[d]`, and the presence-stump statistics W(d, j, ±) over this matrix are
 * the per-(feature, bin, label, sign) sums of the threshold stumps. Only stored entries are visited
 * (absent ones make nothing); column indices stay ascending in each row.
 *
 * @param X - documents x original features (any documents: training or new)
 * @param binning - from {@link fitBinning} on the training matrix
 * @returns documents x `binning.thresholds.length`, binary (no `values`)
 * @throws TextboostError `E_SHAPE` when X has another number of columns than the binning
 *
 * @example
 * ```ts
 * const Xb = expandMatrix(X, fitBinning(X, 8));
 * Xb.cols; // number of thresholds
 * ```
 */
export function expandMatrix(X: CsrMatrix, binning: Binning): CsrMatrix {
  if (X.cols !== binning.features) {
    throw new TextboostError(
      "E_SHAPE",
      `the binning is of ${binning.features} features, the matrix has ${X.cols} columns`,
    );
  }
  const { offsets, thresholds } = binning;
  const { rows, indptr, indices, values } = X;
  const forEachDerived = (p: number, emit: (d: number) => void): void => {
    const k = indices[p]!;
    const v = values ? values[p]! : 1;
    for (let d = offsets[k]!; d < offsets[k + 1]!; d++) if (derivedPresent(v, thresholds[d]!)) emit(d);
  };
  let nnz = 0;
  const count = (): void => {
    nnz++;
  };
  for (let p = 0; p < indices.length; p++) forEachDerived(p, count);
  const outPtr = new Int32Array(rows + 1);
  const outIndices = new Int32Array(nnz);
  let q = 0;
  const put = (d: number): void => {
    outIndices[q++] = d;
  };
  for (let r = 0; r < rows; r++) {
    for (let p = indptr[r]!; p < indptr[r + 1]!; p++) forEachDerived(p, put);
    outPtr[r + 1] = q;
  }
  return { format: "csr", rows, cols: thresholds.length, indptr: outPtr, indices: outIndices };
}
