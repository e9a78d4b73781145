import type { ContingencyCounts } from "./contingency-table.js";

/**
 * The joint count {@link mutualInformation} uses in place of a = 0, so that a term never seen with
 * the category gets a finite score below that of any term seen with it once.
 */
export const MUTUAL_INFORMATION_ZERO_COUNT = 0.5;

/**
 * Pointwise mutual information of a term and a category, in bits, as the term-selection literature
 * calls "mutual information" (Yang and Pedersen 1997; Sebastiani 2002, Table 1):
 *
 * MI(t, c) = log2( P(t, c) / (P(t) · P(c)) ) = log2( a·n / ((a + b)(a + c)) )
 *
 * (The expected mutual information over the four cells is {@link informationGain}.)
 *
 * @param counts - the 2 x 2 table of the pair
 * @returns a finite number; 0 at independence, positive when the term points to the category
 *
 * @example
 * ```ts
 * mutualInformation({ a: 5, b: 0, c: 0, d: 5, n: 10 }); // 1
 * mutualInformation({ a: 1, b: 1, c: 4, d: 4, n: 10 }); // 0
 * ```
 *
 * Edge cases: when the term is in no document (a + b = 0) or the category has none (a + c = 0) there
 * is no evidence and the score is 0. When both occur but never together (a = 0) the logarithm would
 * be −∞; a is then taken as {@link MUTUAL_INFORMATION_ZERO_COUNT} (0.5), which keeps the score
 * finite and below the a = 1 score of the same margins.
 */
export function mutualInformation(counts: ContingencyCounts): number {
  const { a, b, c, n } = counts;
  const t = a + b;
  const cat = a + c;
  if (t <= 0 || cat <= 0) return 0;
  const joint = a > 0 ? a : MUTUAL_INFORMATION_ZERO_COUNT;
  return Math.log2((joint * n) / (t * cat));
}
