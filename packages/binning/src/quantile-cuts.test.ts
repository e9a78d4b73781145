import { test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkBins, MAX_BINS } from "./bin-count.js";
import { quantileCuts } from "./quantile-cuts.js";
import { arbFeatureValue } from "./test-support/real-matrix.js";

const arbValues = fc.array(arbFeatureValue, { maxLength: 40 }).map((v) => Float64Array.from(v).sort());
const arbBins = fc.integer({ min: 1, max: 12 });

function distinct(values: Float64Array, keep: (v: number) => boolean): number[] {
  return [...new Set(Array.from(values).filter(keep))].sort((a, b) => a - b);
}

describe("quantileCuts", () => {
  test.prop([arbValues, arbBins])("sorted, distinct, at most bins per sign, within the values", (v, bins) => {
    const cuts = Array.from(quantileCuts(v, bins));
    for (let i = 1; i < cuts.length; i++) expect(cuts[i - 1]!).toBeLessThan(cuts[i]!);
    const negative = cuts.filter((t) => t < 0);
    const positive = cuts.filter((t) => t >= 0);
    expect(negative.length).toBeLessThanOrEqual(bins);
    expect(positive.length).toBeLessThanOrEqual(bins);
    const values = Array.from(v);
    // every cut separates the values it stands for: some on each side of it
    const largestNegative = Math.max(...values.filter((x) => x < 0));
    for (const t of negative) {
      expect(values.some((x) => x <= t)).toBe(true);
      // the last negative cut has the zeros above it; the others some negative value
      if (t < largestNegative) expect(values.some((x) => x > t && x < 0)).toBe(true);
      expect(t).toBeGreaterThanOrEqual(Math.min(...values));
    }
    for (const t of positive) {
      expect(values.some((x) => x > t)).toBe(true);
      expect(t).toBeLessThan(Math.max(...values));
    }
    // 0 is a cut iff there is a positive value
    expect(positive[0] === 0).toBe(values.some((x) => x > 0));
    expect(positive.filter((t) => t === 0).length).toBeLessThanOrEqual(1);
  });

  test.prop([arbValues, arbBins])("few distinct values: every boundary is a cut", (v, bins) => {
    const pos = distinct(v, (x) => x > 0);
    const neg = distinct(v, (x) => x < 0);
    const cuts = Array.from(quantileCuts(v, bins));
    if (pos.length <= bins) {
      // 0, then one cut between each pair of consecutive distinct positive values
      const positive = cuts.filter((t) => t >= 0);
      expect(positive.length).toBe(pos.length);
      for (let i = 1; i < pos.length; i++) {
        expect(positive[i]!).toBeGreaterThanOrEqual(pos[i - 1]!);
        expect(positive[i]!).toBeLessThan(pos[i]!);
      }
    }
    if (neg.length <= bins) {
      const negative = cuts.filter((t) => t < 0);
      expect(negative.length).toBe(neg.length);
      for (let i = 0; i < neg.length; i++) {
        expect(negative[i]!).toBeGreaterThanOrEqual(neg[i]!);
        expect(negative[i]!).toBeLessThan(neg[i + 1] ?? 0);
      }
    }
  });

  it("cuts many distinct values near their quantiles", () => {
    const v = Float64Array.from({ length: 100 }, (_, i) => i + 1); // 1 ... 100
    const cuts = Array.from(quantileCuts(v, 4));
    // brute force: the q/4 quantiles of 100 values sit between the 25th/26th, 50th/51st, 75th/76th
    expect(cuts).toEqual([0, 25.5, 50.5, 75.5]);
  });

  it("has no cut for zeros only", () => {
    expect(quantileCuts(Float64Array.of(0, 0), 4).length).toBe(0);
  });

  it.each([0, -1, 1.5, Number.NaN, MAX_BINS + 1])("refuses bins = %s", (bins) => {
    try {
      checkBins(bins, "--bins");
      expect.unreachable();
    } catch (e) {
      expect(isTextboostError(e) && e.code).toBe("E_INVALID_ARGUMENT");
      expect((e as Error).message).toContain("--bins");
    }
    expect(() => quantileCuts(Float64Array.of(1), bins)).toThrow();
  });
});
