import type { ContingencyCounts } from "./contingency-table.js";

/**
 * The GSS coefficient (Galavotti, Sebastiani and Simi 2000; Sebastiani 2002, Table 1):
 *
 * GSS(t, c) = P(t, c) · P(t̄, c̄) − P(t, c̄) · P(t̄, c) = (a·d − b·c) / n²
 *
 * A simplified χ² that keeps the sign: positive when the term points to the category, negative
 * when it points away from it.
 *
 * @param counts - the 2 x 2 table of the pair
 * @returns a finite number in [−1/4, 1/4]; 0 means independence
 *
 * @example
 * ```ts
 * gss({ a: 5, b: 0, c: 0, d: 5, n: 10 }); // 0.25
 * gss({ a: 0, b: 5, c: 5, d: 0, n: 10 }); // -0.25
 * ```
 *
 * Edge cases: n = 0 gives 0.
 */
export function gss(counts: ContingencyCounts): number {
  const { a, b, c, d, n } = counts;
  if (n <= 0) return 0;
  return (a * d - b * c) / (n * n);
}
