// MP-Boost's pivot scan over the statistics table (parallelPerLabelStump).
import { bindSharedLabelBounds, type StatisticsTable } from "@textboost/statistics";
import { labelPivot, type StumpVariant, stumpRule } from "@textboost/stumps";
import { type ChunkedContext, type Chunks, takeChunk } from "./chunks.js";
import { perThread } from "./per-thread.js";
import type { SharedScan } from "./presence.js";

/** What the MP-Boost tasks share. */
export interface PerLabelContext extends ChunkedContext {
  readonly variant: StumpVariant;
  readonly table: StatisticsTable;
  /** Label totals: positives at [j], negatives at [m + j]. */
  readonly totals: Float64Array;
  /** Each label's pivot: written by {@link perLabelPivots}, read by this thread. */
  readonly pivots: Int32Array;
  /**
   * 1 for a label whose scan had several keys within `EXACT_MARGIN` of its best: the calling thread
   * chooses that label's pivot again on the exact sums (written by {@link perLabelPivots}).
   */
  readonly contested: Uint8Array;
  /** Candidate terms of label j at `candidates[candidatePtr[j] .. candidatePtr[j + 1])`; empty: all terms. */
  readonly candidatePtr: Int32Array;
  readonly candidates: Int32Array;
  /** When the table lives in a shared WebAssembly memory (see {@link SharedScan}). */
  readonly shared?: SharedScan;
}

/** The table this thread scans: with the SIMD bounds when it lives in a shared WebAssembly memory. */
function scanTableOf(c: PerLabelContext): StatisticsTable {
  const { shared } = c;
  if (shared === undefined) return c.table;
  return perThread(c, shared.slots, (thread) => {
    const kernels = bindSharedLabelBounds(shared.layout, thread);
    return kernels ? { ...c.table, ...kernels } : c.table;
  });
}

/** `pivots[j]` = MP-Boost's choice for each label j of every chunk. */
export function perLabelPivots(c: PerLabelContext, a: Chunks): void {
  const rule = stumpRule(c.variant);
  const { totals, pivots, candidatePtr, candidates, contested } = c;
  const table = scanTableOf(c);
  const m = table.labels;
  const { values: V, scale, termStride, labelStride } = table;
  const restricted = candidates.length > 0;
  const { cuts } = a;
  // A label whose scan had several keys near its best asks for exact sums: it is flagged, and the
  // calling thread, which has them, chooses its pivot again; here the table's values stand in.
  let met = false;
  const tableSides = (k: number, j: number, _to: number, out: Float64Array): void => {
    met = true;
    const at = j * labelStride + k * termStride;
    out[0] = scale[j]! * V[at]!;
    out[1] = scale[m + j]! * V[at + 1]!;
  };
  for (let chunk = takeChunk(c, cuts); chunk >= 0; chunk = takeChunk(c, cuts)) {
    for (let j = cuts[chunk]!, to = cuts[chunk + 1]!; j < to; j++) {
      const list = restricted ? candidates.subarray(candidatePtr[j]!, candidatePtr[j + 1]!) : undefined;
      met = false;
      pivots[j] = labelPivot(rule, totals[j]!, totals[m + j]!, table, j, list, true, tableSides);
      contested[j] = met ? 1 : 0;
    }
  }
}
