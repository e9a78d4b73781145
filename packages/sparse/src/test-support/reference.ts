/**
 * Naive, obviously-correct references for the tests: dense matrices as arrays of arrays, and CSR
 * matrices assembled entry by entry with plain JavaScript arrays.
 */
import { fc } from "@fast-check/vitest";
import type { CsrMatrix, DenseMatrix } from "@textboost/core";

/** A small dense matrix as rows of numbers; many zeros. */
export interface Grid {
  readonly rows: number;
  readonly cols: number;
  readonly cells: number[][];
}

/** Small integer-valued grids (exact arithmetic), about half zeros. */
export function arbGrid(maxRows = 8, maxCols = 8): fc.Arbitrary<Grid> {
  return fc
    .tuple(fc.integer({ min: 0, max: maxRows }), fc.integer({ min: 0, max: maxCols }))
    .chain(([rows, cols]) =>
      fc
        .array(
          fc.array(fc.oneof(fc.constant(0), fc.integer({ min: -5, max: 5 })), {
            minLength: cols,
            maxLength: cols,
          }),
          { minLength: rows, maxLength: rows },
        )
        .map((cells) => ({ rows, cols, cells })),
    );
}

/** Grids whose non-zeros are all 1. */
export function arbBinaryGrid(maxRows = 8, maxCols = 8): fc.Arbitrary<Grid> {
  return arbGrid(maxRows, maxCols).map((g) => ({
    ...g,
    cells: g.cells.map((row) => row.map((v) => (v !== 0 ? 1 : 0))),
  }));
}

/** The CSR form of a grid, built by hand: stores exactly the non-zero cells. */
export function naiveCsr(g: Grid, binary = false): CsrMatrix {
  const indptr = [0];
  const indices: number[] = [];
  const values: number[] = [];
  for (const row of g.cells) {
    row.forEach((v, c) => {
      if (v !== 0) {
        indices.push(c);
        values.push(v);
      }
    });
    indptr.push(indices.length);
  }
  const m: CsrMatrix = {
    format: "csr",
    rows: g.rows,
    cols: g.cols,
    indptr: Int32Array.from(indptr),
    indices: Int32Array.from(indices),
  };
  return binary ? m : { ...m, values: Float64Array.from(values) };
}

/** Dense grid of a CSR matrix, read entry by entry (reference for the library's `csrToDense`). */
export function gridOf(m: CsrMatrix): number[][] {
  const cells = Array.from({ length: m.rows }, () => new Array<number>(m.cols).fill(0));
  for (let r = 0; r < m.rows; r++) {
    for (let p = m.indptr[r]!; p < m.indptr[r + 1]!; p++) {
      cells[r]![m.indices[p]!] = m.values === undefined ? 1 : m.values[p]!;
    }
  }
  return cells;
}

/** The rows of a grid as `{ indices, values }` inputs. */
export function rowsOf(g: Grid): { indices: number[]; values: number[] }[] {
  return g.cells.map((row) => {
    const indices: number[] = [];
    const values: number[] = [];
    row.forEach((v, c) => {
      if (v !== 0) {
        indices.push(c);
        values.push(v);
      }
    });
    return { indices, values };
  });
}

/** Matrix product of two grids, triple loop. */
export function gridMultiply(a: number[][], b: number[][], inner: number, cols: number): number[][] {
  return a.map((row) =>
    Array.from({ length: cols }, (_, j) => {
      let s = 0;
      for (let k = 0; k < inner; k++) s += row[k]! * b[k]![j]!;
      return s;
    }),
  );
}

/** Grid transpose. */
export function gridTranspose(g: number[][], rows: number, cols: number): number[][] {
  return Array.from({ length: cols }, (_, c) => Array.from({ length: rows }, (_, r) => g[r]![c]!));
}

/** A DenseMatrix from a grid. */
export function denseOf(cells: number[][], rows: number, cols: number): DenseMatrix {
  const data = new Float64Array(rows * cols);
  cells.forEach((row, r) => {
    row.forEach((v, c) => {
      data[r * cols + c] = v;
    });
  });
  return { rows, cols, data };
}

/** Rows of a DenseMatrix as a grid. */
export function cellsOf(d: DenseMatrix): number[][] {
  return Array.from({ length: d.rows }, (_, r) => Array.from(d.data.subarray(r * d.cols, (r + 1) * d.cols)));
}

/** Calls `f`, returns what it threw (fails the test if it did not throw). */
export function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error("expected a throw");
}
