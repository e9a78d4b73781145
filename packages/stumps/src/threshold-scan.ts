import type { LabelTotals, PairWeights, TrainingSet } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { complement, labelTotals } from "@textboost/statistics";
import { sortedColumnOrder } from "./sorted-columns.js";

/** What a feature that is not stored in a row means to a threshold stump. */
export type AbsentMode = "zero" | "missing";

/** Options of {@link scanThresholds}. */
export interface ThresholdScanOptions {
  readonly absent: AbsentMode;
  /**
   * At most about this many candidate thresholds per feature, at equal-frequency cut points (default:
   * every midpoint between two consecutive distinct values).
   */
  readonly maxThresholds?: number;
  /** Told how many features are scanned out of how many, every {@link SCAN_PROGRESS_EVERY} and after the last. */
  readonly onProgress?: (done: number, total: number) => void;
}

/** How many features {@link scanThresholds} scans between two `onProgress` calls. */
export const SCAN_PROGRESS_EVERY = 64;

/**
 * One candidate split "x_k(d) <= threshold" met by {@link scanThresholds}: per-label sums of the
 * current weights. The arrays are the scan's own buffers, valid only during the visit.
 */
export interface ThresholdCandidate {
  readonly feature: number;
  readonly threshold: number;
  /** Σ D(i, j) over documents with label j whose value is at or below the threshold. */
  readonly belowPositive: Float64Array;
  /** Σ D(i, j) over all documents whose value is at or below the threshold. */
  readonly belowTotal: Float64Array;
  /** Σ D(i, j) over documents with label j whose value is known (all of them when absent is zero). */
  readonly knownPositive: Float64Array;
  /** Σ D(i, j) over documents whose value is known. */
  readonly knownTotal: Float64Array;
  /** Σ D(i, j) over all documents (the label's whole weight). */
  readonly labelTotal: Float64Array;
  /** Σ over labels of `labelTotal`. */
  readonly totalMass: number;
}

/**
 * Label j's part of the AdaBoost.MH normaliser at a candidate split, for real-valued votes:
 * Z_j = W_missing^j + 2 (√(W₊^{below,j} W₋^{below,j}) + √(W₊^{above,j} W₋^{above,j})), where
 * W_missing^j is the weight of the documents on which the stump abstains (none when absent is zero).
 * Weights obtained by subtraction go through {@link complement}, so rounding never makes them negative.
 *
 * @example
 * ```ts
 * scanThresholds(ts, weights, { absent: "zero" }, (c) => {
 *   let z = 0;
 *   for (let j = 0; j < ts.Y.cols; j++) z += thresholdLabelZ(c, j);
 * });
 * ```
 */
export function thresholdLabelZ(c: ThresholdCandidate, j: number): number {
  const bP = c.belowPositive[j]!;
  const bT = c.belowTotal[j]!;
  const bN = complement(bT, bP);
  const aP = complement(c.knownPositive[j]!, bP);
  const aN = complement(complement(c.knownTotal[j]!, bT), aP);
  return complement(c.labelTotal[j]!, c.knownTotal[j]!) + 2 * (Math.sqrt(bP * bN) + Math.sqrt(aP * aN));
}

/**
 * The sort-once, prefix-sum scan shared by the threshold stumps: for every feature k, walks its
 * stored values in ascending order (sorted once per training set by `sortedColumnOrder`),
 * keeps the per-label weight sums of the documents below, and calls `visit` at every midpoint
 * between two consecutive distinct values. O(nnz · m) per call plus O(m) per candidate.
 *
 * With absent = `"zero"`, the documents that do not store feature k are one group of value 0, placed
 * by its value; its weights come by subtraction from the label totals (never by visiting them). With
 * `"missing"` they are left out of both sides. A column stored in every row skips the pass that sums
 * its stored weights (they are the label totals).
 *
 * With `maxThresholds` B, a feature's candidates are thinned to about B, evenly spaced by the number
 * of documents below them (equal-frequency cut points, as histogram-based tree learners use): the
 * scan then costs O(nnz · m + B · m) per feature instead of O(distinct values · m). B at least the
 * number of documents visits every candidate.
 *
 * @param data - the training set
 * @param weights - D, row-major documents x labels
 * @param options - what a feature not stored in a row means; at most how many thresholds per feature
 * @param visit - called once per candidate, features in ascending order, thresholds ascending
 * @throws TextboostError `E_SHAPE` when the training set has no feature
 *
 * @example
 * ```ts
 * scanThresholds(ts, weights, { absent: "zero", maxThresholds: 64 }, (c) => console.log(c.feature, c.threshold));
 * ```
 */
export function scanThresholds(
  data: TrainingSet,
  weights: PairWeights,
  options: ThresholdScanOptions,
  visit: (candidate: ThresholdCandidate) => void,
): void {
  const { absent } = options;
  const { Xc, Y } = data;
  if (Xc.cols === 0) throw new TextboostError("E_SHAPE", "the training set has no feature to threshold");
  const m = Y.cols;
  const g = Xc.rows;
  const order = sortedColumnOrder(Xc);
  const values = Xc.values;
  const { positive: tp, negative: tn } = labelTotals(data, weights);
  const tt = new Float64Array(m);
  let totalMass = 0;
  for (let j = 0; j < m; j++) {
    tt[j] = tp[j]! + tn[j]!;
    totalMass += tt[j]!;
  }
  const sP = new Float64Array(m); // stored entries: positive weight
  const sT = new Float64Array(m); // stored entries: total weight
  const cP = new Float64Array(m); // prefix (below): positive
  const cT = new Float64Array(m); // prefix (below): total
  const nP = new Float64Array(m); // known: positive
  const nT = new Float64Array(m); // known: total
  const yPtr = Y.indptr;
  const yIdx = Y.indices;
  const addRow = (i: number, P: Float64Array, T: Float64Array): void => {
    const base = i * m;
    for (let j = 0; j < m; j++) T[j]! += weights[base + j]!;
    for (let q = yPtr[i]!; q < yPtr[i + 1]!; q++) P[yIdx[q]!]! += weights[base + yIdx[q]!]!;
  };
  const candidate = {
    feature: 0,
    threshold: 0,
    belowPositive: cP,
    belowTotal: cT,
    knownPositive: nP,
    knownTotal: nT,
    labelTotal: tt,
    totalMass,
  };
  // Documents between two candidates (0: every candidate).
  const spacing = options.maxThresholds === undefined ? 0 : g / (options.maxThresholds + 1);
  const onProgress = options.onProgress;
  for (let k = 0; k < Xc.cols; k++) {
    if (onProgress !== undefined && k > 0 && k % SCAN_PROGRESS_EVERY === 0) onProgress(k, Xc.cols);
    const start = Xc.indptr[k]!;
    const end = Xc.indptr[k + 1]!;
    const zeros = g - (end - start);
    if (zeros === 0) {
      sP.set(tp);
      sT.set(tt);
    } else {
      sP.fill(0);
      sT.fill(0);
      for (let p = start; p < end; p++) addRow(Xc.indices[p]!, sP, sT);
    }
    nP.set(absent === "zero" ? tp : sP);
    nT.set(absent === "zero" ? tt : sT);
    cP.fill(0);
    cT.fill(0);
    candidate.feature = k;
    let last = Number.NaN; // value of the last group added to the prefix
    let zerosAdded = absent === "missing" || zeros === 0;
    let below = 0; // documents in the prefix
    let due = spacing; // the prefix size at which the next candidate may be visited
    const consider = (next: number): void => {
      if (Number.isNaN(last) || !(next > last) || below < due) return;
      candidate.threshold = last + (next - last) / 2;
      visit(candidate);
      due = below + spacing;
    };
    const addZeros = (): void => {
      consider(0);
      for (let j = 0; j < m; j++) {
        cP[j]! += complement(tp[j]!, sP[j]!);
        cT[j]! += complement(tt[j]!, sT[j]!);
      }
      last = Number.isNaN(last) ? 0 : Math.max(last, 0);
      below += zeros;
      zerosAdded = true;
    };
    for (let p = start; p < end; p++) {
      const at = order[p]!;
      const v = values ? values[at]! : 1;
      if (!zerosAdded && v >= 0) addZeros();
      consider(v);
      addRow(Xc.indices[at]!, cP, cT);
      below++;
      last = Number.isNaN(last) ? v : Math.max(last, v);
    }
    if (!zerosAdded) addZeros();
  }
  onProgress?.(Xc.cols, Xc.cols);
}

/**
 * Label j's real votes on the two sides of the split "x_k(d) <= threshold", minimising Z_j:
 * below = ½ ln((W₊^{below,j} + ε)/(W₋^{below,j} + ε)) and likewise above. One pass over the stored
 * entries of column k; the documents that do not store it (value 0, or abstaining when absent means
 * missing) come by subtraction from the label totals.
 *
 * @param out - receives `[below, above]`
 *
 * @example
 * ```ts
 * const out = new Float64Array(2);
 * thresholdLabelVotes(ts, weights, labelTotals(ts, weights), { feature: 3, threshold: 0.5, absent: "zero" }, 0, 1e-4, out);
 * ```
 */
export function thresholdLabelVotes(
  data: TrainingSet,
  weights: PairWeights,
  totals: LabelTotals,
  split: { readonly feature: number; readonly threshold: number; readonly absent: AbsentMode },
  j: number,
  epsilon: number,
  out: Float64Array,
): void {
  const m = data.Y.cols;
  const { indptr, indices, values } = data.Xc;
  const { signs } = data;
  const { feature, threshold } = split;
  // W[side * 2 + sign]: side 0 below, 1 above; sign 0 negative, 1 positive.
  const W = [0, 0, 0, 0];
  let storedP = 0;
  let storedN = 0;
  for (let p = indptr[feature]!; p < indptr[feature + 1]!; p++) {
    const at = indices[p]! * m + j;
    const w = weights[at]!;
    const positive = signs[at]! > 0;
    const v = values ? values[p]! : 1;
    W[(v <= threshold ? 0 : 2) + (positive ? 1 : 0)]! += w;
    if (positive) storedP += w;
    else storedN += w;
  }
  if (split.absent === "zero") {
    const side = 0 <= threshold ? 0 : 2;
    W[side + 1]! += complement(totals.positive[j]!, storedP);
    W[side]! += complement(totals.negative[j]!, storedN);
  }
  out[0] = 0.5 * Math.log((W[1]! + epsilon) / (W[0]! + epsilon));
  out[1] = 0.5 * Math.log((W[3]! + epsilon) / (W[2]! + epsilon));
}

/**
 * The value of `feature` in document `row` of X (binary search of the row), or `undefined` when the
 * row does not store it.
 */
export function storedValue(X: TrainingSet["X"], row: number, feature: number): number | undefined {
  let lo = X.indptr[row]!;
  let hi = X.indptr[row + 1]! - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const c = X.indices[mid]!;
    if (c === feature) return X.values ? X.values[mid]! : 1;
    if (c < feature) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

/**
 * The value a threshold stump compares for `feature` in document `row`: the stored value, 0 when it
 * is not stored and absent means zero, `undefined` (abstain) when absent means missing.
 */
export function thresholdValue(
  X: TrainingSet["X"],
  row: number,
  feature: number,
  absent: AbsentMode,
): number | undefined {
  return storedValue(X, row, feature) ?? (absent === "zero" ? 0 : undefined);
}

/**
 * Validates the options of a threshold stump: `absent` (default `"zero"`) and `maxThresholds`
 * (an integer ≥ 1 when given); `onProgress` is passed on.
 */
export function resolveScanOptions(options: {
  readonly absent?: AbsentMode;
  readonly maxThresholds?: number;
  readonly onProgress?: (done: number, total: number) => void;
}): ThresholdScanOptions {
  const absent = resolveAbsent(options.absent);
  const max = options.maxThresholds;
  const progress = options.onProgress === undefined ? {} : { onProgress: options.onProgress };
  if (max === undefined) return { absent, ...progress };
  if (!Number.isInteger(max) || max < 1) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `maxThresholds must be an integer >= 1, got ${String(max)}`,
    );
  }
  return { absent, maxThresholds: max, ...progress };
}

/** Validates the `absent` option of a threshold stump (default `"zero"`). */
export function resolveAbsent(absent: AbsentMode | undefined): AbsentMode {
  const mode = absent ?? "zero";
  if (mode !== "zero" && mode !== "missing") {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `absent must be "zero" or "missing", got "${String(mode)}"`,
    );
  }
  return mode;
}
