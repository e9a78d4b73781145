import type { DenseMatrix } from "./matrix.js";

/**
 * Turns boosting scores into probabilities with the logistic of 2f: P(label | x) = 1 / (1 + e^(-2f)),
 * the link under which AdaBoost's exponential loss estimates the log odds (Friedman, Hastie and
 * Tibshirani 2000). Stable for large |f|.
 *
 * @example
 * ```ts
 * probabilities({ rows: 1, cols: 2, data: new Float64Array([0, 1]) }).data; // [0.5, 0.8807...]
 * ```
 */
export function probabilities(scores: DenseMatrix): DenseMatrix {
  const out = new Float64Array(scores.data.length);
  for (let i = 0; i < out.length; i++) {
    const f = scores.data[i]!;
    out[i] = f >= 0 ? 1 / (1 + Math.exp(-2 * f)) : Math.exp(2 * f) / (1 + Math.exp(2 * f));
  }
  return { rows: scores.rows, cols: scores.cols, data: out };
}
