import type { TrainingSet } from "@textboost/core";
import { ERROR_LIMIT, type ErrorEstimates, ESTIMATE_MARGIN } from "./error-estimate.js";
import { bindSimdStatisticsTable, simdTableKernel, simdTableRegions } from "./simd-table.js";
import type { StaleSink } from "./stale-slots.js";
import type { StatisticsLayout, StatisticsTable } from "./statistics-table.js";
import { UPDATE_WASM } from "./update-wasm.js";
import { compileWasmKernel, createWasmMemory, instantiateWasmKernel, wasmRegions } from "./wasm-engine.js";

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
 * `UpdateRunner` places the arrays elsewhere. X and its transpose are copied in once.
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
 * @param data - the training set (its X and Xc are copied)
 * @param layout - the table's memory order (default `"term-major"`)
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
): SimdUpdate | undefined {
  const module = compileWasmKernel(UPDATE_WASM);
  const tableModule = simdTableKernel(layout);
  if (module === null || tableModule === null) return undefined;
  const g = data.X.rows;
  const r = data.X.cols;
  const m = data.Y.cols;
  const nnz = Math.max(1, data.X.indices.length);
  const nnzY = Math.max(1, data.Y.indices.length);
  const words = (r + 31) >>> 5;
  const staleRoom = Math.max(STALE_ROOM, 2 * m, 64);
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
    rowPositive: 8 * m,
    sums: 8 * m,
    staleOut: 4 * staleRoom,
    staleCount: 4,
    pending: 24 * staleRoom,
    xPtr: 4 * (g + 1),
    xIdx: 4 * nnz,
    cPtr: 4 * (r + 1),
    cIdx: 4 * nnz,
    termSums: 24 * r,
    marks: 4 * words,
  });
  const memory = createWasmMemory(end);
  if (memory === undefined) return undefined;
  const { buffer } = memory;
  const table = bindSimdStatisticsTable(tableModule, memory, at, r, m, layout);
  new Int32Array(buffer, at.xPtr, g + 1).set(data.X.indptr);
  new Int32Array(buffer, at.xIdx, data.X.indices.length).set(data.X.indices);
  new Int32Array(buffer, at.cPtr, r + 1).set(data.Xc.indptr);
  new Int32Array(buffer, at.cIdx, data.Xc.indices.length).set(data.Xc.indices);
  const code = instantiateWasmKernel<UpdateExports>(module, memory);
  const staleOut = new Int32Array(buffer, at.staleOut, staleRoom);
  const staleCount = new Int32Array(buffer, at.staleCount, 1);
  const limit2 = ERROR_LIMIT * ERROR_LIMIT;
  /**
   * Calls a kernel until it has done [0, end), from where it stopped (it stops when its stale list
   * is full), passing the stale slots it listed on to `stale` in order after each call.
   */
  const untilDone = (end: number, stale: StaleSink, call: (from: number) => number): void => {
    for (let from = 0; from < end; ) {
      from = call(from);
      for (let q = 0, n = staleCount[0]!; q < n; q++) stale.add(staleOut[q]!);
    }
  };
  const { termStride, labelStride } = table;
  return {
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
      untilDone(touched, stale, (from) =>
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
          at.rowPositive,
          at.sums,
          at.staleOut,
          at.staleCount,
          staleRoom,
          at.pending,
          from,
          touched,
          size,
          termStride,
          labelStride,
          limit2,
          ESTIMATE_MARGIN,
        ),
      );
    },
    updateLabel(pivot: number, start: number, j: number, stale: StaleSink): void {
      code.scatterLabel(
        at.xPtr,
        at.xIdx,
        at.cPtr,
        at.cIdx,
        at.increments,
        at.bits,
        at.termSums,
        at.marks,
        pivot,
        start,
      );
      untilDone(words, stale, (from) =>
        code.flushLabel(
          at.values,
          at.errors,
          at.termSums,
          at.marks,
          from,
          words,
          j * labelStride,
          termStride,
          at.staleOut,
          at.staleCount,
          staleRoom,
          at.pending,
          limit2,
          ESTIMATE_MARGIN,
        ),
      );
    },
  };
}
