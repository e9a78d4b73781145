import type { CsrMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { normaliseBlockRows, termBlocks } from "./lsi-transforms.js";
import { type Projection, projectDocuments, projectedDimensions, projectionMatrix } from "./projection.js";

/**
 * Places two matrices with the same rows side by side, [A | B] (A's columns first), in CSR form.
 * Entries keep their rows' order: A's, then B's shifted by A's width.
 *
 * @throws TextboostError `E_SHAPE` when the row counts differ
 *
 * @example
 * ```ts
 * sideBySide(X, projectDocuments(X, projectionMatrix(projection))).cols; // X.cols + K·k
 * ```
 */
export function sideBySide(A: CsrMatrix, B: CsrMatrix): CsrMatrix {
  if (A.rows !== B.rows) {
    throw new TextboostError("E_SHAPE", `cannot place ${A.rows} rows beside ${B.rows} rows`);
  }
  const rows = A.rows;
  const nnz = A.indptr[rows]! + B.indptr[rows]!;
  const indptr = new Int32Array(rows + 1);
  const indices = new Int32Array(nnz);
  const values = new Float64Array(nnz);
  let q = 0;
  for (let i = 0; i < rows; i++) {
    for (let p = A.indptr[i]!; p < A.indptr[i + 1]!; p++, q++) {
      indices[q] = A.indices[p]!;
      values[q] = A.values === undefined ? 1 : A.values[p]!;
    }
    for (let p = B.indptr[i]!; p < B.indptr[i + 1]!; p++, q++) {
      indices[q] = A.cols + B.indices[p]!;
      values[q] = B.values === undefined ? 1 : B.values[p]!;
    }
    indptr[i + 1] = q;
  }
  return { format: "csr", rows, cols: A.cols + B.cols, indptr, indices, values };
}

/**
 * What a member's base booster sees: the projected documents X · R_i (the paper's MLRF; with a
 * projection that normalises rows, each document's row on each block's terms scaled to unit length
 * before it is projected on that block), or, with
 * `keepTerms`, the original terms followed by the projected dimensions, [X | X · R_i] (d + K·k
 * columns; Rotation Forest's own "keep every feature" reading, where the booster can still split on a
 * word).
 *
 * @param X - documents x d terms
 * @param projection - the member's projection
 * @param keepTerms - whether the terms stay beside the projections
 * @param R - `projectionMatrix(projection)` when already built
 * @returns documents x (K·k) or (d + K·k)
 *
 * @example
 * ```ts
 * memberInput(X, projection, true).cols; // X.cols + projectedDimensions(projection)
 * ```
 */
export function memberInput(
  X: CsrMatrix,
  projection: Projection,
  keepTerms: boolean,
  R: CsrMatrix = projectionMatrix(projection),
): CsrMatrix {
  const seen =
    projection.normaliseRows === true
      ? normaliseBlockRows(X, termBlocks(projection), projection.blocks.length)
      : X;
  const projected = projectDocuments(seen, R);
  return keepTerms ? sideBySide(X, projected) : projected;
}

/**
 * The number of features of a member's base model: K·k, plus d with `keepTerms`.
 *
 * @example
 * ```ts
 * memberWidth(projection, false); // K · k
 * ```
 */
export function memberWidth(projection: Projection, keepTerms: boolean): number {
  return projectedDimensions(projection) + (keepTerms ? projection.terms : 0);
}
