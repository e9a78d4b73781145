import { fc } from "@fast-check/vitest";
import type { CsrMatrix, LabelMatrix } from "@textboost/core";

/**
 * A small multi-label data set held twice: as dense arrays (`x[i][k]` the stored value or
 * `undefined` when not stored, `y[i][j]` 0/1) for brute-force references, and as CSR built by hand
 * (X may contain explicitly stored zeros, which must count as absent).
 */
export interface DenseData {
  readonly x: (number | undefined)[][];
  readonly y: number[][];
  readonly terms: number;
  readonly labels: number;
  readonly X: CsrMatrix;
  readonly Y: LabelMatrix;
}

/** Dense -> CSR, storing every entry that is not `undefined` (zeros included). */
export function csrOf(
  rows: readonly (readonly (number | undefined)[])[],
  cols: number,
  binary: boolean,
): CsrMatrix {
  const indptr = new Int32Array(rows.length + 1);
  const indices: number[] = [];
  const values: number[] = [];
  rows.forEach((r, i) => {
    r.forEach((v, c) => {
      if (v === undefined) return;
      indices.push(c);
      values.push(v);
    });
    indptr[i + 1] = indices.length;
  });
  const m = { format: "csr" as const, rows: rows.length, cols, indptr, indices: Int32Array.from(indices) };
  return binary ? m : { ...m, values: Float64Array.from(values) };
}

/** Builds a {@link DenseData} from dense arrays. */
export function denseData(
  x: (number | undefined)[][],
  y: number[][],
  terms: number,
  labels: number,
): DenseData {
  return {
    x,
    y,
    terms,
    labels,
    X: csrOf(x, terms, false),
    Y: csrOf(
      y.map((row) => row.map((v) => (v ? 1 : undefined))),
      labels,
      true,
    ),
  };
}

/** Random small data: up to `maxDocs` documents, `maxTerms` terms, `maxLabels` labels (each ≥ 0 docs). */
export function arbDenseData(
  options: { maxDocs?: number; maxTerms?: number; minLabels?: number; maxLabels?: number } = {},
): fc.Arbitrary<DenseData> {
  const { maxDocs = 14, maxTerms = 8, minLabels = 1, maxLabels = 4 } = options;
  const entry = fc.oneof(
    { weight: 5, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constant(0) },
    { weight: 4, arbitrary: fc.double({ min: 0.1, max: 5, noNaN: true }) },
  );
  return fc
    .record({
      g: fc.integer({ min: 0, max: maxDocs }),
      r: fc.integer({ min: 1, max: maxTerms }),
      m: fc.integer({ min: minLabels, max: maxLabels }),
    })
    .chain(({ g, r, m }) =>
      fc.record({
        x: fc.array(fc.array(entry, { minLength: r, maxLength: r }), { minLength: g, maxLength: g }),
        y: fc.array(fc.array(fc.integer({ min: 0, max: 1 }), { minLength: m, maxLength: m }), {
          minLength: g,
          maxLength: g,
        }),
        r: fc.constant(r),
        m: fc.constant(m),
      }),
    )
    .map(({ x, y, r, m }) => denseData(x, y, r, m));
}
