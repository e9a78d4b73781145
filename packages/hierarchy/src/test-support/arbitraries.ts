import { fc } from "@fast-check/vitest";
import type { CsrMatrix, LabelMatrix } from "@textboost/core";

/** A symmetric matrix of small integers (many ties), 1..9 items. */
export const arbIntegerSimilarity = fc.integer({ min: 1, max: 9 }).chain((m) =>
  fc
    .array(fc.integer({ min: 0, max: 4 }), { minLength: (m * (m + 1)) / 2, maxLength: (m * (m + 1)) / 2 })
    .map((upper) => {
      const s = Array.from({ length: m }, () => new Array<number>(m).fill(0));
      let p = 0;
      for (let j = 0; j < m; j++) {
        for (let k = j; k < m; k++) {
          s[j]![k] = upper[p]!;
          s[k]![j] = upper[p]!;
          p++;
        }
      }
      return s;
    }),
);

/** A small data set as dense arrays: X with small integer values (many zeros), Y boolean. */
export interface SmallData {
  readonly X: number[][];
  readonly Y: boolean[][];
}

export const arbSmallData: fc.Arbitrary<SmallData> = fc
  .record({
    n: fc.integer({ min: 1, max: 10 }),
    f: fc.integer({ min: 1, max: 6 }),
    m: fc.integer({ min: 1, max: 7 }),
  })
  .chain(({ n, f, m }) =>
    fc.record({
      X: fc.array(
        fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 3 })), { minLength: f, maxLength: f }),
        {
          minLength: n,
          maxLength: n,
        },
      ),
      Y: fc.array(fc.array(fc.boolean(), { minLength: m, maxLength: m }), { minLength: n, maxLength: n }),
    }),
  );

/** Dense numbers to CSR (zeros left out). */
export function csrOf(rows: readonly (readonly number[])[], cols: number): CsrMatrix {
  const indptr = new Int32Array(rows.length + 1);
  const indices: number[] = [];
  const values: number[] = [];
  rows.forEach((row, i) => {
    row.forEach((v, k) => {
      if (v !== 0) {
        indices.push(k);
        values.push(v);
      }
    });
    indptr[i + 1] = indices.length;
  });
  return {
    format: "csr",
    rows: rows.length,
    cols,
    indptr,
    indices: Int32Array.from(indices),
    values: Float64Array.from(values),
  };
}

/** Booleans to a binary CSR label matrix. */
export function labelsOf(rows: readonly (readonly boolean[])[], cols: number): LabelMatrix {
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

/** Row-major dense matrix from nested arrays. */
export function denseOf(rows: readonly (readonly number[])[]): {
  rows: number;
  cols: number;
  data: Float64Array;
} {
  return { rows: rows.length, cols: rows[0]?.length ?? 0, data: Float64Array.from(rows.flat()) };
}
