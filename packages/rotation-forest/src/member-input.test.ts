import { fc, test } from "@fast-check/vitest";
import { csrFromRows } from "@textboost/sparse";
import { describe, expect, it } from "vitest";
import { memberInput, memberWidth, sideBySide } from "./member-input.js";
import type { Projection } from "./projection.js";
import { projectDocuments, projectedDimensions, projectionMatrix } from "./projection.js";

const arbRows = (rows: number, cols: number) =>
  fc.array(
    fc.uniqueArray(fc.integer({ min: 0, max: cols - 1 }), { maxLength: cols }).map((ids) => {
      const indices = [...ids].sort((a, b) => a - b);
      return { indices, values: indices.map((t) => t + 0.5) };
    }),
    { minLength: rows, maxLength: rows },
  );

const dense = (m: {
  rows: number;
  cols: number;
  indptr: Int32Array;
  indices: Int32Array;
  values?: Float64Array;
}) => {
  const out = Array.from({ length: m.rows }, () => new Array<number>(m.cols).fill(0));
  for (let i = 0; i < m.rows; i++)
    for (let p = m.indptr[i]!; p < m.indptr[i + 1]!; p++) out[i]![m.indices[p]!] = m.values?.[p] ?? 1;
  return out;
};

describe("sideBySide", () => {
  test.prop([
    fc
      .tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }))
      .chain(([n, a, b]) => fc.tuple(fc.constant(a), fc.constant(b), arbRows(n, a), arbRows(n, b))),
  ])("is [A | B]: A's columns, then B's shifted by A's width", ([a, b, rowsA, rowsB]) => {
    const A = csrFromRows(rowsA, a);
    const B = csrFromRows(rowsB, b);
    const C = sideBySide(A, B);
    expect(C.cols).toBe(a + b);
    expect(dense(C)).toEqual(dense(A).map((row, i) => [...row, ...dense(B)[i]!]));
  });

  it("refuses matrices with different row counts", () => {
    expect(() => sideBySide(csrFromRows([{ indices: [0] }], 1), csrFromRows([], 1))).toThrow(/rows/);
  });
});

describe("memberInput", () => {
  const projection: Projection = {
    terms: 3,
    dimsPerBlock: 1,
    blocks: [
      { terms: Int32Array.from([0, 2]), dims: 1, T: Float64Array.from([1, 2]) },
      { terms: Int32Array.from([1]), dims: 1, T: Float64Array.from([3]) },
    ],
  };
  const X = csrFromRows(
    [
      { indices: [0, 1], values: [1, 1] },
      { indices: [2], values: [2] },
    ],
    3,
  );

  it("has K·k columns without the terms and d + K·k with them", () => {
    expect(memberInput(X, projection, false).cols).toBe(projectedDimensions(projection));
    expect(memberInput(X, projection, true).cols).toBe(3 + projectedDimensions(projection));
    expect(memberWidth(projection, true)).toBe(5);
    expect(memberWidth(projection, false)).toBe(2);
  });

  it("keeps the terms' values first and the projection after them", () => {
    const kept = dense(memberInput(X, projection, true));
    expect(kept.map((r) => r.slice(0, 3))).toEqual(dense(X));
    expect(kept.map((r) => r.slice(3))).toEqual(dense(projectDocuments(X, projectionMatrix(projection))));
  });
});
