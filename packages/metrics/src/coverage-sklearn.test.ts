import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { coverageSklearn } from "./coverage-sklearn.js";
import { denseFrom, labelMatrixFromBools, labelMatrixFromSets, smallCase } from "./test-support/fixtures.js";
import { refCoverage } from "./test-support/reference.js";
import { applyTransforms, perfectScores, rowTransforms } from "./test-support/transforms.js";

describe("coverageSklearn", () => {
  it("matches scikit-learn's documented coverage_error example (2.5)", () => {
    const Y = labelMatrixFromSets([[0], [2]], 3);
    expect(
      coverageSklearn(
        Y,
        denseFrom(
          [
            [0.75, 0.5, 1],
            [1, 0.2, 0.1],
          ],
          3,
        ),
      ),
    ).toBe(2.5);
  });

  test.prop([smallCase])("agrees with the reference", (c) => {
    const got = coverageSklearn(labelMatrixFromBools(c.truth, c.m), denseFrom(c.scores, c.m));
    expect(got).toBeCloseTo(refCoverage(c.truth, c.scores, "sklearn"), 12);
  });

  test.prop([smallCase.chain((c) => fc.tuple(fc.constant(c), rowTransforms(c.n)))])(
    "does not change under a strictly increasing transform of each document's scores",
    ([c, t]) => {
      const Y = labelMatrixFromBools(c.truth, c.m);
      expect(coverageSklearn(Y, denseFrom(applyTransforms(c.scores, t), c.m))).toBe(
        coverageSklearn(Y, denseFrom(c.scores, c.m)),
      );
    },
  );

  test.prop([smallCase])("perfect scores give the ideal mean |Y_i|", (c) => {
    const ideal = c.truth.reduce((s, row) => s + row.filter((t) => t).length, 0) / c.n;
    expect(
      coverageSklearn(labelMatrixFromBools(c.truth, c.m), denseFrom(perfectScores(c.truth), c.m)),
    ).toBeCloseTo(ideal, 12);
  });
});
