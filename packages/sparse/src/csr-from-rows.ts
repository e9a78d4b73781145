import type { CsrMatrix } from "@textboost/core";
import { checkRow } from "./internal/check-row.js";
import { checkCount } from "./internal/fail.js";
import type { SparseRowInput } from "./sparse-row-input.js";

/**
 * Builds a validated CSR matrix from sparse rows.
 *
 * The result is binary (no `values`) when `options.binary` is true or when no row has `values`;
 * otherwise rows without `values` store 1 for each index. With `binary: true` given values are still
 * checked (length, finiteness) and every stored entry becomes 1. Explicit zeros are kept as stored
 * entries.
 *
 * @param rows - one {@link SparseRowInput} per row
 * @param cols - number of columns
 * @param options - `binary` forces a binary result; `file` names the source, making errors `E_INPUT_FORMAT`
 * @returns a CSR matrix with `rows.length` rows and `cols` columns
 * @throws TextboostError naming the 0-based `row` and the offending value: `E_SHAPE` for unsorted,
 *   duplicate, negative, non-integer or out-of-range indices and for indices/values of different
 *   lengths, `E_NUMERIC` for NaN or infinite values (`E_INPUT_FORMAT` for both when `file` is given);
 *   `E_INVALID_ARGUMENT` when `cols` is not a non-negative integer
 *
 * @example
 * ```ts
 * const m = csrFromRows([{ indices: [0, 2], values: [1.5, 2] }, { indices: [] }], 3);
 * m.indptr;  // Int32Array [0, 2, 2]
 * m.indices; // Int32Array [0, 2]
 * m.values;  // Float64Array [1.5, 2]
 * expect(() => csrFromRows([{ indices: [2, 1] }], 3)).toThrow("row 0: column index 1 (position 1) follows 2"); // E_SHAPE
 * ```
 */
export function csrFromRows(
  rows: readonly SparseRowInput[],
  cols: number,
  options: { binary?: boolean; file?: string } = {},
): CsrMatrix {
  checkCount("cols", cols);
  const n = rows.length;
  const indptr = new Int32Array(n + 1);
  let anyValues = false;
  for (let r = 0; r < n; r++) {
    const row = rows[r]!;
    checkRow(row.indices, row.values, cols, { row: r, file: options.file });
    if (row.values !== undefined) anyValues = true;
    indptr[r + 1] = indptr[r]! + row.indices.length;
  }
  const nnz = indptr[n]!;
  const indices = new Int32Array(nnz);
  const binary = options.binary === true || !anyValues;
  const values = binary ? undefined : new Float64Array(nnz);
  for (let r = 0; r < n; r++) {
    const row = rows[r]!;
    const start = indptr[r]!;
    const len = row.indices.length;
    for (let p = 0; p < len; p++) indices[start + p] = row.indices[p]!;
    if (values !== undefined) {
      if (row.values === undefined) values.fill(1, start, start + len);
      else for (let p = 0; p < len; p++) values[start + p] = row.values[p]!;
    }
  }
  return values === undefined
    ? { format: "csr", rows: n, cols, indptr, indices }
    : { format: "csr", rows: n, cols, indptr, indices, values };
}
