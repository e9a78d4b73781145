import type { DenseMatrix, LabelMatrix } from "@textboost/core";
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
