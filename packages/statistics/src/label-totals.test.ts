import { test } from "@fast-check/vitest";
import { trainingSet } from "@textboost/sparse";
import { arbSmallWeightedData } from "@textboost/testing";
import { describe, expect } from "vitest";
import { labelTotals } from "./label-totals.js";

describe("labelTotals", () => {
  test.prop([arbSmallWeightedData()])("sums D per label over the documents with and without it", (d) => {
    const ts = trainingSet(d.dataset.X, d.dataset.Y);
    const { positive, negative } = labelTotals(ts, d.weights);
    const m = ts.Y.cols;
    for (let j = 0; j < m; j++) {
      let p = 0;
      let n = 0;
      d.y.forEach((row, i) => {
        if (row[j]) p += d.weights[i * m + j]!;
        else n += d.weights[i * m + j]!;
      });
      expect(positive[j]).toBeCloseTo(p, 14);
      expect(negative[j]).toBeCloseTo(n, 14);
    }
  });
});
