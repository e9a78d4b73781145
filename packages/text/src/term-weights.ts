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

/**
 * Sublinear term frequency `1 + ln(c)` (natural logarithm; Salton and Buckley 1988, scikit-learn's
 * `sublinear_tf`): a term seen 10 times counts about 3.3 times as much as a term seen once, not 10
 * times. The pipeline's `sublinearTf` option uses it in place of the count c of `"tf"`, `"tf-idf"` and
 * `"tf-idf-cosine"`.
 *
 * @param count - c, the number of times the term occurs in the document (≥ 1)
 * @returns `1 + Math.log(count)`: 1 for c = 1, finite and ≥ 1 for every c ≥ 1
 *
 * @example
 * ```ts
 * sublinearTermFrequency(1); // 1
 * sublinearTermFrequency(Math.E ** 2); // 3
 * ```
 */
export function sublinearTermFrequency(count: number): number {
  return 1 + Math.log(count);
}

/**
 * The default k1 of BM25, the saturation of the term frequency (Robertson and Zaragoza 2009).
 *
 * @example
 * ```ts
 * textPipeline({ weighting: "bm25" }).options.bm25K1 === DEFAULT_BM25_K1; // 1.2
 * ```
 */
export const DEFAULT_BM25_K1 = 1.2;

/**
 * The default b of BM25, the strength of the document length normalisation, in [0, 1].
 *
 * @example
 * ```ts
 * textPipeline({ weighting: "bm25" }).options.bm25B === DEFAULT_BM25_B; // 0.75
 * ```
 */
export const DEFAULT_BM25_B = 0.75;

/**
 * The inverse document frequency of BM25 in its non-negative form (the one of Lucene):
 * `ln(1 + (N − df + 0.5) / (df + 0.5))`. Unlike Robertson–Spärck Jones's `ln((N − df + 0.5) / (df + 0.5))`
 * it never turns negative for a term in more than half the documents; it is > 0 for every df ≤ N.
 *
 * @param documentCount - N, the number of training documents (≥ 1)
 * @param documentFrequency - df, in [0, N]
 * @returns the idf, finite and > 0 for valid inputs
 *
 * @example
 * ```ts
 * bm25InverseDocumentFrequency(100, 100); // ln(1 + 0.5 / 100.5) ≈ 0.00496
 * bm25InverseDocumentFrequency(100, 1); // ln(1 + 99.5 / 1.5) ≈ 4.21
 * ```
 */
export function bm25InverseDocumentFrequency(documentCount: number, documentFrequency: number): number {
  return Math.log(1 + (documentCount - documentFrequency + 0.5) / (documentFrequency + 0.5));
}

/**
 * The term-frequency part of BM25 (Robertson and Zaragoza 2009), without the idf:
 *
 * ```
 *   c · (k1 + 1) / (c + k1 · (1 − b + b · len / avg_len))
 * ```
 *
 * where c is the count of the term in the document, len the number of terms of the document and
 * avg_len the mean number of terms of the training documents. It saturates at k1 + 1 as c grows;
 * k1 = 0 makes it 1 for every present term (binary), b = 0 switches the length normalisation off.
 * The pipeline's `"bm25"` weighting is this times {@link bm25InverseDocumentFrequency}.
 *
 * @param count - c ≥ 1
 * @param length - len ≥ c, the number of terms of the document (all of them, in the vocabulary or not)
 * @param averageLength - avg_len > 0
 * @param k1 - ≥ 0 (default {@link DEFAULT_BM25_K1})
 * @param b - in [0, 1] (default {@link DEFAULT_BM25_B})
 * @returns the factor, finite and in (0, k1 + 1] for valid inputs
 *
 * @example
 * ```ts
 * // a document of average length: c (k1 + 1) / (c + k1)
 * bm25TermFrequency(1, 100, 100, 1.2, 0.75); // 1
 * bm25TermFrequency(3, 100, 100, 1.2, 0.75); // 3 · 2.2 / 4.2 ≈ 1.571
 * ```
 */
export function bm25TermFrequency(
  count: number,
  length: number,
  averageLength: number,
  k1: number,
  b: number,
): number {
  return (count * (k1 + 1)) / (count + k1 * (1 - b + (b * length) / averageLength));
}
