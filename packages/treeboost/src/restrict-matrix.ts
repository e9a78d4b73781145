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
  const indptr = new Int32Array(n + 1);
  for (let k = 0; k < n; k++) {
    const r = rows === undefined ? k : rows[k]!;
    let count = 0;
    for (let p = X.indptr[r]!, end = X.indptr[r + 1]!; p < end; p++) if (map[X.indices[p]!]! >= 0) count++;
    indptr[k + 1] = indptr[k]! + count;
  }
  const indices = new Int32Array(indptr[n]!);
  const values = X.values === undefined ? undefined : new Float64Array(indptr[n]!);
  for (let k = 0, q = 0; k < n; k++) {
    const r = rows === undefined ? k : rows[k]!;
    for (let p = X.indptr[r]!, end = X.indptr[r + 1]!; p < end; p++) {
      const c = map[X.indices[p]!]!;
      if (c < 0) continue;
      indices[q] = c;
      if (values !== undefined) values[q] = X.values![p]!;
      q++;
    }
  }
  const out: CsrMatrix = { format: "csr", rows: n, cols, indptr, indices };
  return values === undefined ? out : { ...out, values };
}
