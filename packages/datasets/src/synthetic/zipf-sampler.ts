import type { Random } from "@textboost/core";

/** Draws ranks 0..n-1 with probability proportional to 1 / (rank + 1)^exponent. Internal. */
export interface ZipfSampler {
  readonly size: number;
  /** A rank in [0, size). */
  sample(random: Random): number;
  /** The probability of `rank`. */
  probability(rank: number): number;
}

/**
 * Builds a Zipf sampler over `size` ranks (cumulative table + binary search, O(log size) a draw).
 * `exponent` 0 gives the uniform distribution.
 *
 * @param size - number of ranks, at least 1
 * @param exponent - s >= 0 in 1 / (r + 1)^s
 */
export function zipfSampler(size: number, exponent: number): ZipfSampler {
  const cumulative = new Float64Array(size);
  let total = 0;
  for (let r = 0; r < size; r++) {
    total += 1 / (r + 1) ** exponent;
    cumulative[r] = total;
  }
  return {
    size,
    sample(random: Random): number {
      const u = random.next() * total;
      let lo = 0;
      let hi = size - 1;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (cumulative[mid]! > u) hi = mid;
        else lo = mid + 1;
      }
      return lo;
    },
    probability: (rank: number): number => 1 / (rank + 1) ** exponent / total,
  };
}
