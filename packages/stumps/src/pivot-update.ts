import type { PairWeights, TrainingSet } from "@textboost/core";
import { addWithEstimate } from "./error-estimate.js";
import type { StatisticsTable } from "./statistics-table.js";

/**
 * Applies one round's correction to the incremental statistics: for every label j and every term k
 * that shares a document with j's pivot, adds ratio(j, b) · C(k, j, b) to the slot (k, j, b), where
 * C sums the current weights D(i, j) of sign b over the documents i that contain both k and the pivot.
 *
 * @param pivots - k*_j for each label
 * @param ratio - `ratio[bit * m + j]`, bit 1 for y = +1
 * @param onStale - called with the flat index of every slot whose error estimate passed the tolerance
 */
export type PivotUpdate = (pivots: Int32Array, ratio: Float64Array, onStale: (at: number) => void) => void;

/**
 * The update of {@link PivotUpdate}, term by term. Labels that share a pivot (all of them in
 * AdaBoost.MH; mostly single labels in MP-Boost) are updated together. Each touched slot's
 * C(k, j, b) is summed over the pivot's documents in ascending order, starting from 0, in a scratch
 * area, and then added to the table once, with its rounding estimate ({@link addWithEstimate}). So
 * the table is written once per touched slot, not once per (document, term, label), and the sums
 * depend neither on the table's layout nor on how the labels are grouped.
 *
 * A single label sums into a dense scratch of (term, sign). A group of several labels would need a
 * scratch as large as the statistics table (all of it in AdaBoost.MH), so it re-indexes the pivot's
 * documents by term (a counting sort of their terms) and sums each term's corrections in a scratch
 * row of 2 × group size entries that stays in the cache.
 *
 * Buffers are allocated once per training set and reused every round.
 */
export function createPivotUpdate(
  data: TrainingSet,
  weights: PairWeights,
  table: StatisticsTable,
  errors: Float64Array,
): PivotUpdate {
  const m = data.Y.cols;
  const r = data.X.cols;
  const { indptr: xPtr, indices: xIdx } = data.X;
  const { indptr: cPtr, indices: cIdx } = data.Xc;
  const { signs } = data;
  const { values: V, termStride: ts, labelStride: ls } = table;
  // Per group: the increments of (document t of the pivot, label jj of the group), and their signs.
  let incrementBuffer = new Float64Array(0);
  let bitBuffer = new Uint8Array(0);
  // Per term: the number of the pivot's documents that contain it, then (large groups) run ends.
  const counts = new Int32Array(r);
  const touched = new Int32Array(r);
  let documentBuffer = new Int32Array(0);
  const row = new Float64Array(2 * m);
  const dense = new Float64Array(2 * r);
  const labels = new Int32Array(m);

  /** Adds a touched slot's summed correction to the table, and clears it from the scratch. */
  const merge = (
    scratch: Float64Array,
    from: number,
    slot: number,
    summands: number,
    onStale: (at: number) => void,
  ): void => {
    const negative = scratch[from]!;
    const positive = scratch[from + 1]!;
    if (negative !== 0) {
      scratch[from] = 0;
      if (addWithEstimate(V, errors, slot, negative, summands)) onStale(slot);
    }
    if (positive !== 0) {
      scratch[from + 1] = 0;
      if (addWithEstimate(V, errors, slot + 1, positive, summands)) onStale(slot + 1);
    }
  };

  const applyGroup = (
    pivot: number,
    group: Int32Array,
    ratio: Float64Array,
    onStale: (at: number) => void,
  ): void => {
    const size = group.length;
    const first = cPtr[pivot]!;
    const count = cPtr[pivot + 1]! - first;
    if (count === 0) return;
    if (incrementBuffer.length < count * size) {
      incrementBuffer = new Float64Array(count * size);
      bitBuffer = new Uint8Array(count * size);
    }
    const increments = incrementBuffer;
    const bits = bitBuffer;
    for (let t = 0; t < count; t++) {
      const pairs = cIdx[first + t]! * m;
      for (let jj = 0, at = t * size; jj < size; jj++, at++) {
        const pair = pairs + group[jj]!;
        const bit = signs[pair]! > 0 ? 1 : 0;
        bits[at] = bit;
        increments[at] = ratio[bit * m + group[jj]!]! * weights[pair]!;
      }
    }
    let nTouched = 0;
    if (size === 1) {
      // One label: sum into a dense scratch of (term, sign).
      for (let t = 0; t < count; t++) {
        const i = cIdx[first + t]!;
        const increment = increments[t]!;
        const bit = bits[t]!;
        for (let q = xPtr[i]!, qe = xPtr[i + 1]!; q < qe; q++) {
          const k = xIdx[q]!;
          const c = counts[k]!;
          if (c === 0) touched[nTouched++] = k;
          counts[k] = c + 1;
          dense[2 * k + bit]! += increment;
        }
      }
      const label = group[0]! * ls;
      for (let u = 0; u < nTouched; u++) {
        const k = touched[u]!;
        const summands = counts[k]!;
        counts[k] = 0;
        merge(dense, 2 * k, k * ts + label, summands, onStale);
      }
      return;
    }
    let occurrences = 0;
    for (let t = 0; t < count; t++) {
      const i = cIdx[first + t]!;
      for (let q = xPtr[i]!, qe = xPtr[i + 1]!; q < qe; q++) {
        const k = xIdx[q]!;
        if (counts[k]!++ === 0) touched[nTouched++] = k;
      }
      occurrences += xPtr[i + 1]! - xPtr[i]!;
    }
    if (documentBuffer.length < occurrences) documentBuffer = new Int32Array(occurrences);
    const documents = documentBuffer;
    // Counts -> run starts, in the order the terms were first seen; the fill advances them to run ends.
    let start = 0;
    for (let u = 0; u < nTouched; u++) {
      const k = touched[u]!;
      const c = counts[k]!;
      counts[k] = start;
      start += c;
    }
    for (let t = 0; t < count; t++) {
      const i = cIdx[first + t]!;
      for (let q = xPtr[i]!, qe = xPtr[i + 1]!; q < qe; q++) documents[counts[xIdx[q]!]!++] = t;
    }
    start = 0;
    for (let u = 0; u < nTouched; u++) {
      const k = touched[u]!;
      const end = counts[k]!;
      counts[k] = 0;
      for (let e = start; e < end; e++) {
        const base = documents[e]! * size;
        for (let jj = 0; jj < size; jj++) row[2 * jj + bits[base + jj]!]! += increments[base + jj]!;
      }
      const summands = end - start;
      start = end;
      for (let jj = 0; jj < size; jj++) merge(row, 2 * jj, k * ts + group[jj]! * ls, summands, onStale);
    }
  };

  return (pivots, ratio, onStale) => {
    // Group the labels by pivot (ascending pivot, then label).
    const sorted = Array.from({ length: m }, (_, j) => j).sort((a, b) => pivots[a]! - pivots[b]! || a - b);
    for (let a = 0; a < m; ) {
      const pivot = pivots[sorted[a]!]!;
      let b = a;
      while (b < m && pivots[sorted[b]!] === pivot) {
        labels[b - a] = sorted[b]!;
        b++;
      }
      applyGroup(pivot, labels.subarray(0, b - a), ratio, onStale);
      a = b;
    }
  };
}
