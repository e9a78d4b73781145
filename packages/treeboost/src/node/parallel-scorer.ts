/// <reference types="node" />
import type { CsrMatrix, DenseMatrix, ScoreOptions } from "@textboost/core";
import { checkFeatureColumns, TextboostError } from "@textboost/core";
import { selectRows } from "@textboost/sparse";
import { resolveThreads, type ThreadsOption } from "@textboost/workers/node";
import type { TreeBoostModel } from "../tree-boost-model.js";
import { startTreeBoostThreads } from "./threads.js";
import { adaBoostMHWorkerBase, type WorkerBase } from "./worker-base.js";

/** Options of {@link createParallelScorer}. */
export interface ParallelScorerOptions {
  /**
   * Threads, this one included, resolved once by `resolveThreads` (default `TEXTBOOST_THREADS`, else
   * the number of cores).
   */
  readonly threads?: ThreadsOption;
  /** The node models' booster, whose loader the threads use (default AdaBoost.MH). */
  readonly base?: WorkerBase;
  /** Batches smaller than this many documents per thread are scored in this thread alone (default 256). */
  readonly minRowsPerThread?: number;
}

/** A TreeBoost.MH model loaded in worker threads, scoring large batches of documents in parallel. */
export interface ParallelScorer {
  /** `model.scores(X, options)`, bit for bit, with the documents split among the threads. */
  scores(X: CsrMatrix, options?: ScoreOptions): Promise<DenseMatrix>;
  /** Stops the threads. */
  close(): Promise<void>;
}

/**
 * Loads a TreeBoost.MH model into worker threads (Node only) to classify large batches: the
 * documents are cut into one contiguous block per thread (this thread takes the first), each block
 * descends the tree on its own, and the blocks' scores are put together. A document's scores depend
 * on that document alone, so the result equals `model.scores` bit for bit.
 *
 * @param model - the model (its JSON goes to the threads once)
 * @param options - threads, the base booster (for its loader), the smallest block worth a thread
 * @returns the scorer; call `close()` when done
 * @throws TextboostError `E_INVALID_ARGUMENT` for a bad `threads`
 *
 * @example
 * ```ts
 * const model = await treeBoost({ hierarchy: tree, base: mpBoost() }).fit(dataset, { iterations: 50 });
 * const scorer = await createParallelScorer(model, { threads: 2, base: mpBoostWorkerBase() });
 * try {
 *   for (const s of [10, 50]) console.log(await scorer.scores(testX, { rounds: s }));
 * } finally {
 *   await scorer.close();
 * }
 * ```
 */
export async function createParallelScorer(
  model: TreeBoostModel,
  options: ParallelScorerOptions = {},
): Promise<ParallelScorer> {
  const threads = resolveThreads(options.threads);
  const minRows = options.minRowsPerThread ?? 256;
  const pool = threads > 1 ? startTreeBoostThreads(threads - 1) : undefined;
  if (pool) {
    const json = model.toJSON();
    const base = options.base ?? adaBoostMHWorkerBase();
    try {
      await Promise.all(
        Array.from({ length: pool.size }, (_, w) => pool.request(w, { op: "load", model: json, base })),
      );
    } catch (e) {
      await pool.close();
      throw e;
    }
  }
  return {
    async scores(X, scoreOptions) {
      const rounds = scoreOptions?.rounds ?? model.length;
      const blocks = pool ? Math.max(1, Math.min(threads, Math.floor(X.rows / minRows))) : 1;
      if (blocks === 1) return model.scores(X, { rounds });
      checkFeatureColumns(X, model.features.length);
      const cuts = Array.from({ length: blocks + 1 }, (_, b) => Math.round((b * X.rows) / blocks));
      const block = (b: number) =>
        selectRows(
          X,
          Int32Array.from({ length: cuts[b + 1]! - cuts[b]! }, (_, i) => cuts[b]! + i),
        );
      const remote = Array.from({ length: blocks - 1 }, (_, w) =>
        pool!.request(w, { op: "score", X: block(w + 1), rounds }),
      );
      const m = model.labels.length;
      const data = new Float64Array(X.rows * m);
      data.set(model.scores(block(0), { rounds }).data, 0);
      const answers = await Promise.all(remote);
      answers.forEach((a, w) => {
        if (a.type !== "scores") throw new TextboostError("E_WORKER", `unexpected answer "${a.type}"`);
        data.set(a.data, cuts[w + 1]! * m);
      });
      return { rows: X.rows, cols: m, data };
    },
    close: async () => pool?.close(),
  };
}
