import type { ArrayAllocator, PairWeights } from "@textboost/core";
import type { GroupScratch, GroupUpdateState } from "./group-update.js";
import type { LabelScratch, LabelUpdateState } from "./label-update.js";
import type { SimdUpdate } from "./simd-update.js";
import type { UpdateRunner } from "./update-runner.js";

/**
 * Everything one training set's update reads and writes, allocated once by `createPivotUpdate`
 * and passed to `applyPivotUpdate` every round: the documents (CSR and CSC), the signs and
 * weights, the states and scratch of the single-label and group updates, and the buffers that group
 * the labels by pivot and re-index a pivot's documents. Every training set's record has the same
 * shape, so the update's compiled code serves all boosters of a process.
 */
export interface PivotUpdateState {
  readonly labels: number;
  readonly documents: number;
  readonly xPtr: Int32Array;
  readonly xIdx: Int32Array;
  readonly cPtr: Int32Array;
  readonly cIdx: Int32Array;
  readonly signs: Int8Array;
  readonly weights: PairWeights;
  /** Single labels (and small groups outside `smallGroups`): increments and where they go. */
  readonly single: LabelUpdateState;
  readonly singleScratch: LabelScratch;
  /** Larger groups: the pivot's documents re-indexed by term. */
  readonly group: GroupUpdateState;
  readonly groupScratch: GroupScratch;
  /** Groups: per term, the number of the pivot's documents that contain it, then its run's position. */
  readonly counts: Int32Array;
  /** Single labels: per document, the number of its (document, label) pairs, then their positions. */
  readonly pairsOfDocument: Int32Array;
  /** Single labels' (document, label) pairs in document order: label and increment slot (grown as needed). */
  pairLabel: Int32Array;
  pairSlot: Int32Array;
  /**
   * Whether groups of 2 to `SMALL_GROUP` labels are updated as a group rather than by the label
   * path: for a term-major table (AdaBoost.MH: every label shares the pivot, a TreeBoost.MH node may
   * have only a few outputs) updated in this thread; by `updateSmallGroup` in JavaScript, or by the
   * group kernel when the update is in WebAssembly SIMD. In a label-major table (MP-Boost) labels
   * share a pivot by chance, and there the label path measured faster.
   */
  readonly smallGroups: boolean;
  /** Small groups (`updateSmallGroup`): a row of 2 · SMALL_GROUP sums per term (allocated on first use), a document's increments and their row offsets. */
  smallRows: Float64Array;
  readonly smallIncrement: Float64Array;
  readonly smallOffset: Int32Array;
  /** The labels sorted by (pivot, label), and the round's single labels. */
  readonly order: Int32Array;
  readonly singles: Int32Array;
  /** Where the increments live (`reserveIncrements` of pivot-update.ts). */
  readonly alloc: ArrayAllocator;
  readonly runner: UpdateRunner | undefined;
  /** The update's arrays and kernels in one WebAssembly memory with the table, when it runs here. */
  readonly simd: SimdUpdate | undefined;
}
