import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { hammingLoss } from "./hamming-loss.js";
import { rankingLoss } from "./ranking-loss.js";
import { denseFrom, labelMatrixFromSets } from "./test-support/fixtures.js";

const Y = labelMatrixFromSets([[0], [1]], 2);

function codeOf(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    return isTextboostError(e) ? e.code : "not a TextboostError";
  }
  return undefined;
}

describe("input validation", () => {
  it("rejects malformed label matrices with E_SHAPE", () => {
    const unsorted = { ...Y, indptr: Int32Array.of(0, 2, 2), indices: Int32Array.of(1, 0) };
    expect(codeOf(() => hammingLoss(unsorted, Y))).toBe("E_SHAPE");
    const outOfRange = { ...Y, indices: Int32Array.of(0, 2) };
    expect(codeOf(() => hammingLoss(Y, outOfRange))).toBe("E_SHAPE");
    const badIndptr = { ...Y, indptr: Int32Array.of(0, 1) };
    expect(codeOf(() => hammingLoss(badIndptr, Y))).toBe("E_SHAPE");
  });

  it("rejects a non-binary label matrix with E_INVALID_ARGUMENT naming the row", () => {
    const weighted = { ...Y, values: Float64Array.of(1, 0.5) };
    expect(() => hammingLoss(weighted, Y)).toThrow(/row 1: Y must be binary/);
    expect(hammingLoss({ ...Y, values: Float64Array.of(1, 1) }, Y)).toBe(0);
  });

  it("rejects scores of another shape (E_SHAPE) or with NaN (E_NUMERIC, row named)", () => {
    expect(codeOf(() => rankingLoss(Y, denseFrom([[1, 2, 3]], 3)))).toBe("E_SHAPE");
    expect(() =>
      rankingLoss(
        Y,
        denseFrom(
          [
            [1, 2],
            [Number.NaN, 0],
          ],
          2,
        ),
      ),
    ).toThrow(/row 1/);
    expect(
      codeOf(() =>
        rankingLoss(
          Y,
          denseFrom(
            [
              [1, 2],
              [Number.NaN, 0],
            ],
            2,
          ),
        ),
      ),
    ).toBe("E_NUMERIC");
  });
});
