import { test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { cooccurrenceCosine } from "./cooccurrence-cosine.js";
import { arbSmallData, labelsOf } from "./test-support/arbitraries.js";
import { refCosine } from "./test-support/reference.js";

describe("cooccurrenceCosine", () => {
  it("the TSDoc example", () => {
    expect(
      Array.from(
        cooccurrenceCosine(
          labelsOf(
            [
              [true, false],
              [true, true],
              [false, true],
            ],
            2,
          ),
        ).data,
      ),
    ).toEqual([1, 0.5, 0.5, 1]);
  });

  test.prop([arbSmallData])(
    "is the cosine between label columns, 0 for a label without documents",
    ({ Y }) => {
      const m = Y[0]!.length;
      const got = cooccurrenceCosine(labelsOf(Y, m));
      const column = (j: number) => Y.map((row) => (row[j] ? 1 : 0));
      for (let j = 0; j < m; j++) {
        for (let k = 0; k < m; k++) {
          expect(got.data[j * m + k]).toBeCloseTo(refCosine(column(j), column(k)), 12);
          expect(got.data[j * m + k]).toBe(got.data[k * m + j]);
        }
      }
    },
  );
});
