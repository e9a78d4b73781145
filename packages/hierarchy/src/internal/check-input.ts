import { type CsrMatrix, type LabelMatrix, TextboostError } from "@textboost/core";

/** Checks that `Y` is a well-formed label matrix (ids in range, ascending in each row). */
export function checkLabels(Y: LabelMatrix): void {
  if (Y.indptr.length !== Y.rows + 1 || Y.indptr[0] !== 0 || Y.indptr[Y.rows] !== Y.indices.length) {
    throw new TextboostError(
      "E_SHAPE",
      `Y.indptr must have ${Y.rows + 1} entries from 0 to nnz = ${Y.indices.length}`,
    );
  }
  for (let i = 0; i < Y.rows; i++) {
    let previous = -1;
    for (let p = Y.indptr[i]!; p < Y.indptr[i + 1]!; p++) {
      const j = Y.indices[p]!;
      if (!Number.isInteger(j) || j <= previous || j >= Y.cols) {
        throw new TextboostError(
          "E_SHAPE",
          `Y: label ids must be ascending integers in [0, ${Y.cols}), got ${j} after ${previous}`,
          { row: i },
        );
      }
      previous = j;
    }
  }
}

/** Checks that `X` fits `Y` (one row per document), is well formed and holds finite values only. */
export function checkFeatures(X: CsrMatrix, Y: LabelMatrix): void {
  if (X.rows !== Y.rows) throw new TextboostError("E_SHAPE", `X has ${X.rows} rows but Y has ${Y.rows}`);
  if (X.indptr.length !== X.rows + 1 || X.indptr[0] !== 0 || X.indptr[X.rows] !== X.indices.length) {
    throw new TextboostError(
      "E_SHAPE",
      `X.indptr must have ${X.rows + 1} entries from 0 to nnz = ${X.indices.length}`,
    );
  }
  if (X.values !== undefined && X.values.length !== X.indices.length) {
    throw new TextboostError(
      "E_SHAPE",
      `X.values has ${X.values.length} entries for ${X.indices.length} indices`,
    );
  }
  for (let i = 0; i < X.rows; i++) {
    for (let p = X.indptr[i]!; p < X.indptr[i + 1]!; p++) {
      const t = X.indices[p]!;
      if (!Number.isInteger(t) || t < 0 || t >= X.cols) {
        throw new TextboostError("E_SHAPE", `X: feature id ${t} is outside [0, ${X.cols})`, { row: i });
      }
      const v = X.values?.[p] ?? 1;
      if (!Number.isFinite(v)) {
        throw new TextboostError("E_NUMERIC", `X: feature ${t} has the value ${v}; values must be finite`, {
          row: i,
        });
      }
    }
  }
}
