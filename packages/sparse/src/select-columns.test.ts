import { fc, test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { selectColumns } from "./select-columns.js";
import { arbBinaryGrid, arbGrid, gridOf, naiveCsr, thrown } from "./test-support/reference.js";
import { validateCsr } from "./validate.js";

const withColIds = (grid: typeof arbGrid, sorted: boolean) =>
  grid().chain((g) =>
    fc.tuple(
      fc.constant(g),
      g.cols === 0
        ? fc.constant<number[]>([])
        : sorted
          ? fc.uniqueArray(fc.nat(g.cols - 1), { maxLength: g.cols }).map((a) => a.sort((x, y) => x - y))
          : fc.array(fc.nat(g.cols - 1), { maxLength: 12 }),
    ),
  );

describe("selectColumns", () => {
  test.prop([withColIds(arbGrid, false)])(
    "new column c is old column ids[c] (any order, repeats)",
    ([g, ids]) => {
      const s = selectColumns(naiveCsr(g), ids);
      validateCsr(s);
      expect([s.rows, s.cols]).toEqual([g.rows, ids.length]);
      expect(gridOf(s)).toEqual(g.cells.map((row) => ids.map((c) => row[c])));
    },
  );

  test.prop([withColIds(arbGrid, true)])("ascending ids (feature selection)", ([g, ids]) => {
    const s = selectColumns(naiveCsr(g), ids);
    validateCsr(s);
    expect(gridOf(s)).toEqual(g.cells.map((row) => ids.map((c) => row[c])));
  });

  test.prop([withColIds(arbBinaryGrid, false)])("binary stays binary", ([g, ids]) => {
    const s = selectColumns(naiveCsr(g, true), ids);
    validateCsr(s);
    expect(s.values).toBeUndefined();
    expect(gridOf(s)).toEqual(g.cells.map((row) => ids.map((c) => row[c])));
  });

  it("rejects column ids out of range", () => {
    const m = naiveCsr({ rows: 1, cols: 2, cells: [[1, 2]] });
    const e = thrown(() => selectColumns(m, [1, 2]));
    expect(isTextboostError(e, "E_INVALID_ARGUMENT")).toBe(true);
    expect(String(e)).toMatch(/cols\[1\] = 2/);
  });
});
