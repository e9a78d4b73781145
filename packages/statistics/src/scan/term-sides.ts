import type { PairWeights, TrainingSet } from "@textboost/core";
import { TERM_SIDES_SHARED_WASM } from "../generated/term-sides-shared-wasm.js";
import { TERM_SIDES_WASM } from "../generated/term-sides-wasm.js";
import { addTermWeightsBySign } from "../sum/document-weights.js";
import { compileWasmKernel, instantiateWasmKernel, type WasmMemory } from "../wasm-loaders/wasm-engine.js";
import { roomOf, type WeightsMemory, weightsMemoryOf } from "../wasm-loaders/weights-memory.js";

/**
 * A term's present sides for the labels [from, to) from the current weights: `out[2(j − from)]` the
 * negatives' and `out[2(j − from) + 1]` the positives' Σ D(i, j) over term k's documents i, each from
 * 0 in ascending document order, what a fill of the statistics table computes
 * ({@link addTermWeightsBySign} into zeroed sums).
 */
export type TermSides = (k: number, from: number, to: number, out: Float64Array) => void;

/** The exported functions of wasm/term-sides.wat (addresses in bytes). */
export interface TermSidesExports {
  termSides(
    d: number,
    s: number,
    docs: number,
    count: number,
    m: number,
    from: number,
    to: number,
    out: number,
  ): void;
  documentDots(
    d: number,
    s: number,
    cn: number,
    cp: number,
    m: number,
    from: number,
    to: number,
    out: number,
  ): void;
  openLabels(
    d: number,
    s: number,
    docs: number,
    count: number,
    m: number,
    sides: number,
    floors: number,
    c: number,
    cutoffs: number,
    open: number,
  ): number;
}

/**
 * The fewest labels for which {@link termSidesOf} calls the SIMD kernel: below it (a single entry's
 * exact recompute, MP-Boost's candidate lists) the JavaScript loop, which needs no copy of the
 * term's documents, is as fast.
 */
const SIMD_LABELS = 4;

const instances = new WeakMap<WasmMemory, TermSidesExports | null>();

/** The kernels over `memory` (instantiated once per memory), or null without WebAssembly SIMD. */
function kernelIn(memory: WeightsMemory): TermSidesExports | null {
  const known = instances.get(memory.memory);
  if (known !== undefined) return known;
  const module = compileWasmKernel(memory.shared ? TERM_SIDES_SHARED_WASM : TERM_SIDES_WASM);
  const code = module === null ? null : instantiateWasmKernel<TermSidesExports>(module, memory.memory);
  instances.set(memory.memory, code);
  return code;
}

/**
 * Whether `signs` are the memory's signs: the array copied into it, or a view of its own signs region
 * (the worker-thread learners share that view instead of another copy).
 */
function readsSigns(memory: WeightsMemory, signs: Int8Array): boolean {
  return (
    signs === memory.signs || (signs.buffer === memory.memory.buffer && signs.byteOffset === memory.at.signs)
  );
}

/**
 * The kernels over D in place and this thread's room, when D is a boosting loop's weights in a
 * registered weights memory holding `data`'s signs and the engine has WebAssembly SIMD; else
 * undefined (the callers then run their JavaScript loops). What `termSidesOf`, `documentDotsOf`,
 * `labelBoundScanOf` and `labelTotals` start from.
 */
export function kernelsOver(data: TrainingSet, weights: PairWeights) {
  const memory = weightsMemoryOf(weights);
  if (memory === undefined || !readsSigns(memory, data.signs)) return undefined;
  const code = kernelIn(memory);
  if (code === null) return undefined;
  const m = data.Y.cols;
  const g = weights.length / m;
  return { code, at: memory.at, room: roomOf(memory, g, m), buffer: memory.memory.buffer, g, m };
}

/** Below this many documents a term's ids are copied by a loop (a view to copy from costs more). */
const SHORT_LIST = 64;

/**
 * Copies term k's document ids (`indices[start .. start + count)` of Xc) into a room's `documents`:
 * a loop for a short list, which most terms have, `set` from a view for a long one.
 */
export function copyTermDocuments(
  indices: Int32Array,
  start: number,
  count: number,
  documents: Int32Array,
): void {
  if (count < SHORT_LIST) for (let u = 0; u < count; u++) documents[u] = indices[start + u]!;
  else documents.set(indices.subarray(start, start + count));
}

/**
 * {@link TermSides} of a training set at weights D: in WebAssembly SIMD over D in place when D is a
 * boosting loop's weights in a WebAssembly memory (`weightsMemoryOf`) whose signs are `data`'s (the
 * array copied in, or a view of the memory's own copy), two labels a lane pair, eight a step
 * (wasm/term-sides.wat); with JavaScript's
 * {@link addTermWeightsBySign} otherwise, and for fewer than four labels. Both give the same bits.
 * The SIMD path uses this thread's room of the memory (`WeightsMemory.room`): each thread registers
 * its own view of a shared memory with a room of its own.
 *
 * @param data - the training set (its Xc gives each term's documents)
 * @param weights - D, row-major documents x labels
 * @param simd - false for the JavaScript loop whatever D is (tests compare the two)
 * @returns the sides of any term, as many times as needed while D holds this round's weights
 *
 * @example
 * ```ts
 * const sides = termSidesOf(ts, D);
 * const out = new Float64Array(2 * ts.Y.cols);
 * sides(0, 0, ts.Y.cols, out); // term 0's negative and positive sides of every label
 * ```
 */
export function termSidesOf(data: TrainingSet, weights: PairWeights, simd = true): TermSides {
  const js: TermSides = (k, from, to, out) => {
    out.fill(0, 0, 2 * (to - from));
    addTermWeightsBySign(data, weights, k, from, to, out);
  };
  const over = simd ? kernelsOver(data, weights) : undefined;
  if (over === undefined) return js;
  const { code, at, room, buffer, g, m } = over;
  const { indptr, indices } = data.Xc;
  const documents = new Int32Array(buffer, room.documents, g);
  const sides = new Float64Array(buffer, room.sides, 2 * m);
  return (k, from, to, out) => {
    if (to - from < SIMD_LABELS) return js(k, from, to, out);
    const start = indptr[k]!;
    const count = indptr[k + 1]! - start;
    copyTermDocuments(indices, start, count, documents);
    code.termSides(at.weights, at.signs, room.documents, count, m, from, to, room.sides);
    const n = 2 * (to - from);
    for (let u = 0; u < n; u++) out[u] = sides[u]!;
  };
}
