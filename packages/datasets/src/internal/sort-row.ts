/**
 * Sorts a row's (index, value) pairs by index in place and returns the first duplicated index, or -1.
 * `values` may be undefined (a binary row). Rows that are already ascending (the usual case) cost
 * one pass.
 */
export function sortRow(indices: number[], values: number[] | undefined): number {
  let sorted = true;
  for (let p = 1; p < indices.length; p++) {
    if (indices[p]! <= indices[p - 1]!) {
      sorted = false;
      break;
    }
  }
  if (!sorted) {
    const order = indices.map((_, p) => p).sort((a, b) => indices[a]! - indices[b]!);
    const i2 = order.map((p) => indices[p]!);
    for (let p = 0; p < i2.length; p++) indices[p] = i2[p]!;
    if (values !== undefined) {
      const v2 = order.map((p) => values[p]!);
      for (let p = 0; p < v2.length; p++) values[p] = v2[p]!;
    }
  }
  for (let p = 1; p < indices.length; p++) if (indices[p] === indices[p - 1]) return indices[p]!;
  return -1;
}

/** True when every value is 1 (so the row can be stored as binary). */
export function allOnes(values: readonly number[]): boolean {
  for (const v of values) if (v !== 1) return false;
  return true;
}
