import type { CsrMatrix, LabelMatrix, TrainingSet } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { toCsc } from "./to-csc.js";
import { validateCsr } from "./validate.js";

/**
 * Prepares documents and label sets for boosting: validates them, builds the term -> documents
 * inverted index (CSC) once, and the sign matrix y(i, j) in {-1, +1}.
 *
 * @param X - documents x features; any stored entry counts as "term present" for presence stumps
 * @param Y - documents x labels, binary
 * @returns a {@link TrainingSet} that every weak learner of a `fit` shares
 * @throws TextboostError `E_SHAPE` when X and Y have different numbers of rows, or there is no document or label
 *
 * @example
 * ```ts
 * const ts = trainingSet(X, Y);
 * ts.signs[0 * Y.cols + 2]; // +1 when document 0 has label 2
 * ```
 */
export function trainingSet(X: CsrMatrix, Y: LabelMatrix): TrainingSet {
  if (X.rows !== Y.rows) {
    throw new TextboostError(
      "E_SHAPE",
      `X has ${X.rows} rows but Y has ${Y.rows}; they must describe the same documents`,
    );
  }
  if (X.rows === 0) throw new TextboostError("E_SHAPE", "the training set has no document");
  if (Y.cols === 0) throw new TextboostError("E_SHAPE", "the training set has no label");
  validateCsr(X);
  validateCsr(Y);
  const m = Y.cols;
  const signs = new Int8Array(X.rows * m).fill(-1);
  for (let i = 0; i < Y.rows; i++) {
    for (let p = Y.indptr[i]!; p < Y.indptr[i + 1]!; p++) signs[i * m + Y.indices[p]!] = 1;
  }
  return { X, Xc: toCsc(X), Y, signs };
}
