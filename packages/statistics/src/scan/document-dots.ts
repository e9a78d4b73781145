import type { PairWeights, TrainingSet } from "@textboost/core";
import { kernelsOver } from "./term-sides.js";

/**
 * `out[i]` = Σ_j c(j, y(i, j)) · D(i, j) for the documents i in [from, to), with c(j, −) at
 * `coefficients[2j]` and c(j, +) at `coefficients[2j + 1]`: one number a document, the per-document
 * part of the streamed choosers' linear bound (`documentBounds` of `@textboost/stumps`).
 */
export type DocumentDots = (coefficients: Float64Array, out: Float64Array, from: number, to: number) => void;

/**
 * {@link DocumentDots} of a training set at weights D: in WebAssembly SIMD over D in place where
 * `termSidesOf` would run its kernel (D a boosting loop's weights in a registered weights memory
 * with `data`'s signs; two labels a lane pair, the two lanes added at the end), in JavaScript
 * otherwise (the labels in ascending order). The two differ in the last bits: the value is a bound
 * that its callers widen by a margin far above rounding, never a statistic of a model.
 *
 * @param data - the training set
 * @param weights - D, row-major documents x labels
 * @param simd - false for the JavaScript loop whatever D is
 * @returns the dots of any range of documents while D holds this round's weights
 *
 * @example
 * ```ts
 * const dots = documentDotsOf(ts, D);
 * const b = new Float64Array(ts.X.rows);
 * dots(new Float64Array(2 * ts.Y.cols).fill(1), b, 0, ts.X.rows); // b[i] = Σ_j D(i, j)
 * ```
 */
export function documentDotsOf(data: TrainingSet, weights: PairWeights, simd = true): DocumentDots {
  const m = data.Y.cols;
  const { signs } = data;
  const js: DocumentDots = (c, out, from, to) => {
    for (let i = from, row = from * m; i < to; i++, row += m) {
      let sum = 0;
      for (let j = 0; j < m; j++) sum += c[2 * j + (signs[row + j]! > 0 ? 1 : 0)]! * weights[row + j]!;
      out[i] = sum;
    }
  };
  const over = simd ? kernelsOver(data, weights) : undefined;
  if (over === undefined) return js;
  const { code, at, room, buffer, g } = over;
  const negative = new Float64Array(buffer, room.coefficients, m);
  const positive = new Float64Array(buffer, room.coefficients + 8 * m, m);
  const dots = new Float64Array(buffer, room.dots, g);
  return (c, out, from, to) => {
    for (let j = 0; j < m; j++) {
      negative[j] = c[2 * j]!;
      positive[j] = c[2 * j + 1]!;
    }
    code.documentDots(
      at.weights,
      at.signs,
      room.coefficients,
      room.coefficients + 8 * m,
      m,
      from,
      to,
      room.dots,
    );
    out.set(dots.subarray(0, to - from), from);
  };
}
