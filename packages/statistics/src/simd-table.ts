import type { StatisticsTable } from "./statistics-table.js";
import { TABLE_DOTS_WASM } from "./table-dots-wasm.js";
import { compileWasmKernel, createWasmMemory, instantiateWasmKernel, wasmLayout } from "./wasm-engine.js";

/** The exported function of wasm/table-dots.wat (addresses in bytes). */
interface TableDotsExports {
  rowDots(values: number, coefficients: number, out: number, terms: number, width: number): void;
}

/**
 * An empty term-major {@link StatisticsTable} in a WebAssembly memory of its own, with
 * {@link StatisticsTable.rowDots} in SIMD; undefined where WebAssembly SIMD is missing or the table
 * would not fit in 4 GiB (the caller then makes an ordinary table).
 *
 * @param terms - r
 * @param labels - m
 * @returns the table (values zero, scales 1), or undefined
 *
 * @example
 * ```ts
 * const table = createSimdStatisticsTable(3, 2)!;
 * table.values.set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
 * table.rowDots!(Float64Array.of(1, 0, 0, 1)); // Float64Array [5, 13, 21]: entries 0 and 3 of each term's row
 * ```
 */
export function createSimdStatisticsTable(terms: number, labels: number): StatisticsTable | undefined {
  const module = compileWasmKernel(TABLE_DOTS_WASM);
  if (module === null) return undefined;
  const width = 2 * labels;
  const { offsets, end } = wasmLayout([8 * terms * width, 8 * width, 8 * width, 8 * terms]);
  const memory = createWasmMemory(end);
  if (memory === undefined) return undefined;
  const code = instantiateWasmKernel<TableDotsExports>(module, memory);
  const [at, scaleAt, coefficientsAt, dotsAt] = offsets as [number, number, number, number];
  const coefficients = new Float64Array(memory.buffer, coefficientsAt, width);
  const dots = new Float64Array(memory.buffer, dotsAt, terms);
  return {
    terms,
    labels,
    layout: "term-major",
    termStride: width,
    labelStride: 2,
    values: new Float64Array(memory.buffer, at, terms * width),
    scale: new Float64Array(memory.buffer, scaleAt, width).fill(1),
    rowDots(c: Float64Array): Float64Array {
      coefficients.set(c.subarray(0, width));
      code.rowDots(at, coefficientsAt, dotsAt, terms, width);
      return dots;
    },
  };
}
