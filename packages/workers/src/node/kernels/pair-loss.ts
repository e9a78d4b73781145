// AdaBoost.LC's changed pairs: Q and the covering-loss terms of the documents a round changed
// (parallelPairLoss).
import {
  type ChangedPairs,
  type ChosenTerms,
  type CompiledCover,
  recomputeChangedPairs,
} from "@textboost/covers";
import { type ChunkedContext, type Chunks, takeChunk } from "./chunks.js";

/**
 * What AdaBoost.LC's changed pairs share: the compiled cover, f, Q, the per-element loss terms, and
 * a round's {@link ChangedPairs} (their arrays; the count comes with each task).
 */
export interface PairLossContext extends ChunkedContext {
  readonly cover: CompiledCover;
  readonly scores: Float64Array;
  readonly weights: Float64Array;
  readonly terms: Float64Array;
  readonly documents: Int32Array;
  readonly starts: Int32Array;
  /** Room for a round's listed labels (`ChangedPairs.labels`). */
  readonly labels: Int32Array;
  /** The round's chosen terms (`ChangedPairs.chosen`: X's rows shared once, the terms' labels a round). */
  readonly chosen?: ChosenTerms;
  /** Each label's score increment (`ChangedPairs.labelDeltas`). */
  readonly labelDeltas: Float64Array;
}

/**
 * The changed documents of every chunk recomputed by `recomputeChangedPairs` of `@textboost/covers`,
 * the function the one-thread runner calls for all of them (so the same bits). Documents are
 * independent: threads write disjoint entries of Q and of the terms.
 */
export function changedPairsLoss(
  c: PairLossContext,
  a: Chunks & {
    readonly count: number;
    /** Whole rows, the context's listed labels, or its chosen terms. */
    readonly mode: "rows" | "labels" | "chosen";
    readonly deltas: boolean;
  },
): void {
  const { documents, starts, chosen } = c;
  const deltas = a.deltas ? { labelDeltas: c.labelDeltas } : {};
  let pairs: ChangedPairs = { documents, count: a.count };
  if (a.mode === "labels") pairs = { ...pairs, labels: c.labels, starts, ...deltas };
  else if (a.mode === "chosen") {
    if (chosen === undefined) throw new Error("changed pairs by chosen terms, but none were shared");
    pairs = { ...pairs, chosen, starts, ...deltas };
  }
  const { cuts } = a;
  for (let chunk = takeChunk(c, cuts); chunk >= 0; chunk = takeChunk(c, cuts))
    recomputeChangedPairs(c.cover, c.scores, c.weights, c.terms, pairs, cuts[chunk]!, cuts[chunk + 1]!);
}
