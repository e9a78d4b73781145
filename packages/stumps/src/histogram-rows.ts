import {
  compileWasmKernel,
  createWasmMemory,
  instantiateWasmKernel,
  type WasmMemory,
  wasmRegions,
} from "@textboost/statistics";
import { HISTOGRAM_ROWS_WASM } from "./generated/histogram-rows-wasm.js";

/**
 * The storage of per-label histogram sums and their one hot loop, "each listed document adds its amount
 * to its bin of every column of a slice" ({@link HistogramRows.addRows}). Where the engine has
 * WebAssembly, the arrays live in one WebAssembly memory and the loop runs there
 * (`wasm/histogram-rows.wat`, several times faster than the same loop in JavaScript); elsewhere, or
 * on request, they are ordinary arrays and the loop is {@link addRowsJs}, its reference twin. Both
 * make the same additions in the same order, so the sums have the same bits.
 *
 * To add: fill `docs`, `amounts` and `starts` from index 0, then call `addRows(n)`.
 */
export interface HistogramRows {
  /** The sums; a slice starts at an index given in `starts`. */
  readonly values: Float64Array;
  /** `slot[i · C + c]`: the index, from a slice's start, of document i's bin of column c. */
  readonly slot: Int32Array;
  /** The listed documents (room for every document). */
  readonly docs: Int32Array;
  /** What each listed document adds. */
  readonly amounts: Float64Array;
  /** The index in `values` of the slice each listed document adds to. */
  readonly starts: Int32Array;
  /** True when the loop runs in WebAssembly. */
  readonly wasm: boolean;
  /** Adds the first n listed documents: `values[starts[k] + slot[docs[k] · C + c]] += amounts[k]` for every column c. */
  addRows(n: number): void;
}

interface HistogramRowsExports {
  addRows(
    values: number,
    slot: number,
    columns: number,
    docs: number,
    amounts: number,
    starts: number,
    n: number,
  ): void;
}

/**
 * Storage for sums of `length` doubles over `documents` × `columns` slots.
 *
 * @param documents - g
 * @param columns - C
 * @param length - the number of sums
 * @param options - `wasm: false` for ordinary arrays and the JavaScript loop
 *
 * @example
 * ```ts
 * import { createHistogramRows } from "@textboost/stumps";
 *
 * const rows = createHistogramRows(2, 3, 8);
 * rows.slot.set([0, 2, 4, 1, 3, 5]); // document 0's bins at 0, 2, 4; document 1's at 1, 3, 5
 * rows.docs[0] = 1;
 * rows.amounts[0] = 0.5;
 * rows.starts[0] = 2; // the slice starting at index 2
 * rows.addRows(1);
 * rows.values; // [0, 0, 0, 0.5, 0, 0.5, 0, 0.5]
 * ```
 */
export function createHistogramRows(
  documents: number,
  columns: number,
  length: number,
  options: { readonly wasm?: boolean } = {},
): HistogramRows {
  const regions = wasmRegions({
    values: 8 * length,
    slot: 4 * documents * columns,
    docs: 4 * documents,
    amounts: 8 * documents,
    starts: 4 * documents,
  });
  const module = options.wasm === false ? null : compileWasmKernel(HISTOGRAM_ROWS_WASM);
  const memory: WasmMemory | undefined = module === null ? undefined : createWasmMemory(regions.end);
  if (module === null || memory === undefined) {
    const plain = {
      values: new Float64Array(length),
      slot: new Int32Array(documents * columns),
      docs: new Int32Array(documents),
      amounts: new Float64Array(documents),
      starts: new Int32Array(documents),
    };
    return { ...plain, wasm: false, addRows: (n) => addRowsJs(plain, columns, n) };
  }
  const { buffer } = memory;
  const { at } = regions;
  const code = instantiateWasmKernel<HistogramRowsExports>(module, memory);
  return {
    values: new Float64Array(buffer, at.values, length),
    slot: new Int32Array(buffer, at.slot, documents * columns),
    docs: new Int32Array(buffer, at.docs, documents),
    amounts: new Float64Array(buffer, at.amounts, documents),
    starts: new Int32Array(buffer, at.starts, documents),
    wasm: true,
    addRows: (n) => code.addRows(at.values, at.slot, columns, at.docs, at.amounts, at.starts, n),
  };
}

/**
 * The JavaScript twin of `addRows` in `wasm/histogram-rows.wat`: for k < n and every column c,
 * `values[starts[k] + slot[docs[k] · C + c]] += amounts[k]`, k ascending, then c ascending.
 *
 * @param rows - the arrays of a {@link HistogramRows}
 * @param columns - C
 * @param n - how many listed documents to add
 *
 * @example
 * ```ts
 * import { addRowsJs } from "@textboost/stumps";
 *
 * const rows = { values: new Float64Array(2), slot: Int32Array.of(1), docs: Int32Array.of(0), amounts: Float64Array.of(2), starts: Int32Array.of(0) };
 * addRowsJs(rows, 1, 1); // rows.values: [0, 2]
 * ```
 */
export function addRowsJs(
  rows: Pick<HistogramRows, "values" | "slot" | "docs" | "amounts" | "starts">,
  columns: number,
  n: number,
): void {
  const { values, slot, docs, amounts, starts } = rows;
  for (let k = 0; k < n; k++) {
    const amount = amounts[k]!;
    const start = starts[k]!;
    for (let q = docs[k]! * columns, end = q + columns; q < end; q++) values[start + slot[q]!]! += amount;
  }
}
