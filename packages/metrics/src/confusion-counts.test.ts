import { test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { confusionCounts } from "./confusion-counts.js";
import { labelMatrixFromBools, labelMatrixFromSets, smallCase } from "./test-support/fixtures.js";
import { refCounts } from "./test-support/reference.js";

describe("confusionCounts", () => {
  test.prop([smallCase])("agrees with cell-by-cell counting and sums to n per label", (c) => {
    const counts = confusionCounts(
      labelMatrixFromBools(c.truth, c.m),
      labelMatrixFromBools(c.predicted, c.m),
    );
    for (let j = 0; j < c.m; j++) {
      const ref = refCounts(c.truth, c.predicted, j);
      expect([counts.tp[j], counts.fp[j], counts.fn[j]]).toEqual([ref.tp, ref.fp, ref.fn]);
      expect(counts.tp[j]! + counts.fp[j]! + counts.fn[j]! + counts.tn[j]!).toBe(c.n);
      expect(counts.tn[j]).toBeGreaterThanOrEqual(0);
    }
  });

  it("rejects predictions of another shape with E_SHAPE", () => {
    const Y = labelMatrixFromSets([[0], [1]], 2);
    const P = labelMatrixFromSets([[0]], 2);
    expect(() => confusionCounts(Y, P)).toThrow(/predictions are 1 x 2 but Y is 2 x 2/);
    try {
      confusionCounts(Y, labelMatrixFromSets([[0], [1]], 3));
    } catch (e) {
      expect(isTextboostError(e, "E_SHAPE")).toBe(true);
    }
  });
});
