import { fc } from "@fast-check/vitest";
import type { CsrMatrix, Dataset } from "@textboost/core";

/** Dense 0/1 rows -> binary CSR (test helper). */
export function binaryCsr(rows: readonly (readonly number[])[], cols: number): CsrMatrix {
  const indptr = new Int32Array(rows.length + 1);
  const indices: number[] = [];
  rows.forEach((r, i) => {
    r.forEach((v, c) => {
      if (v) indices.push(c);
    });
    indptr[i + 1] = indices.length;
  });
  return { format: "csr", rows: rows.length, cols, indptr, indices: Int32Array.from(indices) };
}

/** A small random multi-label data set with dense 0/1 mirrors for brute-force references. */
export interface SmallData {
  readonly dataset: Dataset;
  readonly x: number[][];
  readonly y: number[][];
  readonly weights: Float64Array;
}

export function arbSmallData(
  options: { maxDocs?: number; maxTerms?: number; labels?: number } = {},
): fc.Arbitrary<SmallData> {
  const maxDocs = options.maxDocs ?? 12;
  const maxTerms = options.maxTerms ?? 6;
  return fc
    .record({
      g: fc.integer({ min: 1, max: maxDocs }),
      r: fc.integer({ min: 1, max: maxTerms }),
      m: options.labels === undefined ? fc.integer({ min: 1, max: 4 }) : fc.constant(options.labels),
    })
    .chain(({ g, r, m }) =>
      fc.record({
        x: fc.array(fc.array(fc.integer({ min: 0, max: 1 }), { minLength: r, maxLength: r }), {
          minLength: g,
          maxLength: g,
        }),
        y: fc.array(fc.array(fc.integer({ min: 0, max: 1 }), { minLength: m, maxLength: m }), {
          minLength: g,
          maxLength: g,
        }),
        w: fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: g * m, maxLength: g * m }),
      }),
    )
    .map(({ x, y, w }) => {
      const r = x[0]!.length;
      const m = y[0]!.length;
      const total = w.reduce((a, b) => a + b, 0);
      return {
        x,
        y,
        weights: Float64Array.from(w, (v) => v / total),
        dataset: {
          X: binaryCsr(x, r),
          Y: binaryCsr(y, m),
          featureNames: Array.from({ length: r }, (_, k) => `t${k}`),
          labelNames: Array.from({ length: m }, (_, j) => `c${j}`),
        },
      };
    });
}

/** Brute-force W_b^{xjk} of equation (5): [x][b === +1 ? 1 : 0]. */
export function bruteW(d: SmallData, k: number, j: number): [[number, number], [number, number]] {
  const W: [[number, number], [number, number]] = [
    [0, 0],
    [0, 0],
  ];
  const m = d.y[0]!.length;
  d.x.forEach((row, i) => {
    const x = row[k]! ? 1 : 0;
    const b = d.y[i]![j]! ? 1 : 0;
    W[x][b] += d.weights[i * m + j]!;
  });
  return W;
}
