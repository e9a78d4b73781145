import type { DenseMatrix, LabelMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";

/** Checks that `scores` is a well-sized matrix of finite numbers. */
export function checkScores(scores: DenseMatrix): void {
  if (scores.data.length !== scores.rows * scores.cols) {
    throw new TextboostError(
      "E_SHAPE",
      `scores hold ${scores.data.length} numbers for ${scores.rows} x ${scores.cols}`,
    );
  }
  for (let p = 0; p < scores.data.length; p++) {
    if (!Number.isFinite(scores.data[p])) {
      const row = Math.floor(p / scores.cols);
      throw new TextboostError(
        "E_NUMERIC",
        `score of document ${row}, label ${p % scores.cols} is ${scores.data[p]}`,
      );
    }
  }
}

/** Checks that truth `Y` and `scores` describe the same documents and labels. */
export function checkTruthAndScores(Y: LabelMatrix, scores: DenseMatrix): void {
  checkScores(scores);
  if (Y.rows !== scores.rows || Y.cols !== scores.cols) {
    throw new TextboostError(
      "E_SHAPE",
      `Y is ${Y.rows} x ${Y.cols} but the scores are ${scores.rows} x ${scores.cols}`,
    );
  }
}

/** Column `j` of the scores, and whether each document has label `j`. */
export function labelColumn(
  Y: LabelMatrix,
  scores: DenseMatrix,
  j: number,
): { score: Float64Array; positive: Uint8Array } {
  const n = scores.rows;
  const m = scores.cols;
  const score = new Float64Array(n);
  const positive = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    score[i] = scores.data[i * m + j]!;
    for (let p = Y.indptr[i]!; p < Y.indptr[i + 1]!; p++) if (Y.indices[p] === j) positive[i] = 1;
  }
  return { score, positive };
}

/** Checks one label's calibration inputs: as many 0/1 outcomes as scores, every score finite. */
export function checkColumn(scores: ArrayLike<number>, positive: ArrayLike<number>): void {
  if (positive.length !== scores.length) {
    throw new TextboostError("E_SHAPE", `${scores.length} scores but ${positive.length} labels`);
  }
  for (let i = 0; i < scores.length; i++) {
    if (!Number.isFinite(scores[i])) throw new TextboostError("E_NUMERIC", `score ${i} is ${scores[i]}`);
  }
}
