// The statistics table's exact values: stale entries recomputed, whole rows refilled.

import type { TrainingSet } from "@textboost/core";
import { fillTableRow, recomputeEntry, type StatisticsTable } from "@textboost/statistics";
import { type ChunkedContext, type Chunks, takeChunk } from "./chunks.js";
import { sharedTrainingSet } from "./shared-training-set.js";

/**
 * What the exact recomputation of stale entries shares ({@link recomputeEntries}): the table's values,
 * lazy scales and error estimates (in the update's shared memory), D, the signs and the documents of
 * every term (Xc), and the list of entries.
 */
export interface EntryContext extends ChunkedContext {
  readonly table: StatisticsTable;
  readonly errors: Uint16Array;
  readonly weights: Float64Array;
  readonly signs: Int8Array;
  readonly cPtr: Int32Array;
  readonly cIdx: Int32Array;
  /** The flat indices of the entries, `[0, count)` of a task used. */
  readonly slots: Int32Array;
}

const entryDataOf = (c: EntryContext): TrainingSet => sharedTrainingSet(c, c.table.labels);

/**
 * The entries `slots[u]` of every chunk (of entry positions) recomputed exactly by `recomputeEntry`
 * of `@textboost/statistics`, the function the calling thread's `createIncrementalStatistics` runs
 * (so the same bits). Entries are independent (a slot listed twice gets the same value from whichever
 * thread writes it).
 */
export function recomputeEntries(c: EntryContext, a: Chunks): void {
  const { table, errors, weights, slots } = c;
  const data = entryDataOf(c);
  const sums = new Float64Array(2);
  const { cuts } = a;
  for (let chunk = takeChunk(c, cuts); chunk >= 0; chunk = takeChunk(c, cuts)) {
    for (let u = cuts[chunk]!, end = cuts[chunk + 1]!; u < end; u++)
      recomputeEntry(data, weights, table, errors, slots[u]!, sums);
  }
}

/**
 * The rows of every chunk of terms filled from scratch by `fillTableRow` of `@textboost/statistics`,
 * the function `fillStatisticsTable` runs for every term (so the same bits). Terms are disjoint rows
 * (or columns) of the table, so threads never write the same entry.
 */
export function refillRows(c: EntryContext, a: Chunks): void {
  const { table, weights } = c;
  const data = entryDataOf(c);
  const sums = new Float64Array(2 * table.labels);
  const { cuts } = a;
  for (let chunk = takeChunk(c, cuts); chunk >= 0; chunk = takeChunk(c, cuts)) {
    for (let k = cuts[chunk]!, end = cuts[chunk + 1]!; k < end; k++)
      fillTableRow(data, weights, table, k, sums);
  }
}
