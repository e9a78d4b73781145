import type { DenseMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";

/** Throws `E_INVALID_ARGUMENT` unless `size` is an integer ≥ 1. @internal */
export function checkSize(size: number, name = "size"): void {
  if (!Number.isInteger(size) || size < 1) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `${name} must be an integer ≥ 1 (the number of terms to keep), got ${String(size)}`,
    );
  }
}

/** Throws unless `scores` is a labels x terms matrix of finite numbers with at least one label. @internal */
export function checkScores(scores: DenseMatrix): void {
  const { rows, cols, data } = scores;
  if (
    !Number.isInteger(rows) ||
    !Number.isInteger(cols) ||
    rows < 0 ||
    cols < 0 ||
    data.length !== rows * cols
  ) {
    throw new TextboostError(
      "E_SHAPE",
      `scores must be a labels x terms matrix: data has length ${data.length}, rows x cols = ${rows} x ${cols}`,
    );
  }
  if (rows === 0) {
    throw new TextboostError("E_INVALID_ARGUMENT", "there are no labels: nothing to select features for");
  }
  for (let p = 0; p < data.length; p++) {
    if (!Number.isFinite(data[p]!)) {
      throw new TextboostError(
        "E_NUMERIC",
        `score of term ${p % cols} for label ${Math.floor(p / cols)} is ${data[p]}; scores must be finite`,
      );
    }
  }
}

/** Checks priors: one per label, each a probability in [0, 1]. Returns them as a Float64Array. @internal */
export function checkPriors(priors: ArrayLike<number>, labels: number): Float64Array {
  if (priors.length !== labels) {
    throw new TextboostError(
      "E_SHAPE",
      `priors has length ${priors.length}, expected one per label (${labels})`,
    );
  }
  const out = new Float64Array(labels);
  for (let j = 0; j < labels; j++) {
    const p = priors[j]!;
    if (!(typeof p === "number" && p >= 0 && p <= 1)) {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `prior of label ${j} is ${String(p)}; priors are probabilities P(c) in [0, 1]`,
      );
    }
    out[j] = p;
  }
  return out;
}
