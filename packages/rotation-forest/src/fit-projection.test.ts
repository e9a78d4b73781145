import { fc, test } from "@fast-check/vitest";
import { createRandom } from "@textboost/core";
import { csrFromRows, toCsc } from "@textboost/sparse";
import { arbCsrMatrix } from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { fitProjection } from "./fit-projection.js";
import { projectDocuments, projectionMatrix } from "./projection.js";
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

/**
 * A block of the projection: at most k (and at most its terms) dimensions, finite entries, and T =
 * V·S⁻¹: orthogonal columns whose norms 1/σ increase (σ descending). A column is checked as (its
 * largest |entry|) × (the column divided by it): with tiny σ (term values near 1e-230) the entries are
 * near 1e230 and their squares would overflow.
 */
function expectLsiBlock(b: { terms: Int32Array; dims: number; T: Float64Array }, k: number): void {
  expect(b.dims).toBeLessThanOrEqual(Math.min(k, b.terms.length));
  expect(b.T).toHaveLength(b.terms.length * b.dims);
  for (const v of b.T) expect(Number.isFinite(v)).toBe(true);
  const col = (c: number) => Array.from(b.terms, (_, r) => b.T[r * b.dims + c]!);
  const dot = (u: number[], v: number[]) => u.reduce((s, x, r) => s + x * v[r]!, 0);
  const unit = (u: number[]) => {
    const most = Math.max(...u.map(Math.abs));
    return { most, scaled: u.map((x) => x / most) };
  };
  const logNorm = (w: { most: number; scaled: number[] }) =>
    Math.log(w.most) + 0.5 * Math.log(dot(w.scaled, w.scaled));
  for (let c = 0; c < b.dims; c++) {
    for (let e = c + 1; e < b.dims; e++) {
      const u = unit(col(c));
      const v = unit(col(e));
      const scale = Math.sqrt(dot(u.scaled, u.scaled) * dot(v.scaled, v.scaled));
      expect(Math.abs(dot(u.scaled, v.scaled))).toBeLessThanOrEqual(1e-8 * scale);
      // ‖u‖² ≤ ‖v‖² (1 + 1e-9), in logarithms
      expect(logNorm(u)).toBeLessThanOrEqual(logNorm(v) + 0.5 * Math.log1p(1e-9));
    }
  }
}

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
        expectLsiBlock(b, k);
      });
      expect(fitProjection(toCsc(X), split, options, createRandom(seed))).toEqual(p);
      // Every training document, in the bootstrap samples or not, projects to finite coordinates.
      for (const v of projectDocuments(X, projectionMatrix(p)).values!) expect(Number.isFinite(v)).toBe(true);
    },
  );

  it("gives the counterexample of term values near 1e-230 a valid projection", () => {
    // fast-check's shrunk case (seed 984498284): σ near 1e-230, so V·S⁻¹ near 1e230.
    const X = csrFromRows(
      [
        { indices: [0, 3], values: [0, 2.074485273795044e-227] },
        { indices: [] },
        { indices: [] },
        { indices: [0, 1, 2, 4, 5], values: [0, 0, 2.967227432861371e-242, 0, 0] },
        ...Array.from({ length: 7 }, () => ({ indices: [] })),
        { indices: [2], values: [-3.934210323981284e-237] },
      ],
      7,
    );
    const split = splitVocabulary(7, 3, createRandom(696811209));
    const p = fitProjection(toCsc(X), split, { lsiDims: 2, sampleFraction: 0.75 }, createRandom(696811209));
    expect(p.blocks.some((b) => b.dims > 0)).toBe(true);
    for (const b of p.blocks) expectLsiBlock(b, 2);
  });

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
