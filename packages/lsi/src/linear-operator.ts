import type { CsrMatrix, DenseMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { csrToDense, multiplyDense, transposeMultiplyDense, validateCsr } from "@textboost/sparse";
import { denseTimes, denseTransposeTimes } from "./dense-product.js";

/** A matrix seen only through its products with dense blocks, as the range finder needs it. */
export interface LinearOperator {
  readonly rows: number;
  readonly cols: number;
  /** `A · x` for a cols x l block `x`. */
  times(x: DenseMatrix): DenseMatrix;
  /** `Aᵀ · y` for a rows x l block `y`. */
  transposeTimes(y: DenseMatrix): DenseMatrix;
  /** `A` as a dense row-major matrix (for the exact path on small blocks). */
  toDense(): DenseMatrix;
}

/**
 * Wraps a CSR or dense matrix as a {@link LinearOperator}, after checking it (shape, finite values).
 * Entries are rescaled by a power of two when the largest magnitude is outside [2⁻⁴⁰⁰, 2⁴⁰⁰], so that
 * squares neither overflow nor underflow; `scale` says by how much to multiply the singular values back.
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
      toDense: () => csrToDense(s),
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
      toDense: () => s,
    },
  };
}

function maxAbs(values: Float64Array): number {
  let m = 0;
  for (let i = 0; i < values.length; i++) m = Math.max(m, Math.abs(values[i]!));
  return m;
}

/** 1 for magnitudes in [2⁻⁴⁰⁰, 2⁴⁰⁰] (or all zero); otherwise the power of two nearest to the maximum. */
function rescaleFactor(max: number): number {
  if (max === 0 || (max >= 2 ** -400 && max <= 2 ** 400)) return 1;
  return 2 ** Math.round(Math.log2(max));
}
