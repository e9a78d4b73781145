import { TextboostError } from "@textboost/core";

/**
 * Word n-grams of a token sequence for every n from `min` to `max`: first all 1-grams (when `min` is
 * 1) in order, then all 2-grams in order, and so on. The words of an n-gram are joined by one space
 * (tokens never contain whitespace, so the join is unambiguous). A sequence shorter than n has no
 * n-gram.
 *
 * @param tokens - the token sequence
 * @param min - smallest n, an integer ≥ 1
 * @param max - largest n, an integer ≥ `min`
 * @returns the n-grams, grouped by n, each group in text order
 * @throws TextboostError `E_INVALID_ARGUMENT` when the range is not integers with 1 ≤ min ≤ max
 *
 * @example
 * ```ts
 * wordNgrams(["oil", "price", "rise"], 1, 2); // ["oil", "price", "rise", "oil price", "price rise"]
 * wordNgrams(["oil"], 2, 2); // []
 * ```
 */
export function wordNgrams(tokens: readonly string[], min: number, max: number): string[] {
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 1 || max < min) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `n-gram range must be integers with 1 <= min <= max, got [${min}, ${max}]`,
    );
  }
  if (min === 1 && max === 1) return tokens.slice();
  const out: string[] = [];
  for (let n = min; n <= max; n++) {
    for (let i = 0; i + n <= tokens.length; i++) {
      let gram = tokens[i]!;
      for (let k = 1; k < n; k++) gram += ` ${tokens[i + k]!}`;
      out.push(gram);
    }
  }
  return out;
}
