import { test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { microAveraged, microF1 } from "./micro-averaged.js";
import { labelMatrixFromBools, labelMatrixFromSets, smallCase } from "./test-support/fixtures.js";
import { refMicro } from "./test-support/reference.js";

describe("microAveraged", () => {
  it("sums the counts before Eq. 13", () => {
    const Y = labelMatrixFromSets([[0], [0, 1]], 2);
    const P = labelMatrixFromSets([[0, 1], [1]], 2);
    const r = microAveraged(Y, P); // TP = 2, FP = 1, FN = 1
    expect(r.precision).toBeCloseTo(2 / 3, 15);
    expect(r.recall).toBeCloseTo(2 / 3, 15);
    expect(r.f1).toBeCloseTo(2 / 3, 15);
  });

  it("is 1 when no document has or is given a label", () => {
    const E = labelMatrixFromSets([[], []], 3);
    expect(microAveraged(E, E)).toEqual({ precision: 1, recall: 1, f1: 1 });
  });

  test.prop([smallCase])("agrees with the reference; perfect predictions give 1", (c) => {
    const Y = labelMatrixFromBools(c.truth, c.m);
    const got = microAveraged(Y, labelMatrixFromBools(c.predicted, c.m));
    const ref = refMicro(c.truth, c.predicted, c.m);
    expect(got.precision).toBeCloseTo(ref[0], 12);
    expect(got.recall).toBeCloseTo(ref[1], 12);
    expect(got.f1).toBeCloseTo(ref[2], 12);
    expect(microF1(Y, Y)).toBe(1);
  });
});
