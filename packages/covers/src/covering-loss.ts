import type { Cover, DenseMatrix, LabelMatrix } from "@textboost/core";
import type { CompiledCover } from "./compile-cover.js";
import { elementLoss, resolveCover } from "./internal/resolve.js";

/**
 * The covering loss (Amit, Dekel and Singer 2007, Section 2), averaged over documents:
 * L(f, S, A) = (1/g) Σ_i Σ_s log(1 + Σ_j a_s^j exp(−y_i^j f^j(x_i))), each element counted its
 * multiplicity times. The smooth convex bound on the covering error that AdaBoost.LC minimises:
 * err ≤ L / log 2.
 *
 * Numerically safe: each element is computed by log-sum-exp (log1p when no margin is negative), so
 * margins of ±1e300 give finite, accurate results.
 *
 * @param cover - a {@link Cover}, or a {@link CompiledCover} built from this `Y`
 * @param Y - the true label sets, documents x labels
 * @param scores - real scores f^j(x_i), documents x labels, finite
 * @returns the mean covering loss per document (≥ 0; log 2 per element at f = 0 when the element has one label)
 * @throws TextboostError `E_SHAPE`, `E_NUMERIC`, `E_INVALID_ARGUMENT` (see {@link coveringError})
 *
 * @example
 * ```ts
 * const Y = { format: "csr", rows: 1, cols: 2, indptr: Int32Array.of(0, 1), indices: Int32Array.of(0) } as const;
 * coveringLoss(zeroOneCover(), Y, { rows: 1, cols: 2, data: Float64Array.of(0, 0) }); // log(3)
 * coveringLoss(hammingCover(), Y, { rows: 1, cols: 2, data: Float64Array.of(0, 0) }); // 2·log(2)
 * ```
 */
export function coveringLoss(cover: Cover | CompiledCover, Y: LabelMatrix, scores: DenseMatrix): number {
  const c = resolveCover(cover, Y, scores);
  const m = Y.cols;
  const f = scores.data;
  const z = new Float64Array(m);
  let total = 0;
  for (let i = 0; i < Y.rows; i++) {
    const base = i * m;
    const from = c.storedFrom[i]!;
    const to = from + (c.documentStart[i + 1]! - c.documentStart[i]!);
    for (let e = from; e < to; e++) {
      let n = 0;
      for (let p = c.storedLabelStart[e]!; p < c.storedLabelStart[e + 1]!; p++) {
        const j = c.storedLabels[p]!;
        z[n++] = -c.signs[base + j]! * f[base + j]!;
      }
      total += c.storedMultiplicity[e]! * elementLoss(z, n);
    }
  }
  return total / Y.rows;
}
