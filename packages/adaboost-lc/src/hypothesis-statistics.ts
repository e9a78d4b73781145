import type { PairWeights, TrainingSet } from "@textboost/core";
import { addDocumentWeights, complement, labelTotals, scanTermStatistics } from "@textboost/statistics";
import type { HypothesisSpace } from "./hypothesis-space.js";

/**
 * Receives W⁺_{k,j} (`plus[j]`) and W⁻_{k,j} (`minus[j]`) for one hypothesis k. The arrays are
 * reused between calls: copy what you keep.
 */
export type HypothesisStatisticsVisitor = (
  hypothesis: number,
  plus: Float64Array,
  minus: Float64Array,
) => void;

/**
 * W⁺ and W⁻ of Figure 2 of the AdaBoost.LC paper for every hypothesis and label:
 * W⁺_{k,j} = Σ_i Σ_s [q(i, s, j) y_i^j h_k(x_i)]₊ and W⁻_{k,j} = Σ_i Σ_s [−q(i, s, j) y_i^j h_k(x_i)]₊.
 *
 * With Q(i, j) = Σ_s q(i, s, j) and h_k(x_i) = c_i v_k(x_i) this is
 * W^±_{k,j} = Σ_i c_i Q(i, j) |v_k(x_i)| [± y_i^j v_k(x_i) > 0], so:
 * - presence (v ∈ {0, 1}): one call of the `@textboost/statistics` kernel {@link scanTermStatistics} with
 *   the weights c_i Q(i, j) in place of D — W⁺ is its positive side, W⁻ its negative side;
 * - stump (v = ±1): the same call; the absent side comes by subtraction from the per-label totals
 *   (W⁺ = present-positive + absent-negative, W⁻ = present-negative + absent-positive);
 * - bias (v = 1 everywhere): the per-label totals ({@link labelTotals});
 * - scaled (v = x_ik / s_k, real): the kernel has no value-weighted variant, so a local pass over the
 *   same term → documents lists (CSC) weights each entry by |v| (`scaledStatistics`).
 *
 * @param data - the training set (`trainingSet` of `@textboost/sparse`)
 * @param space - the hypotheses
 * @param rowFactor - c_i per training document
 * @param Q - Q(i, j), row-major documents x labels
 * @param visit - called once per hypothesis: features in ascending order, then the bias
 * @param scratch - optional buffer of documents x labels entries for c_i Q(i, j)
 *
 * @example
 * ```ts
 * const ts = trainingSet(X, Y);
 * const { weights: Q } = coveringLossWeights(compileCover(hammingCover(), Y), scores);
 * hypothesisStatistics(ts, space, rowFactors(space, X), Q, (k, plus, minus) => {
 *   // W⁺_{k,j} = plus[j], W⁻_{k,j} = minus[j]
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
  const m = data.Y.cols;
  let weights = Q;
  if (space.normalizeRows) {
    weights = scratch ?? new Float64Array(Q.length);
    for (let i = 0, base = 0; i < data.X.rows; i++, base += m) {
      const c = rowFactor[i]!;
      for (let j = 0; j < m; j++) weights[base + j] = c * Q[base + j]!;
    }
  }
  const totals = space.kind === "stump" || space.bias ? labelTotals(data, weights) : undefined;
  if (space.kind === "presence") {
    scanTermStatistics(data, weights, visit);
  } else if (space.kind === "stump") {
    const plus = new Float64Array(m);
    const minus = new Float64Array(m);
    const { positive, negative } = totals!;
    scanTermStatistics(data, weights, (k, pos, neg) => {
      for (let j = 0; j < m; j++) {
        plus[j] = pos[j]! + complement(negative[j]!, neg[j]!);
        minus[j] = neg[j]! + complement(positive[j]!, pos[j]!);
      }
      visit(k, plus, minus);
    });
  } else {
    scaledStatistics(data, space, weights, visit);
  }
  if (space.bias) visit(space.features, totals!.positive, totals!.negative);
}

/**
 * The value-weighted statistics of scaled hypotheses: for each term k, Σ over the documents i of
 * column k of |v_ik| · weights(i, j), split by the sign of y_i^j · v_ik. The same traversal as
 * {@link scanTermStatistics}, adding each document with the kernel's `addDocumentWeights` times |v|,
 * with one accumulator pair per sign of v (negatives by subtraction).
 */
export function scaledStatistics(
  data: TrainingSet,
  space: HypothesisSpace,
  weights: PairWeights,
  visit: HypothesisStatisticsVisitor,
): void {
  const m = data.Y.cols;
  const { indptr, indices, values } = data.Xc;
  const scale = space.scale!;
  // up: entries with v > 0; down: entries with v < 0. tot = all labels, pos = the document's labels.
  const upTot = new Float64Array(m);
  const upPos = new Float64Array(m);
  const downTot = new Float64Array(m);
  const downPos = new Float64Array(m);
  const plus = new Float64Array(m);
  const minus = new Float64Array(m);
  for (let k = 0; k < data.Xc.cols; k++) {
    upTot.fill(0);
    upPos.fill(0);
    downTot.fill(0);
    downPos.fill(0);
    let anyDown = false;
    for (let p = indptr[k]!, end = indptr[k + 1]!; p < end; p++) {
      const raw = values ? values[p]! / scale[k]! : 1 / scale[k]!;
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
      addDocumentWeights(data, weights, indices[p]!, a, 0, m, tot, pos);
    }
    for (let j = 0; j < m; j++) {
      plus[j] = upPos[j]!;
      minus[j] = complement(upTot[j]!, upPos[j]!);
      if (anyDown) {
        plus[j]! += complement(downTot[j]!, downPos[j]!);
        minus[j]! += downPos[j]!;
      }
    }
    visit(k, plus, minus);
  }
}
