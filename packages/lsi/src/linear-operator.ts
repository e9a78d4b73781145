import type { CsrMatrix, DenseMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { multiplyDense, transpose, transposeMultiplyDense, validateCsr } from "@textboost/sparse";
import { csrColumnGram } from "./csr-gram.js";
import { denseTimes, denseTranspose, denseTransposeTimes } from "./dense-product.js";

/** A matrix seen only through its products with dense blocks (all the iterative methods need). */
export interface MatrixProducts {
  readonly rows: number;
  readonly cols: number;
  /** `A · x` for a cols x l block `x`. */
  times(x: DenseMatrix): DenseMatrix;
  /** `Aᵀ · y` for a rows x l block `y`. */
  transposeTimes(y: DenseMatrix): DenseMatrix;
}

/** A matrix seen through the few operations the SVD needs: products and Gram matrices. */
export interface LinearOperator extends MatrixProducts {
  /** `Aᵀ · A`, cols x cols. */
  columnGram(): DenseMatrix;
  /** `A · Aᵀ`, rows x rows. */
  rowGram(): DenseMatrix;
}

/** The transpose of `op` as an operator (no copy). */
export function transposedOperator(op: LinearOperator): LinearOperator {
  return {
    rows: op.cols,
    cols: op.rows,
    times: (x) => op.transposeTimes(x),
    transposeTimes: (y) => op.times(y),
    columnGram: () => op.rowGram(),
    rowGram: () => op.columnGram(),
  };
}

/** Largest magnitude kept as is; beyond [2⁻¹⁰⁰, 2¹⁰⁰] entries are rescaled so Gram entries stay finite. */
const SAFE_EXPONENT = 100;

/**
 * Wraps a CSR or dense matrix as a {@link LinearOperator}, after checking it (shape, finite values).
 * When the largest magnitude is outside [2⁻¹⁰⁰, 2¹⁰⁰] the entries are divided by a power of two near
 * it, so that products of squares neither overflow nor underflow; `scale` is that power of two
 * (multiply the singular values by it), 1 otherwise.
 *
 * @throws TextboostError `E_SHAPE` / `E_NUMERIC` for a malformed matrix or a NaN / infinite entry;
 *   `E_INVALID_ARGUMENT` for something that is neither
 */
export function linearOperator(a: CsrMatrix | DenseMatrix): { op: LinearOperator; scale: number } {
  if (a === null || typeof a !== "object") {
    throw new TextboostError("E_INVALID_ARGUMENT", `expected a CSR or dense matrix, got ${String(a)}`);
  }
  if ("format" in a && a.format === "csr") return csrOperator(a as CsrMatrix);
  return denseOperator(a as DenseMatrix);
}

function csrOperator(m: CsrMatrix): { op: LinearOperator; scale: number } {
  validateCsr(m);
  const scale = m.values === undefined ? 1 : rescaleFactor(maxAbs(m.values));
  const s: CsrMatrix =
    scale === 1 || m.values === undefined ? m : { ...m, values: m.values.map((x) => x / scale) };
  return {
    scale,
    op: {
      rows: s.rows,
      cols: s.cols,
      times: (x) => multiplyDense(s, x),
      transposeTimes: (y) => transposeMultiplyDense(s, y),
      columnGram: () => csrColumnGram(s),
      rowGram: () => csrColumnGram(transpose(s)),
    },
  };
}

function denseOperator(d: DenseMatrix): { op: LinearOperator; scale: number } {
  const { rows, cols, data } = d;
  for (const [name, n] of [
    ["rows", rows],
    ["cols", cols],
  ] as const) {
    if (typeof n !== "number" || !Number.isInteger(n) || n < 0) {
      throw new TextboostError("E_SHAPE", `${name} must be a non-negative integer, got ${String(n)}`);
    }
  }
  if (!(data instanceof Float64Array) || data.length !== rows * cols) {
    throw new TextboostError(
      "E_SHAPE",
      `dense data must be a Float64Array of length rows * cols = ${rows * cols}, got ${
        data instanceof Float64Array ? `length ${data.length}` : String(data)
      }`,
    );
  }
  for (let i = 0; i < data.length; i++) {
    if (!Number.isFinite(data[i]!)) {
      throw new TextboostError("E_NUMERIC", `value ${data[i]} at column ${i % cols} is not a finite number`, {
        row: Math.floor(i / cols),
      });
    }
  }
  const scale = rescaleFactor(maxAbs(data));
  const s: DenseMatrix = scale === 1 ? d : { rows, cols, data: data.map((x) => x / scale) };
  return {
    scale,
    op: {
      rows,
      cols,
      times: (x) => denseTimes(s, x),
      transposeTimes: (y) => denseTransposeTimes(s, y),
      columnGram: () => denseTransposeTimes(s, s),
      rowGram: () => {
        const t = denseTranspose(s);
        return denseTransposeTimes(t, t);
      },
    },
  };
}

function maxAbs(values: Float64Array): number {
  let m = 0;
  for (let i = 0; i < values.length; i++) m = Math.max(m, Math.abs(values[i]!));
  return m;
}

function rescaleFactor(max: number): number {
  if (max === 0 || (max >= 2 ** -SAFE_EXPONENT && max <= 2 ** SAFE_EXPONENT)) return 1;
  return 2 ** Math.round(Math.log2(max));
}
