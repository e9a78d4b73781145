import type { ContingencyCounts } from "./contingency-table.js";

/**
 * What {@link oddsRatio} adds to every cell so that zero cells give a finite ratio: 0.5, the
 * Haldane–Anscombe correction (Agresti, Categorical Data Analysis, Section 3.1).
 */
export const ODDS_RATIO_EPSILON = 0.5;

/**
 * The odds ratio of the term for the category (Sebastiani 2002, Table 1):
 *
 * OR(t, c) = P(t | c) · (1 − P(t | c̄)) / ((1 − P(t | c)) · P(t | c̄)) = (a·d) / (b·c)
 *
 * computed with {@link ODDS_RATIO_EPSILON} (ε = 0.5) added to each of the four cells:
 * ((a + ε)(d + ε)) / ((b + ε)(c + ε)). It is not symmetric: above 1 when the term points to the
 * category, below 1 when it points away. Rankings keep only the first kind at the top.
 *
 * @param counts - the 2 x 2 table of the pair
 * @returns a finite number > 0; 1 means independence of the smoothed table
 *
 * @example
 * ```ts
 * oddsRatio({ a: 9, b: 1, c: 1, d: 9, n: 20 }); // (9.5 · 9.5) / (1.5 · 1.5) ≈ 40.1
 * oddsRatio({ a: 0, b: 0, c: 0, d: 0, n: 0 }); // 1
 * ```
 *
 * Edge cases: zero cells are what the correction is for, so every table (also n = 0) gives a
 * finite positive value. A rare term seen only in the category's documents still gets a large
 * ratio (a = 1, b = 0 gives 3 (d + ε) / (c + ε)): odds ratio favours rare terms.
 */
export function oddsRatio(counts: ContingencyCounts): number {
  const e = ODDS_RATIO_EPSILON;
  return ((counts.a + e) * (counts.d + e)) / ((counts.b + e) * (counts.c + e));
}
