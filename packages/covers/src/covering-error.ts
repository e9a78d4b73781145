import type { Cover, DenseMatrix, LabelMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import type { CompiledCover } from "./compile-cover.js";
import { resolveCover } from "./internal/resolve.js";

/** Options of {@link coveringError}. */
export interface CoveringErrorOptions {
  /** Label j is predicted for a document when its score is above the threshold: one number or one per label (default 0). */
  readonly thresholds?: number | ArrayLike<number>;
}

function resolveThresholds(t: number | ArrayLike<number> | undefined, m: number): Float64Array {
  if (t === undefined) return new Float64Array(m);
  const out = typeof t === "number" ? new Float64Array(m).fill(t) : Float64Array.from(t);
  if (out.length !== m) {
    throw new TextboostError("E_SHAPE", `expected ${m} thresholds (one per label), got ${out.length}`);
  }
  if (out.some(Number.isNaN)) throw new TextboostError("E_INVALID_ARGUMENT", "thresholds must not be NaN");
  return out;
}

/**
 * The covering error (Amit, Dekel and Singer 2007, Section 2), averaged over documents:
 * err(f, (x, y), A) = Σ_{a ∈ A(y)} [∃ j: a^j = 1 ∧ f^j(x) ≠ y^j], where f^j(x) = +1 when the score of
 * label j is above its threshold and −1 otherwise. Each element counts its multiplicity times.
 * With {@link hammingCover} it is the number of wrong labels per document (Hamming loss · m), with
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
  const m = Y.cols;
  const thresholds = resolveThresholds(options.thresholds, m);
  const f = scores.data;
  let total = 0;
  for (let i = 0; i < Y.rows; i++) total += documentCoveringError(c, f, i, thresholds);
  return total / Y.rows;
}

/**
 * One document's term of {@link coveringError}: the multiplicities of its elements that hold a wrong
 * label (for paired comparisons of two models, document by document).
 *
 * @param cover - the compiled cover
 * @param f - the scores, row-major documents x labels
 * @param i - the document
 * @param thresholds - one per label: label j is predicted when its score is above `thresholds[j]`
 * @returns the document's covering error
 *
 * @example
 * ```ts
 * const c = compileCover(hammingCover(), Y);
 * documentCoveringError(c, scores.data, 0, new Float64Array(Y.cols)); // wrong labels of document 0
 * ```
 */
export function documentCoveringError(
  cover: CompiledCover,
  f: Float64Array,
  i: number,
  thresholds: ArrayLike<number>,
): number {
  const { signs, storedLabelStart, storedLabels, storedMultiplicity } = cover;
  const base = i * cover.Y.cols;
  const from = cover.storedFrom[i]!;
  const to = from + (cover.documentStart[i + 1]! - cover.documentStart[i]!);
  let total = 0;
  for (let e = from; e < to; e++) {
    for (let p = storedLabelStart[e]!; p < storedLabelStart[e + 1]!; p++) {
      const j = storedLabels[p]!;
      const predicted = f[base + j]! > thresholds[j]! ? 1 : -1;
      if (predicted !== signs[base + j]) {
        total += storedMultiplicity[e]!;
        break;
      }
    }
  }
  return total;
}
