import { fc, test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { multiplyDense, transposeMultiplyDense } from "./multiply.js";
import {
  arbGrid,
  cellsOf,
  denseOf,
  gridMultiply,
  gridTranspose,
  naiveCsr,
  thrown,
} from "./test-support/reference.js";

const arbCells = (rows: number, cols: number) =>
  fc.array(fc.array(fc.integer({ min: -9, max: 9 }), { minLength: cols, maxLength: cols }), {
    minLength: rows,
    maxLength: rows,
  });

describe("multiplyDense / transposeMultiplyDense", () => {
  test.prop([
    arbGrid().chain((g) =>
      fc
        .integer({ min: 0, max: 4 })
        .chain((c) => fc.tuple(fc.constant(g), fc.constant(c), arbCells(g.cols, c))),
    ),
  ])("m · d agrees with the dense triple loop", ([g, c, d]) => {
    const out = multiplyDense(naiveCsr(g), denseOf(d, g.cols, c));
    expect([out.rows, out.cols]).toEqual([g.rows, c]);
    expect(cellsOf(out)).toEqual(gridMultiply(g.cells, d, g.cols, c));
    // binary: every stored entry counts as 1
    const ones = g.cells.map((row) => row.map((v) => (v !== 0 ? 1 : 0)));
    expect(cellsOf(multiplyDense(naiveCsr(g, true), denseOf(d, g.cols, c)))).toEqual(
      gridMultiply(ones, d, g.cols, c),
    );
  });

  test.prop([
    arbGrid().chain((g) =>
      fc
        .integer({ min: 0, max: 4 })
        .chain((c) => fc.tuple(fc.constant(g), fc.constant(c), arbCells(g.rows, c))),
    ),
  ])("mᵀ · d agrees with the dense triple loop", ([g, c, d]) => {
    const out = transposeMultiplyDense(naiveCsr(g), denseOf(d, g.rows, c));
    expect([out.rows, out.cols]).toEqual([g.cols, c]);
    expect(cellsOf(out)).toEqual(gridMultiply(gridTranspose(g.cells, g.rows, g.cols), d, g.rows, c));
  });

  it("rejects shapes that do not fit", () => {
    const m = naiveCsr({
      rows: 2,
      cols: 3,
      cells: [
        [1, 0, 0],
        [0, 0, 2],
      ],
    });
    const d = { rows: 2, cols: 1, data: new Float64Array(2) };
    expect(
      isTextboostError(
        thrown(() => multiplyDense(m, d)),
        "E_SHAPE",
      ),
    ).toBe(true);
    const d3 = { rows: 3, cols: 1, data: new Float64Array(3) };
    expect(
      isTextboostError(
        thrown(() => transposeMultiplyDense(m, d3)),
        "E_SHAPE",
      ),
    ).toBe(true);
    expect(
      isTextboostError(
        thrown(() => multiplyDense(m, { rows: 3, cols: 1, data: new Float64Array(2) })),
        "E_SHAPE",
      ),
    ).toBe(true);
  });
});
