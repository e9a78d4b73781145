import { TextboostError } from "./errors.js";

/** A seeded pseudo-random number generator. Same seed, same sequence, on every platform. */
export interface Random {
  /** A uniform float in `[0, 1)` with 32 bits of randomness. */
  next(): number;
  /** A uniform integer in `[0, n)`; `n` must be a positive integer below 2^32. */
  int(n: number): number;
  /** A uniform unsigned 32-bit integer. */
  uint32(): number;
  /** An independent generator seeded from this one (advances this one by one step). */
  fork(): Random;
}

/**
 * Creates a seeded generator (xoshiro128**, state expanded from the seed with splitmix32).
 * Not for cryptography; for reproducible sampling, splits and initialisations.
 *
 * @param seed - any finite number (its integer part, modulo 2^32, is used)
 * @returns a {@link Random}
 * @throws TextboostError `E_INVALID_ARGUMENT` when `seed` is not finite
 *
 * @example
 * ```ts
 * const a = createRandom(42), b = createRandom(42);
 * a.next() === b.next(); // true
 * a.int(10); // an integer in 0..9
 * ```
 */
export function createRandom(seed: number): Random {
  if (!Number.isFinite(seed)) {
    throw new TextboostError("E_INVALID_ARGUMENT", `seed must be a finite number, got ${seed}`);
  }
  let sm = Math.trunc(seed) >>> 0;
  const splitmix = (): number => {
    sm = (sm + 0x9e3779b9) >>> 0;
    let z = sm;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  const s = new Uint32Array([splitmix(), splitmix(), splitmix(), splitmix()]);
  if ((s[0]! | s[1]! | s[2]! | s[3]!) === 0) s[0] = 1;
  return fromState(s);
}

function fromState(s: Uint32Array): Random {
  const uint32 = (): number => {
    const s0 = s[0]!;
    const s1 = s[1]!;
    const s2 = s[2]!;
    const s3 = s[3]!;
    const m = Math.imul(s1, 5) >>> 0;
    const result = Math.imul((m << 7) | (m >>> 25), 9) >>> 0;
    const t = (s1 << 9) >>> 0;
    const n2 = (s2 ^ s0) >>> 0;
    const n3 = (s3 ^ s1) >>> 0;
    s[1] = (s1 ^ n2) >>> 0;
    s[0] = (s0 ^ n3) >>> 0;
    s[2] = (n2 ^ t) >>> 0;
    s[3] = ((n3 << 11) | (n3 >>> 21)) >>> 0;
    return result;
  };
  const random: Random = {
    uint32,
    next: () => uint32() / 4294967296,
    int(n: number): number {
      if (!Number.isInteger(n) || n <= 0 || n > 4294967296) {
        throw new TextboostError("E_INVALID_ARGUMENT", `int(n) needs an integer n in [1, 2^32], got ${n}`);
      }
      // Rejection sampling: no modulo bias.
      const limit = 4294967296 - (4294967296 % n);
      let x = uint32();
      while (x >= limit) x = uint32();
      return x % n;
    },
    fork: () => createRandom(uint32()),
  };
  return random;
}
