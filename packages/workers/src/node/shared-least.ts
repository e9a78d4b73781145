// A least number that several threads lower at once: a double kept as an int64 whose signed order
// is the doubles' order, so that Atomics can compare and exchange it (a plain Float64Array read of
// memory another thread writes may tear, in the language's memory model).

const scratch = new Float64Array(1);
const bits = new BigInt64Array(scratch.buffer);
const MAGNITUDE = 0x7fffffffffffffffn;

/** The int64 of `x` in the doubles' order (negative doubles' magnitude bits flipped; its own inverse). */
function ordered(x: number): bigint {
  scratch[0] = x;
  const b = bits[0]!;
  return b < 0n ? b ^ MAGNITUDE : b;
}

function fromOrdered(o: bigint): number {
  bits[0] = o < 0n ? o ^ MAGNITUDE : o;
  return scratch[0]!;
}

/**
 * `count` shared leasts (one by default; MP-Boost's rounds keep one a label), each +∞ to start with.
 *
 * @example
 * ```ts
 * const least = sharedLeast();
 * lowerLeast(least, 3);
 * lowerLeast(least, 5);
 * readLeast(least); // 3
 * ```
 */
export function sharedLeast(count = 1): BigInt64Array {
  const least = new BigInt64Array(new SharedArrayBuffer(8 * count));
  resetLeast(least);
  return least;
}

/** Sets every least back to +∞. */
export function resetLeast(least: BigInt64Array): void {
  const infinity = ordered(Number.POSITIVE_INFINITY);
  for (let at = 0; at < least.length; at++) Atomics.store(least, at, infinity);
}

/** Least `at` so far (no NaN is ever stored). */
export function readLeast(least: BigInt64Array, at = 0): number {
  return fromOrdered(Atomics.load(least, at));
}

/** Lowers least `at` to `x` when `x` is below it (a compare-and-exchange loop). NaN is ignored. */
export function lowerLeast(least: BigInt64Array, x: number, at = 0): void {
  if (Number.isNaN(x)) return;
  const mine = ordered(x);
  for (let seen = Atomics.load(least, at); mine < seen; ) {
    const was = Atomics.compareExchange(least, at, seen, mine);
    if (was === seen) return;
    seen = was;
  }
}
