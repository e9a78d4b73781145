import { fc, test } from "@fast-check/vitest";
import { createRandom, isTextboostError, type TextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { createCsrBuilder } from "./csr-builder.js";
import { arbGrid, naiveCsr, rowsOf, thrown } from "./test-support/reference.js";
import { validateCsr } from "./validate.js";

describe("createCsrBuilder", () => {
  test.prop([arbGrid()])("agrees with a CSR matrix assembled by hand", (g) => {
    const b = createCsrBuilder();
    for (const r of rowsOf(g)) b.addRow(r.indices, r.values);
    const m = b.build(g.cols);
    const ref = naiveCsr(g);
    expect(b.rows).toBe(g.rows);
    expect(b.nnz).toBe(ref.indices.length);
    expect(m.indptr).toEqual(ref.indptr);
    expect(m.indices).toEqual(ref.indices);
    expect(m.values).toEqual(g.rows === 0 ? undefined : ref.values);
  });

  test.prop([arbGrid(), fc.array(fc.boolean(), { minLength: 8, maxLength: 8 })])(
    "rows without values store 1 when other rows have values (also when they come first)",
    (g, withValues) => {
      const b = createCsrBuilder();
      const expected = g.cells.map((row) => [...row]);
      rowsOf(g).forEach((r, i) => {
        if (withValues[i]) b.addRow(r.indices, r.values);
        else {
          b.addRow(r.indices);
          expected[i] = expected[i]!.map((v) => (v !== 0 ? 1 : 0));
        }
      });
      const m = b.build(g.cols);
      const anyValues = withValues.slice(0, g.rows).some((x) => x);
      expect(m.values === undefined).toBe(!anyValues);
      expect(m).toEqual(naiveCsr({ ...g, cells: expected }, !anyValues));
    },
  );

  it("grows through many doublings (1e5 entries) without losing entries", () => {
    const random = createRandom(3);
    const b = createCsrBuilder({ cols: 1000 });
    const rows: { indices: number[]; values: number[] }[] = [];
    let nnz = 0;
    while (nnz < 100_000) {
      const set = new Set<number>();
      const len = random.int(60);
      for (let k = 0; k < len; k++) set.add(random.int(1000));
      const indices = [...set].sort((a, b) => a - b);
      const values = indices.map(() => random.int(9) + 1);
      rows.push({ indices, values });
      b.addRow(indices, values);
      nnz += indices.length;
    }
    const m = b.build();
    validateCsr(m);
    expect(m.rows).toBe(rows.length);
    expect(m.indices.length).toBe(nnz);
    rows.forEach((r, i) => {
      expect(Array.from(m.indices.subarray(m.indptr[i]!, m.indptr[i + 1]!))).toEqual(r.indices);
      expect(Array.from(m.values!.subarray(m.indptr[i]!, m.indptr[i + 1]!))).toEqual(r.values);
    });
  });

  it("infers cols from the largest index, or uses options.cols / the build argument", () => {
    const b = createCsrBuilder();
    b.addRow([1, 4]);
    b.addRow([2]);
    expect(b.build().cols).toBe(5);
    expect(b.build(9).cols).toBe(9);
    expect(createCsrBuilder({ cols: 7 }).build().cols).toBe(7);
    expect(createCsrBuilder().build().cols).toBe(0);
  });

  it("build is a snapshot: the builder keeps going", () => {
    const b = createCsrBuilder();
    b.addRow([0]);
    const first = b.build(2);
    b.addRow([1]);
    expect(first.rows).toBe(1);
    expect(b.build(2).indices).toEqual(new Int32Array([0, 1]));
  });

  it("build with too few columns names the row and line of the largest index", () => {
    const b = createCsrBuilder({ file: "a.svm" });
    b.addRow([1], undefined, 3);
    b.addRow([8], undefined, 4);
    b.addRow([2], undefined, 5);
    const e = thrown(() => b.build(5)) as TextboostError;
    expect(isTextboostError(e, "E_INPUT_FORMAT")).toBe(true);
    expect([e.row, e.line, e.file]).toEqual([1, 4, "a.svm"]);
    expect(e.detail).toMatch(/column index 8 is out of range \[0, 5\)/);
    const plain = createCsrBuilder();
    plain.addRow([8]);
    expect(
      isTextboostError(
        thrown(() => plain.build(5)),
        "E_SHAPE",
      ),
    ).toBe(true);
  });

  it("binary: true stores no values", () => {
    const b = createCsrBuilder({ binary: true });
    b.addRow([0, 2], [5, 6]);
    expect(b.build().values).toBeUndefined();
  });

  it("without a file, errors are E_SHAPE / E_NUMERIC and still name the line", () => {
    const b = createCsrBuilder({ cols: 3 });
    const e = thrown(() => b.addRow([5], undefined, 12)) as TextboostError;
    expect(isTextboostError(e, "E_SHAPE")).toBe(true);
    expect(e.message).toMatch(/^line 12, row 0:/);
    const n = thrown(() => b.addRow([1], [Number.NaN])) as TextboostError;
    expect(isTextboostError(n, "E_NUMERIC")).toBe(true);
  });
});
