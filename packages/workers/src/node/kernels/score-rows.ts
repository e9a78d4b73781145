// Batch scoring of a compressed committee (scoresParallel).
import { type ChunkedContext, type Chunks, takeChunk } from "./chunks.js";

/** What batch scoring shares: a compressed committee and the documents. */
export interface ScoreContext extends ChunkedContext {
  readonly labels: number;
  readonly bias: Float64Array;
  readonly pivotIndex: Int32Array;
  readonly delta: Float64Array;
  readonly xPtr: Int32Array;
  readonly xIdx: Int32Array;
  /** Documents x labels, row-major. */
  readonly out: Float64Array;
}

/** Scores of the rows of every chunk: bias plus the delta of every pivot the document contains. */
export function scoreRows(c: ScoreContext, a: Chunks): void {
  const { labels: m, bias, pivotIndex, delta, xPtr, xIdx, out } = c;
  const { cuts } = a;
  for (let chunk = takeChunk(c, cuts); chunk >= 0; chunk = takeChunk(c, cuts)) {
    for (let i = cuts[chunk]!, to = cuts[chunk + 1]!; i < to; i++) {
      const base = i * m;
      out.set(bias, base);
      for (let p = xPtr[i]!, end = xPtr[i + 1]!; p < end; p++) {
        const pivot = pivotIndex[xIdx[p]!]!;
        if (pivot < 0) continue;
        const at = pivot * m;
        for (let j = 0; j < m; j++) out[base + j]! += delta[at + j]!;
      }
    }
  }
}
