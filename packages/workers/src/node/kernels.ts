// The tasks of the worker pool, run alike by workers and by the calling thread, on chunks taken from
// a shared counter. Imports nothing from @textboost/core, so a worker loads only this package's own
// modules.

import type { LabelTotals, TrainingSet } from "@textboost/core";
import {
  type ChangedPairs,
  type ChosenTerms,
  type CompiledCover,
  recomputeChangedPairs,
} from "@textboost/covers";
import type { StatisticsTable } from "@textboost/statistics";
import {
  bindSharedLabelBounds,
  bindSharedRowDots,
  bindSharedTermSums,
  bindSharedUpdate,
  createGroupScratch,
  createLabelScratch,
  fillTableRow,
  type GroupScratch,
  type GroupUpdateState,
  type LabelScratch,
  type LabelUpdateState,
  labelBestTerms,
  recomputeEntry,
  registerWeightsMemory,
  type SharedSimdUpdate,
  type SharedTermSums,
  type StaleSink,
  simdTermSums,
  type UpdateKernels,
  updateGroup,
  updateLabel,
  type WeightsMemory,
  weightsMemoryOf,
} from "@textboost/statistics";
import {
  documentBounds,
  improvesZ,
  labelChunkChoices,
  labelPivot,
  PRUNE_MARGIN,
  pivotLabelWeights,
  presenceBound,
  presenceChunkChoice,
  presenceKey,
  presenceLowerBound,
  type StumpVariant,
  streamedLabelPivot,
  stumpRule,
} from "@textboost/stumps";
import { lowerLeast, readLeast } from "./shared-least.js";

/**
 * What every task context has: a shared counter the threads take chunks from. The threads of a task
 * (the workers, and the calling thread when it runs or helps) take chunk after chunk with
 * `Atomics.add` until none is left, so a thread that is slow or descheduled holds up nobody.
 */
export interface ChunkedContext {
  /** `counter[0]`: the next chunk to take; reset to 0 before each task. */
  readonly counter: Int32Array;
}

/** Chunk boundaries: chunk c is [cuts[c], cuts[c + 1]). */
export interface Chunks {
  readonly cuts: readonly number[];
}

/**
 * The next chunk for this thread, or -1 when none is left. The chunks are handed out in ascending
 * order, so each thread's chunks ascend too. Kernels loop on it inline (no callback: a closure per
 * chunk would keep V8 from optimising the inner loops as well).
 */
function takeChunk(c: ChunkedContext, cuts: readonly number[]): number {
  const chunk = Atomics.add(c.counter, 0, 1);
  return chunk < cuts.length - 1 ? chunk : -1;
}

/** What the AdaBoost.MH tasks share: the table and the label totals. */
export interface PresenceContext extends ChunkedContext {
  readonly variant: StumpVariant;
  readonly table: StatisticsTable;
  /** Label totals: positives at [j], negatives at [m + j]. */
  readonly totals: Float64Array;
  /** One key per term, written by {@link presenceKeys}. */
  readonly keys: Float64Array;
  /** Per chunk, the least key {@link presenceKeys} computed in it (+∞ when none is finite). */
  readonly chunkBest: Float64Array;
  /** When the table lives in a shared WebAssembly memory (see {@link SharedScan}). */
  readonly shared?: SharedScan;
}

/**
 * A table's shared WebAssembly memory and the handing out of the threads' scratch for its SIMD scan
 * kernel (a thread takes one on its first task of the context).
 */
export interface SharedScan {
  readonly layout: SharedSimdUpdate;
  readonly slots: Int32Array;
}

/** What the MP-Boost tasks share. */
export interface PerLabelContext extends ChunkedContext {
  readonly variant: StumpVariant;
  readonly table: StatisticsTable;
  /** Label totals: positives at [j], negatives at [m + j]. */
  readonly totals: Float64Array;
  /** Each label's pivot: written by {@link perLabelPivots}, read by this thread. */
  readonly pivots: Int32Array;
  /**
   * 1 for a label whose scan had several keys within `EXACT_MARGIN` of its best: the calling thread
   * chooses that label's pivot again on the exact sums (written by {@link perLabelPivots}).
   */
  readonly contested: Uint8Array;
  /** Candidate terms of label j at `candidates[candidatePtr[j] .. candidatePtr[j + 1])`; empty: all terms. */
  readonly candidatePtr: Int32Array;
  readonly candidates: Int32Array;
  /** When the table lives in a shared WebAssembly memory (see {@link SharedScan}). */
  readonly shared?: SharedScan;
}

/** What the MP-Boost update shares: the label update's state, the round's labels and the stale slots. */
export interface LabelUpdateContext extends ChunkedContext, LabelUpdateState {
  /** The labels to update this round (the first `count` of the task's arguments). */
  readonly labels: Int32Array;
  /** Each label's pivot. */
  readonly pivots: Int32Array;
  /** Stale slots reported by all threads; `staleCount[0]` is the next free index, `staleCount[1]` 1 on overflow. */
  readonly stale: Int32Array;
  readonly staleCount: Int32Array;
}

/** What a group update shares: the group update's state and the stale slots. */
export interface GroupUpdateContext extends ChunkedContext, GroupUpdateState {
  /** Stale slots reported by all threads; `staleCount[0]` is the next free index, `staleCount[1]` 1 on overflow. */
  readonly stale: Int32Array;
  readonly staleCount: Int32Array;
}

/**
 * What the update in WebAssembly shares: the layout of the shared memory that holds the table, its
 * estimates, the re-indexed pivot of a group and the single labels' increments (`createSimdUpdate`
 * with threads), the handing out of the threads' scratch, the round's single labels, and the stale
 * slots.
 */
export interface SimdUpdateContext extends ChunkedContext {
  readonly layout: SharedSimdUpdate;
  /** `slots[0]`: the next thread scratch to hand out; a thread takes one on its first task of the context. */
  readonly slots: Int32Array;
  /** The single labels to update this round (the task's chunks cut this list). */
  readonly labels: Int32Array;
  /** Each label's pivot. */
  readonly pivots: Int32Array;
  /** Where each label's increments start. */
  readonly starts: Int32Array;
  /** Stale slots reported by all threads; `staleCount[0]` is the next free index, `staleCount[1]` 1 on overflow. */
  readonly stale: Int32Array;
  readonly staleCount: Int32Array;
}

/**
 * What the exact recomputation of stale entries shares ({@link recomputeEntries}): the table's values,
 * lazy scales and error estimates (in the update's shared memory), D, the signs and the documents of
 * every term (Xc), and the list of entries.
 */
export interface EntryContext extends ChunkedContext {
  readonly table: StatisticsTable;
  readonly errors: Uint16Array;
  readonly weights: Float64Array;
  readonly signs: Int8Array;
  readonly cPtr: Int32Array;
  readonly cIdx: Int32Array;
  /** The flat indices of the entries, `[0, count)` of a task used. */
  readonly slots: Int32Array;
}

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

/**
 * `keys[k]` = the AdaBoost.MH criterion of term k, for the terms of every chunk, or +∞ for a term
 * that cannot be chosen. A thread skips a term whose lower bound (`presenceLowerBound`) is
 * {@link PRUNE_MARGIN} above the best key it computed for an earlier term (in the same chunk or in
 * an earlier chunk it took: a thread takes chunks in ascending order): a term whose key is not below
 * an earlier term's is never accepted by the calling thread's scan over all chunks (its running best
 * is then at most that earlier key plus the tie tolerance), and the choice is that of the full scan.
 * `chunkBest[chunk]` = the least finite key of the chunk, so that the calling thread can pass over a
 * chunk none of whose keys is below its running best.
 */
export function presenceKeys(c: PresenceContext, a: Chunks & { readonly mass: number }): void {
  const rule = stumpRule(c.variant);
  const { table, keys, totals } = c;
  const m = table.labels;
  const tp = totals.subarray(0, m);
  const tn = totals.subarray(m, 2 * m);
  const { cuts, mass } = a;
  const bound = presenceBound(rule, tp, tn, table);
  const margin = PRUNE_MARGIN * mass;
  const rowDots = rowDotsOf(c);
  // The best key this thread computed so far: the chunks come in ascending order (takeChunk), so it
  // is that of an earlier term for every later chunk too.
  let best = Number.POSITIVE_INFINITY;
  for (let chunk = takeChunk(c, cuts); chunk >= 0; chunk = takeChunk(c, cuts)) {
    let least = Number.POSITIVE_INFINITY;
    const from = cuts[chunk]!;
    const to = cuts[chunk + 1]!;
    // The SIMD dot products have the bits of presenceLowerBound's sums.
    const dots = rowDots?.(bound.coefficients, from, to);
    for (let k = from; k < to; k++) {
      if (
        best !== Number.POSITIVE_INFINITY &&
        (dots === undefined ? presenceLowerBound(bound, table, k) : bound.base - dots[k]!) >= best + margin
      ) {
        keys[k] = Number.POSITIVE_INFINITY;
        continue;
      }
      const z = presenceKey(rule, tp, tn, mass, table, k);
      keys[k] = z;
      if (z < least) least = z;
      if (improvesZ(z, best, mass)) best = z;
    }
    c.chunkBest[chunk] = least;
  }
}

/** What each thread bound for a shared context on its first task of it ({@link perThread}). */
const boundPerContext = new WeakMap<object, unknown>();

/**
 * What this thread bound for context `c`, bound on its first task of it with the next scratch that
 * `slots` hands out (each thread of a task gets scratch of its own), and kept while `c` lives.
 */
function perThread<T>(c: object, slots: Int32Array, bind: (thread: number) => T): T {
  if (!boundPerContext.has(c)) boundPerContext.set(c, bind(Atomics.add(slots, 0, 1)));
  return boundPerContext.get(c) as T;
}

/** This thread's SIMD row dots over a term-major table in a shared WebAssembly memory, or undefined. */
function rowDotsOf(c: PresenceContext): ReturnType<typeof bindSharedRowDots> {
  const { shared } = c;
  return shared && perThread(c, shared.slots, (thread) => bindSharedRowDots(shared.layout, thread));
}

/** The table this thread scans: with the SIMD bounds when it lives in a shared WebAssembly memory. */
function scanTableOf(c: PerLabelContext): StatisticsTable {
  const { shared } = c;
  if (shared === undefined) return c.table;
  return perThread(c, shared.slots, (thread) => {
    const kernels = bindSharedLabelBounds(shared.layout, thread);
    return kernels ? { ...c.table, ...kernels } : c.table;
  });
}

/** `pivots[j]` = MP-Boost's choice for each label j of every chunk. */
export function perLabelPivots(c: PerLabelContext, a: Chunks): void {
  const rule = stumpRule(c.variant);
  const { totals, pivots, candidatePtr, candidates, contested } = c;
  const table = scanTableOf(c);
  const m = table.labels;
  const { values: V, scale, termStride, labelStride } = table;
  const restricted = candidates.length > 0;
  const { cuts } = a;
  // A label whose scan had several keys near its best asks for exact sums: it is flagged, and the
  // calling thread, which has them, chooses its pivot again; here the table's values stand in.
  let met = false;
  const tableSides = (k: number, j: number, _to: number, out: Float64Array): void => {
    met = true;
    const at = j * labelStride + k * termStride;
    out[0] = scale[j]! * V[at]!;
    out[1] = scale[m + j]! * V[at + 1]!;
  };
  for (let chunk = takeChunk(c, cuts); chunk >= 0; chunk = takeChunk(c, cuts)) {
    for (let j = cuts[chunk]!, to = cuts[chunk + 1]!; j < to; j++) {
      const list = restricted ? candidates.subarray(candidatePtr[j]!, candidatePtr[j + 1]!) : undefined;
      met = false;
      pivots[j] = labelPivot(rule, totals[j]!, totals[m + j]!, table, j, list, true, tableSides);
      contested[j] = met ? 1 : 0;
    }
  }
}

/** Each thread's scratch for the label updates, per shared context (kept while it lives). */
const labelScratches = new WeakMap<object, LabelScratch>();

/**
 * The single-label updates of an MP-Boost round, by chunks of the round's labels: `updateLabel`
 * for each, with this thread's own scratch. Labels write disjoint slots of the table. Stale slots go to
 * the shared list (an atomic counter hands out its places); when it is full, `staleCount[1]` is set
 * and the calling thread recomputes everything.
 */
export function perLabelUpdate(c: LabelUpdateContext, a: Chunks): void {
  let scratch = labelScratches.get(c);
  if (!scratch) {
    scratch = createLabelScratch(c.terms);
    labelScratches.set(c, scratch);
  }
  const { labels, pivots } = c;
  const stale = staleReporter(c);
  const { cuts } = a;
  for (let chunk = takeChunk(c, cuts); chunk >= 0; chunk = takeChunk(c, cuts)) {
    for (let u = cuts[chunk]!, to = cuts[chunk + 1]!; u < to; u++) {
      const j = labels[u]!;
      updateLabel(c, scratch, pivots[j]!, j, stale);
    }
  }
}

/** Each thread's scratch rows for the group updates, per shared context. */
const groupScratches = new WeakMap<object, GroupScratch>();

/**
 * Reports stale slots into a context's shared list (an atomic counter hands out its places); sets
 * `staleCount[1]` when the list is full. One class, so the kernels' call to `add` has one target.
 */
class SharedStaleReporter implements StaleSink {
  constructor(private readonly c: { readonly stale: Int32Array; readonly staleCount: Int32Array }) {}

  add(at: number): void {
    const { stale, staleCount } = this.c;
    const place = Atomics.add(staleCount, 0, 1);
    if (place < stale.length) stale[place] = at;
    else Atomics.store(staleCount, 1, 1);
  }
}

function staleReporter(c: { readonly stale: Int32Array; readonly staleCount: Int32Array }): StaleSink {
  return new SharedStaleReporter(c);
}

/**
 * A group's update (labels sharing one pivot: all of AdaBoost.MH's), by chunks of its touched terms:
 * `updateGroup` for each chunk, with this thread's own scratch rows. Terms write
 * disjoint rows of the table.
 */
export function groupUpdate(c: GroupUpdateContext, a: Chunks & { readonly size: number }): void {
  let scratch = groupScratches.get(c);
  if (!scratch) {
    scratch = createGroupScratch(c.group.length);
    groupScratches.set(c, scratch);
  }
  const stale = staleReporter(c);
  const { cuts, size } = a;
  for (let chunk = takeChunk(c, cuts); chunk >= 0; chunk = takeChunk(c, cuts))
    updateGroup(c, scratch, size, cuts[chunk]!, cuts[chunk + 1]!, stale);
}

/** This thread's update kernels of a context (on its own scratch). */
function simdKernelsOf(c: SimdUpdateContext): UpdateKernels {
  return perThread(c, c.slots, (thread) => {
    const kernels = bindSharedUpdate(c.layout, thread);
    if (!kernels) throw new Error("this thread cannot run WebAssembly over a shared memory");
    return kernels;
  });
}

/**
 * A group's update in WebAssembly by chunks of its touched terms, each thread on its own scratch of
 * the shared memory: the kernel of the single-threaded update, over disjoint rows of the table.
 */
export function simdGroupUpdate(c: SimdUpdateContext, a: Chunks & { readonly size: number }): void {
  const { group } = simdKernelsOf(c);
  const stale = staleReporter(c);
  const { cuts, size } = a;
  for (let chunk = takeChunk(c, cuts); chunk >= 0; chunk = takeChunk(c, cuts))
    group(size, cuts[chunk]!, cuts[chunk + 1]!, stale);
}

/**
 * The single labels' updates in WebAssembly by chunks of the round's labels, each thread on its own
 * scratch of the shared memory: the kernel of the single-threaded update; labels write disjoint
 * slots of the table.
 */
export function simdLabelUpdate(c: SimdUpdateContext, a: Chunks): void {
  const { label } = simdKernelsOf(c);
  const stale = staleReporter(c);
  const { labels, pivots, starts } = c;
  const { cuts } = a;
  for (let chunk = takeChunk(c, cuts); chunk >= 0; chunk = takeChunk(c, cuts))
    for (let u = cuts[chunk]!, to = cuts[chunk + 1]!; u < to; u++) {
      const j = labels[u]!;
      label(pivots[j]!, starts[j]!, j, stale);
    }
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

/** The training sets the entry and streamed kernels read, one per context. */
const contextData = new WeakMap<object, TrainingSet>();

/**
 * The training set over a context's shared term -> documents lists and signs, for `labels` labels:
 * what `@textboost/statistics`' sums over a term's documents read of a training set.
 */
function sharedTrainingSet(
  c: { readonly cPtr: Int32Array; readonly cIdx: Int32Array; readonly signs: Int8Array },
  labels: number,
): TrainingSet {
  let data = contextData.get(c);
  if (data === undefined) {
    const Xc = { indptr: c.cPtr, indices: c.cIdx };
    data = { Y: { cols: labels }, signs: c.signs, Xc } as unknown as TrainingSet;
    contextData.set(c, data);
  }
  return data;
}

const entryDataOf = (c: EntryContext): TrainingSet => sharedTrainingSet(c, c.table.labels);

/**
 * The entries `slots[u]` of every chunk (of entry positions) recomputed exactly by `recomputeEntry`
 * of `@textboost/statistics`, the function the calling thread's `createIncrementalStatistics` runs
 * (so the same bits). Entries are independent (a slot listed twice gets the same value from whichever
 * thread writes it).
 */
export function recomputeEntries(c: EntryContext, a: Chunks): void {
  const { table, errors, weights, slots } = c;
  const data = entryDataOf(c);
  const sums = new Float64Array(2);
  const { cuts } = a;
  for (let chunk = takeChunk(c, cuts); chunk >= 0; chunk = takeChunk(c, cuts)) {
    for (let u = cuts[chunk]!, end = cuts[chunk + 1]!; u < end; u++)
      recomputeEntry(data, weights, table, errors, slots[u]!, sums);
  }
}

/**
 * The rows of every chunk of terms filled from scratch by `fillTableRow` of `@textboost/statistics`,
 * the function `fillStatisticsTable` runs for every term (so the same bits). Terms are disjoint rows
 * (or columns) of the table, so threads never write the same entry.
 */
export function refillRows(c: EntryContext, a: Chunks): void {
  const { table, weights } = c;
  const data = entryDataOf(c);
  const sums = new Float64Array(2 * table.labels);
  const { cuts } = a;
  for (let chunk = takeChunk(c, cuts); chunk >= 0; chunk = takeChunk(c, cuts)) {
    for (let k = cuts[chunk]!, end = cuts[chunk + 1]!; k < end; k++)
      fillTableRow(data, weights, table, k, sums);
  }
}

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

/** The tasks a worker can run, by name. */
export const KERNELS = {
  "presence-keys": presenceKeys,
  "per-label-pivots": perLabelPivots,
  "per-label-update": perLabelUpdate,
  "group-update": groupUpdate,
  "simd-group-update": simdGroupUpdate,
  "simd-label-update": simdLabelUpdate,
  "score-rows": scoreRows,
  "best-terms": bestTermsOfChunks,
  "best-label-blocks": bestTermsOfLabelBlocks,
  "changed-pairs-loss": changedPairsLoss,
  "recompute-entries": recomputeEntries,
  "refill-rows": refillRows,
  "streamed-bounds": streamedBounds,
  "streamed-presence": streamedPresence,
  "streamed-labels": streamedLabels,
  "streamed-candidates": streamedCandidates,
  "streamed-pivot-weights": streamedPivotWeights,
} as const;

/** The name of a task in {@link KERNELS}. */
export type KernelName = keyof typeof KERNELS;

/** The context type a task reads. */
export type KernelContext<K extends KernelName> = Parameters<(typeof KERNELS)[K]>[0];

/** The per-part arguments of a task. */
export type KernelArgs<K extends KernelName> = Parameters<(typeof KERNELS)[K]>[1];
