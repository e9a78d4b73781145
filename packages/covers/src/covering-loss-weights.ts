import type { DenseMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import type { CompiledCover } from "./compile-cover.js";
import { documentCoveringLoss } from "./document-covering-loss.js";

/** What {@link coveringLossWeights} returns. */
export interface CoveringLossWeights {
  /** The covering loss L(f, S, A), the mean over documents (as {@link coveringLoss}). */
  readonly loss: number;
  /**
   * Q(i, j) = Σ_s q(i, s, j), row-major documents x labels, where
   * q(i, s, j) = a_s^j exp(−y_i^j f^j(x_i)) / (1 + Σ_{j'} a_s^{j'} exp(−y_i^{j'} f^{j'}(x_i))) (Figure 2), each
   * element counted its multiplicity times. Every entry is in [0, Σ_s multiplicity].
   */
  readonly weights: Float64Array;
}

/**
 * The weights q_t(i, s, j) of AdaBoost.LC (Amit, Dekel and Singer 2007, Figure 2), summed over the
 * cover elements of each document, together with the covering loss, in one pass. Q(i, j) is
 * −y_i^j times the derivative of the (unnormalised) loss in f^j(x_i), so it is also the gradient the
 * boosting step follows. Computed by log-sum-exp: no overflow at any finite margin.
 *
 * @param cover - the cover compiled for the training labels ({@link compileCover})
 * @param scores - f^j(x_i), documents x labels, finite
 * @param out - optional array of documents x labels entries to write the weights into
 * @returns the loss and the weights
 * @throws TextboostError `E_SHAPE` when the sizes do not fit, `E_NUMERIC` for a score that is not finite
 *
 * @example
 * ```ts
 * const { loss, weights } = coveringLossWeights(compileCover(hammingCover(), Y), scores);
 * // Hamming cover: weights[i * m + j] = 1 / (1 + exp(y f)), the logistic weights
 * ```
 */
export function coveringLossWeights(
  cover: CompiledCover,
  scores: DenseMatrix,
  out?: Float64Array,
): CoveringLossWeights {
  const g = cover.Y.rows;
  const m = cover.Y.cols;
  if (scores.rows !== g || scores.cols !== m || scores.data.length !== g * m) {
    throw new TextboostError(
      "E_SHAPE",
      `scores are ${scores.rows} x ${scores.cols} but the cover was compiled for ${g} x ${m} labels`,
    );
  }
  const weights = out ?? new Float64Array(g * m);
  if (weights.length !== g * m) {
    throw new TextboostError("E_SHAPE", `the output has ${weights.length} entries, expected ${g * m}`);
  }
  const e = new Float64Array(m);
  let total = 0;
  for (let i = 0; i < g; i++) total = documentCoveringLoss(cover, scores.data, i, weights, e, total);
  return { loss: g === 0 ? 0 : total / g, weights };
}
