// AdaBoost.LC's scan for each label's best term (parallelBestTerms).
import type { TrainingSet } from "@textboost/core";
import { bindSharedTermSums, labelBestTerms, type SharedTermSums, simdTermSums } from "@textboost/statistics";
import { type ChunkedContext, type Chunks, takeChunk } from "./chunks.js";
import { perThread } from "./per-thread.js";

/** What AdaBoost.LC's scan shares: the training set, Q, and each chunk's choice per label. */
export interface BestTermsContext extends ChunkedContext {
  readonly data: TrainingSet;
  readonly weights: Float64Array;
  /**
   * Q's shared WebAssembly memory with the scan's index and every thread's scratch (then `weights`
   * is its Q): each thread binds the SIMD scan on its own scratch and reads Q there. Absent (no
   * SIMD): each thread copies Q into a kernel of its own every round.
   */
  readonly sums?: SharedTermSums;
  /** `slots[0]`: the next thread scratch of `sums` to hand out. */
  readonly slots: Int32Array;
  /** Chunk c's best criterion of label j at `c · labels + j`. */
  readonly best: Float64Array;
  /** Chunk c's best term of label j at `c · labels + j`. */
  readonly bestTerm: Int32Array;
  /** That term's positive and negative sides, at the same places (`BestSides` of `@textboost/statistics`). */
  readonly bestPositive: Float64Array;
  readonly bestNegative: Float64Array;
}

/** Each chunk's best term per label (`labelBestTerms` of `@textboost/statistics` over its terms). */
export function bestTermsOfChunks(c: BestTermsContext, a: Chunks): void {
  const m = c.data.Y.cols;
  const { cuts } = a;
  // The scan in SIMD over the shared Q, on this thread's scratch; else on this thread's own copy of
  // the weights, loaded once for all its chunks of the round.
  const { sums: layout } = c;
  const sums = layout
    ? perThread(c, c.slots, (thread) => bindSharedTermSums(layout, c.data, thread))
    : simdTermSums(c.data);
  if (!layout) sums?.load(c.weights);
  for (let chunk = takeChunk(c, cuts); chunk >= 0; chunk = takeChunk(c, cuts)) {
    const at = chunk * m;
    labelBestTerms(
      c.data,
      c.weights,
      cuts[chunk]!,
      cuts[chunk + 1]!,
      c.best.subarray(at, at + m),
      c.bestTerm.subarray(at, at + m),
      sums,
      { positive: c.bestPositive.subarray(at, at + m), negative: c.bestNegative.subarray(at, at + m) },
    );
  }
}

/**
 * Each chunk's labels' best terms over every term, summed document by document (`bestTermsOfLabels`
 * of `@textboost/statistics`, over the shared Q on this thread's scratch): the chunks are ranges of
 * labels (`cuts`, at most the layout's `labelBlock` apart), each writing its own labels' entries
 * [cuts[chunk], cuts[chunk + 1]) of `best`, `bestTerm` and the sides, which need no merge.
 */
export function bestTermsOfLabelBlocks(c: BestTermsContext, a: Chunks): void {
  const { sums: layout } = c;
  if (!layout) throw new Error("best-label-blocks needs the scan's shared memory (sums)");
  const sums = perThread(c, c.slots, (thread) => bindSharedTermSums(layout, c.data, thread));
  if (sums === undefined) throw new Error("best-label-blocks needs WebAssembly SIMD on every thread");
  const { cuts } = a;
  const sides = { positive: c.bestPositive, negative: c.bestNegative };
  for (let chunk = takeChunk(c, cuts); chunk >= 0; chunk = takeChunk(c, cuts))
    sums.bestTermsOfLabels(cuts[chunk]!, cuts[chunk + 1]!, c.best, c.bestTerm, sides);
}
