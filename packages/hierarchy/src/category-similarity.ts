import { type CsrMatrix, type DenseMatrix, type LabelMatrix, TextboostError } from "@textboost/core";
import { centroidCosine } from "./centroid-cosine.js";
import { cooccurrenceCosine } from "./cooccurrence-cosine.js";

/** The data a category similarity is computed from. */
export interface CategoryData {
  /** Documents x features; needed unless the similarity is label co-occurrence alone. */
  readonly X?: CsrMatrix;
  /** Documents x labels (binary). */
  readonly Y: LabelMatrix;
}

/** Options of {@link categorySimilarity}. */
export interface CategorySimilarityOptions {
  /**
   * The weight w of label co-occurrence in [0, 1]: the similarity is
   * (1 - w) · centroid cosine + w · co-occurrence cosine. Default 0, the centroid cosine of reference
   * [5]; 1 uses co-occurrence alone (then `X` is not needed).
   */
  readonly cooccurrence?: number;
}

/**
 * The similarity of every pair of categories that hierarchy induction clusters on: the cosine between
 * category centroids ({@link centroidCosine}), label co-occurrence ({@link cooccurrenceCosine}), or a
 * weighted mix of the two.
 *
 * @param data - `X` (unless `cooccurrence` is 1) and `Y`
 * @param options - the co-occurrence weight
 * @returns the labels x labels similarity, symmetric, in [0, 1] for non-negative features
 * @throws TextboostError `E_INVALID_ARGUMENT` for a weight outside [0, 1] or a missing `X`; what
 *   {@link centroidCosine} and {@link cooccurrenceCosine} throw for bad matrices
 *
 * @example
 * ```ts
 * categorySimilarity({ X, Y });                          // centroid cosine
 * categorySimilarity({ Y }, { cooccurrence: 1 });        // label co-occurrence only
 * categorySimilarity({ X, Y }, { cooccurrence: 0.25 });  // 0.75 centroid + 0.25 co-occurrence
 * ```
 */
export function categorySimilarity(data: CategoryData, options: CategorySimilarityOptions = {}): DenseMatrix {
  const w = options.cooccurrence ?? 0;
  if (!(w >= 0 && w <= 1)) {
    throw new TextboostError("E_INVALID_ARGUMENT", `the co-occurrence weight must be in [0, 1], got ${w}`);
  }
  if (w === 1) return cooccurrenceCosine(data.Y);
  if (data.X === undefined) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      "the centroid similarity needs the documents' features X (or use label co-occurrence alone: cooccurrence 1)",
    );
  }
  const centroids = centroidCosine(data.X, data.Y);
  if (w === 0) return centroids;
  const together = cooccurrenceCosine(data.Y);
  const mixed = centroids.data.map((c, k) => (1 - w) * c + w * together.data[k]!);
  return { rows: centroids.rows, cols: centroids.cols, data: mixed };
}
