import type { IncrementalOptions, PairWeights, TrainingSet } from "@textboost/core";
import { applyPivotUpdate, createPivotUpdate, ORDINARY_ARRAYS } from "../update/pivot-update.js";
import { createSimdUpdate, type SimdUpdate } from "../update/simd-update.js";
import { createStaleSlots } from "../update/stale-slots.js";
import type { UpdateRunner } from "../update/update-runner.js";
import { createDeferredEntries } from "./deferred-entries.js";
import type { ErrorEstimates } from "./error-estimate.js";
import { createSimdStatisticsTable } from "./simd-table.js";
import {
  checkPairWeights,
  createStatisticsTable,
  type Float64Allocator,
  fillStatisticsTable,
  recomputeEntry,
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
  /**
   * The fewest stale entries of a round that go to the `updateRunner`'s `recomputeEntries` (default
   * 512: a task on other threads costs about what recomputing a few hundred entries here does).
   */
  readonly threadedEntries?: number;
  /**
   * The table, its estimates and the update's arrays and kernels in one WebAssembly memory, made by
   * the caller (`createSimdUpdate`, over a shared memory when an `updateRunner` runs its group update
   * on other threads); default: made here when neither `allocate` nor `updateRunner` is given.
   */
  readonly simd?: SimdUpdate;
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

/** The range a lazy factor stays in; one that leaves it is folded into V. */
const LOW = 1e-100;
const HIGH = 1e100;
/** Default of {@link IncrementalStatisticsOptions.threadedEntries}. */
const THREADED_ENTRIES = 512;

/**
 * Starts incremental statistics for `data` at the current `weights`. The weights array is kept by
 * reference: the caller updates it in place between {@link IncrementalStatistics.beforeUpdate} and
 * {@link IncrementalStatistics.afterUpdate}.
 *
 * The update itself is `applyPivotUpdate`, a module function over the training set's state, shared
 * by every booster of the process. The exact recomputation of stale entries stays a closure over this
 * training set's arrays: a booster alone in its process gets code specialised to them, which
 * measured faster for MP-Boost (about 15,000 recomputed entries a round on Reuters-21578) than a
 * module function; boosters after the first (TreeBoost.MH's nodes) recompute few entries, so the
 * unspecialised code costs them little.
 *
 * @example
 * ```ts
 * const m = ts.Y.cols;
 * const stats = createIncrementalStatistics(ts, D, { layout: "term-major" });
 * const pivots = new Int32Array(m); // this round's pivot of every label: term 0
 * const factors = new Float64Array(4 * m).fill(1); // f(j, b, x) at [(x · 2 + bit) · m + j]
 * factors.fill(0.5, 2 * m); // documents with the pivot: weights halved
 * stats.beforeUpdate(pivots, factors); // then the caller multiplies D by the factors and normalises it
 * stats.afterUpdate(factors, new Float64Array(m).fill(1));
 * ```
 */
export function createIncrementalStatistics(
  data: TrainingSet,
  weights: PairWeights,
  options: IncrementalStatisticsOptions = {},
): IncrementalStatistics {
  const refreshEvery = options.refreshEvery ?? 128;
  const m = data.Y.cols;
  const r = data.X.cols;
  const { simd, table, errors } = placeTable(data, options);
  const { values: V, termStride: ts, labelStride: ls } = table;
  const scale = table.scale;
  checkPairWeights(data, weights);
  const runner = options.updateRunner;
  const threadedEntries = options.threadedEntries ?? THREADED_ENTRIES;
  const update = createPivotUpdate(data, weights, table, errors, runner, simd);
  const ratio = new Float64Array(2 * m);
  const entrySums = new Float64Array(2);
  // Stale positive entries of rare labels and common terms, recomputed by label.
  const deferred = createDeferredEntries(data, weights, table, errors);
  // The stale slots of an update; a label runner that lost track of some asks for a full recomputation.
  const stale = createStaleSlots();
  let updates = 0;
  let refreshes = 0;
  let entryRefreshes = 0;

  const refresh = (): void => {
    // On the runner's threads when it can (D on shared memory), else here: the same sums.
    if (runner?.refill?.({ data, weights, table, errors })) table.scale.fill(1);
    else fillStatisticsTable(data, weights, table);
    errors.fill(0);
    stale.count = 0;
    refreshes++;
  };

  /**
   * The stale entries of a round: on the runner's threads when it recomputes entries and there are
   * enough of them to pay for a task (`threadedEntries`; the positive entries of rare labels stay
   * here, deferred), else one by one here (`recompute`). The same bits either way.
   */
  const recomputeStale = (): void => {
    const { slots, count } = stale;
    if (runner?.recomputeEntries !== undefined && count >= threadedEntries) {
      let direct = 0;
      for (let u = 0; u < count; u++) {
        const at = slots[u]!;
        if (deferred.defers(at)) deferred.add(at);
        else slots[direct++] = at;
      }
      if (runner.recomputeEntries({ data, weights, table, errors, slots, count: direct })) {
        entryRefreshes += direct;
        return;
      }
      for (let u = 0; u < direct; u++) recompute(slots[u]!);
      return;
    }
    for (let u = 0; u < count; u++) recompute(slots[u]!);
  };

  /**
   * Recomputes entry `at` of V exactly from the current weights: one pass over its term's documents,
   * the same sum as {@link fillStatisticsTable} restricted to the entry's label; a positive entry of
   * a label with far fewer documents than the term is deferred (`createDeferredEntries`).
   */
  const recompute = (at: number): void => {
    if (deferred.defers(at)) {
      deferred.add(at);
      return;
    }
    recomputeEntry(data, weights, table, errors, at, entrySums);
    entryRefreshes++;
  };

  const fold = (at: number): void => {
    const bit = at >= m ? 1 : 0;
    const j = at - bit * m;
    const s = scale[at]!;
    // The error estimates are relative to the values, so they stay as they are.
    for (let k = 0, p = j * ls + bit; k < r; k++, p += ts) V[p]! *= s;
    scale[at] = 1;
  };

  refresh();
  return {
    table,
    get refreshes() {
      return refreshes;
    },
    get entryRefreshes() {
      return entryRefreshes;
    },
    beforeUpdate(pivots, factors) {
      for (let bit = 0; bit < 2; bit++) {
        for (let j = 0; j < m; j++) {
          const f0 = factors[bit * m + j]!;
          const f1 = factors[(2 + bit) * m + j]!;
          ratio[bit * m + j] = (f1 - f0) / (f0 * scale[bit * m + j]!);
        }
      }
      applyPivotUpdate(update, pivots, ratio, stale);
    },
    afterUpdate(factors, normalisers) {
      // The update's work a runner left running while D was reweighted, and its stale slots.
      runner?.settle?.(stale);
      updates++;
      if (updates % refreshEvery === 0 || stale.lostTrack) {
        stale.lostTrack = false;
        refresh();
        return;
      }
      for (let bit = 0; bit < 2; bit++) {
        for (let j = 0; j < m; j++) {
          const at = bit * m + j;
          const s = (scale[at]! * factors[at]!) / normalisers[j]!;
          scale[at] = s;
          if (!(s > LOW && s < HIGH)) fold(at);
        }
      }
      recomputeStale();
      stale.count = 0;
      entryRefreshes += deferred.recompute();
    },
  };
}

/**
 * Where the incremental statistics' arrays live. Unless the caller places them: the table, its
 * estimates and the update in one WebAssembly memory, whose kernels scan and update them (SIMD);
 * with a runner (the update on other threads), the table alone there, for the scan's bounds. The
 * estimates live where the update runs (shared memory when a runner updates on threads).
 */
function placeTable(
  data: TrainingSet,
  options: IncrementalStatisticsOptions,
): { simd: SimdUpdate | undefined; table: StatisticsTable; errors: ErrorEstimates } {
  const m = data.Y.cols;
  const r = data.X.cols;
  const layout = options.layout ?? "term-major";
  const simd =
    options.simd ??
    (options.allocate === undefined && options.updateRunner === undefined
      ? createSimdUpdate(data, layout)
      : undefined);
  const table =
    simd?.table ??
    (options.allocate === undefined ? createSimdStatisticsTable(r, m, layout) : undefined) ??
    createStatisticsTable(r, m, layout, options.allocate);
  const errors: ErrorEstimates =
    simd?.errors ?? (options.updateRunner?.allocate ?? ORDINARY_ARRAYS).uint16(table.values.length);
  return { simd, table, errors };
}
