/**
 * The inverse document frequency `log(N / df)` (natural logarithm) of a term found in `df` of `N`
 * training documents. It is 0 for a term in every document; the pipeline does not store zero weights.
 *
 * @param documentCount - N, the number of training documents (≥ 1)
 * @param documentFrequency - df, in [1, N]
 * @returns `Math.log(N / df)`, finite and ≥ 0 for valid inputs
 *
 * @example
 * ```ts
 * inverseDocumentFrequency(100, 10); // Math.log(10) ≈ 2.3026
 * inverseDocumentFrequency(100, 100); // 0
 * ```
 */
export function inverseDocumentFrequency(documentCount: number, documentFrequency: number): number {
  return Math.log(documentCount / documentFrequency);
}

/**
 * The pivoted-length-normalised term frequency of the AdaBoost.LC paper (Amit, Dekel and Singer,
 * "A Boosting Algorithm for Label Covering in Multilabel Problems", §4, the unnumbered display after
 * "We now briefly describe the pivoted length normalization"; after Singhal, Buckley and Mitra 1996):
 *
 * ```
 *   tf = ((1 + log d) / (1 + log avg_d)) / (1 − slope + slope · m_i / avg_m)
 * ```
 *
 * where, for term l in document i,
 * - `d` = d_i^l, the number of times the term occurs in document i;
 * - `avg_d` = avg(d_i^l) = (Σ_l d_i^l) / m_i, the average count of the terms of document i (its number
 *   of tokens over its number of distinct terms);
 * - `m_i` = |{l : d_i^l > 0}|, the number of distinct terms of document i;
 * - `avg_m` = avg(m_i) = (1/m) Σ_i m_i, the average of m_i over the m training documents.
 *
 * The weight the paper uses is this tf times the idf `log(m / u_l)` ({@link inverseDocumentFrequency}).
 * The paper's text defines u_l as "the number of times the term l appears throughout the corpus";
 * textboost reads it as the document frequency (the number of documents containing l), as in Singhal
 * et al. and every tf-idf scheme: with a raw corpus count, `log(m / u_l)` would turn negative for any
 * term occurring more than m times.
 *
 * @param count - d ≥ 1
 * @param averageCount - avg_d ≥ 1
 * @param uniqueTerms - m_i ≥ 1
 * @param averageUniqueTerms - avg_m > 0
 * @param slope - in [0, 1]; the paper uses 0.3
 * @returns the tf factor, finite and > 0 for valid inputs
 *
 * @example
 * ```ts
 * // a document of average length where every term occurs once: tf = 1
 * pivotedTermFrequency(1, 1, 50, 50, 0.3); // 1
 * ```
 */
export function pivotedTermFrequency(
  count: number,
  averageCount: number,
  uniqueTerms: number,
  averageUniqueTerms: number,
  slope: number,
): number {
  const tf = (1 + Math.log(count)) / (1 + Math.log(averageCount));
  return tf / (1 - slope + (slope * uniqueTerms) / averageUniqueTerms);
}
