import type { Random } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { checkCount } from "./internal/fail.js";

/**
 * Draws a bootstrap sample: `size` row ids uniformly from `[0, n)` with replacement, for
 * `selectRows`. Deterministic for a given generator state.
 *
 * @param n - number of rows to draw from
 * @param random - a seeded generator (`createRandom(seed)` from `@textboost/core`); it is advanced
 * @param size - sample size (default `n`)
 * @returns an Int32Array of `size` ids in `[0, n)`, in draw order
 * @throws TextboostError `E_INVALID_ARGUMENT` when `n` or `size` is not a non-negative integer, or
 *   `n` is 0 while `size` is positive
 *
 * @example
 * ```ts
 * const ids = bootstrapSample(5, createRandom(1)); // 5 ids in 0..4, some repeated
 * const sample = selectRows(X, ids);
 * ```
 */
export function bootstrapSample(n: number, random: Random, size: number = n): Int32Array {
  checkCount("n", n);
  checkCount("size", size);
  if (n === 0 && size > 0) {
    throw new TextboostError("E_INVALID_ARGUMENT", `cannot draw ${size} rows from an empty set (n = 0)`);
  }
  const out = new Int32Array(size);
  for (let k = 0; k < size; k++) out[k] = random.int(n);
  return out;
}
