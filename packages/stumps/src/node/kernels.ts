// The work a task does on one part of a problem, in whichever thread runs it (a worker, or the main
// thread for part 0). Imports nothing from @textboost/core, so a worker loads only this package's
// own modules.
import { labelPivot, presenceKey } from "../pivot-criteria.js";
import type { StatisticsTable } from "../statistics-table.js";
import { type StumpVariant, stumpRule } from "../stump-variant.js";

/** What the AdaBoost.MH tasks share: the table, the label totals and the update buffers. */
export interface PresenceContext {
  readonly variant: StumpVariant;
  readonly table: StatisticsTable;
  /** Label totals: positives at [j], negatives at [m + j]. */
  readonly totals: Float64Array;
  /** One key per term, written by {@link presenceKeys}. */
  readonly keys: Float64Array;
  readonly xPtr: Int32Array;
  readonly xIdx: Int32Array;
  readonly cPtr: Int32Array;
  readonly cIdx: Int32Array;
  /** The increment of (t-th pivot document, label j) at [t * m + j]. */
  readonly increments: Float64Array;
  /** Its sign bit (1 for y = +1), same index. */
  readonly bits: Uint8Array;
}

/** What the MP-Boost tasks share. */
export interface PerLabelContext {
  readonly variant: StumpVariant;
  readonly table: StatisticsTable;
  /** Label totals: positives at [j], negatives at [m + j]. */
  readonly totals: Float64Array;
  /** Each label's pivot: written by {@link perLabelPivots}, read by {@link perLabelUpdate}. */
  readonly pivots: Int32Array;
  /** Candidate terms of label j at `candidates[candidatePtr[j] .. candidatePtr[j + 1])`; empty: all terms. */
  readonly candidatePtr: Int32Array;
  readonly candidates: Int32Array;
  readonly xPtr: Int32Array;
  readonly xIdx: Int32Array;
  readonly cPtr: Int32Array;
  readonly cIdx: Int32Array;
  /** Label j's increments (one per document of its pivot) at [incrementPtr[j] + t]. */
  readonly incrementPtr: Int32Array;
  readonly increments: Float64Array;
  readonly bits: Uint8Array;
}

/** What batch scoring shares: a compressed committee and the documents. */
export interface ScoreContext {
  readonly labels: number;
  readonly bias: Float64Array;
  readonly pivotIndex: Int32Array;
  readonly delta: Float64Array;
  readonly xPtr: Int32Array;
  readonly xIdx: Int32Array;
  /** Documents x labels, row-major. */
  readonly out: Float64Array;
}

/** A half-open range [from, to) of terms, labels or rows. */
export interface Range {
  readonly from: number;
  readonly to: number;
}

/** `keys[k]` = the AdaBoost.MH criterion of term k, for k in the range. */
export function presenceKeys(c: PresenceContext, a: Range & { readonly mass: number }): void {
  const rule = stumpRule(c.variant);
  const m = c.table.labels;
  const tp = c.totals.subarray(0, m);
  const tn = c.totals.subarray(m, 2 * m);
  for (let k = a.from; k < a.to; k++) c.keys[k] = presenceKey(rule, tp, tn, a.mass, c.table, k);
}

/**
 * The incremental update of the terms in the range for AdaBoost.MH's shared pivot: for each of the
 * pivot's first `count` documents t, in order, every term k of the document in range gets
 * `increments[t * m + j]` at slot (k, j, `bits[t * m + j]`).
 */
export function presenceUpdate(c: PresenceContext, a: Range & { readonly pivot: number }): void {
  const { values: V, labels: m, termStride: ts, labelStride: ls } = c.table;
  const { xPtr, xIdx, cIdx, increments, bits } = c;
  const { from, to } = a;
  for (let p = c.cPtr[a.pivot]!, end = c.cPtr[a.pivot + 1]!, t = 0; p < end; p++, t++) {
    const i = cIdx[p]!;
    const row = t * m;
    for (let q = xPtr[i]!, qe = xPtr[i + 1]!; q < qe; q++) {
      const k = xIdx[q]!;
      if (k < from || k >= to) continue;
      const base = k * ts;
      for (let j = 0; j < m; j++) V[base + j * ls + bits[row + j]!]! += increments[row + j]!;
    }
  }
}

/** `pivots[j]` = MP-Boost's choice for each label j in the range. */
export function perLabelPivots(c: PerLabelContext, a: Range): void {
  const rule = stumpRule(c.variant);
  const m = c.table.labels;
  const { candidatePtr, candidates } = c;
  const restricted = candidates.length > 0;
  for (let j = a.from; j < a.to; j++) {
    const list = restricted ? candidates.subarray(candidatePtr[j]!, candidatePtr[j + 1]!) : undefined;
    c.pivots[j] = labelPivot(rule, c.totals[j]!, c.totals[m + j]!, c.table, j, list);
  }
}

/**
 * The incremental update of the labels in the range: for each label j, each document t of its pivot
 * in order, every term k of the document gets `increments[incrementPtr[j] + t]` at slot (k, j, bit).
 */
export function perLabelUpdate(c: PerLabelContext, a: Range): void {
  const { values: V, termStride: ts, labelStride: ls } = c.table;
  const { xPtr, xIdx, cPtr, cIdx, pivots, incrementPtr, increments, bits } = c;
  for (let j = a.from; j < a.to; j++) {
    const pivot = pivots[j]!;
    for (let p = cPtr[pivot]!, end = cPtr[pivot + 1]!, at = incrementPtr[j]!; p < end; p++, at++) {
      const i = cIdx[p]!;
      const inc = increments[at]!;
      const base = j * ls + bits[at]!;
      for (let q = xPtr[i]!, qe = xPtr[i + 1]!; q < qe; q++) V[base + xIdx[q]! * ts]! += inc;
    }
  }
}

/** Scores of the rows in the range: bias plus the delta of every pivot the document contains. */
export function scoreRows(c: ScoreContext, a: Range): void {
  const { labels: m, bias, pivotIndex, delta, xPtr, xIdx, out } = c;
  for (let i = a.from; i < a.to; i++) {
    const base = i * m;
    out.set(bias, base);
    for (let p = xPtr[i]!, end = xPtr[i + 1]!; p < end; p++) {
      const pivot = pivotIndex[xIdx[p]!]!;
      if (pivot < 0) continue;
      const at = pivot * m;
      for (let j = 0; j < m; j++) out[base + j]! += delta[at + j]!;
    }
  }
}

/** The tasks a worker can run, by name. */
export const KERNELS = {
  "presence-keys": presenceKeys,
  "presence-update": presenceUpdate,
  "per-label-pivots": perLabelPivots,
  "per-label-update": perLabelUpdate,
  "score-rows": scoreRows,
} as const;

/** The name of a task in {@link KERNELS}. */
export type KernelName = keyof typeof KERNELS;

/** The context type a task reads. */
export type KernelContext<K extends KernelName> = Parameters<(typeof KERNELS)[K]>[0];

/** The per-part arguments of a task. */
export type KernelArgs<K extends KernelName> = Parameters<(typeof KERNELS)[K]>[1];
