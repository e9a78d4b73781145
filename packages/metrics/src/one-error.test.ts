import { fc, test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { oneError } from "./one-error.js";
import { denseFrom, labelMatrixFromBools, labelMatrixFromSets, smallCase } from "./test-support/fixtures.js";
import { refOneError } from "./test-support/reference.js";
import { applyTransforms, perfectScores, rowTransforms } from "./test-support/transforms.js";

describe("oneError", () => {
  test.prop([smallCase])("agrees with the brute-force reference (ties included)", (c) => {
    const Y = labelMatrixFromBools(c.truth, c.m);
    const expected = refOneError(c.truth, c.scores);
    if (expected === null) {
      expect(() => oneError(Y, denseFrom(c.scores, c.m))).toThrow(/undefined/);
    } else {
      expect(oneError(Y, denseFrom(c.scores, c.m))).toBeCloseTo(expected, 12);
    }
  });

  test.prop([smallCase.chain((c) => fc.tuple(fc.constant(c), rowTransforms(c.n)))])(
    "does not change under a strictly increasing transform of each document's scores",
    ([c, t]) => {
      fc.pre(refOneError(c.truth, c.scores) !== null);
      const Y = labelMatrixFromBools(c.truth, c.m);
      expect(oneError(Y, denseFrom(applyTransforms(c.scores, t), c.m))).toBe(
        oneError(Y, denseFrom(c.scores, c.m)),
      );
    },
  );

  test.prop([smallCase])("perfect scores give the ideal value 0", (c) => {
    fc.pre(refOneError(c.truth, c.scores) !== null);
    expect(oneError(labelMatrixFromBools(c.truth, c.m), denseFrom(perfectScores(c.truth), c.m))).toBe(0);
  });

  it("throws E_INVALID_ARGUMENT when every document has no label or all labels", () => {
    const Y = labelMatrixFromSets([[], [0, 1]], 2);
    try {
      oneError(
        Y,
        denseFrom(
          [
            [1, 2],
            [3, 4],
          ],
          2,
        ),
      );
      expect.unreachable();
    } catch (e) {
      expect(isTextboostError(e, "E_INVALID_ARGUMENT")).toBe(true);
    }
  });
});

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
