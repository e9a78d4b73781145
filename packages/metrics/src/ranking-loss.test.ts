import { fc, test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { rankingLoss } from "./ranking-loss.js";
import { denseFrom, labelMatrixFromBools, labelMatrixFromSets, smallCase } from "./test-support/fixtures.js";
import { refRankingLoss } from "./test-support/reference.js";
import { applyTransforms, perfectScores, rowTransforms } from "./test-support/transforms.js";

describe("rankingLoss", () => {
  test.prop([smallCase])("agrees with the brute-force reference (ties included)", (c) => {
    const Y = labelMatrixFromBools(c.truth, c.m);
    const expected = refRankingLoss(c.truth, c.scores);
    if (expected === null) {
      expect(() => rankingLoss(Y, denseFrom(c.scores, c.m))).toThrow(/undefined/);
    } else {
      expect(rankingLoss(Y, denseFrom(c.scores, c.m))).toBeCloseTo(expected, 12);
    }
  });

  test.prop([smallCase.chain((c) => fc.tuple(fc.constant(c), rowTransforms(c.n)))])(
    "does not change under a strictly increasing transform of each document's scores",
    ([c, t]) => {
      fc.pre(refRankingLoss(c.truth, c.scores) !== null);
      const Y = labelMatrixFromBools(c.truth, c.m);
      expect(rankingLoss(Y, denseFrom(applyTransforms(c.scores, t), c.m))).toBe(
        rankingLoss(Y, denseFrom(c.scores, c.m)),
      );
    },
  );

  test.prop([smallCase])("perfect scores give the ideal value 0", (c) => {
    fc.pre(refRankingLoss(c.truth, c.scores) !== null);
    expect(rankingLoss(labelMatrixFromBools(c.truth, c.m), denseFrom(perfectScores(c.truth), c.m))).toBe(0);
  });

  it("throws E_INVALID_ARGUMENT when every document has no label or all labels", () => {
    const Y = labelMatrixFromSets([[], [0, 1]], 2);
    try {
      rankingLoss(
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

describe("rankingLoss, fixed cases", () => {
  it("matches scikit-learn's documented label_ranking_loss example (0.75)", () => {
    const Y = labelMatrixFromSets([[0], [2]], 3);
    expect(
      rankingLoss(
        Y,
        denseFrom(
          [
            [0.75, 0.5, 1],
            [1, 0.2, 0.1],
          ],
          3,
        ),
      ),
    ).toBeCloseTo(0.75, 15);
  });

  it("counts a tie as a wrongly ordered pair and skips uninformative documents", () => {
    const Y = labelMatrixFromSets([[0], [], [0, 1]], 2);
    expect(
      rankingLoss(
        Y,
        denseFrom(
          [
            [1, 1],
            [0, 5],
            [0, 0],
          ],
          2,
        ),
      ),
    ).toBe(1);
  });
});
