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
 * two coefficients (Float64, 4m) and the open labels' ids (Int32, m) of `labelBoundScanOf`. Each
 * room's share is padded to whole cache lines and one more, so no two rooms share a line.
 *
 * @param documents - g
 * @param labels - m
 * @param rooms - how many threads run kernels over D at the same time (default 1)
 * @returns each region's size in bytes, by name (for `wasmRegions`)
 *
 * @example
 * ```ts
 * weightsMemoryRegions(2, 3); // { weights: 48, signs: 6, termDocuments: 128, termSides: 128, dotCoefficients: 128, documentDots: 128, labelBounds: 192, openLabels: 128 }
 * ```
 */
export function weightsMemoryRegions(documents: number, labels: number, rooms = 1) {
  const room = roomSizes(documents, labels);
  return {
    weights: 8 * documents * labels,
    signs: documents * labels,
    termDocuments: room.documents * rooms,
    termSides: room.sides * rooms,
    dotCoefficients: room.coefficients * rooms,
    documentDots: room.dots * rooms,
    labelBounds: room.bounds * rooms,
    openLabels: room.open * rooms,
  };
}

/** Bytes of a cache line, which two threads writing to it at once pass back and forth between their cores. */
const CACHE_LINE = 64;

/**
 * Bytes of one room's share of each region: what it holds, rounded up to whole cache lines, plus one
 * line, so that no two rooms share a line however the region is aligned (threads write their rooms
 * at once: a shared line would go back and forth between their cores with every term).
 */
function roomSizes(documents: number, labels: number) {
  const lines = (bytes: number) => Math.ceil(bytes / CACHE_LINE) * CACHE_LINE + CACHE_LINE;
  return {
    documents: lines(4 * documents),
    sides: lines(16 * labels),
    coefficients: lines(16 * labels),
    dots: lines(8 * documents),
    bounds: lines(32 * labels),
    open: lines(4 * labels),
  };
}

/** This thread's room of a {@link WeightsMemory} of g documents and m labels: the offsets of its regions. */
export function roomOf(memory: WeightsMemory, documents: number, labels: number) {
  const { at, room } = memory;
  const size = roomSizes(documents, labels);
  return {
    documents: at.termDocuments + size.documents * room,
    sides: at.termSides + size.sides * room,
    coefficients: at.dotCoefficients + size.coefficients * room,
    dots: at.documentDots + size.dots * room,
    bounds: at.labelBounds + size.bounds * room,
    open: at.openLabels + size.open * room,
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
