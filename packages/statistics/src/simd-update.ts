import type { TrainingSet } from "@textboost/core";
import { GROUP_SUMS_WASM } from "./group-sums-wasm.js";
import { LABEL_SCATTER_WASM } from "./label-scatter-wasm.js";
import type { LabelScratch } from "./label-update.js";
import { compileWasmKernel, createWasmMemory, instantiateWasmKernel, wasmRegions } from "./wasm-engine.js";

/** The exported function of wasm/group-sums.wat (addresses in bytes). */
interface GroupSumsExports {
  sumRows(negatives: number, documents: number, start: number, end: number, size: number, out: number): void;
}

/** The exported function of wasm/label-scatter.wat (addresses in bytes). */
interface LabelScatterExports {
  scatterLabel(
    xPtr: number,
    xIdx: number,
    cPtr: number,
    cIdx: number,
    values: number,
    bits: number,
    negative: number,
    positive: number,
    counts: number,
    marks: number,
    pivot: number,
    at: number,
  ): void;
}

/**
 * The arrays of one thread's incremental update in a WebAssembly memory of their own, and its two
 * WebAssembly kernels: what `createPivotUpdate` uses when no `UpdateRunner` takes the update
 * elsewhere. X and its transpose are copied in once.
 */
export interface SimdUpdate {
  /** The increments (g · m entries, the most a round can need), shared by a group's negatives and the single labels. */
  readonly increments: Float64Array;
  /** The single labels' sign bits of the increments (g · m entries). */
  readonly incrementBits: Uint8Array;
  /** The pivot's documents re-indexed by term (nnz(X) entries), for a group update. */
  readonly documents: Int32Array;
  /** The single-label update's scratch (`updateLabel`). */
  readonly labelScratch: LabelScratch;
  /**
   * A group's negative sides for one touched term (`wasm/group-sums.wat`): out[jj] = Σ_{e ∈ [start, end)}
   * increments[documents[e] · size + jj] for jj < size, e ascending from an empty sum; `out` is
   * overwritten by the next call.
   */
  sumRows(start: number, end: number, size: number): Float64Array;
  /**
   * The first pass of `updateLabel` for a pivot whose increments start at `at`
   * (`wasm/label-scatter.wat`): each pivot document's increment added to its terms' sums of its sign
   * in the label scratch, in order, with the summand counts and marks.
   */
  scatterLabel(pivot: number, at: number): void;
}

/**
 * {@link SimdUpdate} for a training set and its m labels, or undefined where WebAssembly SIMD is
 * missing or the arrays would not fit in 4 GiB.
 *
 * @param data - the training set (its X and Xc are copied)
 * @returns the arrays and the kernels, or undefined
 *
 * @example
 * ```ts
 * const update = createSimdUpdate(ts); // undefined where WebAssembly SIMD is missing
 * ```
 */
export function createSimdUpdate(data: TrainingSet): SimdUpdate | undefined {
  const sumsModule = compileWasmKernel(GROUP_SUMS_WASM);
  const scatterModule = compileWasmKernel(LABEL_SCATTER_WASM);
  if (sumsModule === null || scatterModule === null) return undefined;
  const g = data.X.rows;
  const r = data.X.cols;
  const m = data.Y.cols;
  const nnz = Math.max(1, data.X.indices.length);
  const words = (r + 31) >>> 5;
  const { at, end } = wasmRegions({
    increments: 8 * g * m,
    bits: g * m,
    documents: 4 * nnz,
    xPtr: 4 * (g + 1),
    xIdx: 4 * nnz,
    cPtr: 4 * (r + 1),
    cIdx: 4 * nnz,
    negative: 8 * r,
    positive: 8 * r,
    counts: 4 * r,
    marks: 4 * words,
    touched: 4 * r,
    out: 8 * m,
  });
  const memory = createWasmMemory(end);
  if (memory === undefined) return undefined;
  const {
    increments,
    bits,
    documents,
    xPtr,
    xIdx,
    cPtr,
    cIdx,
    negative,
    positive,
    counts,
    marks,
    touched,
    out,
  } = at;
  const { buffer } = memory;
  new Int32Array(buffer, xPtr, g + 1).set(data.X.indptr);
  new Int32Array(buffer, xIdx, data.X.indices.length).set(data.X.indices);
  new Int32Array(buffer, cPtr, r + 1).set(data.Xc.indptr);
  new Int32Array(buffer, cIdx, data.Xc.indices.length).set(data.Xc.indices);
  const sums = instantiateWasmKernel<GroupSumsExports>(sumsModule, memory);
  const scatter = instantiateWasmKernel<LabelScatterExports>(scatterModule, memory);
  const outView = new Float64Array(buffer, out, m);
  return {
    increments: new Float64Array(buffer, increments, g * m),
    incrementBits: new Uint8Array(buffer, bits, g * m),
    documents: new Int32Array(buffer, documents, nnz),
    labelScratch: {
      negative: new Float64Array(buffer, negative, r),
      positive: new Float64Array(buffer, positive, r),
      counts: new Int32Array(buffer, counts, r),
      marks: new Int32Array(buffer, marks, words),
      touched: new Int32Array(buffer, touched, r),
    },
    sumRows(start: number, stop: number, size: number): Float64Array {
      sums.sumRows(increments, documents, start, stop, size, out);
      return outView;
    },
    scatterLabel(pivot: number, at: number): void {
      scatter.scatterLabel(
        xPtr,
        xIdx,
        cPtr,
        cIdx,
        increments,
        bits,
        negative,
        positive,
        counts,
        marks,
        pivot,
        at,
      );
    },
  };
}
