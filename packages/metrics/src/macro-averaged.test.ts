import { test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { macroAveraged, macroF1 } from "./macro-averaged.js";
import { labelMatrixFromBools, labelMatrixFromSets, smallCase } from "./test-support/fixtures.js";
import { refMacro } from "./test-support/reference.js";

describe("macroAveraged", () => {
  it("counts labels absent from truth and predictions as 1 by default, or skips them", () => {
    const Y = labelMatrixFromSets([[0], [0, 1]], 3);
    const P = labelMatrixFromSets([[0, 1], [1]], 3);
    expect(macroAveraged(Y, P).f1).toBeCloseTo((2 / 3 + 2 / 3 + 1) / 3, 15);
    expect(macroF1(Y, P, { emptyLabels: "skip" })).toBeCloseTo(2 / 3, 15);
  });

  it("is 1 with emptyLabels: skip when every label is empty", () => {
    const E = labelMatrixFromSets([[]], 2);
    expect(macroAveraged(E, E, { emptyLabels: "skip" })).toEqual({ precision: 1, recall: 1, f1: 1 });
  });

  it("rejects an unknown emptyLabels mode", () => {
    const E = labelMatrixFromSets([[0]], 2);
    try {
      macroAveraged(E, E, { emptyLabels: "zero" as "one" });
      expect.unreachable();
    } catch (e) {
      expect(isTextboostError(e, "E_INVALID_ARGUMENT")).toBe(true);
    }
  });

  test.prop([smallCase])("agrees with the reference in both modes; perfect predictions give 1", (c) => {
    const Y = labelMatrixFromBools(c.truth, c.m);
    const P = labelMatrixFromBools(c.predicted, c.m);
    for (const skip of [false, true]) {
      const got = macroAveraged(Y, P, { emptyLabels: skip ? "skip" : "one" });
      const ref = refMacro(c.truth, c.predicted, c.m, skip);
      expect(got.precision).toBeCloseTo(ref[0], 12);
      expect(got.recall).toBeCloseTo(ref[1], 12);
      expect(got.f1).toBeCloseTo(ref[2], 12);
    }
    expect(macroAveraged(Y, Y)).toEqual({ precision: 1, recall: 1, f1: 1 });
  });
});
