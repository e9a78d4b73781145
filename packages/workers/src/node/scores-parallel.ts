import type { AdditiveModel, CompressedCommittee } from "@textboost/boosting";
import { addOtherRounds, otherRounds } from "@textboost/boosting";
import type { CsrMatrix, DenseMatrix, ScoreOptions } from "@textboost/core";
import { checkFeatureColumns } from "@textboost/core";
import type { ScoreContext } from "./kernels/score-rows.js";
import { type ParallelOptions, resolvePool } from "./parallel-options.js";
import { CHUNKS_PER_THREAD, weightedCuts } from "./parts.js";
import { shareArray, sharedFloat64, sharedInt32 } from "./shared-arrays.js";
import type { WorkerPool } from "./worker-pool.js";

/** Shared copies of committees' tables, kept as long as the committee (models cache theirs per S). */
const sharedTables = new WeakMap<CompressedCommittee, Pick<ScoreContext, "bias" | "pivotIndex" | "delta">>();

function tablesOf(c: CompressedCommittee): Pick<ScoreContext, "bias" | "pivotIndex" | "delta"> {
  let tables = sharedTables.get(c);
  if (!tables) {
    tables = {
      bias: shareArray(c.bias),
      pivotIndex: shareArray(c.pivotIndex),
      delta: shareArray(c.delta),
    };
    sharedTables.set(c, tables);
  }
  return tables;
}

/** Shared buffers a pool's scoring calls reuse: the documents and the scores, grown as needed. */
interface ScoreBuffers {
  xPtr: Int32Array;
  xIdx: Int32Array;
  out: Float64Array;
}
const scoreBuffers = new WeakMap<WorkerPool, ScoreBuffers>();

/**
 * `pool`'s buffers with room for `rows` documents, `nonZeros` entries and `rows * labels` scores.
 * Allocating fresh shared memory every call costs page faults that ate the whole speed-up of a second
 * thread on large batches (measured: 12 ms of a 55 ms call for 30,190 documents).
 */
function buffersFor(pool: WorkerPool, rows: number, nonZeros: number, labels: number): ScoreBuffers {
  let b = scoreBuffers.get(pool);
  if (!b) {
    b = { xPtr: sharedInt32(0), xIdx: sharedInt32(0), out: sharedFloat64(0) };
    scoreBuffers.set(pool, b);
  }
  if (b.xPtr.length < rows + 1) b.xPtr = sharedInt32(rows + 1);
  if (b.xIdx.length < nonZeros) b.xIdx = sharedInt32(nonZeros);
  if (b.out.length < rows * labels) b.out = sharedFloat64(rows * labels);
  return b;
}

/** Options of {@link scoresParallel}. */
export interface ScoresParallelOptions extends ScoreOptions, ParallelOptions {}

/**
 * `model.scores(X, { rounds })` with the documents split among worker threads (Node only): each thread
 * scores a contiguous block of rows from the shared compressed committee (bias plus the delta of every
 * pivot a document contains, the same additions in the same order), so the result is bit for bit
 * that of `model.scores`. Rounds that are not stumps are added afterwards in this thread, as
 * `model.scores` adds them last.
 *
 * Starting workers takes tens of milliseconds: for repeated calls pass a `pool` from
 * `createWorkerPool`, which the function leaves open.
 *
 * @param model - an additive model (AdaBoost.MH, MP-Boost)
 * @param X - documents x the model's features
 * @param options - `rounds` (S, default all), `threads` (default: the cores; 1 = `model.scores`) or `pool`
 * @returns documents x labels scores
 * @throws TextboostError `E_SHAPE` when X's columns are not the model's features, `E_INVALID_ARGUMENT`
 *   for a bad `rounds` or `threads`
 *
 * @example
 * ```ts
 * const pool = createWorkerPool({ threads: 2 });
 * const scores = scoresParallel(model, testX, { pool, rounds: 100 });
 * await pool.close();
 * ```
 */
export function scoresParallel(
  model: AdditiveModel,
  X: CsrMatrix,
  options: ScoresParallelOptions = {},
): DenseMatrix {
  const r = model.features.length;
  checkFeatureColumns(X, r);
  const rounds = options.rounds === undefined ? {} : { rounds: options.rounds };
  const { threads, pool: getPool, close } = resolvePool(options);
  if (threads === 1 || X.rows < 2) return model.scores(X, rounds);
  const c = model.compressed(options.rounds);
  const m = c.labels;
  const pool = getPool();
  const buffers = buffersFor(pool, X.rows, X.indptr[X.rows]!, m);
  const xPtr = buffers.xPtr.subarray(0, X.rows + 1);
  xPtr.set(X.indptr.subarray(0, X.rows + 1));
  const xIdx = buffers.xIdx.subarray(0, X.indptr[X.rows]!);
  xIdx.set(X.indices.subarray(0, X.indptr[X.rows]!));
  const shared = pool.share<ScoreContext>({
    counter: sharedInt32(1),
    labels: m,
    ...tablesOf(c),
    xPtr,
    xIdx,
    out: buffers.out,
  });
  try {
    pool.run("score-rows", shared, { cuts: weightedCuts(xPtr, threads * CHUNKS_PER_THREAD) });
  } finally {
    pool.release(shared);
    void close();
  }
  // The caller owns the result: a copy on ordinary memory, the shared buffer stays with the pool.
  const out = buffers.out.slice(0, X.rows * m);
  addOtherRounds(otherRounds(c.others, m), X, 0, X.rows, out, m);
  return { rows: X.rows, cols: m, data: out };
}
