import { type DenseMatrix, TextboostError } from "@textboost/core";

function checkSimilarity(s: DenseMatrix): number {
  const m = s.rows;
  if (s.cols !== m || s.data.length !== m * m) {
    throw new TextboostError(
      "E_SHAPE",
      `the similarity must be a square matrix; got ${s.rows} x ${s.cols} with ${s.data.length} values`,
    );
  }
  for (let j = 0; j < m; j++) {
    for (let k = 0; k < m; k++) {
      const v = s.data[j * m + k]!;
      if (!Number.isFinite(v)) {
        throw new TextboostError(
          "E_NUMERIC",
          `the similarity of items ${j} and ${k} is ${v}; it must be finite`,
        );
      }
      if (v !== s.data[k * m + j]) {
        throw new TextboostError(
          "E_INVALID_ARGUMENT",
          `the similarity must be symmetric: (${j}, ${k}) is ${v} but (${k}, ${j}) is ${s.data[k * m + j]}`,
        );
      }
    }
  }
  return m;
}

/**
 * Agglomerative clustering with average linkage (UPGMA) on a similarity matrix: start from one cluster
 * per item and repeatedly merge the two clusters A, B with the highest average similarity
 * (1 / (|A| |B|)) Σ_{a ∈ A, b ∈ B} s(a, b), until `clusters` remain. Ties go to the pair whose smallest
 * members come first (compare the smaller smallest member, then the other), so the result is
 * deterministic. The diagonal is not used. The merges do not depend on `clusters`: the partition into
 * n clusters refines the one into n - 1.
 *
 * It keeps the pairwise sums between clusters and updates them on a merge
 * (Σ(A ∪ B, C) = Σ(A, C) + Σ(B, C)), so m items take O(m^2) memory and O(m^3) time.
 *
 * @param similarity - items x items, symmetric, finite (for example {@link categorySimilarity})
 * @param clusters - how many clusters to cut into, an integer >= 1; more than the items gives one
 *   cluster per item
 * @returns the cluster of each item, numbered 0, 1, ... in the order of their smallest members
 * @throws TextboostError `E_INVALID_ARGUMENT` for `clusters` < 1 or not an integer, or an asymmetric
 *   matrix; `E_SHAPE` for a matrix that is not square; `E_NUMERIC` for a non-finite similarity
 *
 * @example
 * ```ts
 * // items 0 and 1 are close, 2 and 3 are close
 * const s = { rows: 4, cols: 4, data: Float64Array.of(1, 0.9, 0.1, 0, 0.9, 1, 0.2, 0.1, 0.1, 0.2, 1, 0.8, 0, 0.1, 0.8, 1) };
 * averageLinkage(s, 2); // Int32Array [0, 0, 1, 1]
 * averageLinkage(s, 1); // Int32Array [0, 0, 0, 0]
 * ```
 */
export function averageLinkage(similarity: DenseMatrix, clusters: number): Int32Array {
  if (!Number.isInteger(clusters) || clusters < 1) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `the number of clusters must be a whole number >= 1, got ${clusters}`,
    );
  }
  const m = checkSimilarity(similarity);
  const sum = Float64Array.from(similarity.data);
  const size = new Int32Array(m).fill(1);
  const mergedInto = Int32Array.from({ length: m }, (_, j) => j);
  // active clusters, each named by its smallest member, kept in increasing order
  let active = Array.from({ length: m }, (_, j) => j);
  while (active.length > clusters) {
    let bestA = -1;
    let bestB = -1;
    let best = Number.NEGATIVE_INFINITY;
    for (let x = 0; x < active.length; x++) {
      const a = active[x]!;
      for (let y = x + 1; y < active.length; y++) {
        const b = active[y]!;
        const average = sum[a * m + b]! / (size[a]! * size[b]!);
        if (average > best) {
          best = average;
          bestA = a;
          bestB = b;
        }
      }
    }
    for (const c of active) {
      if (c === bestA || c === bestB) continue;
      const merged = sum[bestA * m + c]! + sum[bestB * m + c]!;
      sum[bestA * m + c] = merged;
      sum[c * m + bestA] = merged;
    }
    size[bestA]! += size[bestB]!;
    mergedInto[bestB] = bestA;
    active = active.filter((c) => c !== bestB);
  }
  const number = new Int32Array(m);
  active.forEach((c, k) => {
    number[c] = k;
  });
  return Int32Array.from({ length: m }, (_, j) => {
    let c = j;
    while (mergedInto[c] !== c) c = mergedInto[c]!;
    return number[c]!;
  });
}
