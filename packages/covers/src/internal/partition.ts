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
  const sorted = groups.map((group, n) => {
    if (!Array.isArray(group) || group.length === 0) {
      throw new TextboostError("E_INVALID_ARGUMENT", `${what}: group ${n} is empty`);
    }
    for (const j of group) {
      if (!Number.isInteger(j) || j < 0) {
        throw new TextboostError(
          "E_INVALID_ARGUMENT",
          `${what}: group ${n} holds ${String(j)}, not a label id (a non-negative integer)`,
        );
      }
      const other = seen.get(j);
      if (other !== undefined) {
        throw new TextboostError(
          "E_INVALID_ARGUMENT",
          `${what}: label ${j} is in group ${other} and in group ${n}; the groups must be disjoint`,
        );
      }
      seen.set(j, n);
    }
    return [...group].sort((a, b) => a - b);
  });
  const m = seen.size;
  for (let j = 0; j < m; j++) {
    if (!seen.has(j)) {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `${what}: the groups hold ${m} labels but not label ${j}; they must be a partition of the labels 0 .. ${m - 1}`,
      );
    }
  }
  return sorted;
}

/** Throws `E_SHAPE` unless the label vector has the `m` labels a fixed-size cover was built for. Internal. */
export function checkLength(y: ArrayLike<number>, m: number, name: string): void {
  if (y.length !== m) {
    throw new TextboostError(
      "E_SHAPE",
      `the ${name} cover was built for ${m} labels, but the label vector has ${y.length}`,
    );
  }
}
