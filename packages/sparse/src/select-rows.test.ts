import { fc, test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { selectRows } from "./select-rows.js";
import { arbBinaryGrid, arbGrid, gridOf, naiveCsr, thrown } from "./test-support/reference.js";
import { validateCsr } from "./validate.js";

const withRowIds = (grid: typeof arbGrid) =>
  grid().chain((g) =>
    fc.tuple(
      fc.constant(g),
      g.rows === 0 ? fc.constant<number[]>([]) : fc.array(fc.nat(g.rows - 1), { maxLength: 12 }),
    ),
  );

describe("selectRows", () => {
  test.prop([withRowIds(arbGrid)])(
    "row k of the result is row ids[k] of the input (repeats allowed)",
    ([g, ids]) => {
      const s = selectRows(naiveCsr(g), ids);
      validateCsr(s);
      expect(gridOf(s)).toEqual(ids.map((r) => g.cells[r]));
      expect(s.cols).toBe(g.cols);
    },
  );

  test.prop([withRowIds(arbBinaryGrid)])("binary stays binary", ([g, ids]) => {
    const s = selectRows(naiveCsr(g, true), ids);
    expect(s.values).toBeUndefined();
    expect(gridOf(s)).toEqual(ids.map((r) => g.cells[r]));
  });

  it("rejects row ids out of range, naming the position", () => {
    const m = naiveCsr({ rows: 2, cols: 1, cells: [[1], [0]] });
    for (const bad of [[0, 2], [-1], [0.5]]) {
      const e = thrown(() => selectRows(m, bad));
      expect(isTextboostError(e, "E_INVALID_ARGUMENT")).toBe(true);
      expect(String(e)).toMatch(/rows\[\d\]/);
    }
  });
});
