import type { IncrementalOptions, PairWeights, TrainingSet } from "@textboost/core";
import { addTermWeightsBySign } from "./document-weights.js";
import type { ErrorEstimates } from "./error-estimate.js";
import {
  applyPivotUpdate,
  createPivotUpdate,
  ORDINARY_ARRAYS,
  type PivotUpdateState,
  type UpdateRunner,
} from "./pivot-update.js";
import {
  createStatisticsTable,
  type Float64Allocator,
  fillStatisticsTable,
  type StatisticsLayout,
  type StatisticsTable,
} from "./statistics-table.js";

/** Options of {@link createIncrementalStatistics}. */
export interface IncrementalStatisticsOptions extends IncrementalOptions {
  /**
   * Recompute everything from scratch after this many updates. Default 128: the entries carry their
   * own error estimates, but the lazy factors do not; each update rounds them by about 2u, and 128
   * updates keep that below 3e-14, under `STATISTIC_TOLERANCE`.
   */
  readonly refreshEvery?: number;
  /** Memory order of the table (default `"term-major"`); choose the one the learner reads in. */
  readonly layout?: StatisticsLayout;
  /**
   * Where the table lives (default: ordinary typed arrays); see {@link Float64Allocator}. Its error
   * estimates come from the `updateRunner`'s allocator, where the update runs.
   */
  readonly allocate?: Float64Allocator;
  /** Runs parts of the update elsewhere (worker threads); default: all in this thread. */
  readonly updateRunner?: UpdateRunner;
}

/**
 * The present-side statistics W(k, j, ±) of every term, kept up to date across boosting rounds
 * instead of recomputed (issue: "train faster than the C and C++ implementations").
 *
 * After a round whose pivot for label j is k*_j, every weight of label j and sign b is multiplied by
 * f(j, b, x), where x says whether the document contains k*_j, and divided by the normaliser N_j. So
 *
 *   W'(k, j, b) = [f(j, b, 0) · W(k, j, b) + (f(j, b, 1) − f(j, b, 0)) · C(k, j, b)] / N_j,
 *
 * where C(k, j, b) sums the old weights of the documents that contain both k and k*_j. The first term
 * is a per-(j, b) factor kept lazily: W(k, j, b) = s(j, b) · V(k, j, b); only C touches V, at the cost
 * of the pivot's documents times their lengths, not O(nnz · m).
 *
 * Rounding is kept in check entry by entry. The lazy factor follows f(j, b, 0), but an entry whose
 * weight mostly sits in the pivot's documents follows f(j, b, 1), and when f1 < f0 the update
 * V + (f1 − f0) · C / (f0 · s) cancels: the entry keeps the absolute error of its old value while its
 * value shrinks by up to f0 / f1 (3,000 for a rare category with strong votes). So every entry carries
 * an estimate of its rounding error (`addWithEstimate`); an entry whose estimate passes
 * `STATISTIC_TOLERANCE` (1e-13) of its value is recomputed exactly from the new weights, over its
 * term's documents only (O(df)). Besides, everything is recomputed every `refreshEvery` updates (the
 * lazy factors' own rounding), and a lazy factor that leaves [1e-100, 1e100] is folded into V.
 *
 * V and s are a {@link StatisticsTable}, with the sign as the lowest index bit, so an update adds to
 * one slot per (term, label) without branching on the sign.
 */
export interface IncrementalStatistics {
  /** The statistics of the current weights. */
  readonly table: StatisticsTable;
  /**
   * Call before the weights change: adds (f(j, b, 1) − f(j, b, 0)) · C / (f(j, b, 0) · s) to V, with C
   * taken from the current (old) weights (see `createPivotUpdate`).
   *
   * @param pivots - k*_j for each label (the same term for all labels in AdaBoost.MH)
   * @param factors - f(j, b, x) before normalisation, at `[(x * 2 + bit) * m + j]`
   */
  beforeUpdate(pivots: Int32Array, factors: Float64Array): void;
  /**
   * Call after the weights were multiplied and divided by `normalisers[j]` (N_j): moves the lazy
   * factors and recomputes the stale entries from the new weights.
   */
  afterUpdate(factors: Float64Array, normalisers: Float64Array): void;
  /** Number of full recomputations so far (the first one included). */
  readonly refreshes: number;
  /** Number of single entries recomputed because of their error estimate so far. */
  readonly entryRefreshes: number;
}

const LOW = 1e-100;
const HIGH = 1e100;

/**
 * Starts incremental statistics for `data` at the current `weights`. The weights array is kept by
 * reference: the caller updates it in place between {@link IncrementalStatistics.beforeUpdate} and
 * {@link IncrementalStatistics.afterUpdate}.
 *
 * The state lives in one object whose methods are shared by every training set's statistics (a
 * class's prototype), so the update's compiled code is the same for every booster of a process.
 *
 * @example
 * ```ts
 * const stats = createIncrementalStatistics(ts, D, { layout: "term-major" });
 * stats.beforeUpdate(pivots, factors); // then update D in place and normalise it
 * stats.afterUpdate(factors, normalisers);
 * ```
 */
export function createIncrementalStatistics(
  data: TrainingSet,
  weights: PairWeights,
  options: IncrementalStatisticsOptions = {},
): IncrementalStatistics {
  return new IncrementalTable(data, weights, options);
}

/** Slots of the table a round's update made stale, kept until `afterUpdate` recomputes them. */
interface StaleSlots {
  slots: Int32Array;
  count: number;
  /** A label runner lost track of some: recompute everything. */
  lostTrack: boolean;
}

function markStale(stale: StaleSlots, at: number): void {
  if (at < 0) {
    stale.lostTrack = true;
    return;
  }
  if (stale.count === stale.slots.length) {
    const grown = new Int32Array(2 * stale.slots.length);
    grown.set(stale.slots);
    stale.slots = grown;
  }
  stale.slots[stale.count++] = at;
}

class IncrementalTable implements IncrementalStatistics {
  readonly table: StatisticsTable;
  refreshes = 0;
  entryRefreshes = 0;
  private readonly data: TrainingSet;
  private readonly weights: PairWeights;
  private readonly refreshEvery: number;
  private readonly errors: ErrorEstimates;
  private readonly update: PivotUpdateState;
  private readonly ratio: Float64Array;
  private readonly entrySums: Float64Array;
  private readonly stale: StaleSlots;
  private readonly onStale: (at: number) => void;
  private updates = 0;

  constructor(data: TrainingSet, weights: PairWeights, options: IncrementalStatisticsOptions) {
    const m = data.Y.cols;
    const allocate = options.allocate ?? ((length: number) => new Float64Array(length));
    this.data = data;
    this.weights = weights;
    this.refreshEvery = options.refreshEvery ?? 128;
    this.table = createStatisticsTable(data.X.cols, m, options.layout ?? "term-major", allocate);
    // The estimates live where the update runs (shared memory when a runner updates on threads).
    this.errors = (options.updateRunner?.allocate ?? ORDINARY_ARRAYS).uint16(this.table.values.length);
    this.update = createPivotUpdate(data, weights, this.table, this.errors, options.updateRunner);
    this.ratio = new Float64Array(2 * m);
    this.entrySums = new Float64Array(2);
    const stale: StaleSlots = { slots: new Int32Array(1024), count: 0, lostTrack: false };
    this.stale = stale;
    this.onStale = (at) => markStale(stale, at);
    this.refresh();
  }

  beforeUpdate(pivots: Int32Array, factors: Float64Array): void {
    const { ratio } = this;
    const { labels: m, scale } = this.table;
    for (let bit = 0; bit < 2; bit++) {
      for (let j = 0; j < m; j++) {
        const f0 = factors[bit * m + j]!;
        const f1 = factors[(2 + bit) * m + j]!;
        ratio[bit * m + j] = (f1 - f0) / (f0 * scale[bit * m + j]!);
      }
    }
    applyPivotUpdate(this.update, pivots, ratio, this.onStale);
  }

  afterUpdate(factors: Float64Array, normalisers: Float64Array): void {
    const { stale } = this;
    this.updates++;
    if (this.updates % this.refreshEvery === 0 || stale.lostTrack) {
      stale.lostTrack = false;
      this.refresh();
      return;
    }
    const { labels: m, scale } = this.table;
    for (let bit = 0; bit < 2; bit++) {
      for (let j = 0; j < m; j++) {
        const at = bit * m + j;
        const s = (scale[at]! * factors[at]!) / normalisers[j]!;
        scale[at] = s;
        if (!(s > LOW && s < HIGH)) this.fold(at);
      }
    }
    for (let u = 0; u < stale.count; u++) this.recompute(stale.slots[u]!);
    stale.count = 0;
  }

  private refresh(): void {
    fillStatisticsTable(this.data, this.weights, this.table);
    this.errors.fill(0);
    this.stale.count = 0;
    this.refreshes++;
  }

  /**
   * Recomputes entry `at` of V exactly from the current weights: one pass over its term's documents,
   * the same sum as {@link fillStatisticsTable} restricted to the entry's label.
   */
  private recompute(at: number): void {
    const { labels: m, values: V, scale, termStride: ts, labelStride: ls } = this.table;
    const bit = at & 1;
    let k: number;
    let j: number;
    if (this.table.layout === "term-major") {
      k = Math.floor(at / ts);
      j = (at - k * ts) >>> 1;
    } else {
      j = Math.floor(at / ls);
      k = (at - j * ls) >>> 1;
    }
    const sums = this.entrySums;
    sums.fill(0);
    addTermWeightsBySign(this.data, this.weights, k, j, j + 1, sums);
    V[at] = sums[bit]! / scale[bit * m + j]!;
    this.errors[at] = 0;
    this.entryRefreshes++;
  }

  /** Folds the lazy factor `scale[at]` (sign-major: bit · m + j) into its label's entries. */
  private fold(at: number): void {
    const { labels: m, terms: r, values: V, scale, termStride: ts, labelStride: ls } = this.table;
    const bit = at >= m ? 1 : 0;
    const j = at - bit * m;
    const s = scale[at]!;
    // The error estimates are relative to the values, so they stay as they are.
    for (let k = 0, p = j * ls + bit; k < r; k++, p += ts) V[p]! *= s;
    scale[at] = 1;
  }
}
