import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { scoredCase, scoresOf } from "./test-support/cases.js";
import { topKLabels } from "./top-k-labels.js";

describe("topKLabels (RCut)", () => {
  it("the documented example, and k = 0", () => {
    const scores = { rows: 1, cols: 3, data: Float64Array.of(-1, 2, 0.5) };
    expect(Array.from(topKLabels(scores, 2).indices)).toEqual([1, 2]);
    expect(topKLabels(scores, 0).indices.length).toBe(0);
    expect(() => topKLabels(scores, 1.5)).toThrow(/whole number/);
  });

  test.prop([scoredCase(), fc.integer({ min: 0, max: 6 })])(
    "every row holds the min(k, labels) first labels of the order (score down, label up) (brute force)",
    (c, k) => {
      const P = topKLabels(scoresOf(c), k);
      for (let i = 0; i < c.n; i++) {
        const want = c.scores[i]!.map((s, j) => [s, j] as const)
          .sort((a, b) => b[0] - a[0] || a[1] - b[1])
          .slice(0, k)
          .map(([, j]) => j)
          .sort((a, b) => a - b);
        expect(Array.from(P.indices.subarray(P.indptr[i], P.indptr[i + 1]))).toEqual(want);
      }
    },
  );
});
