import type { Cover, DenseMatrix, LabelMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import type { CompiledCover } from "./compile-cover.js";
import { resolveCover } from "./internal/resolve.js";

/** Options of {@link coveringError}. */
export interface CoveringErrorOptions {
  /** Label l is predicted for a document when its score is above the threshold: one number or one per label (default 0). */
  readonly thresholds?: number | ArrayLike<number>;
}

function resolveThresholds(t: number | ArrayLike<number> | undefined, k: number): Float64Array {
  if (t === undefined) return new Float64Array(k);
  const out = typeof t === "number" ? new Float64Array(k).fill(t) : Float64Array.from(t);
  if (out.length !== k) {
    throw new TextboostError("E_SHAPE", `expected ${k} thresholds (one per label), got ${out.length}`);
  }
  if (out.some(Number.isNaN)) throw new TextboostError("E_INVALID_ARGUMENT", "thresholds must not be NaN");
  return out;
}

/**
 * The covering error (Amit, Dekel and Singer 2007, Section 2), averaged over documents:
 * err(f, (x, y), A) = Σ_{a ∈ A(y)} [∃ l: a^l = 1 ∧ f^l(x) ≠ y^l], where f^l(x) = +1 when the score of
 * label l is above its threshold and −1 otherwise. Each element counts its multiplicity times.
 * With {@link hammingCover} it is the number of wrong labels per document (Hamming loss · k), with
 * {@link zeroOneCover} the 0/1 subset loss. It is at most {@link coveringLoss} / log 2.
 *
 * @param cover - a {@link Cover}, or a {@link CompiledCover} built from this `Y`
 * @param Y - the true label sets, documents x labels
 * @param scores - real scores, documents x labels, finite (a model's `scores(X)`)
 * @param options - thresholds (default 0: "score > 0" predicts the label)
 * @returns the mean covering error per document, in [0, Σ multiplicities]
 * @throws TextboostError `E_SHAPE` (sizes differ, no document), `E_NUMERIC` (a score not finite),
 *   `E_INVALID_ARGUMENT` (the cover breaks its contract, or a compiled cover of other labels)
 *
 * @example
 * ```ts
 * // one document with labels {0}; scores predict {0, 1}: one wrong label
 * const Y = { format: "csr", rows: 1, cols: 3, indptr: Int32Array.of(0, 1), indices: Int32Array.of(0) } as const;
 * const scores = { rows: 1, cols: 3, data: Float64Array.of(2, 0.5, -1) };
 * coveringError(hammingCover(), Y, scores); // 1
 * coveringError(zeroOneCover(), Y, scores); // 1
 * coveringError(twoSetsCover(), Y, scores); // 1 (the negatives' element is wrong)
 * ```
 */
export function coveringError(
  cover: Cover | CompiledCover,
  Y: LabelMatrix,
  scores: DenseMatrix,
  options: CoveringErrorOptions = {},
): number {
  const c = resolveCover(cover, Y, scores);
  const k = Y.cols;
  const thresholds = resolveThresholds(options.thresholds, k);
  const f = scores.data;
  let total = 0;
  for (let i = 0; i < Y.rows; i++) {
    const base = i * k;
    for (let e = c.documentStart[i]!; e < c.documentStart[i + 1]!; e++) {
      for (let p = c.elementStart[e]!; p < c.elementStart[e + 1]!; p++) {
        const l = c.elementLabels[p]!;
        const predicted = f[base + l]! > thresholds[l]! ? 1 : -1;
        if (predicted !== c.signs[base + l]) {
          total += c.multiplicity[e]!;
          break;
        }
      }
    }
  }
  return total / Y.rows;
}
