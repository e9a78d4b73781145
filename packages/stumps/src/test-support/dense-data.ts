import { fc } from "@fast-check/vitest";
import type { PairWeights, TrainingSet } from "@textboost/core";
import { trainingSet } from "@textboost/sparse";
import { arbDenseRows, csrFromDenseRows, labelMatrixFromRows } from "@textboost/testing";

/**
 * Dense continuous data of at most `maxDocuments` rows and `maxLabels` labels, with a bin count B
 * (2 to 6) and a positive weight per (document, label): what the histogram stumps' properties draw.
 */
export const arbDenseData = (maxDocuments: number, maxLabels: number) =>
  fc
    .record({
      g: fc.integer({ min: 2, max: maxDocuments }),
      r: fc.integer({ min: 1, max: 4 }),
      m: fc.integer({ min: 1, max: maxLabels }),
      B: fc.integer({ min: 2, max: 6 }),
    })
    .chain(({ g, r, m, B }) =>
      fc.record({
        B: fc.constant(B),
        x: arbDenseRows(g, r),
        y: fc.array(fc.array(fc.boolean(), { minLength: m, maxLength: m }), { minLength: g, maxLength: g }),
        w: fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: g * m, maxLength: g * m }),
      }),
    );

/** The training set of dense rows `x` and label rows `y`, with the weights `w` normalised to sum 1. */
export function denseTrainingSet(
  x: number[][],
  y: boolean[][],
  w: number[],
): { ts: TrainingSet; weights: PairWeights } {
  const total = w.reduce((a, b) => a + b, 0);
  return {
    ts: trainingSet(csrFromDenseRows(x), labelMatrixFromRows(y)),
    weights: Float64Array.from(w, (v) => v / total),
  };
}
