import { fc, test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { averagePrecision } from "./average-precision.js";
import { denseFrom, labelMatrixFromBools, labelMatrixFromSets, smallCase } from "./test-support/fixtures.js";
import { refAveragePrecision } from "./test-support/reference.js";
import { applyTransforms, perfectScores, rowTransforms } from "./test-support/transforms.js";

describe("averagePrecision", () => {
  test.prop([smallCase])("agrees with the brute-force reference (ties included)", (c) => {
    const Y = labelMatrixFromBools(c.truth, c.m);
    const expected = refAveragePrecision(c.truth, c.scores);
    if (expected === null) {
      expect(() => averagePrecision(Y, denseFrom(c.scores, c.m))).toThrow(/undefined/);
    } else {
      expect(averagePrecision(Y, denseFrom(c.scores, c.m))).toBeCloseTo(expected, 12);
    }
  });

  test.prop([smallCase.chain((c) => fc.tuple(fc.constant(c), rowTransforms(c.n)))])(
    "does not change under a strictly increasing transform of each document's scores",
    ([c, t]) => {
      fc.pre(refAveragePrecision(c.truth, c.scores) !== null);
      const Y = labelMatrixFromBools(c.truth, c.m);
      expect(averagePrecision(Y, denseFrom(applyTransforms(c.scores, t), c.m))).toBe(
        averagePrecision(Y, denseFrom(c.scores, c.m)),
      );
    },
  );

  test.prop([smallCase])("perfect scores give the ideal value 1", (c) => {
    fc.pre(refAveragePrecision(c.truth, c.scores) !== null);
    expect(averagePrecision(labelMatrixFromBools(c.truth, c.m), denseFrom(perfectScores(c.truth), c.m))).toBe(
      1,
    );
  });

  it("throws E_INVALID_ARGUMENT when every document has no label or all labels", () => {
    const Y = labelMatrixFromSets([[], [0, 1]], 2);
    try {
      averagePrecision(
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

describe("averagePrecision, fixed cases", () => {
  it("matches scikit-learn's documented label_ranking_average_precision_score example (0.416...)", () => {
    const Y = labelMatrixFromSets([[0], [2]], 3);
    expect(
      averagePrecision(
        Y,
        denseFrom(
          [
            [0.75, 0.5, 1],
            [1, 0.2, 0.1],
          ],
          3,
        ),
      ),
    ).toBeCloseTo(5 / 12, 15);
  });

  it("follows the AdaBoost.LC formula on a worked case", () => {
    const Y = labelMatrixFromSets([[0, 2]], 3);
    expect(averagePrecision(Y, denseFrom([[3, 2, 1]], 3))).toBeCloseTo((1 + 2 / 3) / 2, 15);
  });
});
