import type { CsrMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { checkRow } from "./internal/check-row.js";
import { failRow } from "./internal/fail.js";

/**
 * Checks that a value is a well-formed {@link CsrMatrix}: `format` is `"csr"`, `rows` and `cols`
 * are non-negative integers, `indptr` is an Int32Array of length `rows + 1` starting at 0 and
 * non-decreasing, ending at `indices.length`; every row's indices are strictly ascending integers in
 * `[0, cols)`; `values`, when present, is a Float64Array of the same length with only finite numbers.
 *
 * @param m - the matrix to check (for example one built by hand or read from a file)
 * @param options - `file` names the source, making errors `E_INPUT_FORMAT`
 * @throws TextboostError naming the 0-based `row` and the offending value: `E_SHAPE` for structure
 *   and index problems, `E_NUMERIC` for NaN or infinite values (`E_INPUT_FORMAT` when `file` is
 *   given); never returns on an invalid matrix
 *
 * @example
 * ```ts
 * validateCsr({ format: "csr", rows: 1, cols: 2, indptr: new Int32Array([0, 1]), indices: new Int32Array([1]) }); // ok
 * const bad = { format: "csr", rows: 1, cols: 2, indptr: new Int32Array([0, 1]), indices: new Int32Array([2]) } as const;
 * expect(() => validateCsr(bad)).toThrow("row 0: column index 2 (position 0) is out of range [0, 2)"); // E_SHAPE
 * ```
 */
export function validateCsr(m: CsrMatrix, options: { file?: string } = {}): void {
  const file = options.file;
  const whole = (detail: string): never => failRow("E_SHAPE", detail, { file });
  if (m === null || typeof m !== "object") {
    throw new TextboostError("E_INVALID_ARGUMENT", `expected a CSR matrix, got ${String(m)}`);
  }
  if (m.format !== "csr") whole(`format must be "csr", got ${JSON.stringify(m.format)}`);
  const { rows, cols, indptr, indices, values } = m;
  if (!Number.isInteger(rows) || rows < 0) whole(`rows must be a non-negative integer, got ${String(rows)}`);
  if (!Number.isInteger(cols) || cols < 0) whole(`cols must be a non-negative integer, got ${String(cols)}`);
  if (!(indptr instanceof Int32Array)) whole("indptr must be an Int32Array");
  if (!(indices instanceof Int32Array)) whole("indices must be an Int32Array");
  if (values !== undefined && !(values instanceof Float64Array)) whole("values must be a Float64Array");
  if (indptr.length !== rows + 1)
    whole(`indptr has length ${indptr.length}, expected rows + 1 = ${rows + 1}`);
  if (indptr[0] !== 0) whole(`indptr[0] is ${indptr[0]}, expected 0`);
  const nnz = indices.length;
  if (values !== undefined && values.length !== nnz) {
    whole(`${nnz} indices but ${values.length} values; they must have the same length`);
  }
  for (let r = 0; r < rows; r++) {
    const start = indptr[r]!;
    const end = indptr[r + 1]!;
    if (end < start) {
      failRow("E_SHAPE", `indptr decreases: indptr[${r + 1}] = ${end} < indptr[${r}] = ${start}`, {
        row: r,
        file,
      });
    }
    if (end > nnz)
      failRow("E_SHAPE", `indptr[${r + 1}] = ${end} is past the ${nnz} stored entries`, { row: r, file });
  }
  // One context, its row updated, and the rows checked in place: no object per row.
  const ctx = { row: 0, file };
  for (let r = 0; r < rows; r++) {
    ctx.row = r;
    checkRow(indices, values, cols, ctx, indptr[r]!, indptr[r + 1]!);
  }
  if (indptr[rows] !== nnz) whole(`indptr[rows] = ${indptr[rows]} but there are ${nnz} stored entries`);
}
