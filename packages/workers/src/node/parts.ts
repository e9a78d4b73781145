/**
 * Chunk boundaries splitting [0, n) into `count` chunks of equal length (±1): `cuts[0] = 0`,
 * `cuts[count] = n`, ascending (some chunks are empty when n < count).
 *
 * @example
 * ```ts
 * evenCuts(10, 3); // [0, 3, 6, 10]
 * ```
 */
export function evenCuts(n: number, count: number): number[] {
  return Array.from({ length: count + 1 }, (_, c) => Math.floor((n * c) / count));
}

/**
 * Chunk boundaries splitting [0, n) into `count` chunks of about equal cost, where item i costs
 * `prefix[i + 1] − prefix[i]` (`prefix` non-decreasing, length n + 1; for example a CSC `indptr`).
 * No chunk costs more than its share plus one item.
 *
 * @example
 * ```ts
 * weightedCuts([0, 5, 6, 7, 8, 10], 2); // [0, 1, 5]
 * ```
 */
export function weightedCuts(prefix: ArrayLike<number>, count: number): number[] {
  const n = prefix.length - 1;
  const first = prefix[0]!;
  const total = prefix[n]! - first;
  if (!(total > 0)) return evenCuts(n, count);
  const cuts = [0];
  for (let c = 1; c < count; c++) {
    const target = first + (total * c) / count;
    // The first i with prefix[i] >= target, not before the previous cut.
    let lo = cuts[c - 1]!;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (prefix[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    cuts.push(lo);
  }
  cuts.push(n);
  return cuts;
}

/** Chunks per thread: enough for threads to even out, few enough that taking one costs nothing. */
export const CHUNKS_PER_THREAD = 8;
