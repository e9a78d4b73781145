import { describe, expect, it } from "vitest";
import { oneError } from "./one-error.js";
import { denseFrom, labelMatrixFromSets } from "./test-support/fixtures.js";
import { describeRankingMeasure } from "./test-support/ranking-measure-suite.js";
import { refOneError } from "./test-support/reference.js";

describeRankingMeasure({ name: "oneError", measure: oneError, reference: refOneError, ideal: 0 });

describe("oneError, fixed cases", () => {
  it("is pessimistic about ties at the top", () => {
    const Y = labelMatrixFromSets([[0]], 3);
    expect(oneError(Y, denseFrom([[2, 2, 0]], 3))).toBe(1);
    expect(oneError(Y, denseFrom([[2, 1, 0]], 3))).toBe(0);
  });

  it("skips documents without labels (they would always err)", () => {
    const Y = labelMatrixFromSets([[1], []], 2);
    expect(
      oneError(
        Y,
        denseFrom(
          [
            [0, 1],
            [9, 0],
          ],
          2,
        ),
      ),
    ).toBe(0);
  });
});
