import { createRandom } from "@textboost/core";

/**
 * The seeds of a forest's members: the first `members` draws of a generator seeded with `seed`.
 * Member i's seed depends on (seed, i) only, so a forest trains the same members on any number of
 * threads, and the first n members of a larger forest are the forest of n members.
 *
 * @param seed - the fit's seed (any finite number)
 * @param members - N
 * @returns N unsigned 32-bit seeds
 *
 * @example
 * ```ts
 * memberSeeds(7, 3)[0] === memberSeeds(7, 10)[0]; // true
 * ```
 */
export function memberSeeds(seed: number, members: number): Uint32Array {
  const random = createRandom(seed);
  const out = new Uint32Array(members);
  for (let i = 0; i < members; i++) out[i] = random.uint32();
  return out;
}
