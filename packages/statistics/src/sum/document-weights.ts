import type { CscMatrix, PairWeights, TrainingSet } from "@textboost/core";
import { hasTerm } from "@textboost/sparse";

/**
 * The one sum of the W(k, j, ±) kernel, in its two forms. Every statistic of textboost (the table of
 * {@link fillStatisticsTable}, the exact recomputation of one entry in
 * {@link createIncrementalStatistics}, the present side of {@link scanTermStatistics}, the votes of
 * the chosen pivots, AdaBoost.LC's hypothesis statistics) is a loop over a term's documents that
 * adds each document's weights with one of these two functions, so the same documents in the same
 * order give the same bits whichever caller sums them.
 *
 * `addDocumentWeights` adds `factor` · D(i, j) of document `i` to `total[j − from]` for every label j
 * in [from, to), and to `positive[j − from]` for the document's own labels among them (the negative
 * side is then `total − positive`, by {@link complement}). `factor` 1 adds the weights exactly
 * (1 · w = w in floating point); AdaBoost.LC passes |v| for value-weighted hypotheses.
 *
 * @param data - the training set
 * @param weights - D, row-major documents x labels
 * @param i - the document
 * @param factor - multiplies every weight added
 * @param from - first label (inclusive)
 * @param to - last label (exclusive)
 * @param total - receives Σ over both signs, at `j − from`
 * @param positive - receives Σ over the document's labels, at `j − from`
 *
 * @example
 * ```ts
 * // ts: a TrainingSet, D: its weights, k: a term
 * const m = ts.Y.cols;
 * const total = new Float64Array(m);
 * const positive = new Float64Array(m);
 * for (let p = ts.Xc.indptr[k]!; p < ts.Xc.indptr[k + 1]!; p++)
 *   addDocumentWeights(ts, D, ts.Xc.indices[p]!, 1, 0, m, total, positive);
 * // W(k, j, +) = positive[j], W(k, j, −) = complement(total[j], positive[j])
 * ```
 */
export function addDocumentWeights(
  data: TrainingSet,
  weights: PairWeights,
  i: number,
  factor: number,
  from: number,
  to: number,
  total: Float64Array,
  positive: Float64Array,
): void {
  const base = i * data.Y.cols;
  for (let j = from; j < to; j++) total[j - from]! += factor * weights[base + j]!;
  addDocumentPositives(data, weights, i, factor, from, to, positive);
}

/** The positive half of {@link addDocumentWeights}: `factor` · D(i, j) for document i's own labels j in [from, to). */
function addDocumentPositives(
  data: TrainingSet,
  weights: PairWeights,
  i: number,
  factor: number,
  from: number,
  to: number,
  positive: Float64Array,
): void {
  const base = i * data.Y.cols;
  const yIdx = data.Y.indices;
  for (let q = data.Y.indptr[i]!, qe = data.Y.indptr[i + 1]!; q < qe; q++) {
    const j = yIdx[q]!;
    if (j >= from && j < to) positive[j - from]! += factor * weights[base + j]!;
  }
}

/**
 * {@link addDocumentWeights} (factor 1) over all of term `k`'s documents, in ascending document order.
 * For a single label (the votes of MP-Boost's pivots, one call per label) it keeps two running sums
 * of that label's weights instead of a call per document; the bits are the same.
 *
 * @param data - the training set
 * @param weights - D, row-major documents x labels
 * @param k - the term
 * @param from - first label (inclusive)
 * @param to - last label (exclusive)
 * @param total - receives Σ over both signs, at `j − from`
 * @param positive - receives Σ over the documents that have label j, at `j − from`
 *
 * @example
 * ```ts
 * const j = 0; // a label
 * const total = new Float64Array(1);
 * const positive = new Float64Array(1);
 * addTermWeights(ts, D, k, j, j + 1, total, positive); // W(k, j, +) = positive[0]
 * ```
 */
export function addTermWeights(
  data: TrainingSet,
  weights: PairWeights,
  k: number,
  from: number,
  to: number,
  total: Float64Array,
  positive: Float64Array,
): void {
  const { indptr, indices } = data.Xc;
  if (to === from + 1) {
    const m = data.Y.cols;
    const { signs } = data;
    let all = 0;
    let own = 0;
    for (let p = indptr[k]!, end = indptr[k + 1]!; p < end; p++) {
      const at = indices[p]! * m + from;
      const w = weights[at]!;
      all += w;
      if (signs[at]! > 0) own += w;
    }
    total[0]! += all;
    positive[0]! += own;
    return;
  }
  for (let p = indptr[k]!, end = indptr[k + 1]!; p < end; p++)
    addDocumentWeights(data, weights, indices[p]!, 1, from, to, total, positive);
}

/**
 * The positive side of {@link addTermWeights} alone: adds D(i, j) of every document i containing `k`
 * to `positive[j]` for each of the document's own labels j, in ascending document order (the bits of
 * `addDocumentWeights`'s positive sums), for a caller whose totals come from elsewhere
 * ({@link simdTermSums}).
 *
 * @param data - the training set
 * @param weights - D, row-major documents x labels
 * @param k - the term
 * @param positive - receives Σ over the documents that have label j, at j (all labels)
 *
 * @example
 * ```ts
 * const positive = new Float64Array(ts.Y.cols);
 * addTermPositives(ts, D, k, positive); // W(k, j, +) = positive[j]
 * ```
 */
export function addTermPositives(
  data: TrainingSet,
  weights: PairWeights,
  k: number,
  positive: Float64Array,
): void {
  const m = data.Y.cols;
  const { indptr, indices } = data.Xc;
  for (let p = indptr[k]!, end = indptr[k + 1]!; p < end; p++)
    addDocumentPositives(data, weights, indices[p]!, 1, 0, m, positive);
}

/**
 * The sign-split form of the kernel's sum, over all of term `k`'s documents at once (the recompute
 * of one entry runs it for a single label, so a call per document would cost more than the sum):
 * adds D(i, j) of every document i containing k to `sums[2(j − from) + b]` for every label j in
 * [from, to), b = 1 when the document has label j, else 0, in ascending document order. Both signs
 * are summed directly (nothing is a difference), which is what the incremental table needs: see
 * {@link fillStatisticsTable}.
 *
 * @param data - the training set
 * @param weights - D, row-major documents x labels
 * @param k - the term
 * @param from - first label (inclusive)
 * @param to - last label (exclusive)
 * @param sums - receives the sums, two slots per label, negative first
 *
 * @example
 * ```ts
 * const j = 0; // a label
 * const sums = new Float64Array(2);
 * addTermWeightsBySign(ts, D, k, j, j + 1, sums);
 * // W(k, j, −) = sums[0], W(k, j, +) = sums[1]
 * ```
 */
export function addTermWeightsBySign(
  data: TrainingSet,
  weights: PairWeights,
  k: number,
  from: number,
  to: number,
  sums: Float64Array,
): void {
  const m = data.Y.cols;
  const { signs } = data;
  const { indptr, indices } = data.Xc;
  if (to === from + 1) {
    // One entry (the exact recompute of the incremental table, a hot loop): two running sums.
    let negative = 0;
    let positive = 0;
    for (let p = indptr[k]!, end = indptr[k + 1]!; p < end; p++) {
      const at = indices[p]! * m + from;
      if (signs[at]! > 0) positive += weights[at]!;
      else negative += weights[at]!;
    }
    sums[0]! += negative;
    sums[1]! += positive;
    return;
  }
  for (let p = indptr[k]!, end = indptr[k + 1]!; p < end; p++) {
    const base = indices[p]! * m;
    // A branch rather than a computed slot (`sums[2(j − from) + bit]`): most pairs are negatives, so
    // it is well predicted; the same additions per slot, so the same bits.
    for (let j = from, u = 0; j < to; j++, u += 2) {
      const w = weights[base + j]!;
      if (signs[base + j]! > 0) sums[u + 1]! += w;
      else sums[u]! += w;
    }
  }
}

/**
 * The positive side W(k, j, +) of one (term, label) pair summed over label j's documents rather than
 * term k's: the weights D(i, j) of the documents i of `labelDocuments` column j (ascending) that
 * contain k, found by binary search in their rows. These are the documents, in the order, over
 * which {@link addTermWeightsBySign} sums the positive side, so the result has the same bits; it
 * costs label j's documents times log(row length) instead of term k's documents, which is less for
 * a common term and a rare label (the exact recomputation of the incremental table's positive
 * entries, most of which are such pairs).
 *
 * @param data - the training set
 * @param weights - D, row-major documents x labels
 * @param labelDocuments - Y in column form (`toCsc(data.Y)`): each label's documents, ascending
 * @param k - the term
 * @param j - the label
 * @returns Σ D(i, j) over the documents i that have label j and contain term k
 *
 * @example
 * ```ts
 * const byLabel = toCsc(ts.Y);
 * const sums = new Float64Array(2);
 * addTermWeightsBySign(ts, D, 3, 0, 1, sums);
 * positiveWeightByLabel(ts, D, byLabel, 3, 0) === sums[1]; // true
 * ```
 */
export function positiveWeightByLabel(
  data: TrainingSet,
  weights: PairWeights,
  labelDocuments: CscMatrix,
  k: number,
  j: number,
): number {
  const m = data.Y.cols;
  const { indptr, indices } = labelDocuments;
  let positive = 0;
  for (let q = indptr[j]!, end = indptr[j + 1]!; q < end; q++) {
    const i = indices[q]!;
    if (hasTerm(data.X, i, k)) positive += weights[i * m + j]!;
  }
  return positive;
}

/**
 * The positive sides W(k, j, +) of several terms of one label in one sweep over the label's
 * documents: adds D(i, j) of every document i of `labelDocuments` column j (ascending) to `sums[k]`
 * for every term k of document i with `wanted[k]` set. Each wanted term's sum adds the documents, in
 * the order, of {@link positiveWeightByLabel}, so it has the same bits; the sweep costs the label's
 * term occurrences once instead of a binary search per (document, wanted term).
 *
 * @param data - the training set
 * @param weights - D, row-major documents x labels
 * @param labelDocuments - Y in column form (`toCsc(data.Y)`)
 * @param j - the label
 * @param wanted - per term, 1 for the terms to sum
 * @param sums - receives the sums at the wanted terms (add to zeros to get W(k, j, +))
 *
 * @example
 * ```ts
 * const wanted = new Uint8Array(ts.X.cols);
 * wanted[3] = 1;
 * const sums = new Float64Array(ts.X.cols);
 * addPositiveWeightsByLabel(ts, D, toCsc(ts.Y), 0, wanted, sums); // sums[3] = W(3, 0, +)
 * ```
 */
export function addPositiveWeightsByLabel(
  data: TrainingSet,
  weights: PairWeights,
  labelDocuments: CscMatrix,
  j: number,
  wanted: Uint8Array,
  sums: Float64Array,
): void {
  const m = data.Y.cols;
  const { indptr: xPtr, indices: xIdx } = data.X;
  const { indptr, indices } = labelDocuments;
  for (let q = indptr[j]!, end = indptr[j + 1]!; q < end; q++) {
    const i = indices[q]!;
    const w = weights[i * m + j]!;
    for (let p = xPtr[i]!, pe = xPtr[i + 1]!; p < pe; p++) {
      const k = xIdx[p]!;
      if (wanted[k] === 1) sums[k]! += w;
    }
  }
}
