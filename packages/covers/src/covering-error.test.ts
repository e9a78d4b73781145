import { fc, test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { compileCover } from "./compile-cover.js";
import { coveringError } from "./covering-error.js";
import { coveringLoss } from "./covering-loss.js";
import { hammingCover } from "./hamming-cover.js";
import { arbCoverCase } from "./test-support/arb-case.js";
import { bruteCoveringError, labelVectors } from "./test-support/brute-force.js";
import { twoSetsCover } from "./two-sets-cover.js";
import { weightedNegativeCover } from "./weighted-negative-cover.js";
import { weightedPositiveCover } from "./weighted-positive-cover.js";
import { zeroOneCover } from "./zero-one-cover.js";

/** Predicted ±1 per (document, label): score > 0. */
function predicted(scores: { cols: number; data: Float64Array }, i: number, j: number): number {
  return scores.data[i * scores.cols + j]! > 0 ? 1 : -1;
}

describe("coveringError", () => {
  test.prop([arbCoverCase({ huge: true })])(
    "equals the definition of Section 2 (any cover)",
    ({ Y, scores, cover }) => {
      expect(coveringError(cover, Y, scores)).toBeCloseTo(bruteCoveringError(cover, Y, scores), 12);
    },
  );

  test.prop([arbCoverCase({ huge: true })])(
    "is at most the covering loss / log 2",
    ({ Y, scores, cover }) => {
      const err = coveringError(cover, Y, scores);
      const L = coveringLoss(cover, Y, scores);
      expect(err).toBeLessThanOrEqual(L / Math.LN2 + 1e-9 * (1 + L));
    },
  );

  test.prop([arbCoverCase({ huge: true })])("Hamming cover: Hamming loss · k", ({ Y, scores }) => {
    const ys = labelVectors(Y);
    let wrong = 0;
    ys.forEach((y, i) => {
      y.forEach((v, j) => {
        if (predicted(scores, i, j) !== v) wrong++;
      });
    });
    const hammingLoss = wrong / (Y.rows * Y.cols);
    expect(coveringError(hammingCover(), Y, scores)).toBeCloseTo(hammingLoss * Y.cols, 12);
  });

  test.prop([arbCoverCase({ huge: true })])("zero-one cover: the 0/1 subset loss", ({ Y, scores }) => {
    const ys = labelVectors(Y);
    const subset = ys.filter((y, i) => y.some((v, j) => predicted(scores, i, j) !== v)).length / Y.rows;
    expect(coveringError(zeroOneCover(), Y, scores)).toBeCloseTo(subset, 12);
  });

  test.prop([arbCoverCase({ huge: true }), fc.integer({ min: 1, max: 8 })])(
    "two-sets, weighted-positive and weighted-negative: missed positives and false positives",
    ({ Y, scores }, w) => {
      let ts = 0;
      let wp = 0;
      let wn = 0;
      labelVectors(Y).forEach((y, i) => {
        const missed = y.filter((v, j) => v > 0 && predicted(scores, i, j) < 0).length;
        const falsePos = y.filter((v, j) => v < 0 && predicted(scores, i, j) > 0).length;
        ts += (missed > 0 ? 1 : 0) + (falsePos > 0 ? 1 : 0);
        wp += (missed > 0 ? w : 0) + falsePos;
        wn += missed + (falsePos > 0 ? w : 0);
      });
      expect(coveringError(twoSetsCover(), Y, scores)).toBeCloseTo(ts / Y.rows, 12);
      expect(coveringError(weightedPositiveCover(w), Y, scores)).toBeCloseTo(wp / Y.rows, 12);
      expect(coveringError(weightedNegativeCover(w), Y, scores)).toBeCloseTo(wn / Y.rows, 12);
    },
  );

  test.prop([arbCoverCase(), fc.double({ min: -3, max: 3, noNaN: true })])(
    "thresholds: one number shifts every label",
    ({ Y, scores, cover }, t) => {
      expect(coveringError(cover, Y, scores, { thresholds: t })).toBeCloseTo(
        bruteCoveringError(cover, Y, scores, t),
        12,
      );
      const shifted = { ...scores, data: scores.data.map((v) => v - t) };
      expect(coveringError(cover, Y, scores, { thresholds: new Array(Y.cols).fill(t) })).toBeCloseTo(
        coveringError(cover, Y, shifted),
        12,
      );
    },
  );

  test.prop([arbCoverCase()])("a compiled cover gives the same error", ({ Y, scores, cover }) => {
    expect(coveringError(compileCover(cover, Y), Y, scores)).toBe(coveringError(cover, Y, scores));
  });

  it("a score of exactly 0 predicts 'absent'", () => {
    const Y = {
      format: "csr",
      rows: 1,
      cols: 2,
      indptr: Int32Array.of(0, 1),
      indices: Int32Array.of(0),
    } as const;
    expect(coveringError(hammingCover(), Y, { rows: 1, cols: 2, data: Float64Array.of(0, 0) })).toBe(1);
  });

  it("the example of the docs", () => {
    const Y = {
      format: "csr",
      rows: 1,
      cols: 3,
      indptr: Int32Array.of(0, 1),
      indices: Int32Array.of(0),
    } as const;
    const scores = { rows: 1, cols: 3, data: Float64Array.of(2, 0.5, -1) };
    expect(coveringError(hammingCover(), Y, scores)).toBe(1);
    expect(coveringError(zeroOneCover(), Y, scores)).toBe(1);
    expect(coveringError(twoSetsCover(), Y, scores)).toBe(1);
    expect(coveringError(weightedNegativeCover(4), Y, scores)).toBe(4);
  });

  it("rejects bad input with stable codes", () => {
    const Y = {
      format: "csr",
      rows: 1,
      cols: 2,
      indptr: Int32Array.of(0, 1),
      indices: Int32Array.of(0),
    } as const;
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return isTextboostError(e) ? e.code : "not a TextboostError";
      }
      return "nothing thrown";
    };
    expect(
      code(() => coveringError(hammingCover(), Y, { rows: 1, cols: 3, data: new Float64Array(3) })),
    ).toBe("E_SHAPE");
    expect(
      code(() =>
        coveringError(hammingCover(), Y, { rows: 1, cols: 2, data: Float64Array.of(0, Number.NaN) }),
      ),
    ).toBe("E_NUMERIC");
    expect(
      code(() =>
        coveringError(
          hammingCover(),
          Y,
          { rows: 1, cols: 2, data: new Float64Array(2) },
          { thresholds: [0] },
        ),
      ),
    ).toBe("E_SHAPE");
    const empty = {
      format: "csr",
      rows: 0,
      cols: 2,
      indptr: Int32Array.of(0),
      indices: new Int32Array(0),
    } as const;
    expect(
      code(() => coveringError(hammingCover(), empty, { rows: 0, cols: 2, data: new Float64Array(0) })),
    ).toBe("E_SHAPE");
    const other = {
      format: "csr",
      rows: 1,
      cols: 2,
      indptr: Int32Array.of(0, 1),
      indices: Int32Array.of(1),
    } as const;
    expect(
      code(() =>
        coveringError(compileCover(hammingCover(), other), Y, {
          rows: 1,
          cols: 2,
          data: new Float64Array(2),
        }),
      ),
    ).toBe("E_INVALID_ARGUMENT");
  });
});
