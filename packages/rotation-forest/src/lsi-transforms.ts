import type { CscMatrix, CsrMatrix } from "@textboost/core";

/**
 * The Euclidean length of `values[from..to)` without overflow or underflow: the largest |value| times
 * the length of the values divided by it (so values near 1e-200 or 1e200 keep their length).
 */
function scaledLength(values: ArrayLike<number> | undefined, from: number, to: number): number {
  if (values === undefined) return Math.sqrt(to - from);
  let largest = 0;
  for (let p = from; p < to; p++) largest = Math.max(largest, Math.abs(values[p]!));
  if (largest === 0 || !Number.isFinite(largest)) return largest;
  let sum = 0;
  for (let p = from; p < to; p++) {
    const x = values[p]! / largest;
    sum += x * x;
  }
  return largest * Math.sqrt(sum);
}

/**
 * Smoothed inverse document frequencies of some terms over the documents of a column-major matrix:
 * idf(t) = ln((1 + n) / (1 + df(t))) + 1, where df(t) counts the documents with a non-zero value on
 * term t. Always ≥ 1 and finite; a term in every document gets 1, one in none 1 + ln(1 + n).
 *
 * @param Xc - documents x terms, column-major
 * @param terms - the term ids wanted
 * @returns one idf per entry of `terms`
 *
 * @example
 * ```ts
 * import { csrFromRows, toCsc } from "@textboost/sparse";
 * import { inverseDocumentFrequencies } from "@textboost/rotation-forest";
 * const X = csrFromRows([{ indices: [0, 1] }, { indices: [0] }], 2);
 * inverseDocumentFrequencies(toCsc(X), Int32Array.of(0, 1)); // [1, 1 + ln(1.5)]
 * ```
 */
export function inverseDocumentFrequencies(Xc: CscMatrix, terms: ArrayLike<number>): Float64Array {
  const n = Xc.rows;
  const idf = new Float64Array(terms.length);
  const { indptr, values } = Xc;
  for (let c = 0; c < terms.length; c++) {
    const t = terms[c]!;
    let df = 0;
    for (let p = indptr[t]!; p < indptr[t + 1]!; p++) if (values === undefined || values[p] !== 0) df++;
    idf[c] = Math.log((1 + n) / (1 + df)) + 1;
  }
  return idf;
}

/**
 * A CSR matrix with column c's values multiplied by `scale[c]` (binary entries read as 1).
 *
 * @example
 * ```ts
 * import { csrFromRows } from "@textboost/sparse";
 * import { scaleColumns } from "@textboost/rotation-forest";
 * scaleColumns(csrFromRows([{ indices: [1], values: [2] }], 2), Float64Array.of(5, 3)).values; // [6]
 * ```
 */
export function scaleColumns(A: CsrMatrix, scale: ArrayLike<number>): CsrMatrix {
  const values = new Float64Array(A.indices.length);
  for (let p = 0; p < values.length; p++) values[p] = (A.values === undefined ? 1 : A.values[p]!) * scale[A.indices[p]!]!;
  return { ...A, values };
}

/**
 * A CSR matrix with every non-zero row scaled to unit Euclidean length (rows whose values are all 0
 * stay as they are). The length is computed without overflow or underflow.
 *
 * @example
 * ```ts
 * import { csrFromRows } from "@textboost/sparse";
 * import { normaliseRows } from "@textboost/rotation-forest";
 * normaliseRows(csrFromRows([{ indices: [0, 1], values: [3, 4] }], 2)).values; // [0.6, 0.8]
 * ```
 */
export function normaliseRows(A: CsrMatrix): CsrMatrix {
  const values = new Float64Array(A.indices.length);
  for (let i = 0; i < A.rows; i++) {
    const from = A.indptr[i]!;
    const to = A.indptr[i + 1]!;
    const length = scaledLength(A.values, from, to);
    for (let p = from; p < to; p++) {
      const x = A.values === undefined ? 1 : A.values[p]!;
      values[p] = length > 0 ? x / length : x;
    }
  }
  return { ...A, values };
}

/**
 * The largest ratio ‖x‖₁ / ‖x‖₂ over the rows of a CSR matrix (0 for an all-zero matrix): the
 * largest L1 norm of its rows once each is scaled to unit length (at most √(columns)).
 *
 * @example
 * ```ts
 * import { csrFromRows } from "@textboost/sparse";
 * import { largestUnitRowL1 } from "@textboost/rotation-forest";
 * largestUnitRowL1(csrFromRows([{ indices: [0, 1], values: [3, 4] }], 2)); // 1.4
 * ```
 */
export function largestUnitRowL1(A: CsrMatrix): number {
  let largest = 0;
  for (let i = 0; i < A.rows; i++) {
    const from = A.indptr[i]!;
    const to = A.indptr[i + 1]!;
    const length = scaledLength(A.values, from, to);
    if (!(length > 0)) continue;
    let l1 = 0;
    for (let p = from; p < to; p++) l1 += Math.abs(A.values === undefined ? 1 : A.values[p]!) / length;
    largest = Math.max(largest, l1);
  }
  return largest;
}

/**
 * Divides, in place, each document's projected coordinates on a block by the Euclidean length of its
 * row restricted to that block's terms: `projected` = X · R (a block's columns are X[:, F_b] · T_b),
 * after which a block's columns are (X[:, F_b] / ‖X[:, F_b]‖) · T_b, what `lsiInput: "normalised"`
 * projects. A document with no value on a block has no coordinate there to scale.
 *
 * @param projected - documents x K·k, as `projectDocuments` returned it (modified)
 * @param X - the documents x d matrix it was projected from
 * @param termBlock - for each of the d terms, the index of its block
 * @param dimsPerBlock - k: block b owns columns b·k ... b·k + k − 1
 *
 * @example
 * ```ts no-run
 * divideByBlockLengths(projectDocuments(X, R), X, termBlocks(projection), projection.dimsPerBlock);
 * ```
 */
export function divideByBlockLengths(
  projected: CsrMatrix,
  X: CsrMatrix,
  termBlock: Int32Array,
  dimsPerBlock: number,
): void {
  const blocks = Math.ceil(projected.cols / dimsPerBlock);
  const largest = new Float64Array(blocks);
  const sums = new Float64Array(blocks);
  const values = projected.values!;
  const { indptr, indices, values: xValues } = X;
  for (let i = 0; i < X.rows; i++) {
    const from = indptr[i]!;
    const to = indptr[i + 1]!;
    // Two passes over the document's terms: each block's largest |value|, then the scaled squares.
    for (let p = from; p < to; p++) {
      const b = termBlock[indices[p]!]!;
      largest[b] = Math.max(largest[b]!, Math.abs(xValues === undefined ? 1 : xValues[p]!));
    }
    for (let p = from; p < to; p++) {
      const b = termBlock[indices[p]!]!;
      if (largest[b]! > 0) {
        const x = (xValues === undefined ? 1 : xValues[p]!) / largest[b]!;
        sums[b]! += x * x;
      }
    }
    for (let q = projected.indptr[i]!; q < projected.indptr[i + 1]!; q++) {
      const b = Math.floor(projected.indices[q]! / dimsPerBlock);
      const length = largest[b]! * Math.sqrt(sums[b]!);
      if (length > 0) values[q] = values[q]! / length;
    }
    for (let p = from; p < to; p++) {
      const b = termBlock[indices[p]!]!;
      largest[b] = 0;
      sums[b] = 0;
    }
  }
}

/**
 * For each term of a projection's vocabulary, the index of the block that holds it.
 *
 * @example
 * ```ts no-run
 * termBlocks(projection)[t]; // the block of term t
 * ```
 */
export function termBlocks(projection: {
  readonly terms: number;
  readonly blocks: readonly { readonly terms: Int32Array }[];
}): Int32Array {
  const out = new Int32Array(projection.terms);
  projection.blocks.forEach((b, index) => {
    for (const t of b.terms) out[t] = index;
  });
  return out;
}
