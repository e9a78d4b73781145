import { averageLinkage } from "../average-linkage.js";

/**
 * The clustering step of `induceHierarchy`, on a similarity computed once: the categories with at
 * least `minDocuments` documents are cut into `clusters` groups by average linkage, then every other
 * category joins the group with the highest mean similarity to its clustered members (ties: the group
 * with the most documents, then the lower number). `chooseMinDocuments` runs it for many minimums.
 *
 * @param similarity - the m × m category similarity, row-major
 * @param count - the number of documents of each of the m categories
 * @param clusters - the number of groups asked for (≥ 1)
 * @param minDocuments - the fewest documents of a clustered category (≥ 1)
 * @returns the group of every category, and n, the number of groups (clusters clamped to the number
 *   of clustered categories; 1 when none is clustered and m > 0)
 * @internal
 */
export function clusterCategories(
  similarity: ArrayLike<number>,
  count: Int32Array,
  clusters: number,
  minDocuments: number,
): { cluster: Int32Array; n: number } {
  const m = count.length;
  const clustered = Array.from({ length: m }, (_, j) => j).filter((j) => count[j]! >= minDocuments);
  const k = clustered.length;
  const sub = Float64Array.from(
    { length: k * k },
    (_, p) => similarity[clustered[Math.floor(p / k)]! * m + clustered[p % k]!]!,
  );
  const found = averageLinkage({ rows: k, cols: k, data: sub }, clusters);
  const n = k === 0 ? Math.min(1, m) : Math.max(...found) + 1;
  const cluster = new Int32Array(m).fill(-1);
  const size = new Int32Array(n);
  const documents = new Float64Array(n);
  clustered.forEach((j, x) => {
    cluster[j] = found[x]!;
    size[found[x]!]!++;
    documents[found[x]!]! += count[j]!;
  });
  for (let j = 0; j < m; j++) {
    if (cluster[j] !== -1) continue;
    // the highest mean similarity to a macro-category's clustered members; ties: most documents, lower number
    const mean = new Float64Array(n);
    for (const i of clustered) mean[cluster[i]!]! += similarity[j * m + i]!;
    for (let c = 0; c < n; c++) mean[c]! /= size[c]!;
    let best = 0;
    for (let c = 1; c < n; c++) {
      if (mean[c]! > mean[best]! || (mean[c] === mean[best] && documents[c]! > documents[best]!)) best = c;
    }
    cluster[j] = best;
  }
  return { cluster, n };
}
