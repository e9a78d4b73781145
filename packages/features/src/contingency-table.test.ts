import { test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { contingencyTable } from "./contingency-table.js";
import { arbDenseData, csrOf } from "./test-support/dense-data.js";
import { bruteCells, refDocumentFrequency } from "./test-support/reference.js";

describe("contingencyTable", () => {
  test.prop([arbDenseData()])("matches a brute-force count over dense arrays, labels x terms", (data) => {
    const t = contingencyTable(data.X, data.Y);
    expect([t.n, t.terms, t.labels]).toEqual([data.x.length, data.terms, data.labels]);
    for (let j = 0; j < data.labels; j++) {
      expect(t.labelFrequency[j]).toBe(data.y.filter((row) => row[j] === 1).length);
      for (let k = 0; k < data.terms; k++) {
        const p = j * data.terms + k;
        const ref = bruteCells(data, k, j);
        expect([t.a[p], t.b[p], t.c[p], t.d[p]]).toEqual([ref.a, ref.b, ref.c, ref.d]);
      }
    }
    for (let k = 0; k < data.terms; k++) expect(t.documentFrequency[k]).toBe(refDocumentFrequency(data, k));
  });

  it("counts an explicitly stored zero as absent", () => {
    const X = csrOf(
      [
        [0, 2],
        [undefined, 0],
      ],
      2,
      false,
    );
    const Y = csrOf([[1], [1]], 1, true);
    const t = contingencyTable(X, Y);
    expect(Array.from(t.documentFrequency)).toEqual([0, 1]);
    expect(Array.from(t.a)).toEqual([0, 1]);
  });

  it("accepts no documents, no terms and no labels", () => {
    const empty = {
      format: "csr" as const,
      rows: 0,
      cols: 3,
      indptr: new Int32Array(1),
      indices: new Int32Array(0),
    };
    const t = contingencyTable(empty, { ...empty, cols: 2 });
    expect(Array.from(t.d)).toEqual([0, 0, 0, 0, 0, 0]);
    const none = contingencyTable(csrOf([[], []], 0, true), csrOf([[], []], 0, true));
    expect([none.a.length, none.n]).toEqual([0, 2]);
  });

  it.each([
    ["rows differ", csrOf([[1], [1]], 1, true), csrOf([[1]], 1, true), /2 documents but Y has 1/],
    [
      "term out of range",
      { format: "csr" as const, rows: 1, cols: 2, indptr: Int32Array.of(0, 1), indices: Int32Array.of(2) },
      csrOf([[1]], 1, true),
      /row 0: X term index 2 is outside \[0, 2\)/,
    ],
    [
      "negative term",
      { format: "csr" as const, rows: 1, cols: 2, indptr: Int32Array.of(0, 1), indices: Int32Array.of(-1) },
      csrOf([[1]], 1, true),
      /X term index -1 is outside/,
    ],
    [
      "unsorted labels",
      csrOf([[1]], 1, true),
      { format: "csr" as const, rows: 1, cols: 3, indptr: Int32Array.of(0, 2), indices: Int32Array.of(2, 1) },
      /Y row indices must be strictly ascending, got 1 after 2/,
    ],
    [
      "bad indptr",
      { format: "csr" as const, rows: 1, cols: 2, indptr: Int32Array.of(0, 5), indices: Int32Array.of(1) },
      csrOf([[1]], 1, true),
      /indptr must have length/,
    ],
  ])("throws E_SHAPE when %s", (_, X, Y, message) => {
    try {
      contingencyTable(X, Y);
      expect.unreachable();
    } catch (e) {
      expect(isTextboostError(e, "E_SHAPE")).toBe(true);
      expect(String(e)).toMatch(message);
    }
  });

  test.prop([arbDenseData()])("every table sums to n and the margins are the frequencies", (data) => {
    const t = contingencyTable(data.X, data.Y);
    for (let j = 0; j < t.labels; j++) {
      for (let k = 0; k < t.terms; k++) {
        const p = j * t.terms + k;
        expect(t.a[p]! + t.b[p]! + t.c[p]! + t.d[p]!).toBe(t.n);
        expect(Math.min(t.a[p]!, t.b[p]!, t.c[p]!, t.d[p]!)).toBeGreaterThanOrEqual(0);
        expect(t.a[p]! + t.b[p]!).toBe(t.documentFrequency[k]);
        expect(t.a[p]! + t.c[p]!).toBe(t.labelFrequency[j]);
      }
    }
  });
});
