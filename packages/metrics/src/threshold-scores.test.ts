import { fc, test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { denseFrom, smallCase } from "./test-support/fixtures.js";
import { thresholdScores } from "./threshold-scores.js";

function setsOf(m: { rows: number; indptr: Int32Array; indices: Int32Array }): number[][] {
  return Array.from({ length: m.rows }, (_, i) =>
    Array.from(m.indices.subarray(m.indptr[i], m.indptr[i + 1])),
  );
}

describe("thresholdScores", () => {
  it("predicts score > threshold (strictly), globally or per label", () => {
    const S = denseFrom(
      [
        [0.5, -1],
        [0, 2],
      ],
      2,
    );
    expect(setsOf(thresholdScores(S))).toEqual([[0], [1]]);
    expect(setsOf(thresholdScores(S, [-0.5, 3]))).toEqual([[0], [0]]);
    expect(setsOf(thresholdScores(S, Number.NEGATIVE_INFINITY))).toEqual([
      [0, 1],
      [0, 1],
    ]);
  });

  test.prop([smallCase, fc.integer({ min: -3, max: 3 })])(
    "agrees with an entry-by-entry comparison",
    (c, t) => {
      const got = setsOf(thresholdScores(denseFrom(c.scores, c.m), t));
      expect(got).toEqual(c.scores.map((row) => row.flatMap((s, j) => (s > t ? [j] : []))));
    },
  );

  it("names the row of a non-finite score (E_NUMERIC)", () => {
    try {
      thresholdScores(
        denseFrom(
          [
            [1, 2],
            [3, Number.NaN],
          ],
          2,
        ),
      );
      expect.unreachable();
    } catch (e) {
      expect(isTextboostError(e, "E_NUMERIC")).toBe(true);
      expect((e as { row: number }).row).toBe(1);
      expect(String(e)).toMatch(/row 1: score for label 1 is NaN/);
    }
    expect(() => thresholdScores(denseFrom([[Number.POSITIVE_INFINITY]], 1))).toThrow(/finite/);
  });

  it("rejects wrong sizes (E_SHAPE) and NaN thresholds (E_INVALID_ARGUMENT)", () => {
    const S = denseFrom([[1, 2]], 2);
    expect(() => thresholdScores(S, [1])).toThrow(/1 thresholds for 2 labels/);
    expect(() => thresholdScores({ rows: 2, cols: 2, data: new Float64Array(3) })).toThrow(/E_SHAPE/);
    expect(() => thresholdScores(S, Number.NaN)).toThrow(/E_INVALID_ARGUMENT/);
  });
});
