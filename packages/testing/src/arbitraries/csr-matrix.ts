import type { CsrMatrix } from "@textboost/core";
import fc from "fast-check";
import { arbSize, type SizeOption } from "./size.js";

/** Options of {@link arbCsrMatrix}. */
export interface ArbCsrMatrixOptions {
  /** Number of rows (default 0 to 8). */
  readonly rows?: SizeOption;
  /** Number of columns (default 0 to 8). */
  readonly cols?: SizeOption;
  /**
   * Roughly the fraction of a row's columns that are stored (default 0.3): each row stores at most
   * `min(cols, ceil(2 · density · cols))` entries. Rows with no entry always occur.
   */
  readonly density?: number;
  /** `true`: binary (no `values`); `false`: always values; default: either. */
  readonly binary?: boolean;
  /** Values of stored entries (default finite doubles in [-10, 10], zero included). */
  readonly values?: fc.Arbitrary<number>;
}

/**
 * Valid CSR matrices (sorted unique indices in range, finite values, `validateCsr` passes) of
 * bounded size. Shrinks toward fewer rows, columns and entries.
 *
 * @param options - sizes, density, binary or valued, the value arbitrary
 * @returns an arbitrary of {@link CsrMatrix}
 *
 * @example
 * ```ts
 * import { test, fc } from "@fast-check/vitest";
 * test.prop([arbCsrMatrix({ rows: { min: 1, max: 5 }, cols: 10, binary: true })])("...", (X) => {
 *   // X is a binary 1..5 x 10 CSR matrix
 * });
 * ```
 */
export function arbCsrMatrix(options: ArbCsrMatrixOptions = {}): fc.Arbitrary<CsrMatrix> {
  const density = options.density ?? 0.3;
  const valueArb = options.values ?? fc.double({ min: -10, max: 10, noNaN: true, noDefaultInfinity: true });
  const binaryArb = options.binary === undefined ? fc.boolean() : fc.constant(options.binary);
  return fc
    .tuple(arbSize(options.rows, 0, 8), arbSize(options.cols, 0, 8), binaryArb)
    .chain(([rows, cols, binary]) => {
      const all = Array.from({ length: cols }, (_, c) => c);
      const maxLength = Math.min(cols, Math.ceil(2 * density * cols));
      const row = fc
        .subarray(all, { minLength: 0, maxLength })
        .chain((indices) =>
          binary
            ? fc.constant({ indices, values: undefined as number[] | undefined })
            : fc
                .array(valueArb, { minLength: indices.length, maxLength: indices.length })
                .map((values) => ({ indices, values: values as number[] | undefined })),
        );
      return fc.array(row, { minLength: rows, maxLength: rows }).map((rowList) => {
        const indptr = new Int32Array(rows + 1);
        rowList.forEach((r, i) => {
          indptr[i + 1] = indptr[i]! + r.indices.length;
        });
        const indices = Int32Array.from(rowList.flatMap((r) => r.indices));
        const m: CsrMatrix = { format: "csr", rows, cols, indptr, indices };
        return binary ? m : { ...m, values: Float64Array.from(rowList.flatMap((r) => r.values ?? [])) };
      });
    });
}
