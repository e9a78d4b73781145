import type { CsrMatrix } from "@textboost/core";

/**
 * The inverse of an ascending column list: `map[c]` is the position of global column c in
 * `columns`, or -1 when it is not there.
 *
 * @param columns - ascending global column ids
 * @param cols - number of global columns
 * @returns an Int32Array of length `cols`
 *
 * @example
 * ```ts
 * columnMap(Int32Array.from([1, 3]), 4); // Int32Array [-1, 0, -1, 1]
 * ```
 */
export function columnMap(columns: ArrayLike<number>, cols: number): Int32Array {
  const map = new Int32Array(cols).fill(-1);
  for (let k = 0; k < columns.length; k++) map[columns[k]!] = k;
  return map;
}

/**
 * Rows of a CSR matrix on a subset of its columns, in one pass: row k of the result is row
 * `rows[k]` (every row when `rows` is absent), keeping the entries whose column `map` sends to a
 * local id. With `map` from {@link columnMap} of an ascending list, each row stays sorted.
 *
 * @param X - documents x global columns
 * @param rows - the rows to take, or undefined for all of them
 * @param map - global column -> local column or -1
 * @param cols - number of local columns
 * @returns a `rows.length` x `cols` matrix (values kept when X has them)
 *
 * @example
 * ```ts
 * const columns = Int32Array.from([1, 4, 7]); // the terms the node keeps
 * const local = restrictMatrix(X, Int32Array.from([0, 5]), columnMap(columns, X.cols), columns.length);
 * ```
 */
export function restrictMatrix(
  X: CsrMatrix,
  rows: ArrayLike<number> | undefined,
  map: Int32Array,
  cols: number,
): CsrMatrix {
  const n = rows === undefined ? X.rows : rows.length;
  const indptr = restrictedRowPointers(X, rows, map, n);
  const indices = new Int32Array(indptr[n]!);
  const values = X.values === undefined ? undefined : new Float64Array(indptr[n]!);
  fillRestrictedRows(X, rows, map, n, indices, values);
  return csrMatrix(n, cols, indptr, indices, values);
}

// The two passes are separate functions, each with one loop nest: as one function, the engine
// compiled the first pass on the stack (on-stack replacement) before the second had ever run, and
// every later node's call entered that code and was thrown out of it again at the second pass.

/** The row pointers of the restricted rows: how many of each row's entries `map` keeps, summed. */
function restrictedRowPointers(
  X: CsrMatrix,
  rows: ArrayLike<number> | undefined,
  map: Int32Array,
  n: number,
): Int32Array {
  const { indptr: xPtr, indices: xIdx } = X;
  const indptr = new Int32Array(n + 1);
  for (let k = 0; k < n; k++) {
    const r = rows === undefined ? k : rows[k]!;
    let count = 0;
    for (let p = xPtr[r]!, end = xPtr[r + 1]!; p < end; p++) if (map[xIdx[p]!]! >= 0) count++;
    indptr[k + 1] = indptr[k]! + count;
  }
  return indptr;
}

/** Writes the kept entries of the restricted rows, in order, with their local column ids. */
function fillRestrictedRows(
  X: CsrMatrix,
  rows: ArrayLike<number> | undefined,
  map: Int32Array,
  n: number,
  indices: Int32Array,
  values: Float64Array | undefined,
): void {
  const { indptr: xPtr, indices: xIdx, values: xVal } = X;
  for (let k = 0, q = 0; k < n; k++) {
    const r = rows === undefined ? k : rows[k]!;
    for (let p = xPtr[r]!, end = xPtr[r + 1]!; p < end; p++) {
      const c = map[xIdx[p]!]!;
      if (c < 0) continue;
      indices[q] = c;
      if (values !== undefined) values[q] = xVal![p]!;
      q++;
    }
  }
}

/**
 * A CSR matrix object built by one object literal per shape (with or without `values`). Every node's
 * matrix goes through here, the root's too (which keeps the data set's arrays), so all of them share
 * one hidden class whatever made the data set's matrix: the kernel's code that reads them then stays
 * monomorphic instead of being deoptimised ("wrong map") and compiled again for a second shape.
 *
 * @param rows - number of rows
 * @param cols - number of columns
 * @param indptr - row pointers (rows + 1)
 * @param indices - column ids
 * @param values - stored values, or undefined for a binary matrix
 * @returns the matrix (the arrays are not copied)
 *
 * @example
 * ```ts
 * const same = csrMatrix(X.rows, X.cols, X.indptr, X.indices, X.values); // X's entries, one shape
 * ```
 */
export function csrMatrix(
  rows: number,
  cols: number,
  indptr: Int32Array,
  indices: Int32Array,
  values: Float64Array | undefined,
): CsrMatrix {
  return values === undefined
    ? { format: "csr", rows, cols, indptr, indices }
    : { format: "csr", rows, cols, indptr, indices, values };
}
