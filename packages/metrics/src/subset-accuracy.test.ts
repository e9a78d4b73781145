import { test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { subsetAccuracy } from "./subset-accuracy.js";
import { labelMatrixFromBools, labelMatrixFromSets, smallCase } from "./test-support/fixtures.js";
import { refSubset } from "./test-support/reference.js";

describe("subsetAccuracy", () => {
  it("counts exact matches, including empty sets", () => {
    const Y = labelMatrixFromSets([[0], [0, 1], [], [1]], 2);
    const P = labelMatrixFromSets([[0], [1], [], [0, 1]], 2);
    expect(subsetAccuracy(Y, P)).toBe(0.5);
  });

  test.prop([smallCase])("agrees with the reference; 1 for perfect predictions", (c) => {
    const Y = labelMatrixFromBools(c.truth, c.m);
    expect(subsetAccuracy(Y, labelMatrixFromBools(c.predicted, c.m))).toBeCloseTo(
      refSubset(c.truth, c.predicted),
      12,
    );
    expect(subsetAccuracy(Y, Y)).toBe(1);
  });
});
