import { test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { csrFromRows } from "./csr-from-rows.js";
import { arbBinaryGrid, arbGrid, naiveCsr, rowsOf, thrown } from "./test-support/reference.js";

describe("csrFromRows", () => {
  test.prop([arbGrid()])("agrees with a CSR matrix assembled by hand from the dense grid", (g) => {
    const rows = rowsOf(g);
    const m = csrFromRows(rows, g.cols);
    const ref = naiveCsr(g);
    expect(m.indptr).toEqual(ref.indptr);
    expect(m.indices).toEqual(ref.indices);
    // every row has a values array, so the result has values (unless there is no row at all)
    expect(m.values).toEqual(g.rows === 0 ? undefined : ref.values);
  });

  test.prop([arbBinaryGrid()])("rows without values give a binary matrix (no values array)", (g) => {
    const m = csrFromRows(
      rowsOf(g).map((r) => ({ indices: r.indices })),
      g.cols,
    );
    expect(m.values).toBeUndefined();
    expect(m).toEqual(naiveCsr(g, true));
  });

  test.prop([arbGrid()])("binary: true drops the values and keeps the pattern", (g) => {
    const m = csrFromRows(rowsOf(g), g.cols, { binary: true });
    expect(m.values).toBeUndefined();
    expect(m.indices).toEqual(naiveCsr(g).indices);
  });

  it("fills 1 for rows without values when other rows have values", () => {
    const m = csrFromRows([{ indices: [0, 1] }, { indices: [2], values: [7] }], 3);
    expect(m.values).toEqual(new Float64Array([1, 1, 7]));
  });

  it("keeps explicit zeros as stored entries", () => {
    const m = csrFromRows([{ indices: [1], values: [0] }], 2);
    expect(m.indices).toEqual(new Int32Array([1]));
    expect(m.values).toEqual(new Float64Array([0]));
  });

  it("copies its input (later changes to the rows do not change the matrix)", () => {
    const idx = [0, 1];
    const m = csrFromRows([{ indices: idx }], 2);
    idx[0] = 1;
    expect(m.indices).toEqual(new Int32Array([0, 1]));
  });

  it("rejects a bad column count", () => {
    for (const cols of [-1, 1.5, Number.NaN]) {
      expect(
        isTextboostError(
          thrown(() => csrFromRows([], cols)),
          "E_INVALID_ARGUMENT",
        ),
      ).toBe(true);
    }
  });

  it("names the file and uses E_INPUT_FORMAT when a file is given", () => {
    const e = thrown(() => csrFromRows([{ indices: [0] }, { indices: [4] }], 3, { file: "x.arff" }));
    expect(isTextboostError(e, "E_INPUT_FORMAT")).toBe(true);
    expect((e as Error).message).toMatch(/^x\.arff, row 1: column index 4/);
  });
});
