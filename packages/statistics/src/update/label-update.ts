import { addSlotPair, type addWithEstimate, type ErrorEstimates } from "../table/error-estimate.js";
import type { StaleSink } from "./stale-slots.js";

/**
 * What the update of one label reads and writes: the documents (CSR and CSC), the statistics table
 * and its error estimates, and the label's increments ratio(j, b) · D(i, j) over its pivot's
 * documents, at `incrementValue[incrementStart[j] + t]` for the pivot's t-th document (sign bit in
 * `incrementBit`). Worker threads receive it as shared memory.
 */
export interface LabelUpdateState {
  readonly terms: number;
  readonly termStride: number;
  readonly labelStride: number;
  readonly xPtr: Int32Array;
  readonly xIdx: Int32Array;
  readonly cPtr: Int32Array;
  readonly cIdx: Int32Array;
  readonly values: Float64Array;
  readonly errors: ErrorEstimates;
  readonly incrementStart: Int32Array;
  /** Grown when a round needs more (so replaced: read it from the state on every call). */
  incrementValue: Float64Array;
  incrementBit: Uint8Array;
}

/**
 * One thread's scratch for a {@link updateLabel}: per-term sums of each sign and counts, a bit per
 * term marking the touched ones, and a list of touched terms (for `updateSmallGroup`).
 */
export interface LabelScratch {
  readonly negative: Float64Array;
  readonly positive: Float64Array;
  readonly counts: Int32Array;
  readonly marks: Int32Array;
  readonly touched: Int32Array;
}

/** A zeroed {@link LabelScratch} for `terms` terms. */
export function createLabelScratch(terms: number): LabelScratch {
  return {
    negative: new Float64Array(terms),
    positive: new Float64Array(terms),
    counts: new Int32Array(terms),
    marks: new Int32Array((terms + 31) >>> 5),
    touched: new Int32Array(terms),
  };
}

/** Term occurrences in the documents of `pivot`: the work of a label's update. */
export function pivotOccurrences(state: LabelUpdateState, pivot: number): number {
  const { xPtr, cPtr, cIdx } = state;
  let occurrences = 0;
  for (let p = cPtr[pivot]!, end = cPtr[pivot + 1]!; p < end; p++) {
    const i = cIdx[p]!;
    occurrences += xPtr[i + 1]! - xPtr[i]!;
  }
  return occurrences;
}

/**
 * The incremental update of one label j with pivot `pivot`: sums each touched term's corrections per
 * sign in the scratch (over the pivot's documents in ascending order, from 0), then adds them to the
 * table once, with their rounding estimates (`addWithEstimate`), and reports the slots that
 * became stale. The touched terms are marked in a bit set and visited in ascending order (walking
 * the table's memory forwards), skipping 32 untouched terms at a time; no branch in the summing loop
 * depends on whether a term was seen before. Leaves the scratch zeroed.
 *
 * Labels write disjoint slots, so threads may update different labels at the same time, each with its
 * own scratch; the sums do not depend on which thread runs which label.
 *
 * A module function over the records it is given, not a closure made per training set: every booster
 * of a process (TreeBoost.MH runs one per node) then shares one compiled version of it, where closures
 * made per training set each got code specialised to their own arrays and recompiled when another
 * booster appeared. The arrays are read into locals once per call.
 *
 * @param state - the documents, the table and the label's increments
 * @param scratch - this thread's zeroed scratch (left zeroed)
 * @param pivot - the label's pivot term
 * @param j - the label
 * @param stale - receives every slot whose error estimate passed the tolerance
 *
 * @example
 * ```ts no-run
 * // What applyPivotUpdate does for a label j alone on its pivot, once it filled state's increments:
 * declare const state: LabelUpdateState, pivots: Int32Array, j: number;
 * const scratch = createLabelScratch(state.terms);
 * updateLabel(state, scratch, pivots[j]!, j, createStaleSlots());
 * ```
 */
export function updateLabel(
  state: LabelUpdateState,
  scratch: LabelScratch,
  pivot: number,
  j: number,
  stale: StaleSink,
): void {
  const { termStride: ts, labelStride: ls, values, errors, incrementStart } = state;
  const { negative, positive, counts, marks } = scratch;
  scatterIncrements(state, scratch, pivot, incrementStart[j]!);
  // The touched terms in ascending order, from the set bits of the marks (lowest bit first).
  const label = j * ls;
  for (let w = 0; w < marks.length; w++) {
    let bits = marks[w]!;
    if (bits === 0) continue;
    marks[w] = 0;
    while (bits !== 0) {
      const low = bits & -bits;
      const k = (w << 5) + 31 - Math.clz32(low);
      bits ^= low;
      const summands = counts[k]!;
      counts[k] = 0;
      addSlotPair(values, errors, k * ts + label, negative[k]!, positive[k]!, summands, stale);
      negative[k] = 0;
      positive[k] = 0;
    }
  }
}

/**
 * The first pass of {@link updateLabel}: over the pivot's documents in order, each document's
 * increment (from `at` on) goes to the sums of its sign of every term of the document, counting the
 * summands and marking the terms.
 */
function scatterIncrements(state: LabelUpdateState, scratch: LabelScratch, pivot: number, at: number): void {
  const { xPtr, xIdx, cPtr, cIdx, incrementValue, incrementBit } = state;
  const { negative, positive, counts, marks } = scratch;
  for (let p = cPtr[pivot]!, end = cPtr[pivot + 1]!; p < end; p++, at++) {
    const i = cIdx[p]!;
    const increment = incrementValue[at]!;
    const sums = incrementBit[at] === 1 ? positive : negative;
    for (let q = xPtr[i]!, qe = xPtr[i + 1]!; q < qe; q++) {
      const k = xIdx[q]!;
      counts[k]!++;
      sums[k]! += increment;
      marks[k >>> 5]! |= 1 << (k & 31);
    }
  }
}
