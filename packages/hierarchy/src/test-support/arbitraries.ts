import { fc } from "@fast-check/vitest";
import { type CsrMatrix, type DenseMatrix, isTextboostError, type LabelMatrix } from "@textboost/core";
import { csrFromDense, labelMatrix } from "@textboost/sparse";

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
  return csrFromDense({ rows: rows.length, cols, data: Float64Array.from(rows.flat()) });
}

/** Booleans to a binary CSR label matrix. */
export function labelsOf(rows: readonly (readonly boolean[])[], cols: number): LabelMatrix {
  return labelMatrix(
    rows.map((row) => row.flatMap((b, j) => (b ? [j] : []))),
    cols,
  );
}

/** Row-major dense matrix from nested arrays. */
export function denseOf(rows: readonly (readonly number[])[]): DenseMatrix {
  return { rows: rows.length, cols: rows[0]?.length ?? 0, data: Float64Array.from(rows.flat()) };
}

/** The code of the TextboostError `f` throws ("no error" when it throws none). */
export function errorCode(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return isTextboostError(e) ? e.code : "not a TextboostError";
  }
  return "no error";
}
