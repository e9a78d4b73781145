import { TextboostError } from "@textboost/core";
import { type CompiledCover, storedElement } from "./compile-cover.js";

/**
 * One document's share of {@link coveringLossWeights}: writes row `i` of Q(i, j) = Σ_s q(i, s, j)
 * (Figure 2 of the AdaBoost.LC paper) into `weights` and adds the document's covering-loss terms
 * c_s · ln(1 + Σ_{j∈s} e^(−y_i^j f^j(x_i))), element by element in the cover's order, to `total`.
 * Summing all documents in order through this function is exactly the loop of
 * {@link coveringLossWeights}, so a caller that recomputes only the rows whose scores changed (the
 * incremental rounds of AdaBoost.LC) gets the same bits for every row; with `terms` it also keeps each
 * element's loss term, so the total can be re-summed in the same order without recomputing the rest.
 *
 * @param cover - the compiled cover
 * @param f - the scores, row-major documents x labels
 * @param i - the document
 * @param weights - Q, row-major documents x labels (row `i` is overwritten)
 * @param scratch - at least as many entries as the largest element has labels
 * @param total - the running loss sum to add to
 * @param terms - optional: receives each element's loss term at the element's index
 * @returns `total` plus this document's loss terms, added one element at a time
 * @throws TextboostError `E_NUMERIC` (naming the row) for a score that is not finite
 *
 * @example
 * ```ts
 * const c = compileCover(hammingCover(), Y);
 * const Q = new Float64Array(Y.rows * Y.cols);
 * let total = 0;
 * for (let i = 0; i < Y.rows; i++) total = documentCoveringLoss(c, scores.data, i, Q, new Float64Array(Y.cols), total);
 * // total / Y.rows === coveringLossWeights(c, scores).loss
 * ```
 */
export function documentCoveringLoss(
  cover: CompiledCover,
  f: Float64Array,
  i: number,
  weights: Float64Array,
  scratch: Float64Array,
  total: number,
  terms?: Float64Array,
): number {
  const m = cover.Y.cols;
  weights.fill(0, i * m, (i + 1) * m);
  const { documentStart } = cover;
  for (let s = documentStart[i]!; s < documentStart[i + 1]!; s++) {
    const term = elementCoveringLoss(cover, f, i, s, weights, scratch);
    if (terms) terms[s] = term;
    total += term;
  }
  return total;
}

/**
 * One element's share of {@link documentCoveringLoss}: adds element `s`'s q(i, s, j) to Q(i, j) for
 * each of its labels j and returns its loss term c_s · ln(1 + Σ_{j∈s} e^(−y_i^j f^j(x_i))), with the
 * operations of {@link documentCoveringLoss} in their order. Where each label of document `i` lies in
 * one element only (the Hamming cover, one label an element), a caller whose scores changed for a few
 * (document, label) pairs recomputes just their elements: it sets those Q(i, j) to 0 and calls this,
 * which gives the bits of the whole row's recomputation.
 *
 * @param cover - the compiled cover
 * @param f - the scores, row-major documents x labels
 * @param i - the document
 * @param s - one of the document's elements (`cover.documentStart[i] <= s < cover.documentStart[i + 1]`)
 * @param weights - Q, row-major documents x labels (the element's labels are added to)
 * @param scratch - at least as many entries as the element has labels
 * @returns the element's loss term
 * @throws TextboostError `E_NUMERIC` (naming the row) for a score that is not finite
 *
 * @example
 * ```ts
 * const c = compileCover(hammingCover(), Y);
 * const Q = new Float64Array(Y.rows * Y.cols);
 * const s = c.documentStart[0]!; // document 0's first element: label 0 alone
 * elementCoveringLoss(c, scores.data, 0, s, Q, new Float64Array(1)); // ln(1 + e^(−y f)), Q(0, 0) set
 * ```
 */
export function elementCoveringLoss(
  cover: CompiledCover,
  f: Float64Array,
  i: number,
  s: number,
  weights: Float64Array,
  scratch: Float64Array,
): number {
  const m = cover.Y.cols;
  const { signs, storedLabelStart, storedLabels, storedMultiplicity } = cover;
  const e = scratch;
  const base = i * m;
  const stored = storedElement(cover, i, s);
  const start = storedLabelStart[stored]!;
  const end = storedLabelStart[stored + 1]!;
  if (end === start + 1) return singleLabelLoss(cover, f, i, stored, weights);
  let max = 0;
  for (let p = start; p < end; p++) {
    const j = storedLabels[p]!;
    const z = -signs[base + j]! * f[base + j]!;
    if (!Number.isFinite(z)) {
      throw new TextboostError("E_NUMERIC", `score for label ${j} is ${f[base + j]}; scores must be finite`, {
        row: i,
      });
    }
    if (z > max) max = z;
  }
  // e[t] = exp(z_t − M) with M = max(0, max z); denominator exp(−M) + Σ e[t] ≥ 1 term-wise safe.
  let sum = 0;
  for (let p = start, t = 0; p < end; p++, t++) {
    const j = storedLabels[p]!;
    const v = Math.exp(-signs[base + j]! * f[base + j]! - max);
    e[t] = v;
    sum += v;
  }
  const mult = storedMultiplicity[stored]!;
  const term = mult * (max === 0 ? Math.log1p(sum) : max + Math.log(Math.exp(-max) + sum));
  const scale = mult / (Math.exp(-max) + sum);
  for (let p = start, t = 0; p < end; p++, t++) weights[base + storedLabels[p]!]! += e[t]! * scale;
  return term;
}

/**
 * {@link elementCoveringLoss} of an element of one label j (every element of the Hamming cover), with
 * its operations in their order: z = −y f, M = max(0, z), e = exp(z − M), the sum 0 + e = e, so
 * the same bits without the loops and the scratch. Each branch computes each exponential once: for
 * z > 0, M = z and e = exp(0) = 1 exactly, so only exp(−M) is left; for z ≤ 0, M = +0 and
 * exp(−M) = 1 exactly, so only e is left (the same values the general formula computes, and
 * 1 · x = x). `stored` is the element's stored index.
 */
function singleLabelLoss(
  cover: CompiledCover,
  f: Float64Array,
  i: number,
  stored: number,
  weights: Float64Array,
): number {
  const j = cover.storedLabels[cover.storedLabelStart[stored]!]!;
  const at = i * cover.Y.cols + j;
  const z = -cover.signs[at]! * f[at]!;
  if (!Number.isFinite(z)) {
    throw new TextboostError("E_NUMERIC", `score for label ${j} is ${f[at]}; scores must be finite`, {
      row: i,
    });
  }
  const mult = cover.storedMultiplicity[stored]!;
  if (z > 0) {
    // M = z, e = 1: the denominator exp(−M) + e.
    const denominator = Math.exp(-z) + 1;
    weights[at]! += mult / denominator;
    return mult * (z + Math.log(denominator));
  }
  // M = +0 (z − M = z, also for z = −0), exp(−M) = 1.
  const v = Math.exp(z);
  weights[at]! += v * (mult / (1 + v));
  return mult * Math.log1p(v);
}
