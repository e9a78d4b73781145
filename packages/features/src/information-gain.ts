import type { ContingencyCounts } from "./contingency-table.js";

/**
 * Information gain of a term for a category, in bits, as written in the MP-Boost paper (Esuli,
 * Fagni and Sebastiani 2006, Section 5.1, the unnumbered equation just before Eq. 13; the same
 * formula is in TreeBoost.MH, Section 4.2):
 *
 * IG(t_k, c_i) = Σ_{c ∈ {c_i, c̄_i}} Σ_{t ∈ {t_k, t̄_k}} P(t, c) · log( P(t, c) / (P(t) · P(c)) )
 *
 * with probabilities estimated as document fractions: P(t_k, c_i) = a / n, P(t_k) = (a + b) / n,
 * P(c_i) = (a + c) / n, and so on. It is the mutual information between the two binary events
 * "contains t_k" and "belongs to c_i" (not to be confused with {@link mutualInformation}, the
 * pointwise measure of the TC literature). The paper leaves the base of the logarithm open; this
 * uses base 2.
 *
 * @param counts - the 2 x 2 table of the pair
 * @returns a finite number ≥ 0; higher means more informative (in either direction: a term that
 *   predicts the absence of the category scores high too)
 *
 * @example
 * ```ts
 * informationGain({ a: 5, b: 0, c: 0, d: 5, n: 10 }); // 1: the term decides the category
 * informationGain({ a: 1, b: 1, c: 4, d: 4, n: 10 }); // 0: independent
 * ```
 *
 * Edge cases: empty cells contribute 0 (0 · log 0 = 0); with n = 0, a term in every document or in
 * none, or a category with no or every document, IG is 0. Rounding can make the exact sum a hair
 * below 0; it is clamped to 0.
 */
export function informationGain(counts: ContingencyCounts): number {
  const { a, b, c, d, n } = counts;
  if (n <= 0) return 0;
  const t = a + b;
  const notT = c + d;
  const cat = a + c;
  const notCat = b + d;
  const ig = cell(a, t, cat, n) + cell(b, t, notCat, n) + cell(c, notT, cat, n) + cell(d, notT, notCat, n);
  return Math.max(ig, 0);
}

/** P(t, c) · log2(P(t, c) / (P(t) P(c))) with counts; 0 for an empty cell. */
function cell(joint: number, row: number, column: number, n: number): number {
  if (joint <= 0) return 0;
  return (joint / n) * Math.log2((joint * n) / (row * column));
}
