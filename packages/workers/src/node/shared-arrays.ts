import type { ArrayAllocator } from "@textboost/core";

/**
 * A zero-filled `Float64Array` backed by a `SharedArrayBuffer`, so that worker threads see the same
 * memory. Usable as the `allocate` option of `createIncrementalStatistics`.
 *
 * @param length - number of entries
 * @returns the shared array
 *
 * @example
 * ```ts
 * const v = sharedFloat64(4); // Float64Array [0, 0, 0, 0] on a SharedArrayBuffer
 * ```
 */
export function sharedFloat64(length: number): Float64Array {
  return new Float64Array(new SharedArrayBuffer(length * Float64Array.BYTES_PER_ELEMENT));
}

/**
 * A zero-filled `Int32Array` backed by a `SharedArrayBuffer`.
 *
 * @param length - number of entries
 * @returns the shared array
 */
export function sharedInt32(length: number): Int32Array {
  return new Int32Array(new SharedArrayBuffer(length * Int32Array.BYTES_PER_ELEMENT));
}

/**
 * A zero-filled `Int8Array` backed by a `SharedArrayBuffer`.
 *
 * @param length - number of entries
 * @returns the shared array
 */
export function sharedInt8(length: number): Int8Array {
  return new Int8Array(new SharedArrayBuffer(length));
}

/**
 * A zero-filled `Uint8Array` backed by a `SharedArrayBuffer`.
 *
 * @param length - number of entries
 * @returns the shared array
 */
export function sharedUint8(length: number): Uint8Array {
  return new Uint8Array(new SharedArrayBuffer(length));
}

/**
 * A zero-filled `Uint16Array` backed by a `SharedArrayBuffer` (the incremental table's error
 * estimates, when worker threads update it).
 *
 * @param length - number of entries
 * @returns the shared array
 */
export function sharedUint16(length: number): Uint16Array {
  return new Uint16Array(new SharedArrayBuffer(length * Uint16Array.BYTES_PER_ELEMENT));
}

/**
 * An `ArrayAllocator` (of `@textboost/core`) on shared memory: what the worker-thread plug-ins hand
 * to the components whose arrays the threads read and write (the statistics update, a compiled cover).
 */
export const SHARED_ARRAYS: Required<ArrayAllocator> = {
  float64: sharedFloat64,
  int32: sharedInt32,
  int8: sharedInt8,
  uint8: sharedUint8,
  uint16: sharedUint16,
};

/** The typed arrays {@link shareArray} shares. */
export type SharableArray = Float64Array | Int32Array | Int8Array | Uint8Array | Uint16Array;

/**
 * `source` itself when it already lives in a `SharedArrayBuffer`, else a copy of it of the same
 * type on shared memory (to hand data to workers once).
 *
 * @param source - the array to share
 * @returns an array with the same entries on shared memory
 *
 * @example
 * ```ts
 * const ids = shareArray(Int32Array.of(3, 1, 4)); // Int32Array [3, 1, 4] on a SharedArrayBuffer
 * ```
 */
export function shareArray<T extends SharableArray>(source: T): T {
  if (source.buffer instanceof SharedArrayBuffer) return source;
  const Type = source.constructor as new (buffer: SharedArrayBuffer) => T;
  const out = new Type(new SharedArrayBuffer(source.byteLength));
  out.set(source as ArrayLike<number>);
  return out;
}
