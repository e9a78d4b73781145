import { describe, expect, it } from "vitest";
import { inverseDocumentFrequency, pivotedTermFrequency } from "./term-weights.js";

describe("inverseDocumentFrequency", () => {
  it("is ln(N / df)", () => {
    expect(inverseDocumentFrequency(100, 10)).toBeCloseTo(Math.LN10, 14);
    expect(inverseDocumentFrequency(7, 7)).toBe(0);
    expect(inverseDocumentFrequency(8, 1)).toBeCloseTo(3 * Math.LN2, 14);
  });
});

describe("pivotedTermFrequency", () => {
  it("is 1 for a term seen once in a document of average length where every term occurs once", () => {
    expect(pivotedTermFrequency(1, 1, 40, 40, 0.3)).toBe(1);
  });

  it("matches hand-computed values", () => {
    // d = 4, avg_d = 2: (1 + 2 ln 2) / (1 + ln 2); m_i = 2 avg_m: denominator 1 - 0.3 + 0.6 = 1.3
    const expected = (1 + 2 * Math.LN2) / (1 + Math.LN2) / 1.3;
    expect(pivotedTermFrequency(4, 2, 20, 10, 0.3)).toBeCloseTo(expected, 14);
    // slope 0: no length normalisation
    expect(pivotedTermFrequency(4, 2, 1000, 10, 0)).toBeCloseTo((1 + 2 * Math.LN2) / (1 + Math.LN2), 14);
    // slope 1: divides by m_i / avg_m
    expect(pivotedTermFrequency(1, 1, 5, 10, 1)).toBeCloseTo(2, 14);
  });

  it("favours short documents: lower weight as m_i grows, for slope > 0", () => {
    const short = pivotedTermFrequency(2, 1.5, 10, 50, 0.3);
    const long = pivotedTermFrequency(2, 1.5, 200, 50, 0.3);
    expect(short).toBeGreaterThan(long);
    expect(long).toBeGreaterThan(0);
  });
});
