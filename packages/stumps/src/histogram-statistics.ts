import type { PairWeights, TrainingSet } from "@textboost/core";
import type { HistogramBins } from "./histogram-bins.js";

/** Options of {@link createHistogramStatistics}. */
export interface HistogramStatisticsOptions {
  /** Recompute the sums from the weights after this many updates (default 64). */
  readonly refreshEvery?: number;
  /**
   * Recompute when the bound on the sums' relative rounding error passes this (default 1e-12): see
   * {@link HistogramStatistics}.
   */
  readonly tolerance?: number;
}

/**
 * A boosting round's split of the documents, as the statistics see it: the column and bin boundary
 * (documents in bins ≤ `bin` are "below", x = 0; the others "above", x = 1), and the multipliers
 * f(j, b, x) the round applies to the weights, at `[(x * 2 + b) * m + j]` (b = 1 for y = +1).
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
 * documents of the smaller side S are visited, each adding (f(j, b, S) − f(j, b, L)) / (f(j, b, L) ·
 * scale) · D(i, j) to its V entries: O(|S| · columns · labels) per round instead of O(documents ·
 * columns · labels).
 *
 * Rounding: when f(S) < f(L) the addition cancels, and an entry made mostly of S's documents keeps
 * its absolute error while its value shrinks by up to f(L)/f(S). So the statistics bound every (j, b)
 * entry's relative error, est ← (est + 3u) · max(1, f(L)/f(S)) per update (u the unit roundoff), and
 * recompute everything from the weights when a bound passes `tolerance`, when a lazy factor leaves
 * [1e-100, 1e100], or every `refreshEvery` updates. A recomputation costs one full pass, about twice
 * an update of a balanced split.
 *
 * Layout: V[((binStart[c] + bin) · m + j) · 2 + b], so a scan over a column's bins reads forwards.
 */
export interface HistogramStatistics {
  readonly bins: HistogramBins;
  /** V, in units of `scale`. */
  readonly values: Float64Array;
  /** The lazy factor of (j, b) at `[j * 2 + b]`: W = scale · V. */
  readonly scale: Float64Array;
  /** Recomputes everything from the current weights. */
  refresh(): void;
  /** Call before the weights change: adds the smaller side's corrections, from the old weights. */
  beforeUpdate(split: HistogramSplit): void;
  /** Call after the weights were multiplied and label j divided by `normalisers[j]`. */
  afterUpdate(normalisers: Float64Array): void;
  /** Full recomputations so far (the first included). */
  readonly refreshes: number;
}

const UNIT_ROUNDOFF = 2 ** -53;
const LOW = 1e-100;
const HIGH = 1e100;

/**
 * Starts the histogram statistics of `data` binned as `bins`, at the current `weights` (kept by
 * reference: the caller updates them in place between `beforeUpdate` and `afterUpdate`).
 *
 * @example
 * ```ts
 * const stats = createHistogramStatistics(ts, histogramBins(ts.Xc, 32), D);
 * stats.values[0] * stats.scale[0]; // Σ D(i, 0) over the negatives of label 0 in bin 0 of column 0
 * ```
 */
export function createHistogramStatistics(
  data: TrainingSet,
  bins: HistogramBins,
  weights: PairWeights,
  options: HistogramStatisticsOptions = {},
): HistogramStatistics {
  const refreshEvery = options.refreshEvery ?? 64;
  const tolerance = options.tolerance ?? 1e-12;
  const m = data.Y.cols;
  const g = bins.rows;
  const C = bins.columns;
  const { binStart, binOf } = bins;
  const values = new Float64Array(binStart[C]! * m * 2);
  const scale = new Float64Array(2 * m);
  const estimate = new Float64Array(2 * m);
  // slot[i * m + j] = j * 2 + b: where document i's weight of label j goes within a bin.
  const slot = new Int32Array(g * m);
  for (let at = 0; at < g * m; at++) slot[at] = (at % m) * 2 + (data.signs[at]! > 0 ? 1 : 0);
  const ratio = new Float64Array(2 * m);
  const large = new Float64Array(2 * m); // f(j, b, L) of the last update
  const increment = new Float64Array(m);
  const offsets = new Int32Array(C);
  let updates = 0;
  let refreshes = 0;
  let stale = false;

  /** Adds document i's `amount[j]` (one per label) to its bin of every column. */
  const addDocument = (i: number, amount: Float64Array | PairWeights, from: number): void => {
    const bin = i * C;
    const slots = i * m;
    for (let c = 0; c < C; c++) offsets[c] = (binStart[c]! + binOf[bin + c]!) * 2 * m;
    for (let c = 0; c < C; c++) {
      const base = offsets[c]!;
      for (let j = 0; j < m; j++) values[base + slot[slots + j]!]! += amount[from + j]!;
    }
  };

  const refresh = (): void => {
    values.fill(0);
    scale.fill(1);
    estimate.fill(0);
    for (let i = 0; i < g; i++) addDocument(i, weights, i * m);
    updates = 0;
    stale = false;
    refreshes++;
  };

  refresh();
  return {
    bins,
    values,
    scale,
    refresh,
    get refreshes() {
      return refreshes;
    },
    beforeUpdate({ column, bin, factors }) {
      let above = 0;
      for (let i = 0; i < g; i++) if (binOf[i * C + column]! > bin) above++;
      const visit = above * 2 <= g ? 1 : 0; // the smaller side S
      const keep = 1 - visit; // the larger side L
      for (let at = 0; at < 2 * m; at++) {
        const j = at >>> 1;
        const b = at & 1;
        const fL = factors[(keep * 2 + b) * m + j]!;
        const fS = factors[(visit * 2 + b) * m + j]!;
        large[at] = fL;
        ratio[at] = (fS - fL) / (fL * scale[at]!);
        estimate[at] = (estimate[at]! + 3 * UNIT_ROUNDOFF) * Math.max(1, fL / fS);
        if (!(estimate[at]! <= tolerance)) stale = true;
      }
      if (stale) return; // everything is recomputed after the update
      for (let i = 0; i < g; i++) {
        if ((binOf[i * C + column]! > bin ? 1 : 0) !== visit) continue;
        for (let j = 0, at = i * m; j < m; j++, at++) increment[j] = ratio[slot[at]!]! * weights[at]!;
        addDocument(i, increment, 0);
      }
    },
    afterUpdate(normalisers) {
      updates++;
      for (let at = 0; at < 2 * m; at++) {
        const s = (scale[at]! * large[at]!) / normalisers[at >>> 1]!;
        scale[at] = s;
        if (!(s > LOW && s < HIGH)) stale = true;
      }
      if (stale || updates >= refreshEvery) refresh();
    },
  };
}
