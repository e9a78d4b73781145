import type { CsrMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";

/** One vocabulary subset F_{i,j} with its LSI transformation T_{i,j} = V_k · S_k⁻¹. */
export interface ProjectionBlock {
  /** The subset's term ids, ascending. */
  readonly terms: Int32Array;
  /** Dimensions the LSI found, ≤ k: fewer for small, empty or rank-deficient samples (may be 0). */
  readonly dims: number;
  /** `terms.length` x `dims`, row-major: row p maps term `terms[p]` to the block's latent dimensions. */
  readonly T: Float64Array;
}

/**
 * A member's block-sparse projection R_i (Section 3.2 of the MLRF paper): d terms onto K blocks of
 * k latent dimensions each. Block b owns columns b·k ... b·k + k − 1 of R_i; its first `dims` columns
 * hold T_{i,b}, the rest are zero (a block whose sample had fewer dimensions).
 */
export interface Projection {
  /** The vocabulary size d. */
  readonly terms: number;
  /** k: the columns each block owns. */
  readonly dimsPerBlock: number;
  readonly blocks: readonly ProjectionBlock[];
  /**
   * Whether a document's row restricted to a block is scaled to unit Euclidean length before it is
   * projected on that block (`lsiInput: "normalised"`); absent means no.
   */
  readonly normaliseRows?: boolean;
}

/**
 * The number of columns of R_i: K · k.
 *
 * @example
 * ```ts
 * projectedDimensions(projection); // K · k: 15 for the fixtures' forest (3 blocks of 5 dimensions)
 * ```
 */
export function projectedDimensions(p: Projection): number {
  return p.blocks.length * p.dimsPerBlock;
}

/**
 * The name of projected column `c`: `lsi<b>.<d>` for dimension d of block b (both from 1).
 *
 * @example
 * ```ts
 * dimensionName(12, 10); // "lsi2.3"
 * ```
 */
export function dimensionName(column: number, dimsPerBlock: number): string {
  return `lsi${Math.floor(column / dimsPerBlock) + 1}.${(column % dimsPerBlock) + 1}`;
}

/**
 * R_i as a sparse d x K·k matrix in the original term order (Algorithm 1, steps 8–9: the blocks
 * T_{i,j} arranged on the diagonal, then the rows put back in the order of F): row t holds the
 * row of T for term t, at its block's columns.
 *
 * @param p - a projection
 * @returns a CSR matrix with values; rows of terms whose block has no dimension are empty
 *
 * @example
 * ```ts
 * const R = projectionMatrix(projection); // R.rows === d, R.cols === K * k
 * ```
 */
export function projectionMatrix(p: Projection): CsrMatrix {
  const k = p.dimsPerBlock;
  const counts = new Int32Array(p.terms + 1);
  for (const b of p.blocks) for (const t of b.terms) counts[t + 1] = b.dims;
  const indptr = new Int32Array(p.terms + 1);
  for (let t = 0; t < p.terms; t++) indptr[t + 1] = indptr[t]! + counts[t + 1]!;
  const nnz = indptr[p.terms]!;
  const indices = new Int32Array(nnz);
  const values = new Float64Array(nnz);
  p.blocks.forEach((b, block) => {
    b.terms.forEach((t, row) => {
      for (let c = 0; c < b.dims; c++) {
        indices[indptr[t]! + c] = block * k + c;
        values[indptr[t]! + c] = b.T[row * b.dims + c]!;
      }
    });
  });
  return { format: "csr", rows: p.terms, cols: projectedDimensions(p), indptr, indices, values };
}

/** The most entries {@link projectDocuments} allocates up front (12 bytes each: 12 MB). */
const DENSE_CAPACITY = 1 << 20;

/**
 * The documents in a member's latent space: X · R_i (Algorithm 1, step 10), a dense result returned
 * in CSR form (every non-zero stored, so a threshold stump reading absent entries as 0 sees the dense
 * matrix). Each document's terms are added in ascending order, so a block's columns are exactly
 * X[:, F_b] · T_b.
 *
 * @param X - documents x d terms
 * @param R - the member's projection matrix ({@link projectionMatrix})
 * @returns documents x K·k, with values
 * @throws TextboostError `E_SHAPE` when X does not have d columns
 *
 * @example
 * ```ts
 * const Xp = projectDocuments(X, projectionMatrix(projection));
 * ```
 */
export function projectDocuments(X: CsrMatrix, R: CsrMatrix): CsrMatrix {
  if (X.cols !== R.rows) {
    throw new TextboostError("E_SHAPE", `X has ${X.cols} columns but the projection maps ${R.rows} terms`);
  }
  const width = R.cols;
  const row = new Float64Array(width);
  const indptr = new Int32Array(X.rows + 1);
  // Room for every column of every row when that is at most DENSE_CAPACITY entries (a training set:
  // no growth), else grown by doubling; trimmed at the end.
  const dense = X.rows * width;
  let indices = new Int32Array(dense <= DENSE_CAPACITY ? dense : Math.min(dense, 1 << 16));
  let values = new Float64Array(indices.length);
  let nnz = 0;
  // Every array in a local: the loops below then load no property.
  const { indptr: xPtr, indices: xIdx, values: xValues } = X;
  const { indptr: rPtr, indices: rIdx } = R;
  const rValues = R.values!;
  for (let i = 0; i < X.rows; i++) {
    for (let p = xPtr[i]!, end = xPtr[i + 1]!; p < end; p++) {
      const t = xIdx[p]!;
      const v = xValues === undefined ? 1 : xValues[p]!;
      for (let q = rPtr[t]!, last = rPtr[t + 1]!; q < last; q++) row[rIdx[q]!]! += v * rValues[q]!;
    }
    if (nnz + width > indices.length) {
      const capacity = Math.min(dense, 2 * indices.length + width);
      const grownIndices = new Int32Array(capacity);
      grownIndices.set(indices.subarray(0, nnz));
      const grownValues = new Float64Array(capacity);
      grownValues.set(values.subarray(0, nnz));
      indices = grownIndices;
      values = grownValues;
    }
    // A column no term reached, or whose terms summed to exactly 0, is not stored.
    for (let c = 0; c < width; c++) {
      if (row[c] !== 0) {
        indices[nnz] = c;
        values[nnz++] = row[c]!;
        row[c] = 0;
      }
    }
    indptr[i + 1] = nnz;
  }
  return {
    format: "csr",
    rows: X.rows,
    cols: width,
    indptr,
    // Views when at least half full (a dense projection), so the common case copies nothing.
    indices: 2 * nnz >= indices.length ? indices.subarray(0, nnz) : indices.slice(0, nnz),
    values: 2 * nnz >= values.length ? values.subarray(0, nnz) : values.slice(0, nnz),
  };
}
