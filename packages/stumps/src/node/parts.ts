import type { Range } from "./kernels.js";

/**
 * Splits [0, n) into `parts` contiguous ranges of equal length (±1).
 *
 * @example
 * ```ts
 * evenParts(10, 3); // [{ from: 0, to: 3 }, { from: 3, to: 6 }, { from: 6, to: 10 }]
 * ```
 */
export function evenParts(n: number, parts: number): Range[] {
  return Array.from({ length: parts }, (_, p) => ({
    from: Math.floor((n * p) / parts),
    to: Math.floor((n * (p + 1)) / parts),
  }));
}

/**
 * Splits [0, n) into `parts` contiguous ranges of about equal cost, where item i costs
 * `prefix[i + 1] − prefix[i]` (`prefix` non-decreasing, length n + 1; for example a CSC `indptr`).
 *
 * @example
 * ```ts
 * weightedParts(Int32Array.from([0, 5, 6, 7, 8, 10]), 2); // [{ from: 0, to: 1 }, { from: 1, to: 5 }]
 * ```
 */
export function weightedParts(prefix: ArrayLike<number>, parts: number): Range[] {
  const n = prefix.length - 1;
  const first = prefix[0]!;
  const total = prefix[n]! - first;
  if (total <= 0) return evenParts(n, parts);
  const cuts = [0];
  for (let p = 1; p < parts; p++) {
    const target = first + (total * p) / parts;
    // The first i with prefix[i] >= target, not before the previous cut.
    let lo = cuts[p - 1]!;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (prefix[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    cuts.push(lo);
  }
  cuts.push(n);
  return Array.from({ length: parts }, (_, p) => ({ from: cuts[p]!, to: cuts[p + 1]! }));
}
