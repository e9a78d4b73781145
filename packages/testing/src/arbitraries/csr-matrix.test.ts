import { fc, test } from "@fast-check/vitest";
import { validateCsr } from "@textboost/sparse";
import { describe, expect, it } from "vitest";
import { arbCsrMatrix } from "./csr-matrix.js";
import { arbLabelMatrix } from "./label-matrix.js";

describe("arbCsrMatrix", () => {
  test.prop([arbCsrMatrix()])("gives valid CSR matrices of the default size", (m) => {
    validateCsr(m);
    expect(m.rows).toBeLessThanOrEqual(8);
    expect(m.cols).toBeLessThanOrEqual(8);
  });

  test.prop([arbCsrMatrix({ rows: 3, cols: { min: 2, max: 4 }, binary: true, density: 1 })])(
    "respects fixed sizes, ranges and binary",
    (m) => {
      validateCsr(m);
      expect(m.rows).toBe(3);
      expect(m.cols >= 2 && m.cols <= 4).toBe(true);
      expect(m.values).toBeUndefined();
    },
  );

  test.prop([arbCsrMatrix({ binary: false, values: fc.integer({ min: 1, max: 3 }) })])(
    "uses the given value arbitrary",
    (m) => {
      validateCsr(m);
      expect(m.values).toBeInstanceOf(Float64Array);
      for (const v of m.values!) expect([1, 2, 3]).toContain(v);
    },
  );

  it("honours density roughly, and produces empty rows and both kinds by default", () => {
    const sample = fc.sample(arbCsrMatrix({ rows: 20, cols: 50, density: 0.1 }), { numRuns: 50, seed: 4 });
    const filled = sample.map((m) => m.indices.length / (m.rows * m.cols));
    for (const f of filled) expect(f).toBeLessThanOrEqual(0.2);
    expect(filled.reduce((s, f) => s + f, 0) / filled.length).toBeGreaterThan(0.02);
    expect(sample.some((m) => m.values === undefined)).toBe(true);
    expect(sample.some((m) => m.values !== undefined)).toBe(true);
    const small = fc.sample(arbCsrMatrix({ rows: 5 }), { numRuns: 100, seed: 5 });
    expect(
      small.some((m) => m.cols > 0 && [...Array(m.rows).keys()].some((r) => m.indptr[r] === m.indptr[r + 1])),
    ).toBe(true);
  });

  test.prop([arbCsrMatrix({ density: 0 })])("density 0 stores nothing", (m) => {
    expect(m.indices.length).toBe(0);
  });
});

describe("arbLabelMatrix", () => {
  test.prop([arbLabelMatrix({ rows: { min: 1, max: 6 }, labels: 4 })])("gives binary label matrices", (Y) => {
    validateCsr(Y);
    expect(Y.values).toBeUndefined();
    expect(Y.cols).toBe(4);
    expect(Y.rows >= 1 && Y.rows <= 6).toBe(true);
  });
});
