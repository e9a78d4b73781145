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
  /**
   * The signs array copied into the memory (a training set's `signs`): the kernels read its copy, and
   * `termSidesOf` runs them for a training set with these signs or with a view of that copy.
   */
  readonly signs: Int8Array;
  /** Byte offsets of the regions of {@link weightsMemoryRegions}. */
  readonly at: Readonly<Record<keyof ReturnType<typeof weightsMemoryRegions>, number>>;
  /** How many rooms the layout has (one a thread that runs kernels over D at the same time). */
  readonly rooms: number;
  /** The room this thread's kernels use, in [0, rooms): 0 on the loop's thread, its own on a worker's. */
  readonly room: number;
}

/**
 * The regions a {@link WeightsMemory} has, in bytes, for g documents and m labels: D (Float64), the
 * signs y(i, j) (Int8), and for each of `rooms` threads room for one term's document ids (Int32, at
 * most g) and for its two sides of every label (Float64, 2m), for a bound's two coefficients of
 * every label and one value a document (`documentDotsOf`), and for every label's floor, cutoff and
 * two coefficients (Float64, 4m) and the open labels' ids (Int32, m) of `labelBoundScanOf`.
 *
 * @param documents - g
 * @param labels - m
 * @param rooms - how many threads run kernels over D at the same time (default 1)
 * @returns each region's size in bytes, by name (for `wasmRegions`)
 *
 * @example
 * ```ts
 * weightsMemoryRegions(2, 3); // { weights: 48, signs: 6, termDocuments: 8, termSides: 48, dotCoefficients: 48, documentDots: 16, labelBounds: 96, openLabels: 12 }
 * ```
 */
export function weightsMemoryRegions(documents: number, labels: number, rooms = 1) {
  return {
    weights: 8 * documents * labels,
    signs: documents * labels,
    termDocuments: 4 * documents * rooms,
    termSides: 16 * labels * rooms,
    dotCoefficients: 16 * labels * rooms,
    documentDots: 8 * documents * rooms,
    labelBounds: 32 * labels * rooms,
    openLabels: 4 * labels * rooms,
  };
}

/** This thread's room of a {@link WeightsMemory} of g documents and m labels: the offsets of its regions. */
export function roomOf(memory: WeightsMemory, documents: number, labels: number) {
  const { at, room } = memory;
  return {
    documents: at.termDocuments + 4 * documents * room,
    sides: at.termSides + 16 * labels * room,
    coefficients: at.dotCoefficients + 16 * labels * room,
    dots: at.documentDots + 8 * documents * room,
    bounds: at.labelBounds + 32 * labels * room,
    open: at.openLabels + 4 * labels * room,
  };
}

const registered = new WeakMap<ArrayBufferLike, WeightsMemory>();

/**
 * Records that `weights` is the D of `memory` (its view at `memory.at.weights`), so that
 * {@link weightsMemoryOf} finds the memory from D alone, on this thread (a worker thread that is sent
 * a shared memory registers its own view of it, with a room of its own).
 *
 * @param weights - D, a view of `memory.memory`'s buffer at `memory.at.weights`
 * @param memory - the memory and its layout
 * @throws RangeError when `weights` is not that view, or `memory.room` is not one of its rooms
 */
export function registerWeightsMemory(weights: PairWeights, memory: WeightsMemory): void {
  if (weights.buffer !== memory.memory.buffer || weights.byteOffset !== memory.at.weights)
    throw new RangeError("the weights are not the memory's view at its weights region");
  if (!(Number.isInteger(memory.room) && memory.room >= 0 && memory.room < memory.rooms))
    throw new RangeError(`room ${memory.room} is not in [0, ${memory.rooms})`);
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
