import { TextboostError } from "@textboost/core";
import { checkSize } from "./validate.js";

/**
 * The `size` best terms by score: highest score first, ties broken by the lower term id first.
 *
 * @param scores - one finite score per term (for example a row of {@link termScores} or the result
 *   of {@link globalise})
 * @param size - how many terms to return, an integer ≥ 1; more than there are terms returns them all
 * @returns term ids, best first, length `min(size, scores.length)`
 * @throws TextboostError `E_INVALID_ARGUMENT` when size is not an integer ≥ 1, `E_NUMERIC` for a
 *   non-finite score
 *
 * @example
 * ```ts
 * rankTerms([0.2, 0.9, 0.2, 0.5], 3); // Int32Array [1, 3, 0]
 * rankTerms([1, 2], 10); // Int32Array [1, 0]
 * ```
 */
export function rankTerms(scores: ArrayLike<number>, size: number): Int32Array {
  checkSize(size);
  for (let k = 0; k < scores.length; k++) {
    if (!Number.isFinite(scores[k]!)) {
      throw new TextboostError("E_NUMERIC", `score of term ${k} is ${scores[k]}; scores must be finite`);
    }
  }
  return rankedSlice(scores, 0, scores.length, size);
}

/**
 * Term ids of `scores[offset .. offset + terms)` sorted best first (ties: lower id), cut to `size`.
 * When `size` is well below `terms`, the size-th best score is found by quickselect and only the
 * candidates at or above it are sorted: O(terms + size log size) expected.
 * @internal
 */
export function rankedSlice(
  scores: ArrayLike<number>,
  offset: number,
  terms: number,
  size: number,
): Int32Array {
  const better = (x: number, y: number): number => {
    const sx = scores[offset + x]!;
    const sy = scores[offset + y]!;
    return sx > sy ? -1 : sx < sy ? 1 : x - y;
  };
  if (size * 4 >= terms) {
    const order = new Int32Array(terms);
    for (let k = 0; k < terms; k++) order[k] = k;
    order.sort(better);
    return size >= terms ? order : order.slice(0, size);
  }
  const values = new Float64Array(terms);
  for (let k = 0; k < terms; k++) values[k] = scores[offset + k]!;
  const threshold = kthSmallest(values, terms - size);
  const out = new Int32Array(size);
  let count = 0;
  for (let k = 0; k < terms; k++) if (scores[offset + k]! > threshold) out[count++] = k;
  for (let k = 0; k < terms && count < size; k++) if (scores[offset + k]! === threshold) out[count++] = k;
  return out.sort(better);
}

/** The k-th smallest value (0-based) of `values`, which it reorders: three-way quickselect. */
function kthSmallest(values: Float64Array, k: number): number {
  let lo = 0;
  let hi = values.length - 1;
  while (hi > lo) {
    const a = values[lo]!;
    const b = values[(lo + hi) >>> 1]!;
    const c = values[hi]!;
    const pivot = Math.max(Math.min(a, b), Math.min(Math.max(a, b), c)); // median of three
    let lt = lo;
    let gt = hi;
    let i = lo;
    while (i <= gt) {
      const v = values[i]!;
      if (v < pivot) {
        values[i++] = values[lt]!;
        values[lt++] = v;
      } else if (v > pivot) {
        values[i] = values[gt]!;
        values[gt--] = v;
      } else {
        i++;
      }
    }
    if (k < lt) hi = lt - 1;
    else if (k > gt) lo = gt + 1;
    else return pivot;
  }
  return values[k]!;
}
