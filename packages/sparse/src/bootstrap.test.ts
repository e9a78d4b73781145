import { fc, test } from "@fast-check/vitest";
import { createRandom, isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { bootstrapSample } from "./bootstrap.js";
import { thrown } from "./test-support/reference.js";

describe("bootstrapSample", () => {
  test.prop([fc.integer(), fc.integer({ min: 1, max: 50 }), fc.option(fc.nat(80), { nil: undefined })])(
    "is deterministic for a seed, has the requested size and stays in range",
    (seed, n, size) => {
      const a = bootstrapSample(n, createRandom(seed), size);
      const b = bootstrapSample(n, createRandom(seed), size);
      expect(a).toEqual(b);
      expect(a.length).toBe(size ?? n);
      for (const x of a) expect(x >= 0 && x < n).toBe(true);
    },
  );

  it("is uniform enough (chi-square over 20 rows, fixed seed)", () => {
    const n = 20;
    const draws = 40_000;
    const ids = bootstrapSample(n, createRandom(12345), draws);
    const counts = new Array<number>(n).fill(0);
    for (const x of ids) counts[x]!++;
    const expected = draws / n;
    const chi2 = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(43.82); // 99.9% quantile of chi-square with 19 degrees of freedom
    expect(Math.min(...counts)).toBeGreaterThan(0);
  });

  it("different seeds give different samples", () => {
    expect(bootstrapSample(100, createRandom(1))).not.toEqual(bootstrapSample(100, createRandom(2)));
  });

  it("allows an empty sample of nothing, rejects drawing from nothing and bad sizes", () => {
    expect(bootstrapSample(0, createRandom(1)).length).toBe(0);
    for (const f of [
      () => bootstrapSample(0, createRandom(1), 3),
      () => bootstrapSample(-1, createRandom(1)),
      () => bootstrapSample(2.5, createRandom(1)),
      () => bootstrapSample(3, createRandom(1), -2),
    ]) {
      expect(isTextboostError(thrown(f), "E_INVALID_ARGUMENT")).toBe(true);
    }
  });
});
