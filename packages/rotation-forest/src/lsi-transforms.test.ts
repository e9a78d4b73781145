import { fc, test } from "@fast-check/vitest";
import type { CsrMatrix } from "@textboost/core";
import { createRandom } from "@textboost/core";
import { csrToDense, toCsc } from "@textboost/sparse";
import { arbCsrMatrix } from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { fitProjection } from "./fit-projection.js";
import {
  inverseDocumentFrequencies,
  largestUnitRowL1,
  normaliseBlockRows,
  normaliseRows,
  scaleColumns,
  termBlocks,
} from "./lsi-transforms.js";
import { memberInput } from "./member-input.js";
import { splitVocabulary } from "./vocabulary-split.js";

const arbMatrix = arbCsrMatrix({ rows: { min: 1, max: 10 }, cols: { min: 1, max: 8 } });

/** The Euclidean length of row i, from its dense form. */
function rowLength(A: CsrMatrix, i: number): number {
  const dense = csrToDense(A);
  let s = 0;
  for (let j = 0; j < A.cols; j++) s += dense.data[i * A.cols + j]! ** 2;
  return Math.sqrt(s);
}

describe("normaliseRows", () => {
  test.prop([arbMatrix])("gives every row with a non-zero value unit length and keeps the pattern", (A) => {
    const N = normaliseRows(A);
    expect(N.indptr).toEqual(A.indptr);
    expect(N.indices).toEqual(A.indices);
    for (let i = 0; i < A.rows; i++) {
      const from = A.indptr[i]!;
      const to = A.indptr[i + 1]!;
      const allZero = A.values?.subarray(from, to).every((v) => v === 0) === true;
      if (to === from || allZero) {
        for (let p = from; p < to; p++) expect(N.values![p]).toBe(0);
        continue;
      }
      // No value changes sign (a subnormal one beside a large one may become 0); the row's length is
      // 1 (values near 1e-300 included).
      for (let p = from; p < to; p++) {
        const x = A.values === undefined ? 1 : A.values[p]!;
        expect(N.values![p]! * x).toBeGreaterThanOrEqual(0);
      }
      expect(Math.abs(rowLength(N, i) - 1)).toBeLessThan(1e-12);
    }
  });

  it("scales (3, 4) to (0.6, 0.8), and tiny values without underflow", () => {
    const A: CsrMatrix = {
      format: "csr",
      rows: 2,
      cols: 2,
      indptr: Int32Array.of(0, 2, 4),
      indices: Int32Array.of(0, 1, 0, 1),
      values: Float64Array.of(3, 4, 3e-300, 4e-300),
    };
    const values = Array.from(normaliseRows(A).values!);
    for (const [got, want] of values.map((v, p) => [v, [0.6, 0.8, 0.6, 0.8][p]!]))
      expect(got).toBeCloseTo(want!, 14);
  });
});

describe("inverseDocumentFrequencies and scaleColumns (tf-idf)", () => {
  test.prop([arbMatrix])(
    "idf >= 1, smaller for a term in more documents; a column in every document gets idf 1, and tf-idf scales each column's values by its one idf",
    (A) => {
      const Xc = toCsc(A);
      const all = Int32Array.from({ length: A.cols }, (_, t) => t);
      const idf = inverseDocumentFrequencies(Xc, all);
      const df = Array.from(all, (t) => {
        let n = 0;
        for (let p = Xc.indptr[t]!; p < Xc.indptr[t + 1]!; p++)
          if (Xc.values === undefined || Xc.values[p] !== 0) n++;
        return n;
      });
      for (let t = 0; t < A.cols; t++) {
        expect(idf[t]).toBeGreaterThanOrEqual(1);
        expect(idf[t]).toBeCloseTo(Math.log((1 + A.rows) / (1 + df[t]!)) + 1, 12);
        if (df[t] === A.rows) expect(idf[t]).toBe(1);
        for (let u = 0; u < A.cols; u++) if (df[u]! > df[t]!) expect(idf[u]).toBeLessThan(idf[t]!);
      }
      const tfidf = scaleColumns(A, idf);
      for (let p = 0; p < A.indices.length; p++) {
        const tf = A.values === undefined ? 1 : A.values[p]!;
        expect(tfidf.values![p]).toBe(tf * idf[A.indices[p]!]!);
      }
    },
  );

  it("counts only the terms' own columns, in the order asked", () => {
    const Xc = toCsc({
      format: "csr",
      rows: 3,
      cols: 3,
      indptr: Int32Array.of(0, 2, 3, 4),
      indices: Int32Array.of(0, 2, 0, 0),
    });
    expect(Array.from(inverseDocumentFrequencies(Xc, Int32Array.of(2, 0, 1)))).toEqual([
      Math.log(4 / 2) + 1,
      1,
      Math.log(4) + 1,
    ]);
  });
});

describe("normalised rows at projection", () => {
  test.prop([arbMatrix, fc.nat(), fc.integer({ min: 1, max: 3 })])(
    "a member's input is each document's block row scaled to unit length, times the block's T; the unit rows' L1 norm is at most √(terms)",
    (X, seed, k) => {
      const split = splitVocabulary(X.cols, Math.min(2, X.cols), createRandom(seed));
      const p = fitProjection(
        toCsc(X),
        split,
        { lsiDims: k, sampleFraction: 0.75, lsiInput: "normalised" },
        createRandom(seed),
      );
      expect(p.normaliseRows).toBe(true);
      const got = csrToDense(memberInput(X, p, false));
      const dense = csrToDense(X);
      p.blocks.forEach((b, block) => {
        for (let i = 0; i < X.rows; i++) {
          const row = Array.from(b.terms, (t) => dense.data[i * X.cols + t]!);
          const most = Math.max(0, ...row.map(Math.abs));
          // The length as most × root: most × root itself would round away a subnormal row's digits.
          const root = most === 0 ? 0 : Math.sqrt(row.reduce((s, x) => s + (x / most) ** 2, 0));
          for (let c = 0; c < b.dims; c++) {
            const terms = row.map((x, r) => (most === 0 ? 0 : (x / most / root) * b.T[r * b.dims + c]!));
            const want = terms.reduce((s, x) => s + x, 0);
            const size = terms.reduce((s, x) => s + Math.abs(x), 0); // the scale of the rounding
            const value = got.data[i * got.cols + block * k + c]!;
            expect(Math.abs(value - want)).toBeLessThanOrEqual(1e-9 * Math.max(1e-300, size));
          }
        }
      });
      expect(largestUnitRowL1(X)).toBeLessThanOrEqual(Math.sqrt(X.cols) * (1 + 1e-12));
    },
  );

  it("scales each document's row on each block to unit length, and leaves a block it has no value on", () => {
    // Blocks {0, 1} and {2}; document 1 has nothing on block 0, document 2 nothing at all.
    const X: CsrMatrix = {
      format: "csr",
      rows: 3,
      cols: 3,
      indptr: Int32Array.of(0, 3, 4, 4),
      indices: Int32Array.of(0, 1, 2, 2),
      values: Float64Array.of(3, 4, -2, 5e-324),
    };
    const blocks = termBlocks({
      terms: 3,
      blocks: [{ terms: Int32Array.of(0, 1) }, { terms: Int32Array.of(2) }],
    });
    expect(Array.from(blocks)).toEqual([0, 0, 1]);
    const N = normaliseBlockRows(X, blocks, 2);
    expect(Array.from(N.values!)).toEqual([0.6, 0.8, -1, 1]);
    expect(N.indices).toEqual(X.indices);
  });
});
