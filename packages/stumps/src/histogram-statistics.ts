import type { PairWeights, TrainingSet } from "@textboost/core";
import { updateCell } from "./cell-update.js";
import { addDocument, addSlices, type DocumentSumsArrays, updateDocument } from "./document-sums.js";
import type { HistogramBins } from "./histogram-bins.js";
import { weightCells } from "./weight-cells.js";

/** Options of {@link createHistogramStatistics}. */
export interface HistogramStatisticsOptions {
  /** Recompute the sums from the weights after this many updates (default 64). */
  readonly refreshEvery?: number;
  /**
   * Recompute when the bound on the sums' relative rounding error passes this (default 1e-11, a
   * tenth of `Z_TIE_TOLERANCE`): see {@link HistogramStatistics}.
   */
  readonly tolerance?: number;
  /**
   * A cell of at least this many documents on the visited side is added by counting
   * (`WeightCells`); smaller ones document by document (default twice the most bins of a
   * column, where counting starts to pay).
   */
  readonly minCellDocuments?: number;
}

/**
 * A boosting round's split of the documents, as the statistics see it: the column and bin boundary
 * (documents in bins ≤ `bin` are "below", x = 0; the others "above", x = 1), and the multipliers
 * f(j, b, x) the round applied to the weights, at `[(x * 2 + b) * m + j]` (b = 1 for y = +1).
 */
export interface HistogramSplit {
  readonly column: number;
  readonly bin: number;
  readonly factors: Float64Array;
}

/**
 * The weight sums W(c, bin, j, b) = Σ D(i, j) over the documents i in bin `bin` of column c with sign
 * b of label j, kept across boosting rounds instead of recomputed.
 *
 * A round multiplies every weight of label j and sign b by f(j, b, x), x the document's side of the
 * round's split, and divides label j by N_j. The larger side L (most documents) is left alone: its
 * change is the per-(j, b) factor f(j, b, L) / N_j, kept lazily in `scale` (W = scale · V). Only the
 * documents of the smaller side S are visited, each adding (f(j, b, S) − f(j, b, L)) / (f(j, b, S) ·
 * scale) · D'(i, j) to its V entries, D' the new weight (= f(j, b, S) · D(i, j) / N_j): O(|S| · columns ·
 * labels) per round instead of O(documents · columns · labels). The work is deferred to the next
 * {@link HistogramStatistics.sync}, so the update after a booster's last round is never done.
 *
 * Rounding: when f(S) < f(L) the addition cancels, and an entry made mostly of S's documents keeps
 * its absolute error while its value shrinks by up to f(L)/f(S). So the statistics bound every (j, b)
 * entry's relative error, est ← (est + 4u) · max(1, f(L)/f(S)) per update (u the unit roundoff). When
 * a bound passes `tolerance` or a lazy factor leaves [1e-100, 1e100], only the sums of that (j, b) are
 * recomputed from the weights (its slice of every column: g · columns additions, fewer for a positive
 * sign), at the next sync; everything is recomputed every `refreshEvery` updates. A full
 * recomputation costs one pass, about twice an update of a balanced split; while the weights are
 * still uniform (the first round) it only counts documents and positives.
 *
 * Cells: from uniform weights, the documents that took the same side in every round since (a
 * `WeightCells` cell) have identical weights per (label, sign). So an update adds a large
 * cell's negatives as (its documents in the bin − its positives of label j in the bin) × the cell's
 * increment, one multiplication per (bin, label) instead of one addition per (document, column,
 * label); its positives, ~1.6 labels a document, still go document by document. The sums then differ
 * from document-by-document addition only by rounding, inside the bound above.
 *
 * Layout: V[((binStart[c] + bin) · m + j) · 2 + b], so a scan over a column's bins reads forwards.
 */
export interface HistogramStatistics {
  readonly bins: HistogramBins;
  /** V, in units of `scale`. Read only after {@link HistogramStatistics.sync}. */
  readonly values: Float64Array;
  /** The lazy factor of (j, b) at `[j * 2 + b]`: W = scale · V. */
  readonly scale: Float64Array;
  /** Call after the weights were multiplied by `split.factors` and label j divided by `normalisers[j]`. */
  record(split: HistogramSplit, normalisers: Float64Array): void;
  /** Brings `values` and `scale` up to date with the current weights (applies what was recorded). */
  sync(): void;
  /** Full recomputations so far (the first included). */
  readonly refreshes: number;
  /** (j, b) slices recomputed alone so far (their bound passed the tolerance). */
  readonly sliceRefreshes: number;
}

const UNIT_ROUNDOFF = 2 ** -53;
const LOW = 1e-100;
const HIGH = 1e100;

/**
 * Starts the histogram statistics of `data` binned as `bins`, at the current `weights` (kept by
 * reference: the caller updates them in place and then calls `record`).
 *
 * @example
 * ```ts
 * const stats = createHistogramStatistics(ts, histogramBins(ts.Xc, 32), D);
 * stats.sync();
 * stats.values[0]! * stats.scale[0]!; // Σ D(i, 0) over the negatives of label 0 in bin 0 of column 0
 * ```
 */
export function createHistogramStatistics(
  data: TrainingSet,
  bins: HistogramBins,
  weights: PairWeights,
  options: HistogramStatisticsOptions = {},
): HistogramStatistics {
  const refreshEvery = options.refreshEvery ?? 64;
  const tolerance = options.tolerance ?? 1e-11;
  const m = data.Y.cols;
  const g = bins.rows;
  const C = bins.columns;
  const { binStart, binOf } = bins;
  const totalBins = binStart[C]!;
  const values = new Float64Array(totalBins * m * 2);
  const scale = new Float64Array(2 * m);
  const estimate = new Float64Array(2 * m);
  const coefficient = new Float64Array(2 * m); // of the pending update, in units of the new scale
  const offsets = new Int32Array(C);
  let widest = 1;
  for (let c = 0; c < C; c++) widest = Math.max(widest, binStart[c + 1]! - binStart[c]!);
  const minCell = options.minCellDocuments ?? 2 * widest;
  const cells = weightCells(g);
  let cellular = false; // the weights are uniform up to the recorded splits: cells apply
  const side = new Uint8Array(g); // of the last recorded split: 1 above
  const inBin = new Int32Array(totalBins); // a cell's documents per bin
  const touched = new Int32Array(totalBins);
  const positivesInBin = new Int32Array(totalBins * m); // a cell's positives of label j per bin
  const arrays: DocumentSumsArrays = {
    m,
    columns: C,
    binStart,
    binOf,
    signs: data.signs,
    weights,
    coefficient,
    yPtr: data.Y.indptr,
    yIdx: data.Y.indices,
    values,
    offsets,
    inBin,
    positivesInBin,
    touched,
    increment: new Float64Array(m),
    seen: new Uint8Array(m),
    negative: new Float64Array(m),
    pendingIncrement: new Float64Array(m),
  };
  const sliceStale = new Uint8Array(2 * m); // (j, b) slices to recompute at the next sync
  const staleSlices = new Int32Array(2 * m);
  const scaling: Scaling = { m, tolerance, scale, coefficient, estimate, sliceStale, staleSlices };
  let staleCount = 0;
  let updates = 0;
  let refreshes = 0;
  let sliceRefreshes = 0;
  let stale = true;
  let pending: number | undefined; // the side whose documents the recorded update visits

  /** Uniform weights w: W(c, bin, j, +) = w · positives, W(c, bin, j, −) = w · (documents − positives). */
  const refresh = (): void => {
    values.fill(0);
    scale.fill(1);
    estimate.fill(0);
    const w = weights[0]!;
    let uniform = true;
    for (let at = 1; at < g * m && uniform; at++) uniform = weights[at] === w;
    if (uniform) countUniform(bins, data.Y, values, w);
    else for (let i = 0; i < g; i++) addDocument(arrays, i, weights, i * m);
    cells.reset();
    cellular = uniform;
    updates = 0;
    stale = false;
    pending = undefined;
    sliceStale.fill(0);
    staleCount = 0;
    refreshes++;
  };

  /** Recomputes the stale (j, b) slices from the weights: zero them, then add each document's weight. */
  const refreshSlices = (): void => {
    for (let q = 0; q < staleCount; q++) {
      const at = staleSlices[q]!;
      for (let p = at; p < values.length; p += 2 * m) values[p] = 0;
      scale[at] = 1;
      estimate[at] = 0;
    }
    for (let i = 0; i < g; i++) addSlices(arrays, i, staleSlices, staleCount);
    for (let q = 0; q < staleCount; q++) sliceStale[staleSlices[q]!] = 0;
    sliceRefreshes += staleCount;
    staleCount = 0;
  };

  const apply = (visit: number): void => {
    if (!cellular) {
      for (let i = 0; i < g; i++) if (side[i] === visit) updateDocument(arrays, i);
      return;
    }
    const { order, start } = cells.group(side, visit);
    for (let c = 0; c < cells.count; c++) {
      const from = start[c]!;
      const to = start[c + 1]!;
      if (to - from >= minCell) updateCell(arrays, order, from, to);
      else for (let p = from; p < to; p++) updateDocument(arrays, order[p]!);
    }
  };

  return {
    bins,
    values,
    scale,
    get refreshes() {
      return refreshes;
    },
    get sliceRefreshes() {
      return sliceRefreshes;
    },
    record({ column, bin, factors }, normalisers) {
      if (pending !== undefined) stale = true; // two updates without a sync: start again
      if (stale) return;
      const above = splitSides(binOf, C, column, bin, side);
      if (cellular) cells.split(side);
      const visit = above * 2 <= g ? 1 : 0; // the smaller side S
      updates++;
      staleCount = rescale(scaling, factors, normalisers, visit, staleCount);
      if (updates >= refreshEvery) stale = true;
      pending = stale ? undefined : visit;
    },
    sync() {
      if (stale) {
        refresh();
        return;
      }
      if (pending !== undefined) {
        // A slice about to be recomputed takes nothing from the update.
        for (let q = 0; q < staleCount; q++) coefficient[staleSlices[q]!] = 0;
        apply(pending);
        pending = undefined;
      }
      if (staleCount > 0) refreshSlices();
    },
  };
}

/** Marks each document's side of a split of `column` at `bin` in `side` (1: above); returns the documents above. */
function splitSides(binOf: Uint16Array, C: number, column: number, bin: number, side: Uint8Array): number {
  let above = 0;
  for (let i = 0, at = column; i < side.length; i++, at += C) {
    const x = binOf[at]! > bin ? 1 : 0;
    side[i] = x;
    above += x;
  }
  return above;
}

/** The per-(j, b) state of the lazy factors (see {@link HistogramStatistics}). */
interface Scaling {
  readonly m: number;
  readonly tolerance: number;
  readonly scale: Float64Array;
  /** Of the pending update, in units of the new scale. */
  readonly coefficient: Float64Array;
  /** The bound on each (j, b) entry's relative rounding error. */
  readonly estimate: Float64Array;
  /** (j, b) slices to recompute at the next sync: a flag per slice, and their list. */
  readonly sliceStale: Uint8Array;
  readonly staleSlices: Int32Array;
}

/**
 * Moves a round's change on the larger side into the lazy factors and the smaller side's into the
 * pending coefficients, bounds the rounding error, and lists the slices whose bound passes the
 * tolerance (or whose factor leaves [1e-100, 1e100]) after the `staleCount` listed; returns their count.
 */
function rescale(
  a: Scaling,
  factors: Float64Array,
  normalisers: Float64Array,
  visit: number,
  staleCount: number,
): number {
  const { m, tolerance, scale, coefficient, estimate, sliceStale, staleSlices } = a;
  const keep = 1 - visit; // the larger side L
  let count = staleCount;
  for (let at = 0; at < 2 * m; at++) {
    const j = at >>> 1;
    const b = at & 1;
    const fL = factors[(keep * 2 + b) * m + j]!;
    const fS = factors[(visit * 2 + b) * m + j]!;
    const s = (scale[at]! * fL) / normalisers[j]!;
    scale[at] = s;
    coefficient[at] = (fS - fL) / (fS * s);
    estimate[at] = (estimate[at]! + 4 * UNIT_ROUNDOFF) * Math.max(1, fL / fS);
    if (!(estimate[at]! <= tolerance && s > LOW && s < HIGH) && sliceStale[at] === 0) {
      sliceStale[at] = 1;
      staleSlices[count++] = at;
    }
  }
  return count;
}

/**
 * The sums at uniform weight w: W(c, bin, j, +) = w · positives, W(c, bin, j, −) = w · (documents −
 * positives). A module function (a closure per statistics was deoptimised for each new one: "wrong
 * call target").
 */
function countUniform(bins: HistogramBins, Y: TrainingSet["Y"], values: Float64Array, w: number): void {
  const { indptr, indices } = Y;
  const { rows: g, columns: C, binStart, binOf } = bins;
  const m = Y.cols;
  const documents = new Float64Array(binStart[C]!);
  for (let i = 0; i < g; i++) {
    for (let c = 0; c < C; c++) {
      const bin = binStart[c]! + binOf[i * C + c]!;
      documents[bin]!++;
      for (let q = indptr[i]!; q < indptr[i + 1]!; q++) values[(bin * m + indices[q]!) * 2 + 1]!++;
    }
  }
  countsToSums(values, documents, m, w);
}

/** From counts to sums at uniform weight w: `values` holds the positives per (bin, label) on entry. */
function countsToSums(values: Float64Array, documents: Float64Array, m: number, w: number): void {
  for (let bin = 0, at = 0; bin < documents.length; bin++) {
    for (let j = 0; j < m; j++, at += 2) {
      const positives = values[at + 1]!;
      values[at] = w * (documents[bin]! - positives);
      values[at + 1] = w * positives;
    }
  }
}
