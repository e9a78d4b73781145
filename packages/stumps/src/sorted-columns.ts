import type { CscMatrix } from "@textboost/core";

const cache = new WeakMap<CscMatrix, Int32Array>();

/**
 * For each column of `Xc`, the positions of its stored entries sorted by value (ascending; equal
 * values by row). Computed once per matrix and cached, so threshold stumps sort each feature once per
 * `fit`, not once per round. Binary matrices (no values) keep row order.
 *
 * @returns `order`, a permutation of `0..nnz-1` in which each column's segment `indptr[k]..indptr[k+1]` is sorted
 */
export function sortedColumnOrder(Xc: CscMatrix): Int32Array {
  let order = cache.get(Xc);
  if (order) return order;
  const nnz = Xc.indices.length;
  order = new Int32Array(nnz);
  for (let p = 0; p < nnz; p++) order[p] = p;
  const values = Xc.values;
  if (values) {
    for (let k = 0; k < Xc.cols; k++) {
      const segment = order.subarray(Xc.indptr[k]!, Xc.indptr[k + 1]!);
      segment.sort((a, b) => values[a]! - values[b]! || a - b);
    }
  }
  cache.set(Xc, order);
  return order;
}
