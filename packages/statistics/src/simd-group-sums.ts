import { GROUP_SUMS_WASM } from "./group-sums-wasm.js";
import { compileWasmKernel, createWasmMemory, instantiateWasmKernel, wasmLayout } from "./wasm-engine.js";

/** The exported function of wasm/group-sums.wat (addresses in bytes). */
interface GroupSumsExports {
  sumRows(negatives: number, documents: number, start: number, end: number, size: number, out: number): void;
}

/**
 * The arrays a group update sums over, in a WebAssembly memory of their own, and the sums in SIMD
 * (`wasm/group-sums.wat`): what `updateGroup` uses for the negative sides of its labels when a
 * `GroupUpdateState` has `sumRows`.
 */
export interface SimdGroupSums {
  /** The group's increments (g · m entries, the most a round can need); shared with the single labels'. */
  readonly increments: Float64Array;
  /** The pivot's documents re-indexed by term (nnz(X) entries). */
  readonly documents: Int32Array;
  /**
   * out[jj] = Σ_{e ∈ [start, end)} increments[documents[e] · size + jj] for jj < size, e ascending
   * from an empty sum (the bits of updateGroup's JavaScript sums); `out` is overwritten by the next call.
   */
  sumRows(start: number, end: number, size: number): Float64Array;
}

/**
 * {@link SimdGroupSums} for `documents` × `labels` pairs and `entries` non-zeros of X, or undefined
 * where WebAssembly SIMD is missing or the arrays would not fit in 4 GiB.
 *
 * @param documents - g
 * @param labels - m
 * @param entries - nnz(X)
 * @returns the arrays and the sums, or undefined
 *
 * @example
 * ```ts
 * const sums = createSimdGroupSums(2, 3, 4)!;
 * sums.increments.set([1, 2, 3, 4, 5, 6]); // document t's increments at t · 3
 * sums.documents.set([1, 0]);              // a term in documents 1 and 0
 * sums.sumRows(0, 2, 3);                   // Float64Array [5, 7, 9]
 * ```
 */
export function createSimdGroupSums(
  documents: number,
  labels: number,
  entries: number,
): SimdGroupSums | undefined {
  const module = compileWasmKernel(GROUP_SUMS_WASM);
  if (module === null) return undefined;
  const { offsets, end } = wasmLayout([8 * documents * labels, 4 * Math.max(1, entries), 8 * labels]);
  const memory = createWasmMemory(end);
  if (memory === undefined) return undefined;
  const code = instantiateWasmKernel<GroupSumsExports>(module, memory);
  const [incrementsAt, documentsAt, outAt] = offsets as [number, number, number];
  const out = new Float64Array(memory.buffer, outAt, labels);
  return {
    increments: new Float64Array(memory.buffer, incrementsAt, documents * labels),
    documents: new Int32Array(memory.buffer, documentsAt, Math.max(1, entries)),
    sumRows(start: number, stop: number, size: number): Float64Array {
      code.sumRows(incrementsAt, documentsAt, start, stop, size, outAt);
      return out;
    },
  };
}
