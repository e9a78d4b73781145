import type { LabelTree } from "@textboost/core";
import { labelTreeFromPaths, pathLabelKey } from "@textboost/datasets";
import { type InduceHierarchyOptions, induceHierarchy } from "@textboost/hierarchy";
import { type BenchData, loadBenchData } from "../tools/bench-data.js";

/** The two data sets of the TreeBoost.MH experiments. */
export const TREEBOOST_DATA = ["reuters", "reutersk500"] as const;
export type TreeBoostDataName = (typeof TREEBOOST_DATA)[number];

/** A benchmark data set with the hierarchy TreeBoost.MH uses on it. */
export interface TreeBoostBenchData extends BenchData {
  readonly tree: LabelTree;
  /** Maps a label name to its tree code (Reuters-K500's path names). */
  readonly labelKey?: (name: string) => string;
  /** How the tree was made, for the reports. */
  readonly treeSource: string;
}

/** Options of {@link loadTreeBoostData}. */
export interface TreeBoostDataOptions {
  /**
   * Reuters: categories with fewer training documents are attached to the clusters after the cut
   * (`induceHierarchy`'s `minDocuments`; default 30, the setting whose four clusters the hierarchy
   * package documents); 0 clusters every category.
   */
  readonly minDocuments?: number;
}

/**
 * Loads a data set of the TreeBoost.MH experiments with its tree:
 * - `reuters`: Reuters-21578 ModApte-90 (the papers' preprocessing), four macro-categories induced
 *   by average-linkage clustering of the category centroids (`induceHierarchy`, as the paper's
 *   reference [5] did);
 * - `reutersk500`: Mulan's Reuters-K500 (RCV1 documents, 500 features, 103 topics), stratified 75/25
 *   split with seed 1, the topic tree read from the path-style label names (`CCAT.C15.C151`).
 */
export async function loadTreeBoostData(
  name: TreeBoostDataName,
  datasets: string,
  options: TreeBoostDataOptions = {},
): Promise<TreeBoostBenchData> {
  if (name === "reuters") {
    const data = await loadBenchData("reuters", datasets);
    const minDocuments = options.minDocuments ?? 30;
    const induce: InduceHierarchyOptions = {
      clusters: 4,
      ...(minDocuments > 0 ? { minDocuments } : {}),
    };
    return {
      ...data,
      tree: induceHierarchy(data.train, induce),
      treeSource: `induced: 4 clusters, average linkage on centroid cosine${minDocuments > 0 ? `, categories with < ${minDocuments} training documents attached after the cut` : ", every category clustered"}`,
    };
  }
  const data = await loadBenchData("mulan:reutersk500", datasets);
  return {
    ...data,
    tree: labelTreeFromPaths(data.train.labelNames),
    labelKey: pathLabelKey(),
    treeSource: "from the label names (CCAT.C15.C151)",
  };
}
