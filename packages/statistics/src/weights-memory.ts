import type { PairWeights } from "@textboost/core";
import type { WasmMemory } from "./wasm-engine.js";

/**
 * A boosting loop's D kept in a WebAssembly memory, with the signs and a little room beside it, so
 * that a kernel over D can run in that memory and read D in place ({@link termSidesOf}): nothing is
 * copied a round but a term's document ids. The pair passes of `@textboost/boosting` lay their memory
 * out with {@link weightsMemoryRegions} and register it with their D ({@link registerWeightsMemory}).
 */
export interface WeightsMemory {
  /** The memory (shared when the loop placed D on shared memory for worker threads). */
  readonly memory: WasmMemory;
  /** Whether `memory` is shared (its kernels are then the `-shared` assemblies). */
  readonly shared: boolean;
  /** The signs array copied into the memory (a training set's `signs`): the kernels read its copy. */
  readonly signs: Int8Array;
  /** Byte offsets of the regions of {@link weightsMemoryRegions}. */
  readonly at: Readonly<Record<keyof ReturnType<typeof weightsMemoryRegions>, number>>;
}

/**
 * The regions a {@link WeightsMemory} has, in bytes, for g documents and m labels: D (Float64), the
 * signs y(i, j) (Int8), room for one term's document ids (Int32, at most g) and for one term's two
 * sides of every label (Float64, 2m).
 *
 * @param documents - g
 * @param labels - m
 * @returns each region's size in bytes, by name (for `wasmRegions`)
 *
 * @example
 * ```ts
 * weightsMemoryRegions(2, 3); // { weights: 48, signs: 6, termDocuments: 8, termSides: 48 }
 * ```
 */
export function weightsMemoryRegions(documents: number, labels: number) {
  return {
    weights: 8 * documents * labels,
    signs: documents * labels,
    termDocuments: 4 * documents,
    termSides: 16 * labels,
  };
}

const registered = new WeakMap<ArrayBufferLike, WeightsMemory>();

/**
 * Records that `weights` is the D of `memory` (its view at `memory.at.weights`), so that
 * {@link weightsMemoryOf} finds the memory from D alone.
 *
 * @param weights - D, a view of `memory.memory`'s buffer at `memory.at.weights`
 * @param memory - the memory and its layout
 * @throws RangeError when `weights` is not that view
 */
export function registerWeightsMemory(weights: PairWeights, memory: WeightsMemory): void {
  if (weights.buffer !== memory.memory.buffer || weights.byteOffset !== memory.at.weights)
    throw new RangeError("the weights are not the memory's view at its weights region");
  registered.set(weights.buffer, memory);
}

/**
 * The {@link WeightsMemory} that `weights` is the D of, or undefined when it is an ordinary array
 * (or a view of another memory or at another offset).
 *
 * @param weights - D
 * @returns the memory and its layout, or undefined
 *
 * @example
 * ```ts no-run
 * declare const D: Float64Array; // a boosting loop's weights
 * weightsMemoryOf(D)?.shared; // undefined where D is an ordinary array
 * ```
 */
export function weightsMemoryOf(weights: PairWeights): WeightsMemory | undefined {
  const memory = registered.get(weights.buffer);
  if (memory === undefined || weights.byteOffset !== memory.at.weights) return undefined;
  return memory;
}
