import { test } from "@fast-check/vitest";
import { isTextboostError, type TextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { csrFromDense, csrToDense } from "./dense.js";
import { arbGrid, cellsOf, denseOf, naiveCsr, thrown } from "./test-support/reference.js";

describe("csrFromDense / csrToDense", () => {
  test.prop([arbGrid()])("csrFromDense stores exactly the non-zero cells", (g) => {
    expect(csrFromDense(denseOf(g.cells, g.rows, g.cols))).toEqual(naiveCsr(g));
    expect(csrFromDense(denseOf(g.cells, g.rows, g.cols), { binary: true })).toEqual(naiveCsr(g, true));
  });

  test.prop([arbGrid()])("csrToDense gives the grid back", (g) => {
    const d = csrToDense(naiveCsr(g));
    expect([d.rows, d.cols]).toEqual([g.rows, g.cols]);
    expect(cellsOf(d)).toEqual(g.cells);
  });

  it("rejects NaN and infinite entries naming the row, and data of the wrong length", () => {
    const e = thrown(() =>
      csrFromDense({ rows: 2, cols: 2, data: new Float64Array([0, 1, Number.NaN, 0]) }),
    ) as TextboostError;
    expect(isTextboostError(e, "E_NUMERIC")).toBe(true);
    expect(e.row).toBe(1);
    expect(e.detail).toMatch(/NaN at column 0/);
    const inf = thrown(() => csrFromDense({ rows: 1, cols: 1, data: new Float64Array([Infinity]) }));
    expect(isTextboostError(inf, "E_NUMERIC")).toBe(true);
    const shape = thrown(() => csrFromDense({ rows: 2, cols: 2, data: new Float64Array(3) }));
    expect(isTextboostError(shape, "E_SHAPE")).toBe(true);
  });
});
