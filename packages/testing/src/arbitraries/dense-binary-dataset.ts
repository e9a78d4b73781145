import type { CsrMatrix, Dataset } from "@textboost/core";
import fc from "fast-check";
import { arbSize, type SizeOption } from "./size.js";

/** Options of {@link arbDenseBinaryDataset}. */
export interface ArbDenseBinaryDatasetOptions {
  /** Documents (default 2..14). */
  readonly rows?: SizeOption;
  /** Features (default 1..7). */
  readonly features?: SizeOption;
  /** Labels (default 1..4). */
  readonly labels?: SizeOption;
}

/** A small binary data set together with its dense 0/1 mirrors, for brute-force references in tests. */
export interface DenseBinaryDataset {
  /** `x[i][k]`: document i contains feature k. */
  readonly x: readonly (readonly boolean[])[];
  /** `y[i][j]`: document i has label j. */
  readonly y: readonly (readonly boolean[])[];
  /** The same data as a core {@link Dataset} (binary CSR). */
  readonly dataset: Dataset;
}

/** Dense boolean rows as a binary CSR matrix. */
export function csrFromBooleanRows(rows: readonly (readonly boolean[])[], cols: number): CsrMatrix {
  const indptr = new Int32Array(rows.length + 1);
  const indices: number[] = [];
  rows.forEach((row, i) => {
    row.forEach((v, c) => {
      if (v) indices.push(c);
    });
    indptr[i + 1] = indices.length;
  });
  return { format: "csr", rows: rows.length, cols, indptr, indices: Int32Array.from(indices) };
}

/**
 * Small binary data sets with their dense mirrors: write a brute-force reference over `x` and `y`
 * and compare it with what your learner or booster does on `dataset`.
 *
 * @example
 * ```ts
 * test.prop([arbDenseBinaryDataset({ labels: 1 })])("the dense and sparse forms agree", ({ x, y, dataset }) => {
 *   expect(dataset.X.rows).toBe(x.length);
 *   expect(dataset.Y.rows).toBe(y.length);
 * });
 * ```
 */
export function arbDenseBinaryDataset(
  options: ArbDenseBinaryDatasetOptions = {},
): fc.Arbitrary<DenseBinaryDataset> {
  return fc
    .record({
      g: arbSize(options.rows, 2, 14),
      r: arbSize(options.features, 1, 7),
      m: arbSize(options.labels, 1, 4),
    })
    .chain(({ g, r, m }) =>
      fc.record({
        x: fc.array(fc.array(fc.boolean(), { minLength: r, maxLength: r }), { minLength: g, maxLength: g }),
        y: fc.array(fc.array(fc.boolean(), { minLength: m, maxLength: m }), { minLength: g, maxLength: g }),
      }),
    )
    .map(({ x, y }) => {
      const r = x[0]?.length ?? 0;
      const m = y[0]?.length ?? 0;
      return {
        x,
        y,
        dataset: {
          X: csrFromBooleanRows(x, r),
          Y: csrFromBooleanRows(y, m),
          featureNames: Array.from({ length: r }, (_, k) => `t${k}`),
          labelNames: Array.from({ length: m }, (_, j) => `c${j}`),
        },
      };
    });
}
