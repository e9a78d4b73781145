import type { PairWeights, TrainingSet } from "@textboost/core";
import type {
  GroupUpdateState,
  SharedSimdUpdate,
  StaleSink,
  StatisticsLayout,
  TableRefill,
  UpdateRunner,
} from "@textboost/statistics";
import {
  createIncrementalStatistics,
  createSimdUpdate,
  entryTerm,
  type IncrementalStatistics,
  type IncrementalStatisticsOptions,
  type LabelUpdateState,
  ORDINARY_ARRAYS,
  pivotOccurrences,
} from "@textboost/statistics";
import type { EntryContext } from "./kernels/table-entries.js";
import type { GroupUpdateContext, LabelUpdateContext, SimdUpdateContext } from "./kernels/table-update.js";
import { releaser } from "./parallel-options.js";
import { CHUNKS_PER_THREAD, weightedCuts } from "./parts.js";
import { postableTable, registerSharedLayout } from "./postable-table.js";
import { SHARED_ARRAYS, shareArray, sharedFloat64, sharedInt32 } from "./shared-arrays.js";
import type { SharedContext, WorkerPool } from "./worker-pool.js";

/** Stale slots one round may report before the runner gives up and asks for a full recomputation. */
const STALE_CAPACITY = 1 << 20;

/** Reads the stale slots the threads reported, or asks for a full recomputation when some were lost. */
function collectStale(
  c: { readonly stale: Int32Array; readonly staleCount: Int32Array },
  to: StaleSink,
): void {
  const reported = Math.min(c.staleCount[0]!, c.stale.length);
  for (let u = 0; u < reported; u++) to.add(c.stale[u]!);
  if (c.staleCount[1] === 1) to.add(-1);
}

/** How many chunks `n` items are cut into for `threads` threads. */
const chunksFor = (n: number, threads: number): number =>
  Math.max(1, Math.min(n, threads * CHUNKS_PER_THREAD));

/**
 * Chunks of a round's single labels `chosen` of about equal work (a label costs the term occurrences
 * of its pivot's documents, plus one), the label costs' prefix sums written to `cost` (at least
 * chosen.length + 1 long).
 */
function labelChunks(
  chosen: Int32Array,
  pivots: Int32Array,
  state: LabelUpdateState,
  cost: Float64Array,
  threads: number,
): number[] {
  for (let u = 0; u < chosen.length; u++)
    cost[u + 1] = cost[u]! + pivotOccurrences(state, pivots[chosen[u]!]!) + 1;
  return weightedCuts(cost.subarray(0, chosen.length + 1), chunksFor(chosen.length, threads));
}

/** Chunks of a group's `touched` terms of about equal work: a term costs its run of documents (`runEnds`), plus one. */
function groupChunks(touched: number, runEnds: Int32Array, threads: number): number[] {
  const ends = new Float64Array(touched + 1);
  for (let u = 0; u < touched; u++) ends[u + 1] = runEnds[u]! + u + 1;
  return weightedCuts(ends, chunksFor(touched, threads));
}

/** True when `array` lives in a `SharedArrayBuffer`, so that worker threads see its writes. */
const onSharedMemory = (array: { readonly buffer: ArrayBufferLike }): boolean =>
  array.buffer instanceof SharedArrayBuffer;

/**
 * The exact recomputations of the statistics on `pool`, when D, the table and its estimates are on
 * shared memory (else each returns false, and this thread does the work): a round's stale entries
 * ({@link UpdateRunner.recomputeEntries}) in chunks of about equal work (their terms' documents), and
 * the whole table ({@link UpdateRunner.refill}) in chunks of terms. The signs and the terms'
 * documents are copied to shared memory once per training set; the context is shared again when
 * the list of entries must grow.
 */
function exactRecomputation(
  pool: WorkerPool,
  threads: number,
): Required<Pick<UpdateRunner, "recomputeEntries" | "refill">> {
  let shared: SharedContext<EntryContext> | undefined;
  let cost = new Float64Array(0);
  /** The context for `request`, made again when it changed or its list of entries is too short. */
  const contextFor = (request: TableRefill, count: number): SharedContext<EntryContext> | undefined => {
    const { data, weights, table, errors } = request;
    if (![weights, table.values, table.scale, errors].every(onSharedMemory)) return undefined;
    const old = shared?.context;
    if (
      shared !== undefined &&
      old !== undefined &&
      old.weights === weights &&
      old.table.values === table.values &&
      old.errors === errors &&
      old.slots.length >= count
    )
      return shared;
    if (shared) pool.release(shared);
    const same = old !== undefined && old.weights === weights;
    shared = pool.share<EntryContext>({
      counter: sharedInt32(1),
      table: postableTable(table),
      errors,
      weights,
      signs: same ? old.signs : shareArray(data.signs),
      cPtr: same ? old.cPtr : shareArray(data.Xc.indptr),
      cIdx: same ? old.cIdx : shareArray(data.Xc.indices),
      slots: sharedInt32(Math.max(count, 2 * (old?.slots.length ?? 0), 1024)),
    });
    releaser.register(shared, { pool, id: shared.id });
    return shared;
  };
  return {
    recomputeEntries(request) {
      const { table, slots, count } = request;
      const current = contextFor(request, count);
      if (current === undefined) return false;
      const { cPtr } = current.context;
      current.context.slots.set(slots.subarray(0, count));
      if (cost.length < count + 1) cost = new Float64Array(2 * count + 1);
      for (let u = 0; u < count; u++) {
        const k = entryTerm(table, slots[u]!);
        cost[u + 1] = cost[u]! + cPtr[k + 1]! - cPtr[k]! + 1;
      }
      pool.run("recompute-entries", current, {
        cuts: weightedCuts(cost.subarray(0, count + 1), chunksFor(count, threads)),
      });
      return true;
    },
    refill(request) {
      const current = contextFor(request, 0);
      if (current === undefined) return false;
      const { cPtr } = current.context;
      // A term costs its documents (times the labels, the same for every term).
      pool.run("refill-rows", current, { cuts: weightedCuts(cPtr, chunksFor(request.table.terms, threads)) });
      return true;
    },
  };
}

/**
 * Runs the incremental update on `pool`, each thread with its own scratch: MP-Boost's single labels in
 * chunks of about equal work (term occurrences of their pivots' documents; `perLabelUpdate`), and a
 * group of labels sharing a pivot (AdaBoost.MH) in chunks of its touched terms of about equal work
 * (their runs of documents; `groupUpdate`); and, when D is on shared memory, the exact
 * recomputation of stale entries and of the whole table (`exactRecomputation`). The states are
 * shared on first use, and again when the update grew its increment buffers (their arrays are
 * allocated here, on shared memory); stale slots come back through a shared list.
 */
export function parallelUpdateRunner(pool: WorkerPool, threads: number): UpdateRunner {
  let labels: SharedContext<LabelUpdateContext> | undefined;
  let group: SharedContext<GroupUpdateContext> | undefined;
  let cost = new Float64Array(0);
  return {
    allocate: SHARED_ARRAYS,
    runLabels(chosen: Int32Array, pivots: Int32Array, state: LabelUpdateState, stale: StaleSink) {
      // Shared again when the update grew its increment buffers (a few times at most).
      if (
        labels &&
        (labels.context.incrementValue !== state.incrementValue ||
          labels.context.incrementBit !== state.incrementBit)
      ) {
        pool.release(labels);
        labels = undefined;
      }
      if (!labels) {
        const m = pivots.length;
        labels = pool.share<LabelUpdateContext>({
          counter: sharedInt32(1),
          ...state,
          xPtr: shareArray(state.xPtr),
          xIdx: shareArray(state.xIdx),
          cPtr: shareArray(state.cPtr),
          cIdx: shareArray(state.cIdx),
          labels: sharedInt32(m),
          pivots: sharedInt32(m),
          stale: sharedInt32(Math.min(state.values.length, STALE_CAPACITY)),
          staleCount: sharedInt32(2),
        });
        releaser.register(labels, { pool, id: labels.id });
        cost = new Float64Array(m + 1);
      }
      const c = labels.context;
      c.labels.set(chosen);
      c.pivots.set(pivots);
      c.staleCount.fill(0);
      pool.run("per-label-update", labels, { cuts: labelChunks(chosen, pivots, state, cost, threads) });
      collectStale(c, stale);
    },
    runGroup(size: number, touched: number, state: GroupUpdateState, stale: StaleSink) {
      if (touched === 0) return;
      if (group && group.context.negatives !== state.negatives) {
        pool.release(group);
        group = undefined;
      }
      if (!group) {
        group = pool.share<GroupUpdateContext>({
          counter: sharedInt32(1),
          ...state,
          stale: sharedInt32(Math.min(state.values.length, STALE_CAPACITY)),
          staleCount: sharedInt32(2),
        });
        releaser.register(group, { pool, id: group.id });
      }
      const c = group.context;
      c.staleCount.fill(0);
      pool.run("group-update", group, { cuts: groupChunks(touched, state.runEnds, threads), size });
      collectStale(c, stale);
    },
    ...exactRecomputation(pool, threads),
  };
}

/**
 * Runs the update of a {@link createSimdUpdate} over a shared memory on `pool`, in its WebAssembly
 * kernels, each thread (this one included) on its own scratch: a group's touched terms, and the
 * round's single labels, in chunks of about equal work as {@link parallelUpdateRunner} cuts them;
 * stale slots come back through a shared list. The stale entries are recomputed on the pool too
 * when D is on shared memory, and so is the whole table every `refreshEvery` rounds
 * (`exactRecomputation`).
 *
 * @param pool - the threads
 * @param threads - the pool's threads, which `layout` has scratch for
 * @param layout - the `shared` of the SimdUpdate
 * @param labels - the training set's number of labels
 */
export function parallelSimdRunner(
  pool: WorkerPool,
  threads: number,
  layout: SharedSimdUpdate,
  labels: number,
): UpdateRunner {
  let shared: SharedContext<SimdUpdateContext> | undefined;
  const cost = new Float64Array(labels + 1);
  const context = (values: Float64Array): SimdUpdateContext => {
    if (!shared) {
      shared = pool.share<SimdUpdateContext>({
        counter: sharedInt32(1),
        slots: sharedInt32(1),
        layout,
        labels: sharedInt32(labels),
        pivots: sharedInt32(labels),
        starts: sharedInt32(labels),
        stale: sharedInt32(Math.min(values.length, STALE_CAPACITY)),
        staleCount: sharedInt32(2),
      });
      releaser.register(shared, { pool, id: shared.id });
    }
    shared.context.staleCount.fill(0);
    return shared.context;
  };
  // True while an update runs in the background (its stale slots not yet collected).
  let running = false;
  const settle = (stale: StaleSink): void => {
    if (!running) return;
    running = false;
    pool.settle();
    collectStale(shared!.context, stale);
  };
  return {
    allocate: ORDINARY_ARRAYS,
    // Both updates run in the background: the workers start on them while this thread returns to
    // the boosting loop and reweights D (which they do not read), then helps with what is left
    // when the statistics settle (`settle`, before the table is read again).
    runLabels(chosen: Int32Array, pivots: Int32Array, state: LabelUpdateState, stale: StaleSink) {
      settle(stale);
      const c = context(state.values);
      c.labels.set(chosen);
      c.pivots.set(pivots);
      c.starts.set(state.incrementStart.subarray(0, labels));
      pool.runInBackground("simd-label-update", shared!, {
        cuts: labelChunks(chosen, pivots, state, cost, threads),
      });
      running = true;
    },
    runGroup(size: number, touched: number, state: GroupUpdateState, stale: StaleSink) {
      if (touched === 0) return;
      settle(stale);
      context(state.values);
      pool.runInBackground("simd-group-update", shared!, {
        cuts: groupChunks(touched, state.runEnds, threads),
        size,
      });
      running = true;
    },
    settle,
    ...exactRecomputation(pool, threads),
  };
}

/**
 * Incremental statistics for the worker-thread learners. The table lives with its estimates and the
 * update's arrays in one shared WebAssembly memory (`createSimdUpdate` with `threads`), whose update
 * the pool runs in WebAssembly ({@link parallelSimdRunner}); the table keeps its SIMD scan kernel for
 * this thread. Where WebAssembly SIMD or shared memories are missing, or `useSimd` is false, the
 * table and its error estimates are shared JavaScript arrays and the pool runs the JavaScript update
 * ({@link parallelUpdateRunner}).
 */
export function sharedIncrementalStatistics(
  data: TrainingSet,
  weights: PairWeights,
  options: IncrementalStatisticsOptions | undefined,
  layout: StatisticsLayout,
  pool: WorkerPool,
  threads: number,
  useSimd = true,
): IncrementalStatistics {
  const simd = useSimd ? createSimdUpdate(data, layout, threads) : undefined;
  if (simd?.shared !== undefined) {
    const stats = createIncrementalStatistics(data, weights, {
      ...options,
      layout,
      simd,
      updateRunner: parallelSimdRunner(pool, threads, simd.shared, data.Y.cols),
    });
    registerSharedLayout(stats.table, simd.shared);
    return stats;
  }
  return createIncrementalStatistics(data, weights, {
    ...options,
    layout,
    allocate: sharedFloat64,
    updateRunner: parallelUpdateRunner(pool, threads),
  });
}
