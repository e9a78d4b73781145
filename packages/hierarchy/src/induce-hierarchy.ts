import { type LabelTree, labelTree, TextboostError } from "@textboost/core";
import {
  type CategoryData,
  type CategorySimilarityOptions,
  categorySimilarity,
} from "./category-similarity.js";
import { checkLabels } from "./internal/check-input.js";
import { clusterCategories } from "./internal/cluster-categories.js";

/** The data {@link induceHierarchy} clusters: features (unless co-occurrence alone), labels and their names. */
export interface HierarchyData extends CategoryData {
  /** One name per label column of `Y`. */
  readonly labelNames: readonly string[];
}

/** Options of {@link induceHierarchy}. */
export interface InduceHierarchyOptions extends CategorySimilarityOptions {
  /** The number n of macro-categories, a whole number >= 1 (reference [5] used 4 on Reuters-21578). */
  readonly clusters: number;
  /** The macro-categories are named `${prefix}1` .. `${prefix}n` (default `"cluster-"`). */
  readonly prefix?: string;
  /**
   * Only categories with at least this many documents are clustered (default 1: every category with a
   * document); the others are attached afterwards to the macro-category they are most similar to. A
   * few documents' worth keeps rare, idiosyncratic categories from becoming macro-categories of their
   * own (see the README's Reuters-21578 example).
   */
  readonly minDocuments?: number;
}

/** The macro names: `${prefix}k`, with `_` put before the prefix until no name is a label. */
function macroNames(prefix: string, n: number, labels: readonly string[]): string[] {
  const taken = new Set(labels);
  let p = prefix;
  const names = () => Array.from({ length: n }, (_, k) => `${p}${k + 1}`);
  while (names().some((name) => taken.has(name))) p = `_${p}`;
  return names();
}

/**
 * Induces a two-level hierarchy over a flat label set, as reference [5] of the TreeBoost.MH paper did
 * for Reuters-21578's 90 categories (four macro-categories): the categories are clustered by
 * {@link averageLinkage} on their {@link categorySimilarity} (cosine between centroids, label
 * co-occurrence, or a mix) and cut into n clusters, each of which becomes a macro-category.
 *
 * The tree: node j is data-set label j (`labelNames[j]`, a leaf), for every j; nodes m .. m + n' - 1
 * are the macro-categories, the roots, named `cluster-1` .. `cluster-n'` in the order of their first
 * clustered label (`_cluster-1`, ... when a label already has such a name) and described by their
 * count and their largest members.
 *
 * Only the categories with at least `minDocuments` documents (default 1) are clustered, and n' is n
 * clamped to their number (1 when there is none). Every other category (a rare one, or one without
 * documents) then joins the macro-category with the highest mean similarity between it and that
 * macro-category's clustered members; ties go to the macro-category whose clustered members have the
 * most documents, then to the lower number. A category without documents has similarity 0 to all, so
 * it joins the macro-category with the most documents. Deterministic: ties in the clustering are
 * broken by label index.
 *
 * Write the tree with `writeLabelTree` of `@textboost/datasets` to inspect or edit it; map a data set
 * onto it with the identity (`index[j] = j`).
 *
 * @param data - `X` (documents x features; unless `cooccurrence` is 1), `Y` and `labelNames`
 * @param options - the number of clusters, the co-occurrence weight, the minimum number of documents of
 *   a clustered category, the name prefix
 * @returns a `LabelTree` with n' roots and every data-set label a leaf at depth 2
 * @throws TextboostError `E_INVALID_ARGUMENT` for `clusters` or `minDocuments` < 1 or not a whole
 *   number, a bad weight or a missing `X`; `E_SHAPE` when `labelNames` does not match `Y` or X and Y do not fit;
 *   `E_INPUT_FORMAT` for a repeated or empty label name
 *
 * @example
 * ```ts
 * const tree = induceHierarchy({ X, Y, labelNames }, { clusters: 4 });
 * tree.roots.map((r) => tree.labels[r]);              // ["cluster-1", "cluster-2", "cluster-3", "cluster-4"]
 * tree.labels[tree.parent[labelNames.indexOf("wheat")]!]; // the macro-category of "wheat"
 * ```
 */
export function induceHierarchy(data: HierarchyData, options: InduceHierarchyOptions): LabelTree {
  const { clusters } = options;
  if (!Number.isInteger(clusters) || clusters < 1) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `the number of clusters must be a whole number >= 1, got ${clusters}`,
    );
  }
  const { Y, labelNames } = data;
  if (labelNames.length !== Y.cols) {
    throw new TextboostError("E_SHAPE", `${labelNames.length} label names for ${Y.cols} label columns`);
  }
  const minDocuments = options.minDocuments ?? 1;
  if (!Number.isInteger(minDocuments) || minDocuments < 1) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `minDocuments must be a whole number >= 1, got ${minDocuments}`,
    );
  }
  checkLabels(Y);
  const m = Y.cols;
  const count = new Int32Array(m);
  for (const j of Y.indices) count[j]!++;
  const similarity = categorySimilarity(data, options);
  const { cluster, n } = clusterCategories(similarity.data, count, clusters, minDocuments);
  const names = macroNames(options.prefix ?? "cluster-", n, labelNames);
  const descriptions = names.map((_, c) => {
    const members = Array.from({ length: m }, (_, j) => j)
      .filter((j) => cluster[j] === c)
      .sort((a, b) => count[b]! - count[a]! || a - b);
    const shown = members.slice(0, 5).map((j) => labelNames[j]);
    return `${members.length} ${members.length === 1 ? "category" : "categories"}: ${shown.join(", ")}${members.length > 5 ? ", ..." : ""}`;
  });
  return labelTree({
    labels: [...labelNames, ...names],
    parent: [...Array.from(cluster, (c) => m + c), ...names.map(() => -1)],
    descriptions: [...labelNames.map(() => ""), ...descriptions],
  });
}
