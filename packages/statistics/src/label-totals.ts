import type { LabelTotals, PairWeights, TrainingSet } from "@textboost/core";

/**
 * Sums the weights per label and sign. The weights of documents that do *not* contain a term come by
 * subtracting the present-side sums of {@link scanTermStatistics} from these totals.
 *
 * @param data - the training set
 * @param weights - D, row-major documents x labels
 */
export function labelTotals(data: TrainingSet, weights: PairWeights): LabelTotals {
  const m = data.Y.cols;
  const positive = new Float64Array(m);
  const negative = new Float64Array(m);
  const { signs } = data;
  for (let i = 0, base = 0; i < data.X.rows; i++, base += m) {
    for (let j = 0; j < m; j++) {
      const w = weights[base + j]!;
      if (signs[base + j]! > 0) positive[j]! += w;
      else negative[j]! += w;
    }
  }
  return { positive, negative };
}
