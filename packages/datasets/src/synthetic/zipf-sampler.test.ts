import { fc, test } from "@fast-check/vitest";
import { createRandom } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { zipfSampler } from "./zipf-sampler.js";

describe("zipfSampler", () => {
  test.prop([fc.integer({ min: 1, max: 50 }), fc.double({ min: 0, max: 3, noNaN: true })])(
    "probabilities sum to 1 and decrease with rank",
    (size, s) => {
      const z = zipfSampler(size, s);
      let sum = 0;
      for (let r = 0; r < size; r++) {
        sum += z.probability(r);
        if (r > 0) expect(z.probability(r)).toBeLessThanOrEqual(z.probability(r - 1) + 1e-15);
      }
      expect(sum).toBeCloseTo(1, 12);
      const harmonic = Array.from({ length: size }, (_, r) => 1 / (r + 1) ** s).reduce((a, b) => a + b);
      expect(z.probability(0)).toBeCloseTo(1 / harmonic, 12);
    },
  );

  it("draws ranks with the stated probabilities (chi-square, 5 ranks)", () => {
    const z = zipfSampler(5, 1);
    const r = createRandom(11);
    const n = 50_000;
    const counts = new Array<number>(5).fill(0);
    for (let i = 0; i < n; i++) counts[z.sample(r)]!++;
    const chi2 = counts.reduce(
      (acc, c, k) => acc + (c - n * z.probability(k)) ** 2 / (n * z.probability(k)),
      0,
    );
    expect(chi2).toBeLessThan(18.5); // 99.9% quantile, 4 degrees of freedom
  });

  it("with exponent 0 is uniform", () => {
    const z = zipfSampler(4, 0);
    for (let k = 0; k < 4; k++) expect(z.probability(k)).toBe(0.25);
  });
});
