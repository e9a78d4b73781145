import { checkColumn } from "./internal/check-scores.js";

/**
 * A non-decreasing piecewise-linear map from scores to probabilities: the points `(x[k], y[k])`,
 * `x` strictly increasing and `y` non-decreasing in [0, 1]; between points the map is linear, outside
 * them constant (scikit-learn's `IsotonicRegression(out_of_bounds="clip")`).
 */
export interface IsotonicFit {
  readonly x: readonly number[];
  readonly y: readonly number[];
}

/**
 * Isotonic regression of 0/1 outcomes on scores (Zadrozny and Elkan 2002's calibration): the
 * non-decreasing step function of the score closest to the outcomes in squared error, found by the
 * pool-adjacent-violators algorithm. Equal scores are pooled first (their mean outcome, weighted by
 * their count), as scikit-learn does. The result keeps the two ends of each constant step, so that
 * interpolating between them, as {@link isotonicValue} does, reproduces scikit-learn's predictions.
 *
 * @param scores - the label's scores on the calibration documents, finite
 * @param positive - 1 where the document has the label, 0 where not (same length)
 * @returns an {@link IsotonicFit}; with no documents, empty (then {@link isotonicValue} gives 1/2)
 * @throws TextboostError `E_SHAPE` when the lengths differ; `E_NUMERIC` for a non-finite score
 *
 * @example
 * ```ts
 * fitIsotonic(Float64Array.of(1, 2, 3, 4), Uint8Array.of(0, 1, 0, 1));
 * // { x: [1, 2, 3, 4], y: [0, 0.5, 0.5, 1] }
 * ```
 */
export function fitIsotonic(scores: ArrayLike<number>, positive: ArrayLike<number>): IsotonicFit {
  const n = scores.length;
  checkColumn(scores, positive);
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => scores[a]! - scores[b]!);
  // Blocks: [first x, last x, sum of outcomes, weight]. Documents with equal scores are pooled into
  // one unit before any block is merged, so a tie never drags earlier blocks with it.
  const lowX: number[] = [];
  const highX: number[] = [];
  const sum: number[] = [];
  const weight: number[] = [];
  for (let k = 0; k < n; ) {
    const x = scores[order[k]!]!;
    let s = 0;
    let w = 0;
    for (; k < n && scores[order[k]!] === x; k++) {
      s += positive[order[k]!] ? 1 : 0;
      w++;
    }
    lowX.push(x);
    highX.push(x);
    sum.push(s);
    weight.push(w);
    // pool adjacent violators: merge while the last block's mean is not above the one before it
    // (equal means too, so the steps are strictly increasing and each is kept by its two ends)
    for (let b = lowX.length - 1; b > 0 && sum[b]! * weight[b - 1]! <= sum[b - 1]! * weight[b]!; b--) {
      sum[b - 1]! += sum[b]!;
      weight[b - 1]! += weight[b]!;
      highX[b - 1] = highX[b]!;
      lowX.pop();
      highX.pop();
      sum.pop();
      weight.pop();
    }
  }
  const xs: number[] = [];
  const ys: number[] = [];
  for (let b = 0; b < lowX.length; b++) {
    const mean = sum[b]! / weight[b]!;
    xs.push(lowX[b]!);
    ys.push(mean);
    if (highX[b] !== lowX[b]) {
      xs.push(highX[b]!);
      ys.push(mean);
    }
  }
  return { x: xs, y: ys };
}

/**
 * The value of an {@link IsotonicFit} at `score`: linear between its points, the end values
 * outside them, 1/2 for an empty fit.
 *
 * @example
 * ```ts
 * isotonicValue({ x: [0, 2], y: [0.2, 0.6] }, 1); // 0.4
 * isotonicValue({ x: [0, 2], y: [0.2, 0.6] }, 9); // 0.6
 * ```
 */
export function isotonicValue(fit: IsotonicFit, score: number): number {
  const { x, y } = fit;
  const n = x.length;
  if (n === 0) return 0.5;
  if (score <= x[0]!) return y[0]!;
  if (score >= x[n - 1]!) return y[n - 1]!;
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (x[mid]! <= score) lo = mid;
    else hi = mid;
  }
  const t = (score - x[lo]!) / (x[hi]! - x[lo]!);
  return y[lo]! + t * (y[hi]! - y[lo]!);
}
