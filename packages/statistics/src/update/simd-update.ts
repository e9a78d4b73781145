import type { TrainingSet } from "@textboost/core";
import { UPDATE_SHARED_WASM } from "../generated/update-shared-wasm.js";
import { UPDATE_WASM } from "../generated/update-wasm.js";
import { ERROR_LIMIT, type ErrorEstimates, ESTIMATE_MARGIN } from "../table/error-estimate.js";
import {
  bindSimdStatisticsTable,
  labelBoundsKernels,
  rowDotsKernel,
  simdTableKernel,
  simdTableRegions,
} from "../table/simd-table.js";
import type { StatisticsLayout, StatisticsTable } from "../table/statistics-table.js";
import {
  checkThread,
  compileWasmKernel,
  createWasmMemory,
  instantiateWasmKernel,
  type WasmMemory,
  wasmRegions,
} from "../wasm-loaders/wasm-engine.js";
import type { StaleSink } from "./stale-slots.js";

/** The exported functions of wasm/update.wat (addresses in bytes, strides and slots in entries). */
interface UpdateExports {
  updateGroup(
    values: number,
    errors: number,
    group: number,
    negatives: number,
    positiveStart: number,
    positiveLabel: number,
    positiveValue: number,
    documents: number,
    touched: number,
    runEnds: number,
    rowPositive: number,
    sums: number,
    staleOut: number,
    staleCount: number,
    staleRoom: number,
    pending: number,
    from: number,
    to: number,
    size: number,
    termStride: number,
    labelStride: number,
    limit2: number,
    up: number,
  ): number;
  scatterLabel(
    xPtr: number,
    xIdx: number,
    cPtr: number,
    cIdx: number,
    values: number,
    bits: number,
    termSums: number,
    marks: number,
    pivot: number,
    at: number,
  ): void;
  flushLabel(
    values: number,
    errors: number,
    termSums: number,
    marks: number,
    from: number,
    words: number,
    label: number,
    termStride: number,
    staleOut: number,
    staleCount: number,
    staleRoom: number,
    pending: number,
    limit2: number,
    up: number,
  ): number;
}

/**
 * One thread's incremental statistics in a single WebAssembly memory: the statistics table (with its
 * SIMD scan kernels, as `createSimdStatisticsTable`), its error estimates, and the arrays of the
 * update with its kernels. What `createIncrementalStatistics` uses when neither an allocator nor an
 * `UpdateRunner` places the arrays elsewhere. X and its transpose are copied in once, before the
 * first single label's update.
 */
export interface SimdUpdate {
  /** The statistics table (values zero, scales 1). */
  readonly table: StatisticsTable;
  /** Its error estimates. */
  readonly errors: ErrorEstimates;
  /** The increments (g · m entries, the most a round can need), shared by a group's negatives and the single labels. */
  readonly increments: Float64Array;
  /** The single labels' sign bits of the increments (g · m entries). */
  readonly incrementBits: Uint8Array;
  /** The group update's arrays (see `GroupUpdateState`), at their largest sizes. */
  readonly group: Int32Array;
  readonly positiveStart: Int32Array;
  readonly positiveLabel: Int32Array;
  readonly positiveValue: Float64Array;
  /** The pivot's documents re-indexed by term (nnz(X) entries), for a group update. */
  readonly documents: Int32Array;
  readonly touched: Int32Array;
  readonly runEnds: Int32Array;
  /**
   * `updateGroup` for the touched terms [0, touched) of a group of `size` labels, once the arrays
   * above hold the re-indexed pivot (`wasm/update.wat`): the same sums, slots, estimates and
   * stale slots, in the same order, as the JavaScript function.
   */
  updateGroup(size: number, touched: number, stale: StaleSink): void;
  /**
   * `updateLabel` for label j, whose pivot's increments start at `at` (`wasm/update.wat`): the
   * scatter of each pivot document's increment to its terms' sums of its sign, then each touched
   * term's two slots with their estimates, in ascending term order; the same bits and stale slots
   * as the JavaScript function.
   */
  updateLabel(pivot: number, at: number, j: number, stale: StaleSink): void;
  /**
   * Copies X and its transpose into the memory, once: the label kernels read them there, a group
   * update does not, so a booster whose labels always share their pivot (AdaBoost.MH) never holds
   * the copy. `updateLabel` calls it; a caller whose other threads run label updates
   * ({@link bindSharedUpdate}) calls it first.
   */
  prepareLabels(): void;
  /**
   * With `threads` above 1: the memory (shared) and where everything is in it, for
   * {@link bindSharedUpdate} (and {@link bindSharedLabelBounds}) on each thread that runs part of
   * an update (or of a label-major table's scan).
   */
  readonly shared?: SharedSimdUpdate;
}

/**
 * A {@link SimdUpdate} over a shared memory, as threads other than its creator see it: plain data
 * (it can be posted to a worker thread), from which {@link bindSharedUpdate} binds the update's
 * kernels on one thread's own scratch.
 */
export interface SharedSimdUpdate {
  /** The shared memory holding the table, its estimates and the update's arrays. */
  readonly memory: WasmMemory;
  /** How many threads have scratch of their own (thread 0 .. threads − 1). */
  readonly threads: number;
  /** Byte offset of every region; a scratch region's is thread 0's. */
  readonly at: Readonly<Record<UpdateRegion, number>>;
  /** Bytes between two threads' copies of each scratch region. */
  readonly stride: Readonly<Record<ScratchRegion, number>>;
  readonly staleRoom: number;
  readonly termStride: number;
  readonly labelStride: number;
  /** 32-bit words of a set of terms (the label update's marks). */
  readonly words: number;
  /** The table's terms (r) and memory order. */
  readonly terms: number;
  readonly layout: StatisticsLayout;
}

/** The update's kernels on one thread's scratch. */
export interface UpdateKernels {
  /** The group update over the touched terms [from, to) of a group of `size` labels. */
  readonly group: (size: number, from: number, to: number, stale: StaleSink) => void;
  /** The update of label j, whose pivot's increments start at `start` (`SimdUpdate.updateLabel`). */
  readonly label: (pivot: number, start: number, j: number, stale: StaleSink) => void;
}

/**
 * Stale slots the update kernels list before they hand them over (they stop between terms, or words of
 * marks, when full); also the most slot additions they hold pending.
 */
const STALE_ROOM = 4096;

/**
 * {@link SimdUpdate} for a training set, its m labels and a table layout, or undefined where
 * WebAssembly SIMD is missing or the arrays would not fit in 4 GiB.
 *
 * @param data - the training set (its X and Xc are copied before the first single label's update)
 * @param layout - the table's memory order (default `"term-major"`)
 * @param threads - threads that will run parts of the update (default 1): above 1, the memory is
 *   shared, each thread has scratch of its own, and `shared` describes it for
 *   {@link bindSharedUpdate}
 * @returns the table, its estimates, the update's arrays and kernels, or undefined
 *
 * @example
 * ```ts
 * const update = createSimdUpdate(ts); // undefined where WebAssembly SIMD is missing
 * ```
 */
export function createSimdUpdate(
  data: TrainingSet,
  layout: StatisticsLayout = "term-major",
  threads = 1,
): SimdUpdate | undefined {
  const shared = threads > 1;
  const module = compileWasmKernel(shared ? UPDATE_SHARED_WASM : UPDATE_WASM);
  const tableModule = simdTableKernel(layout, shared);
  if (module === null || tableModule === null) return undefined;
  const g = data.X.rows;
  const r = data.X.cols;
  const m = data.Y.cols;
  const nnz = Math.max(1, data.X.indices.length);
  const nnzY = Math.max(1, data.Y.indices.length);
  const words = (r + 31) >>> 5;
  const staleRoom = Math.max(STALE_ROOM, 2 * m, 64);
  const scratch = scratchSizes(r, m, words, staleRoom);
  const stride = Object.fromEntries(
    SCRATCH_REGIONS.map((name) => [name, Math.ceil(scratch[name] / 16) * 16]),
  ) as Record<ScratchRegion, number>;
  const { at, end } = wasmRegions({
    ...simdTableRegions(r, m),
    errors: 2 * 2 * r * m,
    increments: 8 * g * m,
    bits: g * m,
    group: 4 * m,
    positiveStart: 4 * (g + 1),
    positiveLabel: 4 * nnzY,
    positiveValue: 8 * nnzY,
    documents: 4 * nnz,
    groupTouched: 4 * r,
    runEnds: 4 * r,
    ...(Object.fromEntries(SCRATCH_REGIONS.map((name) => [name, stride[name] * threads])) as Record<
      ScratchRegion,
      number
    >),
    // Last: untouched (not resident) until a single label's update copies X and Xc in.
    xPtr: 4 * (g + 1),
    xIdx: 4 * nnz,
    cPtr: 4 * (r + 1),
    cIdx: 4 * nnz,
  });
  const memory = createWasmMemory(end, shared);
  if (memory === undefined) return undefined;
  const { buffer } = memory;
  const table = bindSimdStatisticsTable(tableModule, memory, at, r, m, layout);
  // X and its transpose, which only the label kernels read, are copied in before the first label
  // update: the memory's pages stay untouched (not resident) for a booster without single labels.
  let rowsCopied = false;
  const prepareLabels = (): void => {
    if (rowsCopied) return;
    new Int32Array(buffer, at.xPtr, g + 1).set(data.X.indptr);
    new Int32Array(buffer, at.xIdx, data.X.indices.length).set(data.X.indices);
    new Int32Array(buffer, at.cPtr, r + 1).set(data.Xc.indptr);
    new Int32Array(buffer, at.cIdx, data.Xc.indices.length).set(data.Xc.indices);
    rowsCopied = true;
  };
  const code = instantiateWasmKernel<UpdateExports>(module, memory);
  const { termStride, labelStride } = table;
  const sharedLayout: SharedSimdUpdate = {
    memory,
    threads,
    at,
    stride,
    staleRoom,
    termStride,
    labelStride,
    words,
    terms: r,
    layout,
  };
  const thread0 = updateKernels(code, sharedLayout, 0);
  return {
    ...(shared ? { shared: sharedLayout } : {}),
    table,
    errors: new Uint16Array(buffer, at.errors, 2 * r * m),
    increments: new Float64Array(buffer, at.increments, g * m),
    incrementBits: new Uint8Array(buffer, at.bits, g * m),
    group: new Int32Array(buffer, at.group, m),
    positiveStart: new Int32Array(buffer, at.positiveStart, g + 1),
    positiveLabel: new Int32Array(buffer, at.positiveLabel, nnzY),
    positiveValue: new Float64Array(buffer, at.positiveValue, nnzY),
    documents: new Int32Array(buffer, at.documents, nnz),
    touched: new Int32Array(buffer, at.groupTouched, r),
    runEnds: new Int32Array(buffer, at.runEnds, r),
    updateGroup(size: number, touched: number, stale: StaleSink): void {
      thread0.group(size, 0, touched, stale);
    },
    prepareLabels,
    updateLabel(pivot: number, start: number, j: number, stale: StaleSink): void {
      prepareLabels();
      thread0.label(pivot, start, j, stale);
    },
  };
}

/** The update's regions each thread has a copy of (its scratch), the names of {@link ScratchRegion}. */
export const SCRATCH_REGIONS = [
  "rowPositive",
  "sums",
  "staleOut",
  "staleCount",
  "pending",
  "termSums",
  "marks",
  "bounds",
  "dotCoefficients",
] as const;

/** A region of the update's scratch. */
export type ScratchRegion = (typeof SCRATCH_REGIONS)[number];

/** Any region of a {@link SimdUpdate}'s memory. */
export type UpdateRegion =
  | ScratchRegion
  | "values"
  | "scale"
  | "coefficients"
  | "out"
  | "errors"
  | "increments"
  | "bits"
  | "group"
  | "positiveStart"
  | "positiveLabel"
  | "positiveValue"
  | "documents"
  | "groupTouched"
  | "runEnds"
  | "xPtr"
  | "xIdx"
  | "cPtr"
  | "cIdx";

/** One thread's bytes of each scratch region. */
function scratchSizes(r: number, m: number, words: number, staleRoom: number): Record<ScratchRegion, number> {
  return {
    rowPositive: 8 * m,
    sums: 8 * m,
    staleOut: 4 * staleRoom,
    staleCount: 4,
    pending: 24 * staleRoom,
    termSums: 24 * r,
    marks: 4 * words,
    bounds: 8 * r,
    dotCoefficients: 16 * m,
  };
}

/**
 * Calls a kernel until it has done [0, end), from where it stopped (it stops when its stale list
 * is full), passing the stale slots it listed on to `stale` in order after each call.
 */
function untilDoneOn(
  staleOut: Int32Array,
  staleCount: Int32Array,
  end: number,
  stale: StaleSink,
  call: (from: number) => number,
  from = 0,
): void {
  while (from < end) {
    from = call(from);
    for (let q = 0, n = staleCount[0]!; q < n; q++) stale.add(staleOut[q]!);
  }
}

/** Byte offset of thread `thread`'s copy of the scratch region `name`. */
function scratchAt(layout: SharedSimdUpdate, name: ScratchRegion, thread: number): number {
  return layout.at[name] + thread * layout.stride[name];
}

/** The update kernels of `code` over `layout`'s memory, on thread `thread`'s scratch. */
function updateKernels(code: UpdateExports, layout: SharedSimdUpdate, thread: number): UpdateKernels {
  const { at, staleRoom, termStride, labelStride, words } = layout;
  const own = (name: ScratchRegion) => scratchAt(layout, name, thread);
  const rowPositive = own("rowPositive");
  const sums = own("sums");
  const staleOutAt = own("staleOut");
  const staleCountAt = own("staleCount");
  const pending = own("pending");
  const termSums = own("termSums");
  const marks = own("marks");
  const staleOut = new Int32Array(layout.memory.buffer, staleOutAt, staleRoom);
  const staleCount = new Int32Array(layout.memory.buffer, staleCountAt, 1);
  const limit2 = ERROR_LIMIT * ERROR_LIMIT;
  return {
    group: (size, from, to, stale) =>
      untilDoneOn(
        staleOut,
        staleCount,
        to,
        stale,
        (start) =>
          code.updateGroup(
            at.values,
            at.errors,
            at.group,
            at.increments,
            at.positiveStart,
            at.positiveLabel,
            at.positiveValue,
            at.documents,
            at.groupTouched,
            at.runEnds,
            rowPositive,
            sums,
            staleOutAt,
            staleCountAt,
            staleRoom,
            pending,
            start,
            to,
            size,
            termStride,
            labelStride,
            limit2,
            ESTIMATE_MARGIN,
          ),
        from,
      ),
    label: (pivot, start, j, stale) => {
      code.scatterLabel(
        at.xPtr,
        at.xIdx,
        at.cPtr,
        at.cIdx,
        at.increments,
        at.bits,
        termSums,
        marks,
        pivot,
        start,
      );
      untilDoneOn(staleOut, staleCount, words, stale, (from) =>
        code.flushLabel(
          at.values,
          at.errors,
          termSums,
          marks,
          from,
          words,
          j * labelStride,
          termStride,
          staleOutAt,
          staleCountAt,
          staleRoom,
          pending,
          limit2,
          ESTIMATE_MARGIN,
        ),
      );
    },
  };
}

/**
 * The update kernels of a {@link SimdUpdate} over a shared memory (its `shared`), for thread
 * `thread` of the threads that run parts of it (0 .. `layout.threads` − 1, each on its own scratch;
 * a worker thread that was posted `layout`): the group update over a range of the touched terms that
 * the creator's thread re-indexed into the memory, and single labels' updates from the increments it
 * wrote there. Threads given disjoint ranges of terms, or different labels, write disjoint slots of
 * the table, and each slot gets the same bits as from the update in one thread.
 *
 * @param layout - the `shared` of a `createSimdUpdate(data, layout, threads)` with threads above 1
 * @param thread - this thread's scratch, in [0, layout.threads)
 * @returns the kernels, or undefined where the engine cannot run them
 * @throws RangeError when `thread` is not in [0, layout.threads)
 */
export function bindSharedUpdate(layout: SharedSimdUpdate, thread: number): UpdateKernels | undefined {
  checkThread(layout, thread);
  const module = compileWasmKernel(UPDATE_SHARED_WASM);
  if (module === null) return undefined;
  return updateKernels(instantiateWasmKernel<UpdateExports>(module, layout.memory), layout, thread);
}

/**
 * The label-major table's scan kernels (`labelBounds`, `nextBelow`) of a {@link SimdUpdate} over a
 * shared memory, for thread `thread` of those that choose pivots (its bounds go to its own scratch,
 * so threads scanning different labels at once do not overwrite each other's): what a worker thread
 * adds to the table's data it was posted, so that `labelPivot` there skips terms as in one thread.
 *
 * @param layout - the `shared` of a label-major `createSimdUpdate(data, "label-major", threads)`
 * @param thread - this thread's scratch, in [0, layout.threads)
 * @returns the two kernels, or undefined where the engine cannot run them or the table is term-major
 * @throws RangeError when `thread` is not in [0, layout.threads)
 */
export function bindSharedLabelBounds(
  layout: SharedSimdUpdate,
  thread: number,
): Required<Pick<StatisticsTable, "labelBounds" | "nextBelow">> | undefined {
  checkThread(layout, thread);
  if (layout.layout !== "label-major") return undefined;
  const module = simdTableKernel("label-major", true);
  if (module === null) return undefined;
  const { memory, at, terms } = layout;
  return labelBoundsKernels(module, memory, at.values, scratchAt(layout, "bounds", thread), terms);
}

/**
 * The term-major table's scan kernel (`rowDots`) of a {@link SimdUpdate} over a shared memory, over a
 * range of terms, for thread `thread` of those that scan (its coefficients and dot products go to
 * its own scratch): every term k in [from, to) gets the dot product of its row with the
 * coefficients, with the bits of `StatisticsTable.rowDots`, at index k of the returned array (r
 * long; the other entries are stale).
 *
 * @param layout - the `shared` of a term-major `createSimdUpdate(data, "term-major", threads)`
 * @param thread - this thread's scratch, in [0, layout.threads)
 * @returns the kernel, or undefined where the engine cannot run it or the table is label-major
 * @throws RangeError when `thread` is not in [0, layout.threads)
 */
export function bindSharedRowDots(
  layout: SharedSimdUpdate,
  thread: number,
): ((coefficients: Float64Array, from: number, to: number) => Float64Array) | undefined {
  checkThread(layout, thread);
  if (layout.layout !== "term-major") return undefined;
  const module = simdTableKernel("term-major", true);
  if (module === null) return undefined;
  const { memory, at, terms, termStride: width } = layout;
  const coefficientsAt = scratchAt(layout, "dotCoefficients", thread);
  return rowDotsKernel(
    module,
    memory,
    at.values,
    coefficientsAt,
    scratchAt(layout, "bounds", thread),
    terms,
    width,
  );
}
