import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  bm25InverseDocumentFrequency,
  bm25TermFrequency,
  inverseDocumentFrequency,
  pivotedTermFrequency,
  sublinearTermFrequency,
} from "./term-weights.js";

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

describe("sublinearTermFrequency", () => {
  it("is 1 + ln c", () => {
    expect(sublinearTermFrequency(1)).toBe(1);
    expect(sublinearTermFrequency(Math.E)).toBeCloseTo(2, 14);
    expect(sublinearTermFrequency(8)).toBeCloseTo(1 + 3 * Math.LN2, 14);
  });

  test.prop([fc.integer({ min: 1, max: 1e6 })])("is >= 1, <= c, and grows with c", (c) => {
    const w = sublinearTermFrequency(c);
    expect(w).toBeGreaterThanOrEqual(1);
    expect(w).toBeLessThanOrEqual(c);
    expect(sublinearTermFrequency(c + 1)).toBeGreaterThan(w);
  });
});

describe("bm25InverseDocumentFrequency", () => {
  it("is ln(1 + (N - df + 0.5) / (df + 0.5))", () => {
    // N = 9, df = 4: ln(1 + 5.5 / 4.5) = ln(10 / 4.5)
    expect(bm25InverseDocumentFrequency(9, 4)).toBeCloseTo(Math.log(10 / 4.5), 14);
  });

  test.prop([fc.integer({ min: 1, max: 1e6 }), fc.double({ min: 0, max: 1, noNaN: true })])(
    "is positive for every df in [1, N] and falls as df grows",
    (N, share) => {
      const df = Math.max(1, Math.round(share * N));
      const idf = bm25InverseDocumentFrequency(N, df);
      expect(idf).toBeGreaterThan(0);
      expect(Number.isFinite(idf)).toBe(true);
      if (df < N) expect(bm25InverseDocumentFrequency(N, df + 1)).toBeLessThan(idf);
    },
  );
});

describe("bm25TermFrequency", () => {
  it("matches hand-computed values", () => {
    // c = 2, len = 2 avg_len, k1 = 1.2, b = 0.75: K = 1.2 (0.25 + 1.5) = 2.1; 2 * 2.2 / 4.1
    expect(bm25TermFrequency(2, 200, 100, 1.2, 0.75)).toBeCloseTo(4.4 / 4.1, 14);
    // k1 = 0: binary
    expect(bm25TermFrequency(7, 3, 100, 0, 0.75)).toBe(1);
    // b = 0: no length normalisation, c (k1 + 1) / (c + k1)
    expect(bm25TermFrequency(3, 1000, 10, 2, 0)).toBeCloseTo(9 / 5, 14);
  });

  test.prop([
    fc.integer({ min: 1, max: 1000 }),
    fc.integer({ min: 0, max: 1000 }),
    fc.double({ min: 0.5, max: 500, noNaN: true }),
    fc.double({ min: 0, max: 100, noNaN: true }),
    fc.double({ min: 0, max: 1, noNaN: true }),
  ])("lies in (0, k1 + 1], grows with c and falls with the length", (c, extra, avg, k1, b) => {
    const len = c + extra;
    const w = bm25TermFrequency(c, len, avg, k1, b);
    expect(w).toBeGreaterThan(0);
    expect(w).toBeLessThanOrEqual((k1 + 1) * (1 + 1e-12));
    expect(bm25TermFrequency(c + 1, len + 1, avg, k1, b)).toBeGreaterThanOrEqual(
      bm25TermFrequency(c, len + 1, avg, k1, b) * (1 - 1e-12),
    );
    expect(bm25TermFrequency(c, len + 10, avg, k1, b)).toBeLessThanOrEqual(w * (1 + 1e-12));
  });
});
