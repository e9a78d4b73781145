import { fc, test } from "@fast-check/vitest";
import { toCsc } from "@textboost/sparse";
import { arbDenseRows, csrFromDenseRows } from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { binThreshold, histogramBins, resolveBins } from "./histogram-bins.js";

const arbColumns = fc
  .record({
    g: fc.integer({ min: 1, max: 40 }),
    r: fc.integer({ min: 1, max: 3 }),
    B: fc.integer({ min: 2, max: 9 }),
  })
  .chain(({ g, r, B }) =>
    fc.record({
      B: fc.constant(B),
      x: arbDenseRows(g, r),
    }),
  );

describe("histogramBins", () => {
  test.prop([arbColumns])(
    "bin b holds exactly the values in (t_{b-1}, t_b], bins are non-empty and at most B",
    ({ x, B }) => {
      const Xc = toCsc(csrFromDenseRows(x.map((row) => row.map((v) => (Object.is(v, -0) ? 0 : v)))));
      const bins = histogramBins(Xc, B);
      const g = x.length;
      for (let c = 0; c < Xc.cols; c++) {
        const n = bins.binStart[c + 1]! - bins.binStart[c]!;
        expect(n).toBeGreaterThanOrEqual(1);
        expect(n).toBeLessThanOrEqual(B);
        const distinct = new Set(x.map((row) => row[c]! + 0)).size;
        expect(n).toBeLessThanOrEqual(distinct);
        for (let b = 0; b + 1 < n - 1; b++)
          expect(binThreshold(bins, c, b)).toBeLessThan(binThreshold(bins, c, b + 1));
        const counts = new Array<number>(n).fill(0);
        for (let i = 0; i < g; i++) {
          const v = x[i]![c]!;
          const bin = bins.binOf[i * Xc.cols + c]!;
          counts[bin]!++;
          for (let b = 0; b < n - 1; b++) expect(v <= binThreshold(bins, c, b)).toBe(bin <= b);
        }
        expect(counts.every((k) => k > 0)).toBe(true);
      }
    },
  );

  it("cuts distinct values into equal-frequency bins", () => {
    const x = Array.from({ length: 100 }, (_, i) => [i + 1]);
    const bins = histogramBins(toCsc(csrFromDenseRows(x)), 8);
    expect(Array.from(bins.thresholds)).toEqual([13.5, 25.5, 38.5, 50.5, 63.5, 75.5, 88.5]);
  });

  it("cuts a long column at the quantiles of a sample: bins of about equal frequency", () => {
    const g = 5000;
    // A scrambled, skewed column: values i³ in a pseudo-random document order.
    const x = Array.from({ length: g }, (_, i) => [((i * 7919) % g) ** 3 / 1e9]);
    const B = 16;
    const bins = histogramBins(toCsc(csrFromDenseRows(x)), B);
    expect(bins.binStart[1]).toBe(B);
    const counts = new Array<number>(B).fill(0);
    for (let i = 0; i < g; i++) counts[bins.binOf[i]!]!++;
    for (const k of counts) expect(Math.abs(k - g / B)).toBeLessThan(0.3 * (g / B));
  });

  it("gives a constant column one bin and no threshold", () => {
    const bins = histogramBins(
      toCsc(
        csrFromDenseRows([
          [0, 1],
          [0, 2],
          [0, 3],
        ]),
      ),
      8,
    );
    expect(bins.binStart[1]! - bins.binStart[0]!).toBe(1);
    expect(bins.binStart[2]! - bins.binStart[1]!).toBe(3);
  });

  it("rejects a bin count that is not an integer from 2 to 65,536", () => {
    expect(resolveBins(undefined, 32)).toBe(32);
    for (const bad of [1, 0, 2.5, Number.NaN, 70000])
      expect(() => resolveBins(bad, 32)).toThrow(/bins must be/);
  });
});
