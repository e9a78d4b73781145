import type { ContingencyCounts } from "./contingency-table.js";

/**
 * The χ² statistic of the term/category 2 x 2 table (Yang and Pedersen 1997; Sebastiani 2002,
 * Table 1):
 *
 * χ²(t, c) = n · (a·d − b·c)² / ((a + b) · (c + d) · (a + c) · (b + d))
 *
 * equal to Σ over the four cells of (observed − expected)² / expected.
 *
 * @param counts - the 2 x 2 table of the pair
 * @returns a finite number ≥ 0 (at most n); 0 means independence
 *
 * @example
 * ```ts
 * chiSquare({ a: 5, b: 0, c: 0, d: 5, n: 10 }); // 10
 * chiSquare({ a: 1, b: 1, c: 4, d: 4, n: 10 }); // 0
 * ```
 *
 * Edge cases: when a margin is empty (a term in every document or none, a category with every
 * document or none, n = 0) the formula is 0/0; then a·d − b·c is 0 too and the score is 0.
 */
export function chiSquare(counts: ContingencyCounts): number {
  const { a, b, c, d, n } = counts;
  const denominator = (a + b) * (c + d) * (a + c) * (b + d);
  if (!(denominator > 0)) return 0;
  const cross = a * d - b * c;
  return (n * cross * cross) / denominator;
}
