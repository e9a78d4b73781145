import type { CscMatrix, CsrMatrix } from "@textboost/core";

/**
 * The value of stored entry `p` (a position in `indices`): `m.values[p]`, or 1 for a binary matrix.
 *
 * @param m - a CSR or CSC matrix
 * @param p - a position in `[0, nnz)`; not range-checked
 * @returns the entry's value
 *
 * @example
 * ```ts
 * entryValue(csrFromRows([{ indices: [3] }], 4), 0); // 1
 * entryValue(csrFromRows([{ indices: [3], values: [2.5] }], 4), 0); // 2.5
 * ```
 */
export function entryValue(m: CsrMatrix | CscMatrix, p: number): number {
  return m.values === undefined ? 1 : m.values[p]!;
}
