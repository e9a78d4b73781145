import { fc, test } from "@fast-check/vitest";
import type { DenseMatrix, LabelMatrix } from "@textboost/core";
import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { denseFrom, labelMatrixFromBools, labelMatrixFromSets, smallCase } from "./fixtures.js";
import { applyTransforms, perfectScores, rowTransforms } from "./transforms.js";

/** What every ranking measure must satisfy, given its brute-force reference and its ideal value. */
export interface RankingMeasureSpec {
  readonly name: string;
  readonly measure: (Y: LabelMatrix, scores: DenseMatrix) => number;
  /** Brute-force value, or null where the measure is undefined (no informative document). */
  readonly reference: (truth: boolean[][], scores: number[][]) => number | null;
  readonly ideal: number;
}

/**
 * The shared properties of one-error, ranking loss and average precision: agreement with the
 * reference (ties included), invariance under strictly increasing transforms of each document's
 * scores, the ideal value for perfect scores, and E_INVALID_ARGUMENT where the measure is undefined.
 */
export function describeRankingMeasure({ name, measure, reference, ideal }: RankingMeasureSpec): void {
  describe(name, () => {
    test.prop([smallCase])("agrees with the brute-force reference (ties included)", (c) => {
      const Y = labelMatrixFromBools(c.truth, c.m);
      const expected = reference(c.truth, c.scores);
      if (expected === null) {
        expect(() => measure(Y, denseFrom(c.scores, c.m))).toThrow(/undefined/);
      } else {
        expect(measure(Y, denseFrom(c.scores, c.m))).toBeCloseTo(expected, 12);
      }
    });

    test.prop([smallCase.chain((c) => fc.tuple(fc.constant(c), rowTransforms(c.n)))])(
      "does not change under a strictly increasing transform of each document's scores",
      ([c, t]) => {
        fc.pre(reference(c.truth, c.scores) !== null);
        const Y = labelMatrixFromBools(c.truth, c.m);
        expect(measure(Y, denseFrom(applyTransforms(c.scores, t), c.m))).toBe(
          measure(Y, denseFrom(c.scores, c.m)),
        );
      },
    );

    test.prop([smallCase])(`perfect scores give the ideal value ${ideal}`, (c) => {
      fc.pre(reference(c.truth, c.scores) !== null);
      expect(measure(labelMatrixFromBools(c.truth, c.m), denseFrom(perfectScores(c.truth), c.m))).toBe(ideal);
    });

    it("throws E_INVALID_ARGUMENT when every document has no label or all labels", () => {
      const Y = labelMatrixFromSets([[], [0, 1]], 2);
      const scores = denseFrom(
        [
          [1, 2],
          [3, 4],
        ],
        2,
      );
      expect(() => measure(Y, scores)).toThrow();
      try {
        measure(Y, scores);
      } catch (e) {
        expect(isTextboostError(e, "E_INVALID_ARGUMENT")).toBe(true);
      }
    });
  });
}
