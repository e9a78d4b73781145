import { test } from "@fast-check/vitest";
import { trainingSet } from "@textboost/sparse";
import { arbSmallWeightedData } from "@textboost/testing";
import { describe, expect } from "vitest";
import { arbWeighted } from "../test-support/arb-weighted.js";
import { bits } from "../test-support/bits.js";
import { weightsInMemory } from "../test-support/weights-in-memory.js";
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

describe("labelTotals over D in a weights memory", () => {
  test.prop([arbWeighted({ zeros: true })])(
    "sums in WebAssembly SIMD with the JavaScript loop's bits, and in this thread's room",
    ({ ts, w }) => {
      const { D, memory, at } = weightsInMemory(ts, w);
      const simd = labelTotals(ts, D);
      const js = labelTotals(ts, D, false);
      expect(bits(simd.positive)).toEqual(bits(js.positive));
      expect(bits(simd.negative)).toEqual(bits(js.negative));
      // The kernel ran in the room: every document's id is there.
      const g = ts.X.rows;
      expect(Array.from(new Int32Array(memory.buffer, at.termDocuments, g))).toEqual(
        Array.from({ length: g }, (_, i) => i),
      );
    },
  );
});
