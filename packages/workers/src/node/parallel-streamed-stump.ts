import type {
  IncrementalRun,
  IncrementalWeakLearner,
  LabelTotals,
  PairWeights,
  TrainingSet,
} from "@textboost/core";
import { checkPairWeights, labelTotals, weightsMemoryOf } from "@textboost/statistics";
import {
  CHUNK_CLOSE_TERMS,
  checkFeatures,
  linearBound,
  mergeChunkChoices,
  type PerLabelStumpHypothesis,
  type PerLabelStumpOptions,
  type PivotScope,
  type PivotStump,
  perLabelScope,
  perLabelVotesOf,
  presenceScope,
  resolveCandidates,
  resolveEpsilon,
  resolveVariant,
  type StumpHypothesis,
  type StumpLearnerOptions,
  type StumpRule,
  streamedLabelPivot,
  streamedPerLabelStump,
  streamedPresencePivot,
  streamedPresenceStump,
  streamedScratchOf,
  stumpRule,
  totalMass,
} from "@textboost/stumps";
import type { StreamedContext } from "./kernels/streamed.js";
import { type ParallelOptions, type ParallelWeakLearner, releaser, resolvePool } from "./parallel-options.js";
import { CHUNKS_PER_THREAD, evenCuts, weightedCuts } from "./parts.js";
import { shareArray, sharedFloat64, sharedInt32 } from "./shared-arrays.js";
import { resetLeast, sharedLeast } from "./shared-least.js";
import type { SharedContext, WorkerPool } from "./worker-pool.js";

/**
 * `streamedPresenceStump` of `@textboost/stumps` (AdaBoost.MH's pivot stump without a statistics
 * table) with each round's statistics computed on the pool's threads: the documents' bounds in
 * chunks of documents, then the terms in chunks of about equal work, each chunk reporting its least
 * key (`presenceChunkChoice`); `mergeChunkChoices` gives the pivot the one-thread scan chooses, and
 * when it cannot (keys of different terms within a few 1e-10 of each other, which the scan's order
 * decides) this thread scans (`streamedPresencePivot`). So the hypotheses, and the model, are those
 * of the one-thread learner, bit for bit, for any number of threads.
 *
 * In a boosting loop D is on shared memory (`sharedWeights`); where the engine cannot share it, or
 * with one thread, the rounds run on this thread.
 *
 * @param options - variant, ε, and `threads` or `pool`
 * @returns the learner; `close()` stops the workers it started
 * @throws TextboostError `E_INVALID_ARGUMENT` for a bad variant, ε or `threads`
 *
 * @example
 * ```ts
 * const learner = parallelStreamedPresenceStump({ threads: 2 });
 * const model = await adaBoostMH({ learner }).fit(dataset, { iterations: 100 });
 * await learner.close();
 * ```
 */
export function parallelStreamedPresenceStump(
  options: StumpLearnerOptions & ParallelOptions = {},
): ParallelWeakLearner<StumpHypothesis> {
  return parallelStreamedLearner(
    streamedPresenceStump(options),
    options,
    presenceRound,
    presenceVote,
    () => ({
      reports: 1,
    }),
  );
}

/**
 * `streamedPerLabelStump` of `@textboost/stumps` (MP-Boost's pivot stump without a statistics table)
 * with each round's sums computed on the pool's threads, in chunks of terms of about equal work,
 * each chunk reporting every label's least key (`labelChunkChoices`); a label whose merge cannot
 * tell is scanned on this thread (`streamedLabelPivot`). The same hypotheses as the one-thread
 * learner, bit for bit (see {@link parallelStreamedPresenceStump}). With candidate lists (local
 * features) the threads take chunks of labels instead, each label scanning its own candidates.
 *
 * @param options - variant, ε, and `threads` or `pool`
 * @returns the learner; `close()` stops the workers it started
 * @throws TextboostError `E_INVALID_ARGUMENT` for a bad variant, ε or `threads`
 *
 * @example
 * ```ts
 * const learner = parallelStreamedPerLabelStump({ threads: 2 });
 * const model = await mpBoost({ learner }).fit(dataset, { iterations: 100 });
 * await learner.close();
 * ```
 */
export function parallelStreamedPerLabelStump(
  options: PerLabelStumpOptions & ParallelOptions = {},
): ParallelWeakLearner<PerLabelStumpHypothesis> {
  const { candidates } = options;
  const single = streamedPerLabelStump(options);
  if (candidates === undefined)
    return parallelStreamedLearner(single, options, labelRound, labelVote, (m) => ({
      reports: m,
      context: pivotWeightsContext(m),
    }));
  return parallelStreamedLearner(single, options, candidateRound, labelVote, (m, data) => {
    // Each label scans its own candidates: chunks of labels of about equal work (their documents).
    const lists = resolveCandidates(candidates, data.X.cols, m)!;
    const { indptr } = data.Xc;
    const candidatePtr = new Int32Array(m + 1);
    const cost = new Float64Array(m + 1);
    for (let j = 0; j < m; j++) {
      const list = lists[j]!;
      candidatePtr[j + 1] = candidatePtr[j]! + list.length;
      let work = 1;
      for (let t = 0; t < list.length; t++) work += indptr[list[t]! + 1]! - indptr[list[t]!]! + 1;
      cost[j + 1] = cost[j]! + work;
    }
    const flat = sharedInt32(candidatePtr[m]!);
    for (let j = 0; j < m; j++) flat.set(lists[j]!, candidatePtr[j]!);
    return {
      reports: 1,
      labelCost: cost,
      context: { candidatePtr: shareArray(candidatePtr), candidates: flat, ...pivotWeightsContext(m) },
    };
  });
}

/**
 * What a term costs a chunk beyond its documents, in documents: about 0.2 µs against 34 ns a
 * document of the SIMD sums on Reuters-21578 (a throwaway two-thread loop of `termSidesOf`
 * outside the repository), so chunks of rare terms are not cut as cheap as they looked.
 */
const TERM_COST = 6;

/** One round's pivots on the pool, from a context whose totals are set; fallbacks on this thread. */
type ParallelRound = (
  pool: WorkerPool,
  shared: SharedContext<StreamedContext>,
  cuts: { readonly documents: number[]; readonly terms: number[]; readonly labels: number[] },
  data: TrainingSet,
  weights: PairWeights,
  totals: LabelTotals,
  rule: StumpRule,
) => Int32Array;

const presenceRound: ParallelRound = (pool, shared, cuts, data, weights, totals, rule) => {
  const c = shared.context;
  const m = c.labels;
  const mass = totalMass(totals);
  const { base, coefficients } = linearBound(rule, totals.positive, totals.negative);
  c.bound.set(coefficients);
  c.bound[2 * m] = base;
  c.bound[2 * m + 1] = mass;
  pool.run("streamed-bounds", shared, { cuts: cuts.documents });
  pool.run("streamed-presence", shared, { cuts: cuts.terms });
  let pivot = mergeChunkChoices(c, cuts.terms.length - 1, 1, 0, mass);
  if (pivot < 0) pivot = streamedPresencePivot(rule, data, weights, totals, streamedScratchOf(data));
  return new Int32Array(m).fill(pivot);
};

const labelRound: ParallelRound = (pool, shared, cuts, data, weights, totals, rule) => {
  const c = shared.context;
  const m = c.labels;
  pool.run("streamed-labels", shared, { cuts: cuts.terms });
  const pivots = new Int32Array(m);
  const chunks = cuts.terms.length - 1;
  for (let j = 0; j < m; j++) {
    const pivot = mergeChunkChoices(c, chunks, m, j, totals.positive[j]! + totals.negative[j]!);
    pivots[j] = pivot >= 0 ? pivot : streamedLabelPivot(rule, data, weights, totals, j);
  }
  return pivots;
};

const candidateRound: ParallelRound = (pool, shared, cuts) => {
  pool.run("streamed-candidates", shared, { cuts: cuts.labels });
  return Int32Array.from(shared.context.pivots!);
};

/**
 * A round's hypothesis from its pivots: the scope's votes on this thread (AdaBoost.MH: one pivot's
 * documents), or MP-Boost's pivot sums on the pool ({@link labelVote}).
 */
type ParallelVote<H extends PivotStump> = (
  pool: WorkerPool,
  shared: SharedContext<StreamedContext>,
  ...vote: Parameters<PivotScope<H>["vote"]>
) => H;

const presenceVote: ParallelVote<StumpHypothesis> = (_pool, _shared, ...vote) => presenceScope.vote(...vote);

/**
 * Tuning of the worker-thread streamed learners. `poolVoteDocuments`: below this many documents over
 * all labels' pivots (each label's pivot counted for itself, plus a term's fixed cost a label),
 * MP-Boost's votes are summed on the calling thread: waking a worker costs about 0.1 ms (the median
 * on Reuters-21578, "Worker threads" in docs/performance.md), and a pivot document's sums some tens
 * of ns (one label's weight, a cache line a document), so below a few thousand documents the wake
 * costs more than the half of the sums it saves. Either way the same bits; tests set it to 0 to run
 * the pool's path.
 */
export const STREAMED_TUNING = { poolVoteDocuments: 8192 };

/**
 * MP-Boost's votes: each label's sums over its pivot's documents on the pool, in chunks of labels of
 * about equal work (`pivotLabelWeights` of `@textboost/stumps`, one label at a time, so the bits of
 * `perLabelPivotVotes`), then the votes on this thread (`perLabelVotesOf`).
 */
const labelVote: ParallelVote<PerLabelStumpHypothesis> = (
  pool,
  shared,
  rule,
  data,
  weights,
  pivots,
  totals,
  epsilon,
) => {
  const c = shared.context;
  const m = c.labels;
  const { indptr } = data.Xc;
  const cost = new Float64Array(m + 1);
  for (let j = 0; j < m; j++)
    cost[j + 1] = cost[j]! + indptr[pivots[j]! + 1]! - indptr[pivots[j]!]! + TERM_COST;
  if (cost[m]! < STREAMED_TUNING.poolVoteDocuments)
    return perLabelScope.vote(rule, data, weights, pivots, totals, epsilon);
  c.pivots!.set(pivots);
  pool.run("streamed-pivot-weights", shared, {
    cuts: weightedCuts(cost, Math.min(m, pool.threads * CHUNKS_PER_THREAD)),
  });
  return perLabelVotesOf(rule, pivots, c.pivotTotal!, c.pivotPositive!, totals, epsilon);
};

/** What MP-Boost's learners share for {@link labelVote}: the pivots and their sums, m each. */
const pivotWeightsContext = (
  m: number,
): Pick<StreamedContext, "pivots" | "pivotTotal" | "pivotPositive"> => ({
  pivots: sharedInt32(m),
  pivotTotal: sharedFloat64(m),
  pivotPositive: sharedFloat64(m),
});

/**
 * What a learner shares beyond the common context: reports per chunk (AdaBoost.MH 1, MP-Boost m),
 * and for MP-Boost's candidate lists the lists, the pivots and each label's cost (prefix sums).
 */
type StreamedParts = (
  m: number,
  data: TrainingSet,
) => {
  readonly reports: number;
  readonly labelCost?: Float64Array;
  readonly context?: Pick<
    StreamedContext,
    "candidatePtr" | "candidates" | "pivots" | "pivotTotal" | "pivotPositive"
  >;
};

/**
 * The shell of the two: the one-thread learner's `fit`, `name` and `fromJSON`, and a run whose rounds
 * take the loop's totals, choose with `round` on the pool and vote with `vote` as the one-thread
 * learner votes (the one-thread learner's own run with one thread, or where D is not on shared memory).
 */
function parallelStreamedLearner<H extends PivotStump>(
  single: IncrementalWeakLearner<H>,
  options: StumpLearnerOptions & ParallelOptions,
  round: ParallelRound,
  vote: ParallelVote<H>,
  parts: StreamedParts,
): ParallelWeakLearner<H> {
  const { threads, pool: getPool, close } = resolvePool(options);
  const variant = resolveVariant(options.variant);
  const rule = stumpRule(variant);
  const startIncremental = (data: TrainingSet, weights: PairWeights): IncrementalRun<H> => {
    if (threads === 1 || !(weights.buffer instanceof SharedArrayBuffer))
      return single.startIncremental(data, weights);
    // The one-thread learner's checks before anything is shared.
    checkFeatures(data);
    checkPairWeights(data, weights);
    const epsilon = resolveEpsilon(options.epsilon, data);
    const pool = getPool();
    const m = data.Y.cols;
    const n = data.X.rows;
    const chunks = threads * CHUNKS_PER_THREAD;
    const { indptr } = data.Xc;
    const own = parts(m, data);
    const cuts = {
      documents: evenCuts(n, chunks),
      // A term costs its documents (its sums) and as much as TERM_COST more (its ids' copy, the
      // kernel's call, its bound and keys).
      terms: weightedCuts(
        Float64Array.from(indptr, (p, k) => p + TERM_COST * k),
        chunks,
      ),
      labels: own.labelCost ? weightedCuts(own.labelCost, Math.min(m, chunks)) : [],
    };
    const reports = (chunks + 1) * own.reports;
    const shared = pool.share<StreamedContext>({
      ...own.context,
      counter: sharedInt32(1),
      variant,
      labels: m,
      cPtr: shareArray(data.Xc.indptr),
      cIdx: shareArray(data.Xc.indices),
      // The terms that repeat a lower term's documents, which the chunks skip (as the one-thread scan).
      twins: shareArray(streamedScratchOf(data).twins),
      // The signs where D's shared memory keeps them (no copy; the kernels over D read them there).
      signs: signsOf(weights, data.signs) ?? shareArray(data.signs),
      weights,
      ...sharedWeightsMemory(weights, data.signs),
      memorySlots: sharedInt32(1),
      totals: sharedFloat64(2 * m),
      bound: sharedFloat64(2 * m + 2),
      documentBounds: sharedFloat64(n),
      least: sharedFloat64(reports),
      count: sharedInt32(reports),
      closeTerms: sharedInt32(reports * CHUNK_CLOSE_TERMS),
      closeKeys: sharedFloat64(reports * CHUNK_CLOSE_TERMS),
      lost: sharedFloat64(reports),
      knownLeast: sharedLeast(own.reports),
    });
    const run: IncrementalRun<H> = {
      next: (given) => {
        // The loop's totals (summed while it normalised: labelTotals' bits), else summed here.
        const totals = given ?? labelTotals(data, weights);
        shared.context.totals.set(totals.positive, 0);
        shared.context.totals.set(totals.negative, m);
        // The chunks' shared least keys start the round at +∞ (each chunk seeds its skip from them).
        resetLeast(shared.context.knownLeast);
        const pivots = round(pool, shared, cuts, data, weights, totals, rule);
        return vote(pool, shared, rule, data, weights, pivots, totals, epsilon);
      },
      beforeUpdate: () => {},
      afterUpdate: () => {},
    };
    releaser.register(run, { pool, id: shared.id });
    return run;
  };
  return {
    name: single.name,
    fit: (data, weights) => single.fit(data, weights),
    fromJSON: (json) => single.fromJSON(json),
    startIncremental,
    sharedWeights: true,
    // The loop's thread (room 0) and every worker sum over D in place, each in a room of its own.
    weightsRooms: threads,
    threads,
    close,
  };
}

/** D's shared weights memory when it holds the copy of `signs` (the loop's over this training set). */
function sharedMemoryOf(weights: PairWeights, signs: Int8Array) {
  const memory = weightsMemoryOf(weights);
  return memory?.shared && memory.signs === signs ? memory : undefined;
}

/** The signs region of D's shared weights memory (a view, on shared memory), or undefined. */
function signsOf(weights: PairWeights, signs: Int8Array): Int8Array | undefined {
  const memory = sharedMemoryOf(weights, signs);
  return memory && new Int8Array(memory.memory.buffer, memory.at.signs, weights.length);
}

/** D's shared weights memory as the workers need it (`StreamedContext.weightsMemory`), or nothing. */
function sharedWeightsMemory(weights: PairWeights, signs: Int8Array): Pick<StreamedContext, "weightsMemory"> {
  const memory = sharedMemoryOf(weights, signs);
  return memory ? { weightsMemory: { memory: memory.memory, at: memory.at, rooms: memory.rooms } } : {};
}
