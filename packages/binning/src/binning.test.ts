import { test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { featureOfDerived, fitBinning } from "./binning.js";
import { quantileCuts } from "./quantile-cuts.js";
import { arbRealData, realMatrix } from "./test-support/real-matrix.js";

describe("fitBinning", () => {
  test.prop([arbRealData, fc.integer({ min: 1, max: 6 })])(
    "holds each column's quantile cuts, at its offsets",
    ({ x }, bins) => {
      const X = realMatrix(x);
      const binning = fitBinning(X, bins);
      expect(binning.offsets.length).toBe(X.cols + 1);
      const anyNonzero = x.some((row) => row.some((v) => v !== 0));
      for (let k = 0; k < X.cols; k++) {
        // brute force: the column's nonzero values from the dense rows
        const column = Float64Array.from(x.map((row) => row[k]!).filter((v) => v !== 0)).sort();
        const expected = !anyNonzero && k === 0 ? [0] : Array.from(quantileCuts(column, bins));
        expect(Array.from(binning.thresholds.subarray(binning.offsets[k]!, binning.offsets[k + 1]!))).toEqual(
          expected,
        );
        for (let d = binning.offsets[k]!; d < binning.offsets[k + 1]!; d++)
          expect(featureOfDerived(binning, d)).toBe(k);
      }
    },
  );

  it("refuses a term outside the derived features", () => {
    const binning = fitBinning(realMatrix([[0.5, 2]]), 2);
    for (const d of [-1, binning.thresholds.length, 0.5]) {
      try {
        featureOfDerived(binning, d);
        expect.unreachable();
      } catch (e) {
        expect(isTextboostError(e) && e.code).toBe("E_MODEL_FORMAT");
      }
    }
  });
});
