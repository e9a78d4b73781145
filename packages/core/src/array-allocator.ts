/**
 * Typed-array constructors: where a component allocates the arrays it keeps. Ordinary memory by
 * default ({@link ORDINARY_ARRAYS}); `@textboost/workers/node` passes shared memory, so that worker
 * threads read and write the same arrays without a copy.
 */
export interface ArrayAllocator {
  float64(length: number): Float64Array;
  int32(length: number): Int32Array;
  /** Optional (allocators written before it existed lack it): where absent, an ordinary array. */
  int8?(length: number): Int8Array;
  uint8(length: number): Uint8Array;
  uint16(length: number): Uint16Array;
}

/**
 * The default {@link ArrayAllocator}: ordinary (unshared) typed arrays.
 *
 * @example
 * ```ts
 * ORDINARY_ARRAYS.float64(3); // Float64Array [0, 0, 0]
 * ```
 */
export const ORDINARY_ARRAYS: Required<ArrayAllocator> = {
  float64: (n) => new Float64Array(n),
  int32: (n) => new Int32Array(n),
  int8: (n) => new Int8Array(n),
  uint8: (n) => new Uint8Array(n),
  uint16: (n) => new Uint16Array(n),
};
