import { test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import { validateCsr } from "@textboost/sparse";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { featureOfDerived, fitBinning } from "./binning.js";
import { expandMatrix } from "./expand-matrix.js";
import { arbRealData, realMatrix } from "./test-support/real-matrix.js";

describe("expandMatrix", () => {
  test.prop([arbRealData, arbRealData, fc.integer({ min: 1, max: 6 })])(
    "a derived feature is present iff x > t (t >= 0) or x <= t (t < 0), on training and other rows",
    (train, other, bins) => {
      const X = realMatrix(train.x);
      const binning = fitBinning(X, bins);
      // rows of other documents over the same features (cut or padded to the training width)
      const width = X.cols;
      const rows = [...train.x, ...other.x.map((r) => Array.from({ length: width }, (_, k) => r[k] ?? 0))];
      const Xb = expandMatrix(realMatrix(rows), binning);
      validateCsr(Xb);
      expect(Xb.values).toBeUndefined();
      for (let i = 0; i < rows.length; i++) {
        const stored = new Set(Array.from(Xb.indices.subarray(Xb.indptr[i]!, Xb.indptr[i + 1]!)));
        for (let d = 0; d < Xb.cols; d++) {
          const x = rows[i]![featureOfDerived(binning, d)]!;
          const t = binning.thresholds[d]!;
          const expected = t >= 0 ? x > t : x <= t;
          expect(stored.has(d)).toBe(expected);
        }
      }
    },
  );

  it("keeps a binary matrix as it is (one derived feature per used column)", () => {
    const X = {
      format: "csr" as const,
      rows: 2,
      cols: 3,
      indptr: Int32Array.of(0, 2, 3),
      indices: Int32Array.of(0, 2, 2),
    };
    const Xb = expandMatrix(X, fitBinning(X, 8));
    expect(Xb.cols).toBe(2);
    expect(Array.from(Xb.indices)).toEqual([0, 1, 1]);
  });

  it("refuses a matrix of another width, and NaN values", () => {
    const X = realMatrix([[1, 2]]);
    const binning = fitBinning(X, 4);
    try {
      expandMatrix(realMatrix([[1, 2, 3]]), binning);
      expect.unreachable();
    } catch (e) {
      expect(isTextboostError(e) && e.code).toBe("E_SHAPE");
    }
    try {
      fitBinning(realMatrix([[1, Number.NaN]]), 4);
      expect.unreachable();
    } catch (e) {
      expect(isTextboostError(e) && e.code).toBe("E_NUMERIC");
      expect((e as Error).message).toContain("row 1");
    }
  });
});
