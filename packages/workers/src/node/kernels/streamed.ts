// The streamed choosers of AdaBoost.MH and MP-Boost: pivots summed from D every round, without a
// table (parallelStreamedPresenceStump, parallelStreamedPerLabelStump).
import type { LabelTotals, TrainingSet } from "@textboost/core";
import { registerWeightsMemory, type WeightsMemory, weightsMemoryOf } from "@textboost/statistics";
import {
  documentBounds,
  labelChunkChoices,
  pivotLabelWeights,
  presenceChunkChoice,
  type StumpVariant,
  streamedLabelPivot,
  stumpRule,
} from "@textboost/stumps";
import { lowerLeast, readLeast } from "../shared-least.js";
import { type ChunkedContext, type Chunks, takeChunk } from "./chunks.js";
import { perThread } from "./per-thread.js";
import { sharedTrainingSet } from "./shared-training-set.js";

/**
 * What the streamed choosers share (`parallelStreamedPresenceStump`, `parallelStreamedPerLabelStump`):
 * the training set's term -> documents lists and signs, D, the round's label totals and bound, and
 * each chunk's report (`ChunkChoices` of `@textboost/stumps`: AdaBoost.MH one entry a chunk,
 * MP-Boost one per chunk and label).
 */
export interface StreamedContext extends ChunkedContext {
  readonly variant: StumpVariant;
  readonly labels: number;
  readonly cPtr: Int32Array;
  readonly cIdx: Int32Array;
  readonly signs: Int8Array;
  readonly weights: Float64Array;
  /** `lowerTwins` of Xc: the terms the chunks skip (their keys repeat a lower term's). */
  readonly twins: Uint8Array;
  /** Label totals: positives at [j], negatives at [m + j]. */
  readonly totals: Float64Array;
  /** AdaBoost.MH: the linear bound's coefficients (2m), then [base, mass] at 2m and 2m + 1. */
  readonly bound: Float64Array;
  /** AdaBoost.MH: b(i) of every document. */
  readonly documentBounds: Float64Array;
  /** The chunks' reports (`ChunkChoices` of `@textboost/stumps`). */
  readonly least: Float64Array;
  readonly count: Int32Array;
  readonly closeTerms: Int32Array;
  readonly closeKeys: Float64Array;
  readonly lost: Float64Array;
  /**
   * The least key any chunk has reported so far this round (`sharedLeast`): AdaBoost.MH's one, MP-Boost's
   * one a label, which each chunk starts from to skip terms (`presenceChunkChoice`'s and
   * `labelChunkChoices`'s `known`); reset before each round.
   */
  readonly knownLeast: BigInt64Array;
  /** MP-Boost with candidate lists: label j's at `candidates[candidatePtr[j] .. candidatePtr[j + 1])`. */
  readonly candidatePtr?: Int32Array;
  readonly candidates?: Int32Array;
  /**
   * MP-Boost: each label's pivot, written by {@link streamedCandidates} with candidate lists, and by
   * the calling thread before {@link streamedPivotWeights}.
   */
  readonly pivots?: Int32Array;
  /** MP-Boost: the sums of each label's pivot (`pivotLabelWeights`), written by {@link streamedPivotWeights}. */
  readonly pivotTotal?: Float64Array;
  readonly pivotPositive?: Float64Array;
  /**
   * When D lives in the loop's shared weights memory: the memory and its layout, so that each worker
   * sums in WebAssembly SIMD over D in place in a room of its own ({@link streamedWeightsOf}).
   */
  readonly weightsMemory?: Pick<WeightsMemory, "memory" | "at" | "rooms">;
  /** `memorySlots[0]`: the next room of `weightsMemory` to hand out to a worker, from room 1. */
  readonly memorySlots: Int32Array;
}

const streamedDataOf = (c: StreamedContext): TrainingSet => sharedTrainingSet(c, c.labels);

/**
 * The D this thread's streamed sums read: the context's, on the thread whose loop registered it as a
 * weights memory (room 0); on a worker, its own view of the shared memory registered with the next
 * room (`registerWeightsMemory` of `@textboost/statistics`), so that `termSidesOf` sums there in
 * SIMD; the context's array, summed in JavaScript, when there is no such memory or no room left.
 */
function streamedWeightsOf(c: StreamedContext): Float64Array {
  const posted = c.weightsMemory;
  if (posted === undefined || weightsMemoryOf(c.weights) !== undefined) return c.weights;
  return perThread(c, c.memorySlots, (slot) => {
    const room = slot + 1;
    if (room >= posted.rooms) return c.weights;
    const view = new Float64Array(posted.memory.buffer, posted.at.weights, c.weights.length);
    registerWeightsMemory(view, { ...posted, shared: true, signs: c.signs, room });
    return view;
  });
}

/** A streamed context's label totals (views of `totals`). */
const totalsOf = (c: StreamedContext): LabelTotals => ({
  positive: c.totals.subarray(0, c.labels),
  negative: c.totals.subarray(c.labels, 2 * c.labels),
});

/** AdaBoost.MH's per-document bounds b(i) (`documentBounds` of `@textboost/stumps`) for every chunk of documents. */
export function streamedBounds(c: StreamedContext, a: Chunks): void {
  const data = streamedDataOf(c);
  const weights = streamedWeightsOf(c);
  const { cuts } = a;
  for (let chunk = takeChunk(c, cuts); chunk >= 0; chunk = takeChunk(c, cuts))
    documentBounds(data, weights, c.bound, c.documentBounds, cuts[chunk]!, cuts[chunk + 1]!);
}

/** AdaBoost.MH's report of every chunk of terms (`presenceChunkChoice`), at the chunk's index. */
export function streamedPresence(c: StreamedContext, a: Chunks): void {
  const data = streamedDataOf(c);
  const weights = streamedWeightsOf(c);
  const rule = stumpRule(c.variant);
  const m = c.labels;
  const { positive: tp, negative: tn } = totalsOf(c);
  const base = c.bound[2 * m]!;
  const mass = c.bound[2 * m + 1]!;
  const { cuts } = a;
  for (let chunk = takeChunk(c, cuts); chunk >= 0; chunk = takeChunk(c, cuts)) {
    presenceChunkChoice(
      rule,
      data,
      weights,
      tp,
      tn,
      mass,
      base,
      c.documentBounds,
      cuts[chunk]!,
      cuts[chunk + 1]!,
      c,
      chunk,
      readLeast(c.knownLeast),
      c.twins,
    );
    lowerLeast(c.knownLeast, c.least[chunk]!);
  }
}

/** MP-Boost's reports of every chunk of terms (`labelChunkChoices`), at the chunk's index × m. */
export function streamedLabels(c: StreamedContext, a: Chunks): void {
  const data = streamedDataOf(c);
  const rule = stumpRule(c.variant);
  const { positive: tp, negative: tn } = totalsOf(c);
  const weights = streamedWeightsOf(c);
  const { cuts } = a;
  const m = c.labels;
  const known = new Float64Array(m);
  for (let chunk = takeChunk(c, cuts); chunk >= 0; chunk = takeChunk(c, cuts)) {
    for (let j = 0; j < m; j++) known[j] = readLeast(c.knownLeast, j);
    labelChunkChoices(rule, data, weights, tp, tn, cuts[chunk]!, cuts[chunk + 1]!, c, chunk, known, c.twins);
    for (let j = 0; j < m; j++) lowerLeast(c.knownLeast, c.least[chunk * m + j]!, j);
  }
}

/**
 * MP-Boost with candidate lists: the pivot of every label of every chunk of labels, each label
 * scanning its own candidates (`streamedLabelPivot`, what the one-thread learner runs per label).
 */
export function streamedCandidates(c: StreamedContext, a: Chunks): void {
  const data = streamedDataOf(c);
  const rule = stumpRule(c.variant);
  const totals = totalsOf(c);
  const ptr = c.candidatePtr!;
  const { cuts } = a;
  for (let chunk = takeChunk(c, cuts); chunk >= 0; chunk = takeChunk(c, cuts)) {
    for (let j = cuts[chunk]!, end = cuts[chunk + 1]!; j < end; j++) {
      const list = c.candidates!.subarray(ptr[j]!, ptr[j + 1]!);
      c.pivots![j] = streamedLabelPivot(rule, data, c.weights, totals, j, list);
    }
  }
}

/**
 * MP-Boost's votes' sums (`pivotLabelWeights` of `@textboost/stumps`) for every chunk of labels: each
 * label's weights over its pivot's documents, into `pivotTotal` and `pivotPositive`.
 */
export function streamedPivotWeights(c: StreamedContext, a: Chunks): void {
  const data = streamedDataOf(c);
  const { cuts } = a;
  for (let chunk = takeChunk(c, cuts); chunk >= 0; chunk = takeChunk(c, cuts))
    pivotLabelWeights(
      data,
      c.weights,
      c.pivots!,
      cuts[chunk]!,
      cuts[chunk + 1]!,
      c.pivotTotal!,
      c.pivotPositive!,
    );
}
