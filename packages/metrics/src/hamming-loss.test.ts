import { test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { hammingLoss } from "./hamming-loss.js";
import { labelMatrixFromBools, labelMatrixFromSets, smallCase } from "./test-support/fixtures.js";
import { refHamming } from "./test-support/reference.js";

describe("hammingLoss", () => {
  it("counts wrong pairs over all pairs", () => {
    expect(hammingLoss(labelMatrixFromSets([[0], [0, 1]], 2), labelMatrixFromSets([[0, 1], [1]], 2))).toBe(
      0.5,
    );
  });

  it("rejects an empty evaluation with E_SHAPE", () => {
    const E = labelMatrixFromSets([], 2);
    expect(() => hammingLoss(E, E)).toThrow(/no documents/);
    const N = labelMatrixFromSets([[]], 0);
    expect(() => hammingLoss(N, N)).toThrow(/no labels/);
  });

  test.prop([smallCase])("agrees with the reference; 0 for perfect predictions", (c) => {
    const Y = labelMatrixFromBools(c.truth, c.m);
    expect(hammingLoss(Y, labelMatrixFromBools(c.predicted, c.m))).toBeCloseTo(
      refHamming(c.truth, c.predicted),
      12,
    );
    expect(hammingLoss(Y, Y)).toBe(0);
  });
});
