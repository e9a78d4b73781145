import { checkBins } from "./bin-count.js";

/**
 * A threshold strictly between two ascending values a < b, such that `x <= t` holds for a and
 * fails for b: their midpoint, or `a` itself when the midpoint rounds onto b (adjacent doubles).
 */
function between(a: number, b: number): number {
  const m = a + (b - a) / 2;
  return m >= a && m < b ? m : a;
}

/**
 * Appends to `out` at most `bins - 1` cuts between the distinct values of `sorted[from .. to)`
 * (ascending), each at the boundary between distinct values nearest to the quantile q/bins
 * (q = 1 ... bins - 1) of the count, lower boundary on a tie; duplicates dropped. With at most
 * `bins` distinct values every boundary is a cut (the every-value thresholds).
 */
function interiorCuts(sorted: Float64Array, from: number, to: number, bins: number, out: number[]): void {
  const n = to - from;
  const boundaries: number[] = []; // positions i (from < i < to) with sorted[i - 1] < sorted[i]
  for (let i = from + 1; i < to; i++) if (sorted[i - 1]! < sorted[i]!) boundaries.push(i);
  if (boundaries.length === 0) return;
  let last = -1;
  const take = (i: number): void => {
    if (i === last) return;
    last = i;
    out.push(between(sorted[i - 1]!, sorted[i]!));
  };
  if (boundaries.length <= bins - 1) {
    for (const i of boundaries) take(i);
    return;
  }
  for (let q = 1; q < bins; q++) {
    const target = from + (q * n) / bins;
    // the first boundary at or after target, then the nearer of it and the one before
    let lo = 0;
    let hi = boundaries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (boundaries[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    const after = boundaries[Math.min(lo, boundaries.length - 1)]!;
    const before = boundaries[Math.max(lo - 1, 0)]!;
    take(target - before <= after - target ? before : after);
  }
}

/**
 * The thresholds of one feature: its stored values cut into at most `bins` quantile bins per sign,
 * in ascending order. Zeros (stored or not) are the reference point and never binned.
 *
 * - Positive values: the cut 0 (the derived feature "x > 0", presence of a positive value), then up
 *   to `bins - 1` cuts between distinct positive values at their quantiles.
 * - Negative values: up to `bins - 1` cuts between distinct negative values at their quantiles, and
 *   the cut between the largest negative value and 0. A negative threshold t stands for the derived
 *   feature "x <= t", which only stored negative values satisfy, so the expansion stays as sparse
 *   as the data.
 *
 * A cut between two values a < b is their midpoint (or a, when the midpoint rounds onto b), as the
 * exact threshold stump's. With at most `bins` distinct values on a side, every boundary between
 * them is a cut: the bins are then exactly the every-value thresholds of that side.
 *
 * @param sorted - the feature's stored values, ascending, all finite
 * @param bins - at most this many bins per sign, a whole number in [1, 1024] ({@link checkBins})
 * @returns ascending, distinct thresholds: the negative ones (at most `bins`) then the non-negative
 *   ones (at most `bins`, the first 0); empty when every value is 0
 * @throws TextboostError `E_INVALID_ARGUMENT` for a bad `bins`
 *
 * @example
 * ```ts
 * quantileCuts(Float64Array.of(0.1, 0.2, 0.3, 0.4), 2); // Float64Array [0, 0.25]
 * quantileCuts(Float64Array.of(-2, -1, 0, 3), 4); // Float64Array [-1.5, -0.5, 0]
 * ```
 */
export function quantileCuts(sorted: Float64Array, bins: number): Float64Array {
  checkBins(bins);
  let firstZero = 0;
  while (firstZero < sorted.length && sorted[firstZero]! < 0) firstZero++;
  let firstPositive = firstZero;
  while (firstPositive < sorted.length && sorted[firstPositive]! <= 0) firstPositive++;
  const out: number[] = [];
  if (firstZero > 0) {
    interiorCuts(sorted, 0, firstZero, bins, out);
    const largest = sorted[firstZero - 1]!;
    const half = largest / 2;
    out.push(half < 0 ? half : largest);
  }
  if (firstPositive < sorted.length) {
    out.push(0);
    interiorCuts(sorted, firstPositive, sorted.length, bins, out);
  }
  return Float64Array.from(out);
}
