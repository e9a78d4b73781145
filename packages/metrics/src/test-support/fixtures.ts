import { fc } from "@fast-check/vitest";
import type { DenseMatrix, LabelMatrix } from "@textboost/core";

/** Builds a binary CSR label matrix from boolean rows (test helper; @textboost/sparse is not a dependency). */
export function labelMatrixFromBools(rows: readonly (readonly boolean[])[], cols: number): LabelMatrix {
  const indptr = new Int32Array(rows.length + 1);
  const indices: number[] = [];
  rows.forEach((row, i) => {
    row.forEach((b, j) => {
      if (b) indices.push(j);
    });
    indptr[i + 1] = indices.length;
  });
  return { format: "csr", rows: rows.length, cols, indptr, indices: Int32Array.from(indices) };
}

/** Builds a binary CSR label matrix from label-id lists (ids ascending). */
export function labelMatrixFromSets(sets: readonly (readonly number[])[], cols: number): LabelMatrix {
  return labelMatrixFromBools(
    sets.map((s) => Array.from({ length: cols }, (_, j) => s.includes(j))),
    cols,
  );
}

/** Row-major dense matrix from nested arrays. */
export function denseFrom(rows: readonly (readonly number[])[], cols: number): DenseMatrix {
  return { rows: rows.length, cols, data: Float64Array.from(rows.flat()) };
}

/** A small multi-label problem: truth, predictions and scores as plain nested arrays. */
export interface SmallCase {
  readonly n: number;
  readonly m: number;
  readonly truth: boolean[][];
  readonly predicted: boolean[][];
  /** Small integers, so ties are frequent. */
  readonly scores: number[][];
}

/** Random small cases: 1..8 documents, 1..6 labels, scores in -3..3 (many ties). */
export const smallCase: fc.Arbitrary<SmallCase> = fc
  .record({ n: fc.integer({ min: 1, max: 8 }), m: fc.integer({ min: 1, max: 6 }) })
  .chain(({ n, m }) =>
    fc.record({
      n: fc.constant(n),
      m: fc.constant(m),
      truth: fc.array(fc.array(fc.boolean(), { minLength: m, maxLength: m }), { minLength: n, maxLength: n }),
      predicted: fc.array(fc.array(fc.boolean(), { minLength: m, maxLength: m }), {
        minLength: n,
        maxLength: n,
      }),
      scores: fc.array(fc.array(fc.integer({ min: -3, max: 3 }), { minLength: m, maxLength: m }), {
        minLength: n,
        maxLength: n,
      }),
    }),
  );
