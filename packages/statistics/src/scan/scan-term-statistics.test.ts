import { fc, test } from "@fast-check/vitest";
import { trainingSet } from "@textboost/sparse";
import { arbSmallWeightedData, bruteTermWeights } from "@textboost/testing";
import { describe, expect } from "vitest";
import { labelTotals } from "../sum/label-totals.js";
import { scanTermStatistics } from "./scan-term-statistics.js";

describe("scanTermStatistics", () => {
  test.prop([arbSmallWeightedData()])(
    "gives W(k, j, ±) of equation (5), and the absent side by subtraction",
    (d) => {
      const ts = trainingSet(d.dataset.X, d.dataset.Y);
      const totals = labelTotals(ts, d.weights);
      const seen: number[] = [];
      scanTermStatistics(ts, d.weights, (k, pos, neg) => {
        seen.push(k);
        for (let j = 0; j < ts.Y.cols; j++) {
          const W = bruteTermWeights(d, k, j);
          expect(pos[j]).toBeCloseTo(W[1][1], 12);
          expect(neg[j]).toBeCloseTo(W[1][0], 12);
          expect(totals.positive[j]! - pos[j]!).toBeCloseTo(W[0][1], 12);
          expect(totals.negative[j]! - neg[j]!).toBeCloseTo(W[0][0], 12);
        }
      });
      expect(seen).toEqual(Array.from({ length: ts.X.cols }, (_, k) => k));
    },
  );

  test.prop([arbSmallWeightedData({ maxTerms: 8 }), fc.integer({ min: 0, max: 7 })])(
    "scans only the terms asked for",
    (d, k0) => {
      const ts = trainingSet(d.dataset.X, d.dataset.Y);
      const k = k0 % ts.X.cols;
      const seen: number[] = [];
      scanTermStatistics(ts, d.weights, (t) => seen.push(t), [k]);
      expect(seen).toEqual([k]);
    },
  );

  test.prop([arbSmallWeightedData()])("rejects weights of the wrong length", (d) => {
    const ts = trainingSet(d.dataset.X, d.dataset.Y);
    expect(() => scanTermStatistics(ts, d.weights.subarray(1), () => {})).toThrow(/weights have/);
  });
});
