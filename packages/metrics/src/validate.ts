import type { DenseMatrix, LabelMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";

/**
 * Checks that `m` is a well-formed binary label matrix: `indptr` of length `rows + 1` starting at 0
 * and non-decreasing, label ids in `[0, cols)` strictly ascending within each row, and `values` (when
 * present) all equal to 1. Internal: every public measure calls it on its inputs.
 *
 * @param m - the matrix to check
 * @param name - how the message names it (`"Y"`, `"predictions"`)
 * @throws TextboostError `E_SHAPE` for a malformed structure, `E_INVALID_ARGUMENT` for a non-binary value
 */
export function checkLabelMatrix(m: LabelMatrix, name: string): void {
  const { rows, cols, indptr, indices, values } = m;
  if (!Number.isInteger(rows) || rows < 0 || !Number.isInteger(cols) || cols < 0) {
    throw new TextboostError("E_SHAPE", `${name} has an invalid size ${rows} x ${cols}`);
  }
  if (indptr.length !== rows + 1 || indptr[0] !== 0 || indptr[rows] !== indices.length) {
    throw new TextboostError(
      "E_SHAPE",
      `${name}.indptr must have length rows + 1 = ${rows + 1}, start at 0 and end at nnz = ${indices.length}`,
    );
  }
  if (values !== undefined && values.length !== indices.length) {
    throw new TextboostError(
      "E_SHAPE",
      `${name}.values has length ${values.length}, expected ${indices.length}`,
    );
  }
  for (let r = 0; r < rows; r++) {
    const start = indptr[r]!;
    const end = indptr[r + 1]!;
    if (end < start) throw new TextboostError("E_SHAPE", `${name}.indptr decreases`, { row: r });
    let previous = -1;
    for (let p = start; p < end; p++) {
      const c = indices[p]!;
      if (c <= previous || c >= cols) {
        throw new TextboostError(
          "E_SHAPE",
          `${name}: label ids must be strictly ascending integers in [0, ${cols}), got ${c} after ${previous}`,
          { row: r },
        );
      }
      previous = c;
      if (values !== undefined && values[p] !== 1) {
        throw new TextboostError(
          "E_INVALID_ARGUMENT",
          `${name} must be binary: label ${c} has value ${values[p]} (store only the labels that apply)`,
          { row: r },
        );
      }
    }
  }
}

/**
 * Checks that `Y` has at least one document and one label, so that every average is defined.
 *
 * @throws TextboostError `E_SHAPE`
 */
export function checkNotEmpty(Y: LabelMatrix): void {
  if (Y.rows === 0) throw new TextboostError("E_SHAPE", "there are no documents to evaluate (Y has 0 rows)");
  if (Y.cols === 0) throw new TextboostError("E_SHAPE", "there are no labels to evaluate (Y has 0 columns)");
}

/**
 * Checks truth and predicted label sets: both well-formed, same size, not empty.
 *
 * @throws TextboostError `E_SHAPE`, `E_INVALID_ARGUMENT`
 */
export function checkBipartitionInputs(Y: LabelMatrix, predicted: LabelMatrix): void {
  checkLabelMatrix(Y, "Y");
  checkLabelMatrix(predicted, "predictions");
  if (Y.rows !== predicted.rows || Y.cols !== predicted.cols) {
    throw new TextboostError(
      "E_SHAPE",
      `predictions are ${predicted.rows} x ${predicted.cols} but Y is ${Y.rows} x ${Y.cols}`,
    );
  }
  checkNotEmpty(Y);
}

/**
 * Checks a score matrix: `data.length === rows * cols` and every entry finite.
 *
 * @throws TextboostError `E_SHAPE` for a size mismatch, `E_NUMERIC` (naming the row) for NaN or ±Infinity
 */
export function checkScores(scores: DenseMatrix): void {
  const { rows, cols, data } = scores;
  if (
    !Number.isInteger(rows) ||
    rows < 0 ||
    !Number.isInteger(cols) ||
    cols < 0 ||
    data.length !== rows * cols
  ) {
    throw new TextboostError(
      "E_SHAPE",
      `scores are declared ${rows} x ${cols} but hold ${data.length} values (expected rows * cols)`,
    );
  }
  for (let i = 0; i < data.length; i++) {
    const v = data[i]!;
    if (!Number.isFinite(v)) {
      const row = Math.floor(i / cols);
      throw new TextboostError(
        "E_NUMERIC",
        `score for label ${i - row * cols} is ${v}; scores must be finite`,
        {
          row,
        },
      );
    }
  }
}

/**
 * Checks truth label sets and real scores: both well-formed, same size, not empty, scores finite.
 *
 * @throws TextboostError `E_SHAPE`, `E_NUMERIC`, `E_INVALID_ARGUMENT`
 */
export function checkRankingInputs(Y: LabelMatrix, scores: DenseMatrix): void {
  checkLabelMatrix(Y, "Y");
  checkScores(scores);
  if (Y.rows !== scores.rows || Y.cols !== scores.cols) {
    throw new TextboostError(
      "E_SHAPE",
      `scores are ${scores.rows} x ${scores.cols} but Y is ${Y.rows} x ${Y.cols}`,
    );
  }
  checkNotEmpty(Y);
}
