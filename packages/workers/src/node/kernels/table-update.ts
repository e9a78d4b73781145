// The statistics table's update after a round (UpdateRunner of @textboost/statistics): the single
// labels, a group of labels sharing a pivot, both in JavaScript or in WebAssembly over shared memory.
import {
  bindSharedUpdate,
  createGroupScratch,
  createLabelScratch,
  type GroupScratch,
  type GroupUpdateState,
  type LabelScratch,
  type LabelUpdateState,
  type SharedSimdUpdate,
  type UpdateKernels,
  updateGroup,
  updateLabel,
} from "@textboost/statistics";
import { type ChunkedContext, type Chunks, takeChunk } from "./chunks.js";
import { perThread } from "./per-thread.js";
import { staleReporter } from "./shared-stale-sink.js";

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
