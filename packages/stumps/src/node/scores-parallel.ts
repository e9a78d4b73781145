import type { CsrMatrix, DenseMatrix, ScoreOptions } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import type { AdditiveModel } from "../additive-model.js";
import type { CompressedCommittee } from "../compressed-committee.js";
import type { ScoreContext } from "./kernels.js";
import { type ParallelOptions, resolvePool } from "./parallel-options.js";
import { CHUNKS_PER_THREAD, weightedCuts } from "./parts.js";
import { sharedFloat64, sharedInt32, shareFloat64, shareInt32 } from "./shared-arrays.js";

/** Shared copies of committees' tables, kept as long as the committee (models cache theirs per S). */
const sharedTables = new WeakMap<CompressedCommittee, Pick<ScoreContext, "bias" | "pivotIndex" | "delta">>();

function tablesOf(c: CompressedCommittee): Pick<ScoreContext, "bias" | "pivotIndex" | "delta"> {
  let tables = sharedTables.get(c);
  if (!tables) {
    tables = {
      bias: shareFloat64(c.bias),
      pivotIndex: shareInt32(c.pivotIndex),
      delta: shareFloat64(c.delta),
    };
    sharedTables.set(c, tables);
  }
  return tables;
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
  if (X.cols !== r) {
    throw new TextboostError("E_SHAPE", `X has ${X.cols} columns but the model was trained on ${r} features`);
  }
  const rounds = options.rounds === undefined ? {} : { rounds: options.rounds };
  const { threads, pool: getPool, close } = resolvePool(options);
  if (threads === 1 || X.rows < 2) return model.scores(X, rounds);
  const c = model.compressed(options.rounds);
  const m = c.labels;
  const pool = getPool();
  const xPtr = shareInt32(X.indptr);
  const out = sharedFloat64(X.rows * m);
  const shared = pool.share<ScoreContext>({
    counter: sharedInt32(1),
    labels: m,
    ...tablesOf(c),
    xPtr,
    xIdx: shareInt32(X.indices),
    out,
  });
  try {
    pool.run("score-rows", shared, { cuts: weightedCuts(xPtr, threads * CHUNKS_PER_THREAD) });
  } finally {
    pool.release(shared);
    void close();
  }
  if (c.others.length > 0) {
    const vote = new Float64Array(m);
    for (let i = 0; i < X.rows; i++) {
      for (const h of c.others) {
        h.vote(X, i, vote);
        for (let j = 0; j < m; j++) out[i * m + j]! += vote[j]!;
      }
    }
  }
  return { rows: X.rows, cols: m, data: out };
}
