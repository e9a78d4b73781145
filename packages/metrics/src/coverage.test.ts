import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { coverage } from "./coverage.js";
import { coverageSklearn } from "./coverage-sklearn.js";
import { denseFrom, labelMatrixFromBools, labelMatrixFromSets, smallCase } from "./test-support/fixtures.js";
import { refCoverage } from "./test-support/reference.js";
import { applyTransforms, perfectScores, rowTransforms } from "./test-support/transforms.js";

describe("coverage (Mulan convention, rank - 1)", () => {
  it("follows max rank - 1 on a worked case, with pessimistic ties", () => {
    const Y = labelMatrixFromSets([[0, 2]], 3);
    expect(coverage(Y, denseFrom([[3, 2, 1]], 3))).toBe(2);
    expect(coverage(Y, denseFrom([[3, 1, 2]], 3))).toBe(1);
    expect(coverage(Y, denseFrom([[3, 2, 2]], 3))).toBe(2);
  });

  it("counts documents without labels as 0", () => {
    const Y = labelMatrixFromSets([[1], []], 2);
    expect(
      coverage(
        Y,
        denseFrom(
          [
            [1, 0],
            [0, 0],
          ],
          2,
        ),
      ),
    ).toBe(0.5);
  });

  test.prop([smallCase])(
    "agrees with the reference; equals coverageSklearn minus the share of labelled documents",
    (c) => {
      const Y = labelMatrixFromBools(c.truth, c.m);
      const S = denseFrom(c.scores, c.m);
      expect(coverage(Y, S)).toBeCloseTo(refCoverage(c.truth, c.scores, "mulan"), 12);
      const labelled = c.truth.filter((row) => row.some((t) => t)).length / c.n;
      expect(coverage(Y, S)).toBeCloseTo(coverageSklearn(Y, S) - labelled, 12);
    },
  );

  test.prop([smallCase.chain((c) => fc.tuple(fc.constant(c), rowTransforms(c.n)))])(
    "does not change under a strictly increasing transform of each document's scores",
    ([c, t]) => {
      const Y = labelMatrixFromBools(c.truth, c.m);
      expect(coverage(Y, denseFrom(applyTransforms(c.scores, t), c.m))).toBe(
        coverage(Y, denseFrom(c.scores, c.m)),
      );
    },
  );

  test.prop([smallCase])("perfect scores give the ideal mean max(|Y_i| - 1, 0)", (c) => {
    const ideal = c.truth.reduce((s, row) => s + Math.max(row.filter((t) => t).length - 1, 0), 0) / c.n;
    const got = coverage(labelMatrixFromBools(c.truth, c.m), denseFrom(perfectScores(c.truth), c.m));
    expect(got).toBeCloseTo(ideal, 12);
    // and no scores do better
    expect(coverage(labelMatrixFromBools(c.truth, c.m), denseFrom(c.scores, c.m))).toBeGreaterThanOrEqual(
      got - 1e-12,
    );
  });
});
