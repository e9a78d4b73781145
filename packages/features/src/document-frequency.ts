import type { ContingencyCounts } from "./contingency-table.js";

/**
 * Document frequency: the number of documents that contain the term, a + b (Yang and Pedersen
 * 1997). It does not depend on the category, so every globalisation policy ranks terms the same
 * way and local selection gives every category the same set. For the category-conditional count,
 * pass your own measure: `({ a }) => a`.
 *
 * @param counts - the 2 x 2 table of the pair
 * @returns an integer in [0, n]
 *
 * @example
 * ```ts
 * documentFrequency({ a: 2, b: 3, c: 1, d: 4, n: 10 }); // 5
 * ```
 */
export function documentFrequency(counts: ContingencyCounts): number {
  return counts.a + counts.b;
}
