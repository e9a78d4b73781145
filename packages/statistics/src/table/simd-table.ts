import { LABEL_BOUNDS_SHARED_WASM } from "../generated/label-bounds-shared-wasm.js";
import { LABEL_BOUNDS_WASM } from "../generated/label-bounds-wasm.js";
import { TABLE_DOTS_SHARED_WASM } from "../generated/table-dots-shared-wasm.js";
import { TABLE_DOTS_WASM } from "../generated/table-dots-wasm.js";
import {
  compileWasmKernel,
  createWasmMemory,
  instantiateWasmKernel,
  type WasmMemory,
  wasmRegions,
} from "../wasm-loaders/wasm-engine.js";
import type { StatisticsLayout, StatisticsTable } from "./statistics-table.js";

/** The exported function of wasm/table-dots.wat (addresses in bytes). */
interface TableDotsExports {
  rowDots(values: number, coefficients: number, out: number, terms: number, width: number): void;
}

/** The exported functions of wasm/label-bounds.wat (addresses in bytes). */
interface LabelBoundsExports {
  labelBounds(
    row: number,
    terms: number,
    floor: number,
    negative: number,
    positive: number,
    out: number,
  ): void;
  nextBelow(out: number, from: number, terms: number, cutoff: number): number;
}

/**
 * An empty {@link StatisticsTable} in a WebAssembly memory of its own, whose pivot scans get their
 * lower bounds in SIMD: {@link StatisticsTable.rowDots} when term-major (AdaBoost.MH),
 * {@link StatisticsTable.labelBounds} when label-major (MP-Boost). Undefined where WebAssembly SIMD
 * is missing or the table would not fit in 4 GiB (the caller then makes an ordinary table).
 *
 * @param terms - r
 * @param labels - m
 * @param layout - memory order (default `"term-major"`)
 * @returns the table (values zero, scales 1), or undefined
 *
 * @example
 * ```ts
 * const table = createSimdStatisticsTable(3, 2)!;
 * table.values.set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
 * table.rowDots!(Float64Array.of(1, 0, 0, 1)); // Float64Array [5, 13, 21]: entries 0 and 3 of each term's row
 * ```
 */
export function createSimdStatisticsTable(
  terms: number,
  labels: number,
  layout: StatisticsLayout = "term-major",
): StatisticsTable | undefined {
  const module = simdTableKernel(layout);
  if (module === null) return undefined;
  const { at, end } = wasmRegions(simdTableRegions(terms, labels));
  const memory = createWasmMemory(end);
  return memory === undefined
    ? undefined
    : bindSimdStatisticsTable(module, memory, at, terms, labels, layout);
}

/**
 * The compiled scan kernel of a SIMD table of `layout` (`rowDots` term-major, `labelBounds`
 * label-major), or null where WebAssembly SIMD is missing; `shared`: its variant over a shared
 * memory (null where the engine has no shared memories).
 */
export function simdTableKernel(layout: StatisticsLayout, shared = false): object | null {
  const termMajor = layout === "term-major";
  return compileWasmKernel(
    shared
      ? termMajor
        ? TABLE_DOTS_SHARED_WASM
        : LABEL_BOUNDS_SHARED_WASM
      : termMajor
        ? TABLE_DOTS_WASM
        : LABEL_BOUNDS_WASM,
  );
}

/** The regions of a {@link createSimdStatisticsTable} table's memory. */
export interface SimdTableRegions {
  readonly values: number;
  readonly scale: number;
  readonly coefficients: number;
  readonly out: number;
}

/**
 * The byte sizes of the memory regions of a table of `terms` × `labels` (its values, scales, a
 * scan's coefficients and its output row), for a caller that places them in a memory it shares
 * with other arrays (`createSimdUpdate`).
 */
export function simdTableRegions(terms: number, labels: number): SimdTableRegions {
  const width = 2 * labels;
  return { values: 8 * terms * width, scale: 8 * width, coefficients: 8 * width, out: 8 * terms };
}

/**
 * The {@link createSimdStatisticsTable} table over the regions at byte offsets `at`
 * ({@link simdTableRegions}) of `memory`, its scan kernel `module` ({@link simdTableKernel} of the
 * same layout) instantiated there.
 */
export function bindSimdStatisticsTable(
  module: object,
  memory: WasmMemory,
  at: SimdTableRegions,
  terms: number,
  labels: number,
  layout: StatisticsLayout,
): StatisticsTable {
  const termMajor = layout === "term-major";
  const width = 2 * labels;
  const { buffer } = memory;
  const table = {
    terms,
    labels,
    layout,
    termStride: termMajor ? width : 2,
    labelStride: termMajor ? 2 : 2 * terms,
    values: new Float64Array(buffer, at.values, terms * width),
    scale: new Float64Array(buffer, at.scale, width).fill(1),
  };
  if (termMajor) {
    const dots = rowDotsKernel(module, memory, at.values, at.coefficients, at.out, terms, width);
    return { ...table, rowDots: (c: Float64Array): Float64Array => dots(c, 0, terms) };
  }
  return { ...table, ...labelBoundsKernels(module, memory, at.values, at.out, terms) };
}

/**
 * The row dots of a term-major table of `terms` rows of `width` at byte `valuesAt` of `memory`
 * (`module` is the term-major {@link simdTableKernel} for that memory): `(c, from, to)` stages the
 * coefficients c at `coefficientsAt` and writes each term k in [from, to)'s dot product with them
 * (the bits of `StatisticsTable.rowDots`) at index k of the array it returns, which lies at `outAt`
 * (`terms` long; its other entries are left as they were).
 */
export function rowDotsKernel(
  module: object,
  memory: WasmMemory,
  valuesAt: number,
  coefficientsAt: number,
  outAt: number,
  terms: number,
  width: number,
): (c: Float64Array, from: number, to: number) => Float64Array {
  const code = instantiateWasmKernel<TableDotsExports>(module, memory);
  const coefficients = new Float64Array(memory.buffer, coefficientsAt, width);
  const out = new Float64Array(memory.buffer, outAt, terms);
  return (c, from, to) => {
    coefficients.set(c.subarray(0, width));
    if (to > from)
      code.rowDots(valuesAt + 8 * from * width, coefficientsAt, outAt + 8 * from, to - from, width);
    return out;
  };
}

/**
 * `labelBounds` and `nextBelow` of a label-major table of `terms` terms at byte `valuesAt` of
 * `memory` (`module` is the label-major {@link simdTableKernel} for that memory), the bounds written
 * at `outAt` (`terms` long).
 */
export function labelBoundsKernels(
  module: object,
  memory: WasmMemory,
  valuesAt: number,
  outAt: number,
  terms: number,
): Required<Pick<StatisticsTable, "labelBounds" | "nextBelow">> {
  const code = instantiateWasmKernel<LabelBoundsExports>(module, memory);
  const out = new Float64Array(memory.buffer, outAt, terms);
  return {
    labelBounds(j: number, floor: number, negative: number, positive: number): Float64Array {
      code.labelBounds(valuesAt + 8 * j * 2 * terms, terms, floor, negative, positive, outAt);
      return out;
    },
    nextBelow: (from: number, cutoff: number): number => code.nextBelow(outAt, from, terms, cutoff),
  };
}
