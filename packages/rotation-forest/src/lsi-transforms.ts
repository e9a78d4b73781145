import type { CscMatrix, CsrMatrix } from "@textboost/core";

/**
 * The Euclidean length of `values[from..to)` as largest |value| × root, without overflow or underflow:
 * root = the length of the values divided by the largest, so values near 1e-300 or 1e300 (subnormal
 * ones too) keep their length. Dividing a value first by `largest`, then by `root`, keeps its digits.
 */
function scaledLength(
  values: ArrayLike<number> | undefined,
  from: number,
  to: number,
): { largest: number; root: number } {
  if (values === undefined) return { largest: to > from ? 1 : 0, root: Math.sqrt(to - from) };
  let largest = 0;
  for (let p = from; p < to; p++) largest = Math.max(largest, Math.abs(values[p]!));
  if (largest === 0 || !Number.isFinite(largest)) return { largest, root: 1 };
  let sum = 0;
  for (let p = from; p < to; p++) {
    const x = values[p]! / largest;
    sum += x * x;
  }
  return { largest, root: Math.sqrt(sum) };
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
  for (let p = 0; p < values.length; p++)
    values[p] = (A.values === undefined ? 1 : A.values[p]!) * scale[A.indices[p]!]!;
  return { ...A, values };
}

/**
 * A CSR matrix with every non-zero row scaled to unit Euclidean length (rows whose values are all 0
 * become +0s). The length is computed without overflow or underflow.
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
    const { largest, root } = scaledLength(A.values, from, to);
    for (let p = from; p < to; p++) {
      const x = A.values === undefined ? 1 : A.values[p]!;
      values[p] = largest > 0 ? x / largest / root : 0;
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
    const { largest: most, root } = scaledLength(A.values, from, to);
    if (!(most > 0)) continue;
    let l1 = 0;
    for (let p = from; p < to; p++) l1 += Math.abs(A.values === undefined ? 1 : A.values[p]!) / most / root;
    largest = Math.max(largest, l1);
  }
  return largest;
}

/**
 * The documents with each one's row restricted to a block's terms scaled to unit Euclidean length,
 * block by block (what `lsiInput: "normalised"` projects): an entry on term t becomes x / ‖x[F_b]‖
 * for the block b of t, computed as {@link normaliseRows} computes it, so a training document's
 * values are those the block's LSI saw. A document keeps its zeros; the pattern does not change.
 *
 * @param X - documents x d terms
 * @param termBlock - for each of the d terms, the index of its block ({@link termBlocks})
 * @param blocks - the number of blocks
 * @returns X with the scaled values
 *
 * @example
 * ```ts
 * import { csrFromRows } from "@textboost/sparse";
 * import { normaliseBlockRows } from "@textboost/rotation-forest";
 * // Blocks {0, 1} and {2}: (3, 4 | −2) becomes (0.6, 0.8 | −1).
 * normaliseBlockRows(csrFromRows([{ indices: [0, 1, 2], values: [3, 4, -2] }], 3), Int32Array.of(0, 0, 1), 2).values;
 * ```
 */
export function normaliseBlockRows(X: CsrMatrix, termBlock: Int32Array, blocks: number): CsrMatrix {
  const largest = new Float64Array(blocks);
  const sums = new Float64Array(blocks);
  const { indptr, indices, values: xValues } = X;
  const values = new Float64Array(indices.length);
  const value = (p: number) => (xValues === undefined ? 1 : xValues[p]!);
  for (let i = 0; i < X.rows; i++) {
    const from = indptr[i]!;
    const to = indptr[i + 1]!;
    // Each block's largest |value|, then the squares of the values divided by it, then the values.
    for (let p = from; p < to; p++) {
      const b = termBlock[indices[p]!]!;
      largest[b] = Math.max(largest[b]!, Math.abs(value(p)));
    }
    for (let p = from; p < to; p++) {
      const b = termBlock[indices[p]!]!;
      if (largest[b]! > 0 && Number.isFinite(largest[b]!)) {
        const x = value(p) / largest[b]!;
        sums[b]! += x * x;
      }
    }
    for (let p = from; p < to; p++) {
      const b = termBlock[indices[p]!]!;
      const most = largest[b]!;
      values[p] = most > 0 && Number.isFinite(most) ? value(p) / most / Math.sqrt(sums[b]!) : value(p);
    }
    for (let p = from; p < to; p++) {
      const b = termBlock[indices[p]!]!;
      largest[b] = 0;
      sums[b] = 0;
    }
  }
  return { ...X, values };
}

/**
 * For each term of a projection's vocabulary, the index of the block that holds it.
 *
 * @example
 * ```ts
 * import { termBlocks } from "@textboost/rotation-forest";
 * termBlocks({ terms: 3, blocks: [{ terms: Int32Array.of(0, 2) }, { terms: Int32Array.of(1) }] }); // [0, 1, 0]
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
