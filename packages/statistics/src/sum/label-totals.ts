import type { LabelTotals, PairWeights, TrainingSet } from "@textboost/core";
import { kernelsOver } from "../scan/term-sides.js";

/**
 * Sums the weights per label and sign: `positive[j]` = Σ D(i, j) over the documents i with
 * y(i, j) > 0, `negative[j]` over the others, each from 0 in ascending document order. The weights
 * of documents that do *not* contain a term come by subtracting the present-side sums of
 * {@link scanTermStatistics} from these totals.
 *
 * Where D is a boosting loop's weights in a registered weights memory (what `termSidesOf` sums over
 * in place), the sums run in WebAssembly SIMD: the sides of a term that every document contains
 * (`wasm/term-sides.wat`, each label's additions in the same order, so the same bits).
 *
 * @param data - the training set
 * @param weights - D, row-major documents x labels
 * @param simd - false for the JavaScript loop whatever D is (tests compare the two)
 */
export function labelTotals(data: TrainingSet, weights: PairWeights, simd = true): LabelTotals {
  const m = data.Y.cols;
  const positive = new Float64Array(m);
  const negative = new Float64Array(m);
  const over = simd ? kernelsOver(data, weights) : undefined;
  if (over !== undefined) {
    const { code, at, room, buffer, g } = over;
    const documents = new Int32Array(buffer, room.documents, g);
    for (let i = 0; i < g; i++) documents[i] = i;
    code.termSides(at.weights, at.signs, room.documents, g, m, 0, m, room.sides);
    const sides = new Float64Array(buffer, room.sides, 2 * m);
    for (let j = 0; j < m; j++) {
      negative[j] = sides[2 * j]!;
      positive[j] = sides[2 * j + 1]!;
    }
    return { positive, negative };
  }
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
