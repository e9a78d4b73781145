import type { CscMatrix, Random } from "@textboost/core";
import { lsiProjection, truncatedSvd } from "@textboost/lsi";
import { bootstrapSample, selectRows, toCsr } from "@textboost/sparse";
import { blockSvdOptions } from "./block-svd.js";
import type { LsiInput } from "./lsi-input.js";
import {
  inverseDocumentFrequencies,
  largestUnitRowL1,
  normaliseRows,
  scaleColumns,
} from "./lsi-transforms.js";
import type { Projection, ProjectionBlock } from "./projection.js";

/** What {@link fitProjection} needs besides the data. */
export interface ProjectionOptions {
  /** LSI dimensions k per subset. */
  readonly lsiDims: number;
  /** Share of the documents in each subset's bootstrap sample. */
  readonly sampleFraction: number;
  /** What each subset's LSI factorises (absent: `"raw"`, the values the data hold). */
  readonly lsiInput?: LsiInput;
}

/** The columns `terms` of a CSC matrix, as a documents x |terms| CSR matrix (O(nnz of those columns + rows)). */
function columnsAsRows(Xc: CscMatrix, terms: Int32Array): ReturnType<typeof toCsr> {
  const indptr = new Int32Array(terms.length + 1);
  terms.forEach((t, c) => {
    indptr[c + 1] = indptr[c]! + (Xc.indptr[t + 1]! - Xc.indptr[t]!);
  });
  const nnz = indptr[terms.length]!;
  const indices = new Int32Array(nnz);
  const values = new Float64Array(nnz);
  const { indptr: xPtr, indices: xIdx, values: xValues } = Xc;
  // Copy loops rather than set(subarray(…)): no view object per column.
  for (let c = 0; c < terms.length; c++) {
    const t = terms[c]!;
    for (let p = xPtr[t]!, q = indptr[c]!; p < xPtr[t + 1]!; p++, q++) {
      indices[q] = xIdx[p]!;
      values[q] = xValues === undefined ? 1 : xValues[p]!;
    }
  }
  return toCsr({ format: "csc", rows: Xc.rows, cols: terms.length, indptr, indices, values });
}

/**
 * Largest coordinate a training document may get on a kept dimension: 2^1000, about 1e301, so that
 * the sums of the projection (and a margin of rounding) stay below the largest double (~1.8e308).
 */
const COORDINATE_LIMIT = 2 ** 1000;

/**
 * The largest L1 norm of a training document restricted to the block's terms: with `max |T[:, c]|`
 * it bounds every training document's coordinate on column c (|x · T[:, c]| ≤ ‖x‖₁ · max |T[:, c]|).
 */
function largestRowNorm(Xc: CscMatrix, terms: Int32Array): number {
  const norms = new Float64Array(Xc.rows);
  const { indptr, indices, values } = Xc;
  for (const t of terms)
    for (let p = indptr[t]!; p < indptr[t + 1]!; p++)
      norms[indices[p]!]! += values === undefined ? 1 : Math.abs(values[p]!);
  let largest = 0;
  for (const x of norms) if (x > largest) largest = x;
  return largest;
}

/**
 * The leading columns of a rows x k matrix T = V·S⁻¹ on which every training document's coordinate is
 * finite (at most {@link COORDINATE_LIMIT}), given the documents' largest L1 norm over the block's
 * terms. A singular value too small to invert (a subnormal one, from subnormal data) makes its column
 * infinite; one just above that makes it finite but so large that a document outside the bootstrap
 * sample, with ordinary values on the same terms, projects to ±∞. Columns come by descending σ, so
 * such columns are the last ones.
 */
function safeColumns(T: Float64Array, rows: number, k: number, rowNorm: number): number {
  for (let c = 0; c < k; c++) {
    let largest = 0;
    for (let r = 0; r < rows; r++) {
      const x = Math.abs(T[r * k + c]!);
      if (!(x <= Number.MAX_VALUE)) return c; // ±∞ (or NaN)
      if (x > largest) largest = x;
    }
    if (largest > 0 && rowNorm > COORDINATE_LIMIT / largest) return c;
  }
  return k;
}

/** T with row p multiplied by `scale[p]` (rows x k, row-major): diag(scale) · T. */
function scaleRows(T: Float64Array, k: number, scale: Float64Array): Float64Array {
  const out = new Float64Array(T.length);
  for (let p = 0; p < scale.length; p++)
    for (let c = 0; c < k; c++) out[p * k + c] = scale[p]! * T[p * k + c]!;
  return out;
}

function keepColumns(T: Float64Array, rows: number, k: number, keep: number): Float64Array {
  const out = new Float64Array(rows * keep);
  for (let r = 0; r < rows; r++) out.set(T.subarray(r * k, r * k + keep), r * keep);
  return out;
}

/**
 * Fits a member's projection (Algorithm 1 of the MLRF paper, steps 4–7): for every vocabulary subset
 * F_{i,j}, a bootstrap sample of ⌈fraction · n⌉ documents (drawn with replacement, each subset its
 * own), LSI of that sample restricted to F_{i,j} (the truncated SVD of `@textboost/lsi`), and
 * T_{i,j} = V_k · S_k⁻¹. A subset whose sample has fewer than k dimensions (few documents or terms,
 * empty or rank-deficient) keeps the ones it has; so does one whose smallest singular values are too
 * small to invert in floating point (subnormal data), or so small that a training document would
 * project beyond about 1e301 on them (every training document's coordinates stay finite).
 * With `lsiInput: "tfidf"` the LSI factorises the sample's values times the terms' idf over all the
 * training documents, and T holds diag(idf) · V_k · S_k⁻¹; with `"normalised"` it factorises the
 * sample's rows scaled to unit length, and the projection says so (`normaliseRows`), so that every
 * projected document is scaled the same way.
 *
 * @param Xc - the training documents, column-major (documents x d terms)
 * @param subsets - the member's vocabulary split
 * @param options - k, the sample fraction and what the LSI sees
 * @param random - the member's generator; it draws each subset's sample and SVD seed, in subset order
 * @returns the member's {@link Projection}
 *
 * @example
 * ```ts
 * const projection = fitProjection(toCsc(X), splitVocabulary(X.cols, 5, random), { lsiDims: 10, sampleFraction: 0.75 }, random);
 * ```
 */
export function fitProjection(
  Xc: CscMatrix,
  subsets: readonly Int32Array[],
  options: ProjectionOptions,
  random: Random,
): Projection {
  const n = Xc.rows;
  const sampleSize = Math.max(1, Math.ceil(options.sampleFraction * n));
  const input = options.lsiInput ?? "raw"; // settings without it are a raw forest's, whatever the default
  const blocks: ProjectionBlock[] = subsets.map((terms) => {
    const sample = bootstrapSample(n, random, sampleSize);
    const seed = random.uint32();
    const rows = columnsAsRows(Xc, terms);
    const idf = input === "tfidf" ? inverseDocumentFrequencies(Xc, terms) : undefined;
    const seen =
      idf !== undefined ? scaleColumns(rows, idf) : input === "normalised" ? normaliseRows(rows) : rows;
    const block = selectRows(seen, sample);
    const svdOptions = {
      k: options.lsiDims,
      seed,
      leftVectors: false,
      ...blockSvdOptions(terms.length, sampleSize),
    };
    const svd = truncatedSvd(block, svdOptions); // T needs only S and V
    const lsi = lsiProjection(svd).data;
    // tf-idf: the idf folded into T, so that raw values projected on it are their tf-idf's coordinates.
    const T = idf === undefined ? lsi : scaleRows(lsi, svd.k, idf);
    // A normalised document is projected from its unit row, whose L1 norm bounds its coordinates.
    const bound = input === "normalised" ? largestUnitRowL1(rows) : largestRowNorm(Xc, terms);
    const dims = safeColumns(T, terms.length, svd.k, bound);
    return { terms, dims, T: dims === svd.k ? T : keepColumns(T, terms.length, svd.k, dims) };
  });
  return {
    terms: Xc.cols,
    dimsPerBlock: options.lsiDims,
    blocks,
    ...(input === "normalised" ? { normaliseRows: true } : {}),
  };
}
