import { fc, test } from "@fast-check/vitest";
import { createRandom } from "@textboost/core";
import { csrFromRows, toCsc } from "@textboost/sparse";
import { arbCsrMatrix } from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { fitProjection } from "./fit-projection.js";
import { splitVocabulary } from "./vocabulary-split.js";

const arbCase = fc
  .record({
    rows: fc.integer({ min: 1, max: 12 }),
    cols: fc.integer({ min: 1, max: 8 }),
    k: fc.integer({ min: 1, max: 4 }),
    seed: fc.nat(),
  })
  .chain((c) =>
    fc.record({
      X: arbCsrMatrix({ rows: c.rows, cols: c.cols }),
      subsets: fc.integer({ min: 1, max: c.cols }),
      k: fc.constant(c.k),
      seed: fc.constant(c.seed),
    }),
  );

describe("fitProjection", () => {
  test.prop([arbCase])(
    "one block per subset, at most k (and at most its terms) dimensions, T = V·S⁻¹ with orthogonal columns, reproducible",
    ({ X, subsets, k, seed }) => {
      const split = splitVocabulary(X.cols, subsets, createRandom(seed));
      const options = { lsiDims: k, sampleFraction: 0.75 };
      const p = fitProjection(toCsc(X), split, options, createRandom(seed));
      expect(p.terms).toBe(X.cols);
      expect(p.dimsPerBlock).toBe(k);
      p.blocks.forEach((b, i) => {
        expect(b.terms).toEqual(split[i]);
        expect(b.dims).toBeLessThanOrEqual(Math.min(k, b.terms.length));
        expect(b.T).toHaveLength(b.terms.length * b.dims);
        for (const v of b.T) expect(Number.isFinite(v)).toBe(true);
        // Columns of V·S⁻¹ are orthogonal with norms 1/σ, descending σ: increasing norms.
        const col = (c: number) => Array.from(b.terms, (_, r) => b.T[r * b.dims + c]!);
        const dot = (u: number[], v: number[]) => u.reduce((s, x, r) => s + x * v[r]!, 0);
        for (let c = 0; c < b.dims; c++) {
          for (let e = c + 1; e < b.dims; e++) {
            const scale = Math.sqrt(dot(col(c), col(c)) * dot(col(e), col(e)));
            expect(Math.abs(dot(col(c), col(e)))).toBeLessThanOrEqual(1e-8 * scale);
            expect(dot(col(c), col(c))).toBeLessThanOrEqual(dot(col(e), col(e)) * (1 + 1e-9));
          }
        }
      });
      expect(fitProjection(toCsc(X), split, options, createRandom(seed))).toEqual(p);
    },
  );

  it("gives an empty block no dimension and a rank-one block one", () => {
    // Terms 0 and 1 occur in every document with the same values; term 2 never occurs.
    const X = csrFromRows(
      Array.from({ length: 6 }, () => ({ indices: [0, 1], values: [1, 2] })),
      3,
    );
    const p = fitProjection(
      toCsc(X),
      [Int32Array.of(0, 1), Int32Array.of(2)],
      { lsiDims: 2, sampleFraction: 0.75 },
      createRandom(3),
    );
    expect(p.blocks.map((b) => b.dims)).toEqual([1, 0]);
    // The document (1, 2) maps to U = 1/√(samples): |x·T| · √(sample size) = 1.
    const t = p.blocks[0]!.T;
    expect(Math.abs((1 * t[0]! + 2 * t[1]!) * Math.sqrt(5))).toBeCloseTo(1, 10);
  });

  it("drops a dimension whose singular value is too small to invert (subnormal data)", () => {
    const X = csrFromRows([{ indices: [0], values: [-5e-324] }, { indices: [] }], 2);
    const p = fitProjection(
      toCsc(X),
      [Int32Array.of(0, 1)],
      { lsiDims: 1, sampleFraction: 1 },
      createRandom(1),
    );
    for (const v of p.blocks[0]!.T) expect(Number.isFinite(v)).toBe(true);
    expect(p.blocks[0]!.T).toHaveLength(2 * p.blocks[0]!.dims);
  });
});
