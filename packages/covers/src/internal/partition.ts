import { TextboostError } from "@textboost/core";

/**
 * Validates that `groups` is a partition of the labels `0 .. K−1` (K = the number of ids given): every
 * group non-empty, every id a non-negative integer, no id twice, no id missing. Returns each group
 * sorted ascending. Internal.
 *
 * @throws TextboostError `E_INVALID_ARGUMENT` naming the first problem
 */
export function validatePartition(groups: readonly (readonly number[])[], what: string): number[][] {
  if (!Array.isArray(groups) || groups.length === 0) {
    throw new TextboostError("E_INVALID_ARGUMENT", `${what}: expected a non-empty array of label groups`);
  }
  const seen = new Map<number, number>();
  const sorted = groups.map((g, n) => {
    if (!Array.isArray(g) || g.length === 0) {
      throw new TextboostError("E_INVALID_ARGUMENT", `${what}: group ${n} is empty`);
    }
    for (const l of g) {
      if (!Number.isInteger(l) || l < 0) {
        throw new TextboostError(
          "E_INVALID_ARGUMENT",
          `${what}: group ${n} holds ${String(l)}, not a label id (a non-negative integer)`,
        );
      }
      const other = seen.get(l);
      if (other !== undefined) {
        throw new TextboostError(
          "E_INVALID_ARGUMENT",
          `${what}: label ${l} is in group ${other} and in group ${n}; the groups must be disjoint`,
        );
      }
      seen.set(l, n);
    }
    return [...g].sort((a, b) => a - b);
  });
  const k = seen.size;
  for (let l = 0; l < k; l++) {
    if (!seen.has(l)) {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `${what}: the groups hold ${k} labels but not label ${l}; they must be a partition of the labels 0 .. ${k - 1}`,
      );
    }
  }
  return sorted;
}

/** Throws `E_SHAPE` unless the label vector has the `k` labels a fixed-size cover was built for. Internal. */
export function checkLength(y: ArrayLike<number>, k: number, name: string): void {
  if (y.length !== k) {
    throw new TextboostError(
      "E_SHAPE",
      `the ${name} cover was built for ${k} labels, but the label vector has ${y.length}`,
    );
  }
}
