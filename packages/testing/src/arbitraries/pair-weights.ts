import type { DenseMatrix, PairWeights } from "@textboost/core";
import fc from "fast-check";

/**
 * Distributions D over (document, label) pairs: a non-negative Float64Array of `rows · labels`
 * entries, row-major (`D[i * labels + j]`), summing to 1 (up to rounding). Zero weights and weights
 * spread over many orders of magnitude (as after many boosting rounds) occur; so does the uniform
 * distribution.
 *
 * @param rows - number of documents (positive)
 * @param labels - number of labels (positive)
 * @returns an arbitrary of {@link PairWeights}
 *
 * @example
 * ```ts
 * test.prop([arbPairWeights(3, 2)])("...", (D) => {
 *   // D.length === 6, D[i] >= 0, sum(D) ≈ 1
 * });
 * ```
 */
export function arbPairWeights(rows: number, labels: number): fc.Arbitrary<PairWeights> {
  const n = rows * labels;
  if (n === 0) return fc.constant(new Float64Array(0));
  const uniform = fc.constant(null).map(() => new Float64Array(n).fill(1 / n));
  // weight = 0 or mantissa * 2^-exponent, exponent up to 40 (skewed, like late boosting rounds)
  const entry = fc.oneof(
    { weight: 1, arbitrary: fc.constant(0) },
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.double({ min: 0.5, max: 1, noNaN: true }), fc.integer({ min: 0, max: 40 }))
        .map(([m, e]) => m * 2 ** -e),
    },
  );
  const random = fc.array(entry, { minLength: n, maxLength: n }).map((raw) => {
    const out = Float64Array.from(raw);
    let sum = 0;
    for (const w of out) sum += w;
    if (sum === 0) return out.fill(1 / n);
    for (let k = 0; k < n; k++) out[k] = out[k]! / sum;
    return out;
  });
  return fc.oneof({ weight: 1, arbitrary: uniform }, { weight: 5, arbitrary: random });
}

/**
 * The same distributions as {@link arbPairWeights}, as a documents x labels {@link DenseMatrix}.
 *
 * @param rows - number of documents (positive)
 * @param labels - number of labels (positive)
 * @returns an arbitrary of DenseMatrix whose `data` sums to 1
 *
 * @example
 * ```ts
 * test.prop([arbWeightMatrix(3, 2)])("...", (W) => {
 *   // W.rows === 3, W.cols === 2
 * });
 * ```
 */
export function arbWeightMatrix(rows: number, labels: number): fc.Arbitrary<DenseMatrix> {
  return arbPairWeights(rows, labels).map((data) => ({ rows, cols: labels, data }));
}
