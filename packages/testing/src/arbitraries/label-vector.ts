import fc from "fast-check";

/**
 * Label vectors y in {-1, +1}^k as an Int8Array (+1: the label applies), the input of a
 * `Cover`. All-negative and all-positive vectors occur.
 *
 * @param k - number of labels (a non-negative integer)
 * @returns an arbitrary of Int8Array of length `k`
 *
 * @example
 * ```ts
 * test.prop([arbLabelVector(5)])("...", (y) => {
 *   // y.length === 5, every y[l] is 1 or -1
 * });
 * ```
 */
export function arbLabelVector(k: number): fc.Arbitrary<Int8Array> {
  return fc
    .array(fc.boolean(), { minLength: k, maxLength: k })
    .map((bits) => Int8Array.from(bits, (b) => (b ? 1 : -1)));
}
