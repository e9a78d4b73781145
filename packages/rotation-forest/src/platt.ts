import type { DenseMatrix, LabelMatrix } from "@textboost/core";

/**
 * A per-label affine map of a member's boosting scores, f' = scale · f + shift (scale ≥ 0), so that
 * the logistic link 1 / (1 + e^(−2 f')) gives calibrated probabilities: Platt scaling written on the
 * boosting scale. Label λ's map is `scale[λ]`, `shift[λ]`.
 */
export interface ScoreCalibration {
  readonly scale: Float64Array;
  readonly shift: Float64Array;
}

/** Newton steps of {@link fitPlatt}; each halves its step until the loss goes down. */
const MAX_STEPS = 50;

/**
 * The distinct scores of one label's documents, ascending, with how many documents have each and the
 * sum of their smoothed targets: a boosted member's scores take few values (sums of a few stump votes),
 * so the fit visits each value once, not each document.
 */
interface ScoreGroups {
  readonly values: Float64Array;
  readonly counts: Float64Array;
  readonly targets: Float64Array;
}

/** Groups equal scores (positives and negatives sorted apart, then merged); `positives` counts y > 0. */
function groupScores(
  f: ArrayLike<number>,
  y: ArrayLike<number>,
  positives: number,
  hi: number,
  lo: number,
): ScoreGroups {
  const n = f.length;
  const pos = new Float64Array(positives);
  const neg = new Float64Array(n - positives);
  for (let i = 0, a = 0, b = 0; i < n; i++) {
    if (y[i]! > 0) pos[a++] = f[i]!;
    else neg[b++] = f[i]!;
  }
  pos.sort();
  neg.sort();
  const values = new Float64Array(n);
  const counts = new Float64Array(n);
  const targets = new Float64Array(n);
  let g = -1;
  for (let a = 0, b = 0; a < pos.length || b < neg.length; ) {
    const fromPositives = b >= neg.length || (a < pos.length && pos[a]! <= neg[b]!);
    const v = fromPositives ? pos[a++]! : neg[b++]!;
    if (g < 0 || values[g] !== v) values[++g] = v;
    counts[g]!++;
    targets[g]! += fromPositives ? hi : lo;
  }
  return {
    values: values.subarray(0, g + 1),
    counts: counts.subarray(0, g + 1),
    targets: targets.subarray(0, g + 1),
  };
}

/** The log loss Σ_i log(1 + e^{z_i}) − t_i·z_i at z = A·f + B, over groups of equal scores, without overflow. */
function groupLoss({ values, counts, targets }: ScoreGroups, A: number, B: number): number {
  let s = 0;
  for (let q = 0; q < values.length; q++) {
    const z = A * values[q]! + B;
    s += counts[q]! * (z > 0 ? z + Math.log1p(Math.exp(-z)) : Math.log1p(Math.exp(z))) - targets[q]! * z;
  }
  return s;
}

/**
 * Platt scaling of one label (Platt 1999, with his smoothed targets (N₊ + 1)/(N₊ + 2) and 1/(N₋ + 2)):
 * the A, B that minimise the log loss of σ(A·f + B) on the given scores, fitted by Newton's method
 * with step halving, returned on the boosting scale as scale = A/2, shift = B/2. A decreasing fit
 * (A < 0, scores that rank the label backwards) is refused: the label then gets scale 0 and the
 * shift of its smoothed base rate. Documents with equal scores are summed as one term of the loss.
 *
 * @param f - the scores of the documents
 * @param y - 1 where the label is relevant, else 0 (same length)
 * @returns `{ scale, shift }`, both finite, scale ≥ 0
 *
 * @example
 * ```ts
 * fitPlatt([-2, -1, 1, 2], [0, 0, 1, 1]); // { scale: > 0, shift: ≈ 0 }
 * ```
 */
export function fitPlatt(f: ArrayLike<number>, y: ArrayLike<number>): { scale: number; shift: number } {
  const n = f.length;
  let positives = 0;
  for (let i = 0; i < n; i++) positives += y[i]! > 0 ? 1 : 0;
  const hi = (positives + 1) / (positives + 2);
  const lo = 1 / (n - positives + 2);
  const prior = (positives + 1) / (n + 2);
  const baseRate = { scale: 0, shift: 0.5 * Math.log(prior / (1 - prior)) };
  if (n === 0) return baseRate;
  const groups = groupScores(f, y, positives, hi, lo);
  const { values, counts, targets } = groups;
  let A = 1;
  let B = 2 * baseRate.shift;
  let current = groupLoss(groups, A, B);
  for (let step = 0; step < MAX_STEPS; step++) {
    let gA = 0;
    let gB = 0;
    let hAA = 1e-12;
    let hAB = 0;
    let hBB = 1e-12;
    for (let q = 0; q < values.length; q++) {
      const v = values[q]!;
      const c = counts[q]!;
      const p = 1 / (1 + Math.exp(-(A * v + B)));
      const r = c * p - targets[q]!;
      const w = c * p * (1 - p);
      gA += r * v;
      gB += r;
      hAA += w * v * v;
      hAB += w * v;
      hBB += w;
    }
    const det = hAA * hBB - hAB * hAB;
    if (!(Math.abs(gA) + Math.abs(gB) > 1e-10) || !(det > 0)) break;
    const dA = (hBB * gA - hAB * gB) / det;
    const dB = (hAA * gB - hAB * gA) / det;
    let t = 1;
    let improved = false;
    while (t > 1e-10) {
      const next = groupLoss(groups, A - t * dA, B - t * dB);
      if (next < current) {
        A -= t * dA;
        B -= t * dB;
        current = next;
        improved = true;
        break;
      }
      t /= 2;
    }
    if (!improved) break;
  }
  if (!(A >= 0) || !Number.isFinite(A) || !Number.isFinite(B)) return baseRate;
  return { scale: A / 2, shift: B / 2 };
}

/**
 * Fits a {@link ScoreCalibration} per label on documents whose scores and label sets are known
 * (a member's out-of-bag documents).
 *
 * @param scores - documents x labels scores
 * @param Y - the documents' label sets
 *
 * @example
 * ```ts
 * const calibration = fitScoreCalibration(model.scores(X), Y); // a member fits it on its own documents
 * ```
 */
export function fitScoreCalibration(scores: DenseMatrix, Y: LabelMatrix): ScoreCalibration {
  const { rows, cols } = scores;
  const scale = new Float64Array(cols);
  const shift = new Float64Array(cols);
  const relevant = new Uint8Array(rows * cols);
  for (let i = 0; i < rows; i++)
    for (let p = Y.indptr[i]!; p < Y.indptr[i + 1]!; p++) relevant[i * cols + Y.indices[p]!] = 1;
  const f = new Float64Array(rows);
  const y = new Uint8Array(rows);
  for (let l = 0; l < cols; l++) {
    for (let i = 0; i < rows; i++) {
      f[i] = scores.data[i * cols + l]!;
      y[i] = relevant[i * cols + l]!;
    }
    const fit = fitPlatt(f, y);
    scale[l] = fit.scale;
    shift[l] = fit.shift;
  }
  return { scale, shift };
}

/**
 * Applies a calibration to documents x labels scores: f' = scale[λ] · f + shift[λ] (a new matrix).
 *
 * @example
 * ```ts
 * calibrateScores(model.scores(X), fitScoreCalibration(model.scores(X), Y));
 * ```
 */
export function calibrateScores(scores: DenseMatrix, c: ScoreCalibration): DenseMatrix {
  const { rows, cols } = scores;
  const data = new Float64Array(rows * cols);
  for (let i = 0; i < rows; i++)
    for (let l = 0; l < cols; l++)
      data[i * cols + l] = c.scale[l]! * scores.data[i * cols + l]! + c.shift[l]!;
  return { rows, cols, data };
}
