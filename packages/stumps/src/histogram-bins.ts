import type { CscMatrix, TrainingSet } from "@textboost/core";
import { TextboostError } from "@textboost/core";

/**
 * Every column of a matrix cut once into at most B bins of about equal frequency: what
 * {@link histogramStump} scans instead of every distinct value. A feature not stored in a row has
 * value 0 (it is binned with the zeros).
 *
 * Column c has `binStart[c + 1] − binStart[c]` bins; its thresholds t_0 < t_1 < … (one fewer than its
 * bins) are `thresholds[binStart[c] − c + b]`, and bin b holds the values v with t_{b−1} < v ≤ t_b.
 * So "v ≤ t_b" holds exactly for the documents in bins 0..b: a split at a bin boundary is a threshold
 * stump's split, with the same comparison.
 */
export interface HistogramBins {
  readonly rows: number;
  readonly columns: number;
  /** Bin offsets per column: column c's bins are `binStart[c]..binStart[c + 1] − 1` (length columns + 1). */
  readonly binStart: Int32Array;
  /** Column c's thresholds at `thresholds[binStart[c] − c ..  binStart[c + 1] − c − 2]`, ascending. */
  readonly thresholds: Float64Array;
  /** `binOf[i * columns + c]`: the bin (within column c) of document i's value. */
  readonly binOf: Uint16Array;
}

/**
 * Values sorted per bin to place the thresholds: a column of more than `SAMPLE_PER_BIN · B` documents
 * is cut at the quantiles of that many of its values, evenly spaced by document (sorting all 2,000
 * values of each of a forest's 700 projected columns was a fifth of its training time).
 */
export const SAMPLE_PER_BIN = 16;

/** The most bins a column may have (bins are stored as 16-bit integers). */
export const MAX_HISTOGRAM_BINS = 65536;

/**
 * Validates a bin count: an integer from 2 to {@link MAX_HISTOGRAM_BINS}.
 *
 * @throws TextboostError `E_INVALID_ARGUMENT` otherwise
 */
export function resolveBins(bins: number | undefined, fallback: number): number {
  const b = bins ?? fallback;
  if (!Number.isInteger(b) || b < 2 || b > MAX_HISTOGRAM_BINS) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `bins must be an integer from 2 to ${MAX_HISTOGRAM_BINS}, got ${String(bins)}`,
    );
  }
  return b;
}

/**
 * The threshold between two consecutive distinct sorted values a < b: their midpoint, or a when the
 * midpoint rounds up to b (adjacent floating-point numbers), so that a ≤ t < b always holds.
 */
function between(a: number, b: number): number {
  const mid = a + (b - a) / 2;
  return mid < b && mid >= a ? mid : a;
}

/**
 * Cuts every column of `Xc` into at most `maxBins` equal-frequency bins: the column's values (the
 * implicit zeros included; at most `SAMPLE_PER_BIN` · B of them, evenly spaced by document, when
 * there are more) are sorted, and a threshold is placed at each of the `maxBins − 1` evenly spaced
 * ranks, midway between two consecutive sorted values, moved up to the next change of value when it
 * falls inside a run of ties (a heavily tied column gets fewer bins; a constant one gets a single
 * bin and no threshold). Every bin holds at least one document. O(rows · log B + B log B) per column,
 * once per training set.
 *
 * @param Xc - documents x features, column-major
 * @param maxBins - B, at least 2
 * @returns the bins and every document's bin per column
 *
 * @example
 * ```ts
 * const bins = histogramBins(ts.Xc, 32);
 * bins.binOf[0 * bins.columns + 3]; // document 0's bin of feature 3
 * ```
 */
export function histogramBins(Xc: CscMatrix, maxBins: number): HistogramBins {
  const g = Xc.rows;
  const C = Xc.cols;
  const binStart = new Int32Array(C + 1);
  const thresholds = new Float64Array(C * Math.max(0, Math.min(maxBins, g) - 1));
  const binOf = new Uint16Array(g * C);
  const column = new Float64Array(g);
  // Quantiles from an evenly spaced sample of SAMPLE_PER_BIN values per bin (all of them when fewer).
  const sample = new Float64Array(Math.min(g, SAMPLE_PER_BIN * maxBins));
  let levels = 0; // 2^levels ≥ maxBins > the thresholds of any column
  while (1 << levels < maxBins) levels++;
  const padded = new Float64Array(1 << levels);
  const { indptr, indices } = Xc;
  const values = Xc.values ?? new Float64Array(Xc.indices.length).fill(1);
  let cut = 0; // thresholds so far
  // One small function per step, called once per column: each is compiled once and stays optimised
  // (one large loop nest was recompiled on stack again and again, the larger part of its cost).
  for (let c = 0; c < C; c++) {
    denseColumn(indptr, indices, values, c, column);
    sampleSorted(column, sample);
    const own = placeThresholds(sample, maxBins, thresholds, cut);
    binStart[c + 1] = binStart[c]! + own + 1;
    padded.fill(Number.POSITIVE_INFINITY);
    for (let t = 0; t < own; t++) padded[t] = thresholds[cut + t]!;
    cut += own;
    assignBins(column, padded, levels, binOf, c, C);
  }
  return { rows: g, columns: C, binStart, thresholds: thresholds.slice(0, cut), binOf };
}

/** Column c of a CSC matrix, dense, into `column` (the absent entries 0). */
function denseColumn(
  indptr: Int32Array,
  indices: Int32Array,
  values: Float64Array,
  c: number,
  column: Float64Array,
): void {
  column.fill(0);
  for (let p = indptr[c]!, end = indptr[c + 1]!; p < end; p++) column[indices[p]!] = values[p]!;
}

/** `sample.length` values of `column`, evenly spaced by document, sorted ascending into `sample`. */
function sampleSorted(column: Float64Array, sample: Float64Array): void {
  const g = column.length;
  const n = sample.length;
  for (let t = 0; t < n; t++) sample[t] = column[Math.floor((t * g) / n)]!;
  sample.sort();
}

/**
 * Writes the thresholds of a sorted sample into `thresholds` from `at`: one at each of the
 * `maxBins − 1` evenly spaced ranks, midway between two consecutive values, moved up to the next
 * change of value inside a run of ties. Returns how many it wrote.
 */
function placeThresholds(
  sample: Float64Array,
  maxBins: number,
  thresholds: Float64Array,
  at: number,
): number {
  const n = sample.length;
  let cut = at;
  let rank = 1; // the next threshold goes between sample[rank - 1] and sample[rank]
  for (let t = 1; t < maxBins; t++) {
    rank = Math.max(rank, Math.round((t * n) / maxBins));
    while (rank < n && !(sample[rank - 1]! < sample[rank]!)) rank++;
    if (rank >= n) break;
    thresholds[cut++] = between(sample[rank - 1]!, sample[rank]!);
    rank++;
  }
  return cut - at;
}

/**
 * The bin of every document's value in column c: the number of thresholds below it, by a binary
 * search of fixed length over the thresholds padded with +∞ to 2^levels entries, adding each step's
 * bit without a branch (unpredictable branches made the usual search the larger part of binning).
 */
function assignBins(
  column: Float64Array,
  padded: Float64Array,
  levels: number,
  binOf: Uint16Array,
  c: number,
  C: number,
): void {
  for (let i = 0, at = c; i < column.length; i++, at += C) {
    const v = column[i]!;
    let b = 0;
    for (let k = levels - 1; k >= 0; k--) b += +(padded[b + (1 << k) - 1]! < v) << k;
    binOf[at] = b;
  }
}
/**
 * Threshold t_b of column c (the boundary between its bins b and b + 1).
 *
 * @example
 * ```ts
 * const bins = histogramBins(ts.Xc, 32); // ts: a TrainingSet
 * binThreshold(bins, 3, 0); // the lowest threshold of feature 3
 * ```
 */
export function binThreshold(bins: HistogramBins, c: number, b: number): number {
  return bins.thresholds[bins.binStart[c]! - c + b]!;
}

/**
 * The bins of a training set's columns, cut once per training set and kept while the set lives: what
 * a histogram stump's rounds share (`histogramStump`, `perLabelHistogramStump`).
 *
 * @param bins - at most this many bins per feature
 * @returns the training set's bins, cut on first use
 * @throws TextboostError `E_SHAPE` (when called) for a training set with no feature
 *
 * @example
 * ```ts
 * const binsOf = cachedBins(32);
 * binsOf(ts) === binsOf(ts); // true: cut once (ts: a TrainingSet)
 * ```
 */
export function cachedBins(bins: number): (data: TrainingSet) => HistogramBins {
  const binned = new WeakMap<TrainingSet, HistogramBins>();
  return (data) => {
    if (data.X.cols === 0)
      throw new TextboostError("E_SHAPE", "the training set has no feature to threshold");
    let b = binned.get(data);
    if (!b) {
      b = histogramBins(data.Xc, bins);
      binned.set(data, b);
    }
    return b;
  };
}

/**
 * The bin boundary of column c whose threshold is `threshold` (what a histogram stump's hypothesis
 * stores), `undefined` when it is none (θ = +∞: every document below).
 *
 * @example
 * ```ts
 * const bins = histogramBins(ts.Xc, 32); // ts: a TrainingSet
 * boundaryOf(bins, 0, binThreshold(bins, 0, 2)); // 2
 * ```
 */
export function boundaryOf(bins: HistogramBins, c: number, threshold: number): number | undefined {
  const n = bins.binStart[c + 1]! - bins.binStart[c]! - 1;
  for (let b = 0; b < n; b++) if (binThreshold(bins, c, b) === threshold) return b;
  return undefined;
}
