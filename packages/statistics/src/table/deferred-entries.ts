import type { PairWeights, TrainingSet } from "@textboost/core";
import { toCsc } from "@textboost/sparse";
import { addPositiveWeightsByLabel, positiveWeightByLabel } from "../sum/document-weights.js";
import { createStaleSlots } from "../update/stale-slots.js";
import type { ErrorEstimates } from "./error-estimate.js";
import { entryLabel, entryTerm, type StatisticsTable } from "./statistics-table.js";

/**
 * A stale positive entry is recomputed over its label's documents rather than its term's when they
 * are fewer than its term's documents divided by this (a binary search in a row against one step of
 * the term's loop); a label's entries are then swept together when they are many.
 */
const BY_LABEL = 8;

/**
 * The stale positive entries of rare labels and common terms, recomputed over the label's documents
 * rather than the term's ({@link createDeferredEntries}).
 */
export interface DeferredEntries {
  /** True for a positive entry of a label with far fewer documents than its term. */
  defers(at: number): boolean;
  /** Defers entry `at` to the next {@link DeferredEntries.recompute}. */
  add(at: number): void;
  /**
   * Recomputes the deferred entries from the current weights, label by label, and forgets them.
   *
   * @returns how many entries it recomputed
   */
  recompute(): number;
}

/**
 * The deferred recomputation of the incremental statistics' stale positive entries: each over its
 * label's documents, by a binary search per (entry, document) (`positiveWeightByLabel`) or, when the
 * label has many such entries, by one sweep over its documents' terms (`addPositiveWeightsByLabel`);
 * both give the bits of the term's own pass (`recomputeEntry`). A closure over this training set's
 * arrays, as the rest of `createIncrementalStatistics`' recomputation.
 *
 * @param data - the training set
 * @param weights - D, updated in place by the caller
 * @param table - the statistics table the entries belong to
 * @param errors - its error estimates (set to 0 for a recomputed entry)
 * @returns the deferred entries, none yet
 *
 * @example
 * ```ts
 * const table = createStatisticsTable(ts.X.cols, ts.Y.cols, "term-major");
 * const errors = new Uint16Array(table.values.length);
 * const deferred = createDeferredEntries(ts, D, table, errors);
 * fillStatisticsTable(ts, D, table);
 * const at = 1; // term 0, label 0, positive
 * if (deferred.defers(at)) deferred.add(at);
 * deferred.recompute(); // 1 when entry 1 was deferred, else 0
 * ```
 */
export function createDeferredEntries(
  data: TrainingSet,
  weights: PairWeights,
  table: StatisticsTable,
  errors: ErrorEstimates,
): DeferredEntries {
  const m = data.Y.cols;
  const r = data.X.cols;
  const { values: V, scale } = table;
  // Each label's documents, for recomputing positive entries of common terms and rare labels.
  const byLabel = toCsc(data.Y);
  const { indptr: labelPtr } = byLabel;
  const { indptr: termPtr } = data.Xc;
  // Per label, the term occurrences of its documents (the cost of a sweep over them).
  const labelOccurrences = new Float64Array(m);
  for (let j = 0; j < m; j++)
    for (let q = labelPtr[j]!; q < labelPtr[j + 1]!; q++) {
      const i = byLabel.indices[q]!;
      labelOccurrences[j]! += data.X.indptr[i + 1]! - data.X.indptr[i]!;
    }
  // The deferred slots (grown), bucketed by label, and the sweep's scratch.
  const deferred = createStaleSlots();
  const bucketStart = new Int32Array(m + 1);
  let bucketed = new Int32Array(256);
  const wanted = new Uint8Array(r);
  const sweepSums = new Float64Array(r);
  const termOf = (at: number): number => entryTerm(table, at);
  const labelOf = (at: number): number => entryLabel(table, at);

  const defers = (at: number): boolean => {
    if ((at & 1) === 0) return false;
    const k = termOf(at);
    const j = labelOf(at);
    return (labelPtr[j + 1]! - labelPtr[j]!) * BY_LABEL < termPtr[k + 1]! - termPtr[k]!;
  };

  const recompute = (): number => {
    const { slots, count: deferredCount } = deferred;
    let recomputed = 0;
    bucketStart.fill(0);
    for (let u = 0; u < deferredCount; u++) bucketStart[labelOf(slots[u]!) + 1]!++;
    for (let j = 0; j < m; j++) bucketStart[j + 1]! += bucketStart[j]!;
    if (bucketed.length < deferredCount) bucketed = new Int32Array(slots.length);
    for (let u = 0; u < deferredCount; u++) bucketed[bucketStart[labelOf(slots[u]!)]!++] = slots[u]!;
    // bucketStart[j] is now the end of label j's entries.
    for (let j = 0, from = 0; j < m; from = bucketStart[j]!, j++) {
      const count = bucketStart[j]! - from;
      if (count === 0) continue;
      const s = scale[m + j]!;
      const sweep = count * (labelPtr[j + 1]! - labelPtr[j]!) * BY_LABEL > labelOccurrences[j]!;
      if (sweep) {
        for (let u = from; u < from + count; u++) wanted[termOf(bucketed[u]!)] = 1;
        addPositiveWeightsByLabel(data, weights, byLabel, j, wanted, sweepSums);
      }
      for (let u = from; u < from + count; u++) {
        const at = bucketed[u]!;
        const k = termOf(at);
        V[at] = (sweep ? sweepSums[k]! : positiveWeightByLabel(data, weights, byLabel, k, j)) / s;
        errors[at] = 0;
        recomputed++;
      }
      if (sweep) {
        for (let u = from; u < from + count; u++) {
          const k = termOf(bucketed[u]!);
          sweepSums[k] = 0;
          wanted[k] = 0;
        }
      }
    }
    deferred.count = 0;
    return recomputed;
  };

  return { defers, add: (at) => deferred.add(at), recompute };
}
