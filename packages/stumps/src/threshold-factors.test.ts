import { fc, test } from "@fast-check/vitest";
import { trainingSet } from "@textboost/sparse";
import { arbContinuousData, csrFromDenseRows, labelMatrixFromRows } from "@textboost/testing";
import { expect } from "vitest";
import { perLabelThresholdStump, perLabelThresholdStumpHypothesis } from "./per-label-threshold-stump.js";
import {
  hasPerLabelThresholdSides,
  perLabelThresholdSides,
  sideFactors,
  thresholdFactors,
  thresholdSides,
} from "./threshold-factors.js";
import { thresholdStump } from "./threshold-stump.js";

for (const absent of ["zero", "missing"] as const) {
  test.prop([arbContinuousData])(
    `a threshold stump's factors per side equal exp(−y · vote) per pair (absent = ${absent})`,
    ({ x, y, w }) => {
      const ts = trainingSet(csrFromDenseRows(x), labelMatrixFromRows(y));
      const h = thresholdStump({ absent }).fit(ts, Float64Array.from(w));
      const m = ts.Y.cols;
      const factors = thresholdFactors(h, m);
      const sides = new Uint8Array(ts.X.rows);
      thresholdSides(ts.Xc, h, sides);
      const vote = new Float64Array(m);
      for (let i = 0; i < ts.X.rows; i++) {
        h.vote(ts.X, i, vote);
        for (let j = 0; j < m; j++) {
          const sign = ts.signs[i * m + j]!;
          expect(factors[(sides[i]! * 2 + (sign > 0 ? 1 : 0)) * m + j]).toBe(Math.exp(-sign * vote[j]!));
        }
      }
    },
  );
}

test.prop([arbContinuousData, fc.array(fc.double({ min: -2, max: 2, noNaN: true }), { minLength: 1 })])(
  "a per-label threshold stump's pair sides pick, with sideFactors, exp(−y · vote) per pair (absent = zero)",
  ({ x, y, w }, cuts) => {
    const ts = trainingSet(csrFromDenseRows(x), labelMatrixFromRows(y));
    const m = ts.Y.cols;
    // The learner's stump, with some thresholds moved below 0 so that absent entries fall above them.
    const fitted = perLabelThresholdStump().fit(ts, Float64Array.from(w));
    const thresholds = fitted.thresholds.map((t, j) => (j % 2 === 0 ? t : cuts[j % cuts.length]!));
    const h = perLabelThresholdStumpHypothesis(
      fitted.features,
      thresholds,
      fitted.below,
      fitted.above,
      "zero",
    );
    expect(hasPerLabelThresholdSides(h)).toBe(true);
    const factors = sideFactors(h.below, h.above, m);
    const sides = new Uint8Array(ts.X.rows * m);
    perLabelThresholdSides(ts.Xc, h, sides);
    const vote = new Float64Array(m);
    for (let i = 0; i < ts.X.rows; i++) {
      h.vote(ts.X, i, vote);
      for (let j = 0; j < m; j++) {
        const sign = ts.signs[i * m + j]!;
        expect(factors[(sides[i * m + j]! * 2 + (sign > 0 ? 1 : 0)) * m + j]).toBe(
          Math.exp(-sign * vote[j]!),
        );
      }
    }
  },
);
