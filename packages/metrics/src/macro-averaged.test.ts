import { test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { EMPTY_LABEL_RULES, macroAveraged, macroF1 } from "./macro-averaged.js";
import { labelMatrixFromBools, labelMatrixFromSets, smallCase } from "./test-support/fixtures.js";
import { refMacro } from "./test-support/reference.js";

describe("macroAveraged", () => {
  it("counts labels absent from truth and predictions as 1 by default, as 0, or skips them", () => {
    const Y = labelMatrixFromSets([[0], [0, 1]], 3);
    const P = labelMatrixFromSets([[0, 1], [1]], 3);
    expect(macroAveraged(Y, P).f1).toBeCloseTo((2 / 3 + 2 / 3 + 1) / 3, 15);
    expect(macroF1(Y, P, { emptyLabels: "skip" })).toBeCloseTo(2 / 3, 15);
    expect(macroAveraged(Y, P, { emptyLabels: "zero" })).toEqual({
      precision: (1 / 2 + 1) / 3,
      recall: (1 + 1 / 2) / 3,
      f1: (2 / 3 + 2 / 3) / 3,
    });
  });

  it("is 1 with emptyLabels: skip when every label is empty", () => {
    const E = labelMatrixFromSets([[]], 2);
    expect(macroAveraged(E, E, { emptyLabels: "skip" })).toEqual({ precision: 1, recall: 1, f1: 1 });
  });

  it("rejects an unknown emptyLabels mode", () => {
    const E = labelMatrixFromSets([[0]], 2);
    try {
      macroAveraged(E, E, { emptyLabels: "none" as "one" });
      expect.unreachable();
    } catch (e) {
      expect(isTextboostError(e, "E_INVALID_ARGUMENT")).toBe(true);
    }
  });

  test.prop([smallCase])("agrees with the reference under every rule; perfect predictions give 1", (c) => {
    const Y = labelMatrixFromBools(c.truth, c.m);
    const P = labelMatrixFromBools(c.predicted, c.m);
    for (const rule of EMPTY_LABEL_RULES) {
      const got = macroAveraged(Y, P, { emptyLabels: rule });
      const ref = refMacro(c.truth, c.predicted, c.m, rule);
      expect(got.precision).toBeCloseTo(ref[0], 12);
      expect(got.recall).toBeCloseTo(ref[1], 12);
      expect(got.f1).toBeCloseTo(ref[2], 12);
    }
    expect(macroAveraged(Y, Y)).toEqual({ precision: 1, recall: 1, f1: 1 });
  });

  test.prop([smallCase])("the rules differ by the empty labels' share: one − zero = empty / labels", (c) => {
    const Y = labelMatrixFromBools(c.truth, c.m);
    const P = labelMatrixFromBools(c.predicted, c.m);
    let empty = 0;
    for (let j = 0; j < c.m; j++) {
      if (c.truth.every((row, i) => !row[j] && !c.predicted[i]![j])) empty++;
    }
    const one = macroF1(Y, P, { emptyLabels: "one" });
    const zero = macroF1(Y, P, { emptyLabels: "zero" });
    expect(one - zero).toBeCloseTo(empty / c.m, 12);
  });
});
