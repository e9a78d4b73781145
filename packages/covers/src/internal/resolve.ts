import type { Cover, DenseMatrix, LabelMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { type CompiledCover, compileCover, isCompiledCover } from "../compile-cover.js";

function sameLabels(a: LabelMatrix, b: LabelMatrix): boolean {
  if (a === b) return true;
  if (a.rows !== b.rows || a.cols !== b.cols || a.indices.length !== b.indices.length) return false;
  for (let p = 0; p < a.indptr.length; p++) if (a.indptr[p] !== b.indptr[p]) return false;
  for (let p = 0; p < a.indices.length; p++) if (a.indices[p] !== b.indices[p]) return false;
  return true;
}

/**
 * Checks labels and scores against each other and compiles the cover (or checks a compiled one was
 * built from these labels). Internal.
 */
export function resolveCover(
  cover: Cover | CompiledCover,
  Y: LabelMatrix,
  scores: DenseMatrix,
): CompiledCover {
  if (scores.rows !== Y.rows || scores.cols !== Y.cols || scores.data.length !== Y.rows * Y.cols) {
    throw new TextboostError(
      "E_SHAPE",
      `scores are ${scores.rows} x ${scores.cols} (${scores.data.length} values) but Y is ${Y.rows} x ${Y.cols}`,
    );
  }
  if (Y.rows === 0) throw new TextboostError("E_SHAPE", "there are no documents to evaluate (Y has 0 rows)");
  for (let p = 0; p < scores.data.length; p++) {
    const v = scores.data[p]!;
    if (!Number.isFinite(v)) {
      const row = Math.floor(p / Y.cols);
      throw new TextboostError(
        "E_NUMERIC",
        `score for label ${p - row * Y.cols} is ${v}; scores must be finite`,
        {
          row,
        },
      );
    }
  }
  if (isCompiledCover(cover)) {
    if (!sameLabels(cover.Y, Y)) {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `the compiled cover "${cover.name}" was built for other label sets than these`,
      );
    }
    return cover;
  }
  return compileCover(cover, Y);
}

/** The loss of one element: log(1 + Σ_{j ∈ a} exp(z_j)) with z_j = −y^j f^j, by log-sum-exp. Internal. */
export function elementLoss(z: Float64Array, n: number): number {
  let max = 0;
  for (let t = 0; t < n; t++) if (z[t]! > max) max = z[t]!;
  let sum = 0;
  if (max === 0) {
    for (let t = 0; t < n; t++) sum += Math.exp(z[t]!);
    return Math.log1p(sum);
  }
  sum = Math.exp(-max);
  for (let t = 0; t < n; t++) sum += Math.exp(z[t]! - max);
  return max + Math.log(sum);
}
