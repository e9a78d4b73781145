import type { CsrMatrix } from "@textboost/core";

/**
 * A growing CSR matrix: rows are appended with sorted, distinct column ids (the caller guarantees it).
 * Local stand-in for the builders of `@textboost/sparse`, which skips their per-entry validation
 * because the pipeline produces sorted rows by construction.
 * @internal
 */
export interface CsrAccumulator {
  /** Appends a row: `indices[0..length)` ascending, `values` the same length (ignored when binary). */
  addRow(indices: ArrayLike<number>, values: ArrayLike<number> | null, length: number): void;
  build(cols: number): CsrMatrix;
}

/** @internal */
export function createCsrAccumulator(binary: boolean, expectedRows = 0): CsrAccumulator {
  let indptr = new Int32Array(Math.max(16, expectedRows + 1));
  let indices = new Int32Array(1024);
  let values = binary ? null : new Float64Array(1024);
  let rows = 0;
  let nnz = 0;
  return {
    addRow(rowIndices, rowValues, length) {
      if (rows + 2 > indptr.length) indptr = grow(indptr, rows + 2);
      if (nnz + length > indices.length) {
        indices = grow(indices, nnz + length);
        if (values !== null) values = growF(values, nnz + length);
      }
      for (let k = 0; k < length; k++) indices[nnz + k] = rowIndices[k]!;
      if (values !== null && rowValues !== null) {
        for (let k = 0; k < length; k++) values[nnz + k] = rowValues[k]!;
      }
      nnz += length;
      rows++;
      indptr[rows] = nnz;
    },
    build(cols) {
      const m: CsrMatrix = {
        format: "csr",
        rows,
        cols,
        indptr: indptr.slice(0, rows + 1),
        indices: indices.slice(0, nnz),
        ...(values === null ? {} : { values: values.slice(0, nnz) }),
      };
      return m;
    },
  };
}

function grow(a: Int32Array, need: number): Int32Array<ArrayBuffer> {
  const b = new Int32Array(Math.max(need, a.length * 2));
  b.set(a);
  return b;
}

function growF(a: Float64Array, need: number): Float64Array<ArrayBuffer> {
  const b = new Float64Array(Math.max(need, a.length * 2));
  b.set(a);
  return b;
}
