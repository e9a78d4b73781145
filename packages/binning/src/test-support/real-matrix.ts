import type { CsrMatrix, Dataset } from "@textboost/core";
import { csrFromDenseRows, labelMatrixFromRows } from "@textboost/testing";
import fc from "fast-check";

/** A value of a real-valued feature: often 0 (not stored), else a few repeated or arbitrary reals of both signs. */
export const arbFeatureValue = fc.oneof(
  { weight: 3, arbitrary: fc.constant(0) },
  { weight: 2, arbitrary: fc.constantFrom(0.25, 0.5, 1, -1) },
  { weight: 3, arbitrary: fc.double({ min: -5, max: 5, noNaN: true, noDefaultInfinity: true }) },
);

/** Small dense real-valued data: x (documents x features), y (documents x labels). */
export const arbRealData = fc
  .record({
    g: fc.integer({ min: 2, max: 14 }),
    r: fc.integer({ min: 1, max: 5 }),
    m: fc.integer({ min: 1, max: 3 }),
  })
  .chain(({ g, r, m }) =>
    fc.record({
      x: fc.array(fc.array(arbFeatureValue, { minLength: r, maxLength: r }), { minLength: g, maxLength: g }),
      y: fc.array(fc.array(fc.boolean(), { minLength: m, maxLength: m }), { minLength: g, maxLength: g }),
    }),
  );

/** The CSR matrix of dense rows (zeros not stored; -0 counts as 0). */
export function realMatrix(x: number[][]): CsrMatrix {
  return csrFromDenseRows(x.map((row) => row.map((v) => (v === 0 ? 0 : v))));
}

/** A data set of dense rows and label rows, features named f0, f1, ... */
export function realDataset(x: number[][], y: boolean[][]): Dataset {
  const X = realMatrix(x);
  return {
    X,
    Y: labelMatrixFromRows(y),
    featureNames: Array.from({ length: X.cols }, (_, k) => `f${k}`),
    labelNames: Array.from({ length: y[0]?.length ?? 0 }, (_, j) => `l${j}`),
  };
}
