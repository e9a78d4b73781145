import type { DenseMatrix, LabelMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { checkRankingInputs } from "./validate.js";

/**
 * One document's labels ranked by score, with ties resolved pessimistically. Internal to the ranking
 * measures; the arrays are reused from one document to the next.
 */
export interface RankedDocument {
  /** Document index. */
  readonly row: number;
  /** Number of labels m. */
  readonly labels: number;
  /** Label ids by descending score (ties by ascending id; no measure depends on that order). */
  readonly order: Int32Array;
  /** `relevant[j]` is 1 when the document has label j. */
  readonly relevant: Uint8Array;
  /** |Y_i|, the number of relevant labels. */
  readonly relevantCount: number;
  /**
   * `atOrAbove[k]` for the label at position k of `order`: the number of labels whose score is
   * greater than or equal to its score, i.e. its pessimistic rank (1-based; tied labels all take the
   * worst rank of their tie group).
   */
  readonly atOrAbove: Int32Array;
  /**
   * `relevantAtOrAbove[k]`: how many relevant labels have a score greater than or equal to the score
   * of the label at position k of `order`.
   */
  readonly relevantAtOrAbove: Int32Array;
}

/**
 * Validates truth and scores, then calls `visit` once per document with its {@link RankedDocument}.
 * Cost O(n m log m).
 *
 * @throws TextboostError `E_SHAPE`, `E_NUMERIC` (naming the row), `E_INVALID_ARGUMENT`
 */
export function forEachRankedDocument(
  Y: LabelMatrix,
  scores: DenseMatrix,
  visit: (doc: RankedDocument) => void,
): void {
  checkRankingInputs(Y, scores);
  const m = Y.cols;
  const data = scores.data;
  const order = new Int32Array(m);
  const relevant = new Uint8Array(m);
  const atOrAbove = new Int32Array(m);
  const relevantAtOrAbove = new Int32Array(m);
  const ids: number[] = new Array<number>(m);
  for (let i = 0; i < Y.rows; i++) {
    const base = i * m;
    relevant.fill(0);
    const start = Y.indptr[i]!;
    const end = Y.indptr[i + 1]!;
    for (let p = start; p < end; p++) relevant[Y.indices[p]!] = 1;
    for (let j = 0; j < m; j++) ids[j] = j;
    ids.sort((a, b) => data[base + b]! - data[base + a]! || a - b);
    for (let k = 0; k < m; k++) order[k] = ids[k]!;
    // Walk tie groups: every member of a group gets the group's end position and the number of
    // relevant labels up to that end.
    let relevantSoFar = 0;
    let k = 0;
    while (k < m) {
      const score = data[base + order[k]!]!;
      let g = k;
      while (g < m && data[base + order[g]!]! === score) {
        relevantSoFar += relevant[order[g]!]!;
        g++;
      }
      for (let q = k; q < g; q++) {
        atOrAbove[q] = g;
        relevantAtOrAbove[q] = relevantSoFar;
      }
      k = g;
    }
    visit({ row: i, labels: m, order, relevant, relevantCount: end - start, atOrAbove, relevantAtOrAbove });
  }
}

/**
 * The mean of `value` over the documents that have both a relevant and an irrelevant label (the
 * others are left out: a ranking measure is undefined or trivial on them), in document order. One-error,
 * ranking loss and average precision are this mean of their per-document values.
 *
 * @param Y - the true label sets (documents x labels, binary CSR)
 * @param scores - real scores, documents x labels row-major, finite
 * @param measure - the measure's name, for the error message
 * @param value - the measure's value on one document
 * @returns Σ value / the number of documents counted
 * @throws TextboostError as {@link forEachRankedDocument}; `E_INVALID_ARGUMENT` ("`measure` is
 *   undefined") when no document has both a relevant and an irrelevant label
 *
 * @example
 * ```ts
 * // the fraction of documents whose top label is irrelevant
 * meanOverMixedDocuments(Y, scores, "one-error", (doc) => (doc.relevant[doc.order[0]!] ? 0 : 1));
 * ```
 */
export function meanOverMixedDocuments(
  Y: LabelMatrix,
  scores: DenseMatrix,
  measure: string,
  value: (doc: RankedDocument) => number,
): number {
  let sum = 0;
  let used = 0;
  forEachRankedDocument(Y, scores, (doc) => {
    if (doc.relevantCount === 0 || doc.relevantCount === doc.labels) return;
    sum += value(doc);
    used++;
  });
  if (used === 0) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `${measure} is undefined: no document has both a relevant and an irrelevant label`,
    );
  }
  return sum / used;
}
