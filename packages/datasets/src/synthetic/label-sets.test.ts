import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { continuationProbability } from "./label-sets.js";

describe("continuationProbability", () => {
  test.prop([fc.double({ min: 1, max: 6, noNaN: true }), fc.integer({ min: 1, max: 6 })])(
    "gives the q whose capped geometric count has the requested mean",
    (mean, max) => {
      const q = continuationProbability(mean, max);
      expect(q).toBeGreaterThanOrEqual(0);
      expect(q).toBeLessThanOrEqual(1);
      // mean of min(1 + G, max) by direct summation of P(count >= k) = q^(k-1)
      let expected = 0;
      for (let k = 1; k <= max; k++) expected += q ** (k - 1);
      expect(expected).toBeCloseTo(Math.min(Math.max(mean, 1), max), 6);
    },
  );
});
