import type { PairWeights, TrainingSet } from "@textboost/core";
import { addDocumentWeights, complement, labelTotals, scanTermStatistics } from "@textboost/statistics";
import type { HypothesisSpace } from "./hypothesis-space.js";

/**
 * Receives W⁺_{j,l} (`plus[l]`) and W⁻_{j,l} (`minus[l]`) for one hypothesis j. The arrays are
 * reused between calls: copy what you keep.
 */
export type HypothesisStatisticsVisitor = (
  hypothesis: number,
  plus: Float64Array,
  minus: Float64Array,
) => void;

/**
 * W⁺ and W⁻ of Figure 2 of the AdaBoost.LC paper for every hypothesis and label:
 * W⁺_{j,l} = Σ_i Σ_s [q(i, s, l) y_i^l h_j(x_i)]₊ and W⁻_{j,l} = Σ_i Σ_s [−q(i, s, l) y_i^l h_j(x_i)]₊.
 *
 * With Q(i, l) = Σ_s q(i, s, l) and h_j(x_i) = c_i v_j(x_i) this is
 * W^±_{j,l} = Σ_i c_i Q(i, l) |v_j(x_i)| [± y_i^l v_j(x_i) > 0], so:
 * - presence (v ∈ {0, 1}): one call of the `@textboost/statistics` kernel {@link scanTermStatistics} with
 *   the weights c_i Q(i, l) in place of D — W⁺ is its positive side, W⁻ its negative side;
 * - stump (v = ±1): the same call; the absent side comes by subtraction from the per-label totals
 *   (W⁺ = present-positive + absent-negative, W⁻ = present-negative + absent-positive);
 * - bias (v = 1 everywhere): the per-label totals ({@link labelTotals});
 * - scaled (v = x_ij / s_j, real): the kernel has no value-weighted variant, so a local pass over the
 *   same term → documents lists (CSC) weights each entry by |v| (`scaledStatistics`).
 *
 * @param data - the training set (`trainingSet` of `@textboost/sparse`)
 * @param space - the hypotheses
 * @param rowFactor - c_i per training document
 * @param Q - Q(i, l), row-major documents x labels
 * @param visit - called once per hypothesis: features in ascending order, then the bias
 * @param scratch - optional buffer of documents x labels entries for c_i Q(i, l)
 *
 * @example
 * ```ts
 * const ts = trainingSet(X, Y);
 * const { weights: Q } = coveringLossWeights(compileCover(hammingCover(), Y), scores);
 * hypothesisStatistics(ts, space, rowFactors(space, X), Q, (j, plus, minus) => {
 *   // W⁺_{j,l} = plus[l], W⁻_{j,l} = minus[l]
 * });
 * ```
 */
export function hypothesisStatistics(
  data: TrainingSet,
  space: HypothesisSpace,
  rowFactor: Float64Array,
  Q: PairWeights,
  visit: HypothesisStatisticsVisitor,
  scratch?: Float64Array,
): void {
  const k = data.Y.cols;
  let weights = Q;
  if (space.normalizeRows) {
    weights = scratch ?? new Float64Array(Q.length);
    for (let i = 0, base = 0; i < data.X.rows; i++, base += k) {
      const c = rowFactor[i]!;
      for (let l = 0; l < k; l++) weights[base + l] = c * Q[base + l]!;
    }
  }
  const totals = space.kind === "stump" || space.bias ? labelTotals(data, weights) : undefined;
  if (space.kind === "presence") {
    scanTermStatistics(data, weights, visit);
  } else if (space.kind === "stump") {
    const plus = new Float64Array(k);
    const minus = new Float64Array(k);
    const { positive, negative } = totals!;
    scanTermStatistics(data, weights, (j, pos, neg) => {
      for (let l = 0; l < k; l++) {
        plus[l] = pos[l]! + complement(negative[l]!, neg[l]!);
        minus[l] = neg[l]! + complement(positive[l]!, pos[l]!);
      }
      visit(j, plus, minus);
    });
  } else {
    scaledStatistics(data, space, weights, visit);
  }
  if (space.bias) visit(space.features, totals!.positive, totals!.negative);
}

/**
 * The value-weighted statistics of scaled hypotheses: for each term j, Σ over the documents i of
 * column j of |v_ij| · weights(i, l), split by the sign of y_i^l · v_ij. The same traversal as
 * {@link scanTermStatistics}, adding each document with the kernel's `addDocumentWeights` times |v|,
 * with one accumulator pair per sign of v (negatives by subtraction).
 */
export function scaledStatistics(
  data: TrainingSet,
  space: HypothesisSpace,
  weights: PairWeights,
  visit: HypothesisStatisticsVisitor,
): void {
  const k = data.Y.cols;
  const { indptr, indices, values } = data.Xc;
  const scale = space.scale!;
  // up: entries with v > 0; down: entries with v < 0. tot = all labels, pos = the document's labels.
  const upTot = new Float64Array(k);
  const upPos = new Float64Array(k);
  const downTot = new Float64Array(k);
  const downPos = new Float64Array(k);
  const plus = new Float64Array(k);
  const minus = new Float64Array(k);
  for (let j = 0; j < data.Xc.cols; j++) {
    upTot.fill(0);
    upPos.fill(0);
    downTot.fill(0);
    downPos.fill(0);
    let anyDown = false;
    for (let p = indptr[j]!, end = indptr[j + 1]!; p < end; p++) {
      const raw = values ? values[p]! / scale[j]! : 1 / scale[j]!;
      if (raw === 0) continue;
      const v = Math.min(1, Math.max(-1, raw));
      let tot = upTot;
      let pos = upPos;
      let a = v;
      if (v < 0) {
        tot = downTot;
        pos = downPos;
        a = -v;
        anyDown = true;
      }
      addDocumentWeights(data, weights, indices[p]!, a, 0, k, tot, pos);
    }
    for (let l = 0; l < k; l++) {
      plus[l] = upPos[l]!;
      minus[l] = complement(upTot[l]!, upPos[l]!);
      if (anyDown) {
        plus[l]! += complement(downTot[l]!, downPos[l]!);
        minus[l]! += downPos[l]!;
      }
    }
    visit(j, plus, minus);
  }
}
