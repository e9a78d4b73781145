/**
 * A sparse matrix in compressed sparse row form: the column indices of row `r` are
 * `indices[indptr[r] .. indptr[r + 1])`, sorted ascending and without duplicates, and its values are
 * the same slice of `values`. Without `values` the matrix is binary (every stored entry is 1).
 *
 * Plain data on typed arrays: build it with `@textboost/sparse` (which validates) or by hand.
 */
export interface CsrMatrix {
  readonly format: "csr";
  readonly rows: number;
  readonly cols: number;
  /** Length `rows + 1`, non-decreasing, `indptr[0] = 0`, `indptr[rows] = nnz`. */
  readonly indptr: Int32Array;
  /** Length `nnz`: column ids in `[0, cols)`. */
  readonly indices: Int32Array;
  /** Length `nnz` when present; absent for binary matrices. */
  readonly values?: Float64Array;
}

/**
 * A sparse matrix in compressed sparse column form: the row indices of column `c` are
 * `indices[indptr[c] .. indptr[c + 1])`, sorted ascending and without duplicates. For a documents x
 * terms matrix this is the inverted index term -> documents.
 */
export interface CscMatrix {
  readonly format: "csc";
  readonly rows: number;
  readonly cols: number;
  /** Length `cols + 1`. */
  readonly indptr: Int32Array;
  /** Length `nnz`: row ids in `[0, rows)`. */
  readonly indices: Int32Array;
  readonly values?: Float64Array;
}

/**
 * Label sets: a binary documents x labels CSR matrix; row `i` lists the labels of document `i`.
 * A document may have no label; a label may have no document.
 */
export type LabelMatrix = CsrMatrix;

/** A dense row-major matrix: entry (r, c) is `data[r * cols + c]`. */
export interface DenseMatrix {
  readonly rows: number;
  readonly cols: number;
  readonly data: Float64Array;
}
