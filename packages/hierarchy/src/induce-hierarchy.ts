import { type LabelTree, labelTree, TextboostError } from "@textboost/core";
import { averageLinkage } from "./average-linkage.js";
import {
  type CategoryData,
  type CategorySimilarityOptions,
  categorySimilarity,
} from "./category-similarity.js";
import { checkLabels } from "./internal/check-input.js";

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
 * label (`_cluster-1`, ... when a label already has such a name) and described by their count and
 * their largest members. Only labels with at least one document are clustered; n' is n clamped to
 * their number (1 when no label has a document). A label without documents has no centroid and no
 * co-occurrence: it goes under the macro-category whose labels have the most documents (summed over
 * its labels; ties to the lower number), and is listed last in that description. Deterministic: ties
 * in the clustering are broken by label index.
 *
 * Write the tree with `writeLabelTree` of `@textboost/datasets` to inspect or edit it; map a data set
 * onto it with the identity (`index[j] = j`).
 *
 * @param data - `X` (documents x features; unless `cooccurrence` is 1), `Y` and `labelNames`
 * @param options - the number of clusters, the co-occurrence weight, the name prefix
 * @returns a `LabelTree` with n' roots and every data-set label a leaf at depth 2
 * @throws TextboostError `E_INVALID_ARGUMENT` for `clusters` < 1 or not a whole number, a bad weight or
 *   a missing `X`; `E_SHAPE` when `labelNames` does not match `Y` or X and Y do not fit;
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
  checkLabels(Y);
  const m = Y.cols;
  const count = new Int32Array(m);
  for (const j of Y.indices) count[j]!++;
  const withDocuments = Array.from({ length: m }, (_, j) => j).filter((j) => count[j]! > 0);
  const similarity = categorySimilarity(data, options);
  const k = withDocuments.length;
  const sub = Float64Array.from({ length: k * k }, (_, p) => {
    return similarity.data[withDocuments[Math.floor(p / k)]! * m + withDocuments[p % k]!]!;
  });
  const found = averageLinkage({ rows: k, cols: k, data: sub }, clusters);
  const n = k === 0 ? Math.min(1, m) : Math.max(...found) + 1;
  const cluster = new Int32Array(m).fill(-1);
  withDocuments.forEach((j, x) => {
    cluster[j] = found[x]!;
  });
  const documents = new Float64Array(n);
  withDocuments.forEach((j) => {
    documents[cluster[j]!]! += count[j]!;
  });
  let largest = 0;
  for (let c = 1; c < n; c++) if (documents[c]! > documents[largest]!) largest = c;
  for (let j = 0; j < m; j++) if (cluster[j] === -1) cluster[j] = largest;
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
