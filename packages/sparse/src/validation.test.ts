/**
 * Every validation error fires on the input it names, from every entry point (csrFromRows, the
 * streaming builder, validateCsr on a hand-made matrix), and names the row and the offending value.
 */
import { fc, test } from "@fast-check/vitest";
import { type CsrMatrix, type ErrorCode, isTextboostError, type TextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { createCsrBuilder } from "./csr-builder.js";
import { csrFromRows } from "./csr-from-rows.js";
import { thrown } from "./test-support/reference.js";
import { validateCsr } from "./validate.js";

const COLS = 6;

interface BadRow {
  readonly name: string;
  readonly indices: number[];
  readonly values?: number[];
  readonly code: ErrorCode;
  readonly message: RegExp;
  /** Representable in a CSR matrix (Int32Array indices, Float64Array values of the same length). */
  readonly inMatrix: boolean;
}

const BAD: BadRow[] = [
  {
    name: "unsorted",
    indices: [3, 1],
    code: "E_SHAPE",
    message: /column index 1 .*follows 3/,
    inMatrix: true,
  },
  {
    name: "duplicate",
    indices: [2, 2],
    code: "E_SHAPE",
    message: /duplicate column index 2/,
    inMatrix: true,
  },
  {
    name: "out of range",
    indices: [0, COLS],
    code: "E_SHAPE",
    message: /column index 6 .*out of range \[0, 6\)/,
    inMatrix: true,
  },
  {
    name: "far out of range",
    indices: [1e6],
    code: "E_SHAPE",
    message: /1000000 .*out of range/,
    inMatrix: true,
  },
  {
    name: "negative",
    indices: [-1, 2],
    code: "E_SHAPE",
    message: /column index -1 .*negative/,
    inMatrix: true,
  },
  {
    name: "non-integer",
    indices: [1.5],
    code: "E_SHAPE",
    message: /column index 1\.5 .*not an integer/,
    inMatrix: false,
  },
  {
    name: "NaN index",
    indices: [Number.NaN],
    code: "E_SHAPE",
    message: /column index NaN .*not an integer/,
    inMatrix: false,
  },
  {
    name: "NaN value",
    indices: [0, 3],
    values: [1, Number.NaN],
    code: "E_NUMERIC",
    message: /value NaN at column 3/,
    inMatrix: true,
  },
  {
    name: "Infinity",
    indices: [2],
    values: [Number.POSITIVE_INFINITY],
    code: "E_NUMERIC",
    message: /value Infinity at column 2/,
    inMatrix: true,
  },
  {
    name: "-Infinity",
    indices: [4],
    values: [Number.NEGATIVE_INFINITY],
    code: "E_NUMERIC",
    message: /value -Infinity at column 4/,
    inMatrix: true,
  },
  {
    name: "length mismatch",
    indices: [1, 2],
    values: [1],
    code: "E_SHAPE",
    message: /2 indices but 1 values/,
    inMatrix: false,
  },
];

/** Good rows around the bad one: `before` rows, the bad row, `after` rows. */
function surround(bad: BadRow, before: number, after: number) {
  const good = (k: number) => ({ indices: [k % COLS], values: [k + 1] });
  return [
    ...Array.from({ length: before }, (_, k) => good(k)),
    bad.values === undefined ? { indices: bad.indices, values: bad.indices.map(() => 1) } : bad,
    ...Array.from({ length: after }, (_, k) => good(k)),
  ];
}

function expectNamed(e: unknown, code: ErrorCode, row: number, message: RegExp): void {
  expect(isTextboostError(e, code), String(e)).toBe(true);
  const err = e as TextboostError;
  expect(err.row).toBe(row);
  expect(err.message).toContain(`row ${row}`);
  expect(err.detail).toMatch(message);
}

describe.each(BAD)("$name", (bad) => {
  test.prop([fc.nat(4), fc.nat(4)])("csrFromRows names the row", (before, after) => {
    const e = thrown(() => csrFromRows(surround(bad, before, after), COLS));
    expectNamed(e, bad.code, before, bad.message);
  });

  test.prop([fc.nat(4), fc.nat(4)])("the builder names the row and the line", (before, after) => {
    const b = createCsrBuilder({ cols: COLS, file: "in.svm" });
    const rows = surround(bad, before, after);
    let caught: unknown;
    for (let r = 0; r < rows.length && caught === undefined; r++) {
      try {
        b.addRow(rows[r]!.indices, rows[r]!.values, 10 + r);
      } catch (e) {
        caught = e;
      }
    }
    expectNamed(caught, "E_INPUT_FORMAT", before, bad.message);
    expect((caught as TextboostError).line).toBe(10 + before);
    expect((caught as Error).message).toMatch(new RegExp(`^in\\.svm:${10 + before}, row ${before}:`));
    // the bad row was not added
    expect(b.rows).toBe(before);
  });

  test.prop([fc.nat(4), fc.nat(4)])("validateCsr names the row", (before, after) => {
    if (!bad.inMatrix) return;
    const rows = surround(bad, before, after);
    const indptr = [0];
    const indices: number[] = [];
    const values: number[] = [];
    for (const r of rows) {
      indices.push(...r.indices);
      values.push(...(r.values ?? []));
      indptr.push(indices.length);
    }
    const m: CsrMatrix = {
      format: "csr",
      rows: rows.length,
      cols: COLS,
      indptr: Int32Array.from(indptr),
      indices: Int32Array.from(indices),
      values: Float64Array.from(values),
    };
    expectNamed(
      thrown(() => validateCsr(m)),
      bad.code,
      before,
      bad.message,
    );
    const withFile = thrown(() => validateCsr(m, { file: "m.bin" }));
    expectNamed(withFile, "E_INPUT_FORMAT", before, bad.message);
  });
});

describe("validateCsr structure", () => {
  const base = (): CsrMatrix => ({
    format: "csr",
    rows: 3,
    cols: 4,
    indptr: new Int32Array([0, 1, 3, 4]),
    indices: new Int32Array([2, 0, 3, 1]),
    values: new Float64Array([1, 2, 3, 4]),
  });

  it("accepts a valid matrix, with or without values", () => {
    expect(() => validateCsr(base())).not.toThrow();
    const { values: _v, ...binary } = base();
    expect(() => validateCsr(binary)).not.toThrow();
  });

  it.each([
    [
      "indptr too short",
      { indptr: new Int32Array([0, 1, 3]) },
      /indptr has length 3, expected rows \+ 1 = 4/,
      undefined,
    ],
    ["indptr not starting at 0", { indptr: new Int32Array([1, 1, 3, 4]) }, /indptr\[0\] is 1/, undefined],
    [
      "indptr decreasing",
      { indptr: new Int32Array([0, 3, 1, 4]) },
      /indptr decreases: indptr\[2\] = 1 < indptr\[1\] = 3/,
      1,
    ],
    [
      "indptr past the entries",
      { indptr: new Int32Array([0, 1, 5, 4]) },
      /indptr\[2\] = 5 is past the 4 stored entries/,
      1,
    ],
    [
      "indptr ending early",
      { indptr: new Int32Array([0, 1, 2, 3]) },
      /indptr\[rows\] = 3 but there are 4 stored entries/,
      undefined,
    ],
    [
      "values of another length",
      { values: new Float64Array([1, 2, 3]) },
      /4 indices but 3 values/,
      undefined,
    ],
    ["indices not an Int32Array", { indices: [2, 0, 3, 1] }, /indices must be an Int32Array/, undefined],
    ["values not a Float64Array", { values: [1, 2, 3, 4] }, /values must be a Float64Array/, undefined],
    ["a negative row count", { rows: -1 }, /rows must be a non-negative integer/, undefined],
    ["a fractional column count", { cols: 2.5 }, /cols must be a non-negative integer/, undefined],
    ["another format", { format: "csc" }, /format must be "csr"/, undefined],
  ])("rejects %s with E_SHAPE", (_name, patch, message, row) => {
    const m = { ...base(), ...patch } as unknown as CsrMatrix;
    const e = thrown(() => validateCsr(m));
    expect(isTextboostError(e, "E_SHAPE"), String(e)).toBe(true);
    expect((e as TextboostError).detail).toMatch(message);
    expect((e as TextboostError).row).toBe(row);
  });
});
