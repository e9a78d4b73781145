import type { DenseMatrix, LabelMatrix } from "@textboost/core";
import { checkTruthAndScores, labelColumn } from "./internal/check-scores.js";

/** Options of {@link f1OptimalThresholds}. */
export interface F1OptimalThresholdsOptions {
  /** The threshold of a label without a positive document, or below `minF1` (default 0, AdaBoost's sign rule). */
  readonly fallback?: number;
  /**
   * Yang's `fbr` (SCut.FBR): a label whose best F1 on these documents is below this keeps the
   * fallback threshold, since a cut tuned on a handful of positives is mostly noise (default 0: every
   * label with a positive gets its F1-optimal cut).
   */
  readonly minF1?: number;
}

/**
 * Per-label thresholds that maximise each label's F1 on the given (validation) documents: Yang's
 * SCut (2001) with F1 as the measure, the per-label counterpart of MEKA's `PCutL`. For label j the
 * documents are sorted by score; predicting the r best (r = 0..n, cutting only between different
 * scores) gives F1 = 2 TP(r) / (P + r) with P positives, and the best r wins (ties: the smallest r,
 * so the highest threshold). The threshold is the midpoint between the last predicted and the first
 * unpredicted score; below the lowest score when all are predicted. A label is predicted when its
 * score is strictly above its threshold, as everywhere in textboost.
 *
 * A label with no positive document predicts nothing on these documents at best (F1 is 1 by the
 * TP = FP = FN = 0 convention, 0 for any prediction): its threshold is the fallback, raised to the
 * highest score when that is above it. A label whose best F1 is below `minF1` keeps the fallback
 * (Yang's SCut.FBR): with few positives the F1-optimal cut often predicts dozens of documents to catch
 * one, which costs far more precision on new documents than it gains. Cost O(n log n) per label.
 *
 * @param Y - the true label sets (documents x labels, binary CSR)
 * @param scores - the model's scores for the same documents, row-major, finite
 * @param options - {@link F1OptimalThresholdsOptions}
 * @returns one threshold per label, finite
 * @throws TextboostError `E_SHAPE` when `Y` and `scores` differ in size; `E_NUMERIC` for a
 *   non-finite score
 *
 * @example
 * ```ts
 * import { labelMatrix } from "@textboost/sparse";
 * const Y = labelMatrix([[0], [], [0], []], 1);
 * const scores = { rows: 4, cols: 1, data: Float64Array.of(0.9, 0.5, -0.2, -1) };
 * f1OptimalThresholds(Y, scores); // [-0.6]: predicting the three best gives F1 = 0.8, the best
 * ```
 */
export function f1OptimalThresholds(
  Y: LabelMatrix,
  scores: DenseMatrix,
  options: F1OptimalThresholdsOptions = {},
): Float64Array {
  checkTruthAndScores(Y, scores);
  const fallback = options.fallback ?? 0;
  const minF1 = options.minF1 ?? 0;
  const out = new Float64Array(scores.cols);
  for (let j = 0; j < scores.cols; j++) {
    const { score, positive } = labelColumn(Y, scores, j);
    out[j] = bestCut(score, positive, fallback, minF1);
  }
  return out;
}

/** The F1-optimal threshold of one label (the fallback when its F1 is below `minF1`). */
function bestCut(score: Float64Array, positive: Uint8Array, fallback: number, minF1: number): number {
  const n = score.length;
  let P = 0;
  let top = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    P += positive[i]!;
    if (score[i]! > top) top = score[i]!;
  }
  if (P === 0) return n === 0 ? fallback : Math.max(fallback, top);
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => score[b]! - score[a]!);
  let bestF1 = 0; // r = 0: TP = 0 with P > 0; predicting all has F1 > 0, so some r >= 1 wins
  let bestR = 0;
  let tp = 0;
  for (let r = 1; r <= n; r++) {
    tp += positive[order[r - 1]!]!;
    if (r < n && score[order[r]!] === score[order[r - 1]!]) continue; // cut only between different scores
    const f1 = (2 * tp) / (P + r);
    if (f1 > bestF1) {
      bestF1 = f1;
      bestR = r;
    }
  }
  if (bestF1 < minF1) return fallback;
  const last = score[order[bestR - 1]!]!;
  if (bestR === n) return last - Math.max(1, Math.abs(last));
  const next = score[order[bestR]!]!;
  const mid = last / 2 + next / 2;
  return mid < last ? mid : next; // two neighbouring doubles: cut at the lower
}
