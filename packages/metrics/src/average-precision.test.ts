import { describe, expect, it } from "vitest";
import { averagePrecision } from "./average-precision.js";
import { denseFrom, labelMatrixFromSets } from "./test-support/fixtures.js";
import { describeRankingMeasure } from "./test-support/ranking-measure-suite.js";
import { refAveragePrecision } from "./test-support/reference.js";

describeRankingMeasure({
  name: "averagePrecision",
  measure: averagePrecision,
  reference: refAveragePrecision,
  ideal: 1,
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
