import type { Random } from "@textboost/core";
import { TextboostError } from "@textboost/core";

/**
 * Splits the vocabulary {0, ..., terms − 1} at random into `subsets` disjoint subsets whose sizes
 * differ by at most one (Algorithm 1 of the MLRF paper, step 3: K subsets of about d / K terms). A
 * uniform random permutation (Fisher–Yates) is cut into consecutive runs; each subset lists its
 * terms in ascending order.
 *
 * @param terms - the vocabulary size d ≥ 1
 * @param subsets - K, in [1, d]
 * @param random - a seeded generator; it is advanced
 * @returns K sorted Int32Arrays that together hold every term exactly once
 * @throws TextboostError `E_INVALID_ARGUMENT` unless 1 ≤ K ≤ d
 *
 * @example
 * ```ts
 * splitVocabulary(7, 3, createRandom(1)); // for example [[0, 4, 5], [2, 6], [1, 3]]
 * ```
 */
export function splitVocabulary(terms: number, subsets: number, random: Random): Int32Array[] {
  if (!Number.isInteger(terms) || !Number.isInteger(subsets) || subsets < 1 || subsets > terms) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `cannot split ${terms} terms into ${subsets} non-empty subsets`,
    );
  }
  const order = new Int32Array(terms);
  for (let t = 0; t < terms; t++) order[t] = t;
  for (let t = terms - 1; t > 0; t--) {
    const u = random.int(t + 1);
    const swap = order[t]!;
    order[t] = order[u]!;
    order[u] = swap;
  }
  const out: Int32Array[] = [];
  for (let b = 0; b < subsets; b++) {
    const start = Math.floor((b * terms) / subsets);
    const end = Math.floor(((b + 1) * terms) / subsets);
    out.push(order.slice(start, end).sort());
  }
  return out;
}
