import type { CsrMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { checkBins } from "./bin-count.js";
import { quantileCuts } from "./quantile-cuts.js";

/**
 * The bins of every feature of a training matrix: derived binary feature d (of `offsets[k] <= d <
 * offsets[k + 1]`) stands for a threshold on original feature k:
 * - `thresholds[d] >= 0`: d is present in a document iff x_k > `thresholds[d]`;
 * - `thresholds[d] < 0`: d is present iff x_k <= `thresholds[d]` (only stored negative values).
 *
 * Absent entries count as 0, so neither kind is ever present for them: the expansion is as sparse
 * as the data (a value above k cuts makes k derived entries). Each feature's thresholds are
 * ascending and distinct (at most `bins` per sign, from {@link quantileCuts}).
 */
export interface Binning {
  /** At most this many bins per sign and feature. */
  readonly bins: number;
  /** Number of original features (columns of the matrices it applies to). */
  readonly features: number;
  /** Length `features + 1`: the derived features of feature k are `offsets[k] .. offsets[k + 1]`. */
  readonly offsets: Int32Array;
  /** One threshold per derived feature. */
  readonly thresholds: Float64Array;
}

/**
 * Whether derived feature `d` of `binning` is present for a value x of its feature (0 when absent).
 *
 * @example
 * ```ts
 * derivedPresent(0.3, 0.25); // true: 0.3 > 0.25
 * derivedPresent(-2, -1.5); // true: -2 <= -1.5
 * derivedPresent(0, 0); // false: absent entries are never present
 * ```
 */
export function derivedPresent(x: number, threshold: number): boolean {
  return threshold < 0 ? x <= threshold : x > threshold;
}

/**
 * Cuts every feature of a training matrix into quantile bins ({@link quantileCuts}): the binning
 * {@link expandMatrix} applies, and by which {@link unbinHypothesis} maps stumps on derived features
 * back to thresholds. A binary matrix (no `values`) gets one derived feature per used column, the
 * column itself. A matrix without any nonzero value keeps the one cut "x_0 > 0" (never present), so
 * that a booster still has a feature to train on. Cost: one sort of each column's values, O(nnz log nnz).
 *
 * @param X - the training matrix (documents x features)
 * @param bins - at most this many bins per sign and feature, a whole number in [1, 1024]
 * @returns the {@link Binning}
 * @throws TextboostError `E_INVALID_ARGUMENT` for a bad `bins`; `E_NUMERIC` for a stored NaN or
 *   infinite value (naming its row and column)
 *
 * @example
 * ```ts
 * const X = { format: "csr" as const, rows: 2, cols: 1, indptr: Int32Array.of(0, 1, 2), indices: Int32Array.of(0, 0), values: Float64Array.of(0.2, 0.6) };
 * fitBinning(X, 2).thresholds; // Float64Array [0, 0.4]
 * ```
 */
export function fitBinning(X: CsrMatrix, bins: number): Binning {
  checkBins(bins);
  const { rows, cols, indptr, indices, values } = X;
  const starts = new Int32Array(cols + 1);
  for (let p = 0; p < indices.length; p++) starts[indices[p]! + 1]!++;
  for (let k = 0; k < cols; k++) starts[k + 1]! += starts[k]!;
  const byColumn = new Float64Array(indices.length);
  const fill = starts.slice(0, cols);
  for (let r = 0; r < rows; r++) {
    for (let p = indptr[r]!; p < indptr[r + 1]!; p++) {
      const v = values ? values[p]! : 1;
      if (!Number.isFinite(v)) {
        throw new TextboostError(
          "E_NUMERIC",
          `feature value ${v} in row ${r + 1}, column ${indices[p]}; binned stumps need finite values`,
        );
      }
      byColumn[fill[indices[p]!]!++] = v;
    }
  }
  const offsets = new Int32Array(cols + 1);
  const parts: Float64Array[] = [];
  const anyNonzero = byColumn.some((v) => v !== 0);
  for (let k = 0; k < cols; k++) {
    const column = byColumn.subarray(starts[k]!, starts[k + 1]!).sort();
    // without any nonzero value, feature 0 keeps the cut 0 (never present), so a booster has a feature
    const cuts = k === 0 && !anyNonzero ? Float64Array.of(0) : quantileCuts(column, bins);
    parts.push(cuts);
    offsets[k + 1] = offsets[k]! + cuts.length;
  }
  const thresholds = new Float64Array(offsets[cols]!);
  for (let k = 0; k < cols; k++) thresholds.set(parts[k]!, offsets[k]!);
  return { bins, features: cols, offsets, thresholds };
}

/**
 * The original feature of derived feature `d` (binary search of the offsets).
 *
 * @returns k with `offsets[k] <= d < offsets[k + 1]`
 * @throws TextboostError `E_MODEL_FORMAT` when d is not a derived feature of `binning`
 *
 * @example
 * ```ts
 * featureOfDerived(fitBinning(X, 4), 0); // the first column with a nonzero value
 * ```
 */
export function featureOfDerived(binning: Binning, d: number): number {
  const { offsets, features } = binning;
  if (!Number.isInteger(d) || d < 0 || d >= offsets[features]!) {
    throw new TextboostError(
      "E_MODEL_FORMAT",
      `feature ${d} is not one of the ${offsets[features]} binned features`,
    );
  }
  let lo = 0;
  let hi = features; // offsets[lo] <= d < offsets[hi]
  while (hi - lo > 1) {
    const mid = (lo + hi) >>> 1;
    if (offsets[mid]! <= d) lo = mid;
    else hi = mid;
  }
  return lo;
}
