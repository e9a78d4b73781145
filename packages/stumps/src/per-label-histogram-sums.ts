import type { PairWeights, TrainingSet } from "@textboost/core";
import type { HistogramBins } from "./histogram-bins.js";
import { createHistogramRows } from "./histogram-rows.js";

/** Options of {@link createPerLabelHistogramSums}. */
export interface PerLabelHistogramSumsOptions {
  /** Recompute every sum from the weights after this many updates (default 64). */
  readonly refreshEvery?: number;
  /** Recompute a label's sums of one sign when the bound on their relative rounding error passes this (default 1e-11). */
  readonly tolerance?: number;
  /** Add documents' rows in WebAssembly where the engine has it (default true); false for the JavaScript loop. The sums are the same. */
  readonly wasm?: boolean;
}

/**
 * One label's split in a round, as the sums see it: documents in bins ≤ `bin` of `column` are below
 * (`bin` = +∞: every document is), and the round multiplied the weights of the label's positives by
 * e^(−vote) and of its negatives by e^(+vote), `vote` = `below` or `above` by side.
 */
export interface LabelSplit {
  readonly column: number;
  readonly bin: number;
  readonly below: number;
  readonly above: number;
}

/**
 * The weight sums W(j, c, bin, b) = Σ D(i, j) over the documents i in bin `bin` of column c with sign b
 * (1: positive) of label j, laid out label by label so that one label's sums sit together:
 * `values[(j · totalBins + binStart[c] + bin) · 2 + b]`.
 *
 * MP-Boost's round gives every label its own split, so the sums are kept label by label across
 * rounds: label j's sums of sign b are multiplied by f(L, b)/N_j, L the larger side of its split, and
 * only the documents of the smaller side S are visited, each adding (1 − f(L, b)/f(S, b)) · D'(i, j)
 * (D' the new weight) to its bin of every column: O(Σ_j |S_j| · columns) a round instead of
 * O(documents · columns · labels). When f(S, b) < f(L, b) the addition cancels, so each (j, b) keeps a
 * bound on its sums' relative rounding error, est ← (est + 4u) · max(1, f(L, b)/f(S, b)), and its sums
 * are recomputed from the weights when the bound passes the tolerance (for the positives, the label's
 * few positive documents only); everything is recomputed every `refreshEvery` updates.
 */
export interface PerLabelHistogramSums {
  readonly bins: HistogramBins;
  /** The sums, label by label (see above). */
  readonly values: Float64Array;
  /** Recomputes every sum from the current weights. */
  rebuild(): void;
  /**
   * Brings the sums up to date after the weights of label j were multiplied by the factors of
   * `splits[j]` and divided by `normalisers[j]` (the weights given at creation, updated in place).
   */
  record(splits: readonly LabelSplit[], normalisers: Float64Array): void;
  /** Full recomputations so far (the first included). */
  readonly rebuilds: number;
  /** (label, sign) recomputations so far. */
  readonly sliceRebuilds: number;
}

const UNIT_ROUNDOFF = 2 ** -53;

/**
 * Starts the per-label histogram sums of `data` binned as `bins` at the current `weights` (kept by
 * reference: the caller updates them in place and then calls `record`).
 *
 * @example
 * ```ts
 * import { createPerLabelHistogramSums, histogramBins } from "@textboost/stumps";
 *
 * const sums = createPerLabelHistogramSums(ts, histogramBins(ts.Xc, 32), D); // ts: a TrainingSet, D: its weights
 * sums.values[1]; // Σ D(i, 0) over the positives of label 0 in bin 0 of column 0
 * ```
 */
export function createPerLabelHistogramSums(
  data: TrainingSet,
  bins: HistogramBins,
  weights: PairWeights,
  options: PerLabelHistogramSumsOptions = {},
): PerLabelHistogramSums {
  const refreshEvery = options.refreshEvery ?? 64;
  const tolerance = options.tolerance ?? 1e-11;
  const m = data.Y.cols;
  const g = bins.rows;
  const { columns: C, binStart } = bins;
  const width = 2 * binStart[C]!; // one label's sums
  // The sums, then one more slice: documents per (column, bin), for the uniform start.
  const rows = createHistogramRows(g, C, (m + 1) * width, options.wasm === false ? { wasm: false } : {});
  const { slot, docs, amounts, starts } = rows;
  const values = rows.values.subarray(0, m * width);
  const countsStart = m * width;
  let counted = false;
  const estimate = new Float64Array(2 * m);
  const positives = positiveDocuments(data);
  const { signs } = data;
  fillSlots(bins, slot);
  const byColumn = binsByColumn(bins);
  let updates = 0;
  let rebuilds = 0;
  let sliceRebuilds = 0;

  /** Lists document i, adding `amount` to the slice starting at `start`, as the n-th of {@link rows}' list. */
  const list = (n: number, i: number, start: number, amount: number): void => {
    docs[n] = i;
    starts[n] = start;
    amounts[n] = amount;
  };
  /** Recomputes label j's sums of sign b from the weights. */
  const rebuildSlice = (j: number, b: number): void => {
    const base = j * width + b;
    for (let at = base; at < base + width; at += 2) values[at] = 0;
    let n = 0;
    if (b === 1) {
      for (let q = positives.start[j]!; q < positives.start[j + 1]!; q++) {
        const i = positives.documents[q]!;
        list(n++, i, base, weights[i * m + j]!);
      }
    } else {
      for (let i = 0, at = j; i < g; i++, at += m) if (signs[at]! < 0) list(n++, i, base, weights[at]!);
    }
    rows.addRows(n);
    estimate[2 * j + b] = 0;
  };
  /**
   * Label j's sums from uniform weights w: the positives as {@link rebuildSlice} adds them, the
   * negatives as w · (documents in the bin − the label's positives in it): O(bins + positives · C)
   * instead of O(documents · C).
   */
  const rebuildUniform = (j: number, w: number): void => {
    rebuildSlice(j, 1);
    if (!counted) {
      for (let i = 0; i < g; i++) list(i, i, countsStart, 1);
      rows.addRows(g);
      counted = true;
    }
    const base = j * width;
    // Subtract the label's positives from the bin counts (whole numbers: exact), read the negatives'
    // sums, add them back.
    const each = (sign: number): void => {
      let n = 0;
      for (let q = positives.start[j]!; q < positives.start[j + 1]!; q++)
        list(n++, positives.documents[q]!, countsStart, sign);
      rows.addRows(n);
    };
    each(-1);
    const counts = rows.values;
    for (let at = 0; at < width; at += 2) values[base + at] = counts[countsStart + at]! * w;
    each(1);
    estimate[2 * j] = 0;
  };
  const rebuild = (): void => {
    const w = uniformWeight(weights);
    for (let j = 0; j < m; j++) {
      if (w !== undefined) rebuildUniform(j, w);
      else {
        rebuildSlice(j, 0);
        rebuildSlice(j, 1);
      }
    }
    updates = 0;
    rebuilds++;
  };
  /** Label j after its split: the larger side's change as a factor, the smaller side's documents visited. */
  const recordLabel = (j: number, split: LabelSplit, normaliser: number): void => {
    const sides = byColumn.subarray(split.column * g, split.column * g + g);
    let above = 0;
    if (Number.isFinite(split.bin)) for (let i = 0; i < g; i++) if (sides[i]! > split.bin) above++;
    const visitAbove = above * 2 <= g;
    const [voteS, voteL] = visitAbove ? [split.above, split.below] : [split.below, split.above];
    const visited = visitAbove ? above : g - above;
    const base = j * width;
    const coefficient = [0, 0];
    for (let b = 0; b < 2; b++) {
      const y = b === 1 ? 1 : -1;
      const fS = Math.exp(-y * voteS);
      const fL = Math.exp(-y * voteL);
      const keep = fL / normaliser;
      for (let at = base + b; at < base + width; at += 2) values[at]! *= keep;
      coefficient[b] = 1 - fL / fS;
      // Only an addition to visited documents' bins can cancel.
      const growth = visited > 0 ? Math.max(1, fL / fS) : 1;
      estimate[2 * j + b] = (estimate[2 * j + b]! + 4 * UNIT_ROUNDOFF) * growth;
    }
    if (visited > 0) {
      const [negative, positive] = coefficient as [number, number];
      let n = 0;
      for (let i = 0; i < g; i++) {
        if (sides[i]! > split.bin !== visitAbove) continue;
        const at = i * m + j;
        if (signs[at]! > 0) list(n++, i, base + 1, positive * weights[at]!);
        else list(n++, i, base, negative * weights[at]!);
      }
      rows.addRows(n);
    }
    for (let b = 0; b < 2; b++) {
      if (!(estimate[2 * j + b]! <= tolerance)) {
        rebuildSlice(j, b);
        sliceRebuilds++;
      }
    }
  };
  rebuild();
  return {
    bins,
    values,
    rebuild,
    get rebuilds() {
      return rebuilds;
    },
    get sliceRebuilds() {
      return sliceRebuilds;
    },
    record(splits, normalisers) {
      if (++updates >= refreshEvery) {
        rebuild();
        return;
      }
      for (let j = 0; j < m; j++) recordLabel(j, splits[j]!, normalisers[j]!);
    },
  };
}

/** Each label's positive documents, label by label: label j's are `documents[start[j] … start[j + 1] − 1]`. */
function positiveDocuments(data: TrainingSet): { start: Int32Array; documents: Int32Array } {
  const { indptr, indices, cols: m, rows: g } = data.Y;
  const start = new Int32Array(m + 1);
  for (let q = 0; q < indptr[g]!; q++) start[indices[q]! + 1]!++;
  for (let j = 0; j < m; j++) start[j + 1]! += start[j]!;
  const next = start.slice(0, m);
  const documents = new Int32Array(indptr[g]!);
  for (let i = 0; i < g; i++)
    for (let q = indptr[i]!; q < indptr[i + 1]!; q++) documents[next[indices[q]!]!++] = i;
  return { start, documents };
}

/** The weight every pair has, when they all have the same one (the start of a boosting run). */
function uniformWeight(weights: PairWeights): number | undefined {
  const w = weights[0];
  for (let q = 1; q < weights.length; q++) if (weights[q] !== w) return undefined;
  return w;
}

/** `slot[i · C + c]`: where document i's bin of column c sits in one label's sums (before the sign). */
function fillSlots({ rows: g, columns: C, binStart, binOf }: HistogramBins, slot: Int32Array): void {
  for (let i = 0, at = 0; i < g; i++)
    for (let c = 0; c < C; c++, at++) slot[at] = (binStart[c]! + binOf[at]!) * 2;
}

/** `byColumn[c · g + i]`: document i's bin of column c, column by column (a split's sides read in order). */
function binsByColumn({ rows: g, columns: C, binOf }: HistogramBins): Uint16Array {
  const byColumn = new Uint16Array(g * C);
  for (let i = 0, at = 0; i < g; i++) for (let c = 0; c < C; c++, at++) byColumn[c * g + i] = binOf[at]!;
  return byColumn;
}
