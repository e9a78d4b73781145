import { describe, expect, it } from "vitest";
import { rankingLoss } from "./ranking-loss.js";
import { denseFrom, labelMatrixFromSets } from "./test-support/fixtures.js";
import { describeRankingMeasure } from "./test-support/ranking-measure-suite.js";
import { refRankingLoss } from "./test-support/reference.js";

describeRankingMeasure({ name: "rankingLoss", measure: rankingLoss, reference: refRankingLoss, ideal: 0 });

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
