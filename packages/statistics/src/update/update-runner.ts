import type { ArrayAllocator, PairWeights, TrainingSet } from "@textboost/core";
import type { ErrorEstimates } from "../table/error-estimate.js";
import type { StatisticsTable } from "../table/statistics-table.js";
import type { GroupUpdateState } from "./group-update.js";
import type { LabelUpdateState } from "./label-update.js";
import type { StaleSink } from "./stale-slots.js";

/**
 * Runs parts of a round's update elsewhere (worker threads, `@textboost/workers/node`), each thread
 * with its own scratch:
 * - `runLabels`: `updateLabel` for every label j of `labels` (pivot `pivots[j]`);
 * - `runGroup`: `updateGroup` for the touched terms [0, touched) of a group of
 *   `size` labels sharing a pivot.
 * Both report every stale slot to `stale`, or -1 when they lost track of some (the statistics
 * then recompute everything).
 * - `recomputeEntries`: the exact recomputation of stale entries after the reweighting (see
 *   {@link EntryRecompute}); `refill`: of the whole table (every `refreshEvery` updates).
 * A runner without one of them leaves that part to this thread.
 */
export interface UpdateRunner {
  /** Allocates the update's arrays (shared memory for worker threads). */
  readonly allocate: ArrayAllocator;
  runLabels?(labels: Int32Array, pivots: Int32Array, state: LabelUpdateState, stale: StaleSink): void;
  runGroup?(size: number, touched: number, state: GroupUpdateState, stale: StaleSink): void;
  /**
   * Recomputes the entries of `request` exactly, as `addTermWeightsBySign` sums them for one label
   * (same bits), or returns false to leave them to this thread (the weights are not on memory the
   * runner's threads share).
   */
  recomputeEntries?(request: EntryRecompute): boolean;
  /**
   * Finishes what `runLabels` or `runGroup` left running in the background and reports its stale
   * slots to `stale`. A runner that has it may return from those two before their work is done (so
   * that this thread reweights D meanwhile); `applyPivotUpdate` calls it before it writes the next
   * group's or the single labels' arrays, and the incremental statistics before anything reads the
   * table again (`afterUpdate`).
   */
  settle?(stale: StaleSink): void;
  /**
   * Fills the whole table of `request` from the current weights, as `fillStatisticsTable` does
   * (same bits; the caller then sets the scales to 1 and the estimates to 0), or returns false to
   * leave it to this thread.
   */
  refill?(request: TableRefill): boolean;
}

/** A statistics table and what its exact values are computed from: the training set and D. */
export interface TableRefill {
  readonly data: TrainingSet;
  readonly weights: PairWeights;
  readonly table: StatisticsTable;
  readonly errors: ErrorEstimates;
}

/**
 * Stale entries of a statistics table to recompute from the current weights: for each flat index
 * `at` of `slots[0 .. count)`, of term k, label j and sign bit b (1 for y = +1), the sum of D(i, j)
 * over term k's documents i of sign b, in ascending i (`addTermWeightsBySign` for label j alone),
 * divided by the lazy scale `table.scale[b · m + j]`, goes to `table.values[at]`, and its error
 * estimate `errors[at]` to 0. Entries are independent: any split among threads gives the same bits.
 */
export interface EntryRecompute extends TableRefill {
  readonly slots: Int32Array;
  readonly count: number;
}
