import { test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { arbBinaryGrid, arbGrid, gridOf, gridTranspose, naiveCsr } from "./test-support/reference.js";
import { toCsc } from "./to-csc.js";
import { toCsr } from "./to-csr.js";
import { transpose } from "./transpose.js";
import { validateCsr } from "./validate.js";

describe("toCsc / toCsr / transpose", () => {
  test.prop([arbGrid()])("toCsr(toCsc(m)) equals m", (g) => {
    const m = naiveCsr(g);
    expect(toCsr(toCsc(m))).toEqual(m);
  });

  test.prop([arbBinaryGrid()])("round trip keeps binary matrices binary", (g) => {
    const m = naiveCsr(g, true);
    const c = toCsc(m);
    expect(c.values).toBeUndefined();
    expect(toCsr(c)).toEqual(m);
  });

  test.prop([arbGrid()])("toCsc lists each column's rows ascending with their values", (g) => {
    const c = toCsc(naiveCsr(g));
    expect(c.format).toBe("csc");
    expect([c.rows, c.cols]).toEqual([g.rows, g.cols]);
    for (let col = 0; col < g.cols; col++) {
      const rows: number[] = [];
      const values: number[] = [];
      g.cells.forEach((row, r) => {
        if (row[col] !== 0) {
          rows.push(r);
          values.push(row[col]!);
        }
      });
      expect(Array.from(c.indices.subarray(c.indptr[col]!, c.indptr[col + 1]!))).toEqual(rows);
      expect(Array.from(c.values!.subarray(c.indptr[col]!, c.indptr[col + 1]!))).toEqual(values);
    }
  });

  test.prop([arbGrid()])("transpose matches the dense transpose and is an involution", (g) => {
    const m = naiveCsr(g);
    const t = transpose(m);
    validateCsr(t);
    expect([t.rows, t.cols]).toEqual([g.cols, g.rows]);
    expect(gridOf(t)).toEqual(gridTranspose(g.cells, g.rows, g.cols));
    expect(transpose(t)).toEqual(m);
  });
});
