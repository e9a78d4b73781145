import type { CsrMatrix } from "@textboost/core";
import { checkRow } from "./internal/check-row.js";
import { checkCount, failRow } from "./internal/fail.js";
import { GrowableFloat64, GrowableInt32 } from "./internal/growable.js";

/** A streaming CSR builder, from {@link createCsrBuilder}. */
export interface CsrBuilder {
  /**
   * Appends one row.
   *
   * @param indices - column ids, integers, strictly ascending (in `[0, cols)` when `cols` was given)
   * @param values - one finite value per index; omit for a row of ones
   * @param line - the 1-based source line of this row, named in errors
   */
  addRow(indices: ArrayLike<number>, values?: ArrayLike<number>, line?: number): void;
  /** Rows added so far. */
  readonly rows: number;
  /** Stored entries added so far. */
  readonly nnz: number;
  /**
   * Returns the matrix built so far (a copy; the builder can keep going).
   *
   * @param cols - number of columns; default `options.cols`, else one past the largest index seen
   */
  build(cols?: number): CsrMatrix;
}

/**
 * Creates a streaming CSR builder for readers: rows are appended one at a time into typed arrays that
 * double their capacity, with the same validation as {@link csrFromRows}.
 *
 * The result is binary when `options.binary` is true or no row had values; rows without values
 * store 1 when others have values.
 *
 * @param options - `cols` fixes the width (indices are checked against it on `addRow`); `binary`
 *   stores no values; `file` names the source, making errors `E_INPUT_FORMAT` with the row's `line`
 * @returns a {@link CsrBuilder}
 * @throws TextboostError from `addRow`/`build` naming the 0-based `row` (and `file:line` when known):
 *   `E_SHAPE`/`E_NUMERIC` as in {@link csrFromRows}, `E_INPUT_FORMAT` when `file` was given; `build`
 *   throws `E_SHAPE` when `cols` is smaller than an index already added
 *
 * @example
 * ```ts
 * const b = createCsrBuilder({ file: "train.svm" });
 * b.addRow([0, 4], [1, 0.5], 1);
 * b.addRow([2], [3], 2);
 * const m = b.build(); // 2 x 5
 * expect(() => b.addRow([3, 1], [1, 1], 3)).toThrow("train.svm:3, row 2: column index 1 (position 1) follows 3");
 * ```
 */
export function createCsrBuilder(
  options: { cols?: number; binary?: boolean; file?: string } = {},
): CsrBuilder {
  if (options.cols !== undefined) checkCount("cols", options.cols);
  const fixedCols = options.cols;
  const binary = options.binary === true;
  const file = options.file;
  const indptr = new GrowableInt32(1024);
  indptr.push(0);
  const indices = new GrowableInt32(4096);
  let values: GrowableFloat64 | undefined;
  let rows = 0;
  let maxIndex = -1;
  let maxRow = -1;
  let maxLine: number | undefined;

  return {
    addRow(rowIndices: ArrayLike<number>, rowValues?: ArrayLike<number>, line?: number): void {
      const top = checkRow(rowIndices, rowValues, fixedCols, { row: rows, file, line });
      const len = rowIndices.length;
      indices.reserve(len);
      for (let p = 0; p < len; p++) indices.data[indices.length + p] = rowIndices[p]!;
      if (!binary) {
        if (rowValues !== undefined && values === undefined) {
          values = new GrowableFloat64(Math.max(indices.data.length, 16));
          values.fill(1, indices.length);
        }
        if (values !== undefined) {
          if (rowValues === undefined) values.fill(1, len);
          else {
            values.reserve(len);
            for (let p = 0; p < len; p++) values.data[values.length + p] = rowValues[p]!;
            values.length += len;
          }
        }
      }
      indices.length += len;
      if (top > maxIndex) {
        maxIndex = top;
        maxRow = rows;
        maxLine = line;
      }
      rows++;
      indptr.push(indices.length);
    },
    get rows() {
      return rows;
    },
    get nnz() {
      return indices.length;
    },
    build(cols?: number): CsrMatrix {
      const width = cols ?? fixedCols ?? maxIndex + 1;
      checkCount("cols", width);
      if (maxIndex >= width) {
        failRow("E_SHAPE", `column index ${maxIndex} is out of range [0, ${width})`, {
          row: maxRow,
          file,
          line: maxLine,
        });
      }
      const out: CsrMatrix = {
        format: "csr",
        rows,
        cols: width,
        indptr: indptr.toArray(),
        indices: indices.toArray(),
      };
      return values === undefined ? out : { ...out, values: values.toArray() };
    },
  };
}
