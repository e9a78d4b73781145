import { TextboostError } from "@textboost/core";
import { categorySimilarity } from "./category-similarity.js";
import type { HierarchyData } from "./induce-hierarchy.js";
import { checkLabels } from "./internal/check-input.js";
import { clusterCategories } from "./internal/cluster-categories.js";

/** Options of {@link chooseMinDocuments}: those of `induceHierarchy` that shape the clusters. */
export interface ChooseMinDocumentsOptions {
  /** The number n of macro-categories, a whole number >= 1. */
  readonly clusters: number;
  /** The weight of label co-occurrence in the similarity, in [0, 1] (as `induceHierarchy`; default 0). */
  readonly cooccurrence?: number;
}

/** What {@link chooseMinDocuments} chose, and why. */
export interface MinDocumentsChoice {
  /** The `minDocuments` to give `induceHierarchy`. */
  readonly minDocuments: number;
  /**
   * The share of the label assignments (document–category pairs) held by the smallest macro-category
   * of the tree at that minimum, in [0, 1].
   */
  readonly smallestShare: number;
  /** The share every macro-category must reach for the tree to count as balanced: 1 / (4n). */
  readonly targetShare: number;
  /** Whether the tree reaches `targetShare` (else the minimum is the one with the largest `smallestShare`). */
  readonly balanced: boolean;
  /** How many minimums were tried (every distinct number of documents of a category). */
  readonly tried: number;
}

/**
 * Chooses the `minDocuments` of `induceHierarchy` from the data, so that no macro-category is
 * degenerate. Average linkage on centroid cosines tends to leave rare, idiosyncratic categories as
 * macro-categories of their own and put everything else in one: on Reuters-21578's 90 categories,
 * 4 clusters of all categories are 81 + 6 + 2 + 1 categories, and the three small ones hold 0.3% of the
 * label assignments. So the minimum is chosen by measurement on the training labels:
 *
 * 1. the candidates are 1 and every distinct number of documents of a category, in increasing order;
 * 2. for each, the categories are clustered as `induceHierarchy` would (the similarity is computed
 *    once) and the share of the label assignments of the smallest macro-category is measured;
 * 3. the chosen minimum is the smallest candidate at which every macro-category holds at least
 *    1 / (4n) of the label assignments (a quarter of an even share); when no candidate gets there,
 *    the candidate with the largest smallest share (the smaller candidate on ties).
 *
 * With n = 1, or fewer than two categories with documents, the minimum is 1 (no choice to make).
 *
 * @param data - `X` (unless `cooccurrence` is 1), `Y` and `labelNames`, as for `induceHierarchy`
 * @param options - the number of clusters and the co-occurrence weight
 * @returns the chosen minimum with the measurements behind it
 * @throws TextboostError `E_INVALID_ARGUMENT` for `clusters` < 1 or not a whole number, and what
 *   `categorySimilarity` throws
 *
 * @example
 * ```ts
 * const choice = chooseMinDocuments({ X, Y, labelNames }, { clusters: 4 });
 * const tree = induceHierarchy({ X, Y, labelNames }, { clusters: 4, minDocuments: choice.minDocuments });
 * ```
 */
export function chooseMinDocuments(
  data: HierarchyData,
  options: ChooseMinDocumentsOptions,
): MinDocumentsChoice {
  const { clusters } = options;
  if (!Number.isInteger(clusters) || clusters < 1) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `the number of clusters must be a whole number >= 1, got ${clusters}`,
    );
  }
  const { Y } = data;
  checkLabels(Y);
  const m = Y.cols;
  const count = new Int32Array(m);
  for (const j of Y.indices) count[j]!++;
  const total = Y.indices.length;
  const targetShare = 1 / (4 * clusters);
  const candidates = [...new Set([1, ...count.filter((c) => c > 0)])].sort((a, b) => a - b);
  const withDocuments = candidates.length - 1;
  if (clusters === 1 || withDocuments < 2) {
    return { minDocuments: 1, smallestShare: 1, targetShare, balanced: true, tried: 0 };
  }
  const similarity = categorySimilarity(data, options).data;
  let best = { minDocuments: 1, smallestShare: -1 };
  let tried = 0;
  for (const minDocuments of candidates) {
    tried++;
    const smallestShare = smallestGroupShare(similarity, count, clusters, minDocuments, total);
    if (smallestShare >= targetShare) {
      return { minDocuments, smallestShare, targetShare, balanced: true, tried };
    }
    if (smallestShare > best.smallestShare) best = { minDocuments, smallestShare };
  }
  return { ...best, targetShare, balanced: false, tried };
}

/** The share of the label assignments held by the smallest group of the clustering at `minDocuments`. */
function smallestGroupShare(
  similarity: ArrayLike<number>,
  count: Int32Array,
  clusters: number,
  minDocuments: number,
  total: number,
): number {
  const { cluster, n } = clusterCategories(similarity, count, clusters, minDocuments);
  const documents = new Float64Array(n);
  for (let j = 0; j < count.length; j++) documents[cluster[j]!]! += count[j]!;
  return total === 0 ? 0 : Math.min(...documents) / total;
}
