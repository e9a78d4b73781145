import type { CsrMatrix, Dataset, LabelMatrix, TrainingSet } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { toCsc, validateCsr } from "@textboost/sparse";

/**
 * A {@link TrainingSet} for a data set: X, its CSC form, Y and the sign matrix. A private copy of
 * what `trainingSet` in `@textboost/stumps` does, so that this package does not depend on stumps.
 */
export function trainingSetFromDataset(data: Pick<Dataset, "X" | "Y">): TrainingSet {
  return trainingSetOf(data.X, data.Y);
}

function trainingSetOf(X: CsrMatrix, Y: LabelMatrix): TrainingSet {
  if (X.rows !== Y.rows) throw new TextboostError("E_SHAPE", `X has ${X.rows} rows but Y has ${Y.rows}`);
  validateCsr(X);
  validateCsr(Y);
  const m = Y.cols;
  const signs = new Int8Array(X.rows * m).fill(-1);
  for (let i = 0; i < Y.rows; i++) {
    for (let p = Y.indptr[i]!; p < Y.indptr[i + 1]!; p++) signs[i * m + Y.indices[p]!] = 1;
  }
  return { X, Xc: toCsc(X), Y, signs };
}
