import type { AdditiveModel } from "@textboost/boosting";
import type { CsrMatrix, DenseMatrix, Model } from "@textboost/core";
import { createWorkerPool, scoresParallel } from "@textboost/workers/node";
import { isTreeBoostModel } from "../options/treeboost-options.js";

/** Scores documents with a model, on worker threads when the model has a parallel scorer. */
export interface ModelScorer {
  scores(X: CsrMatrix, rounds?: number): Promise<DenseMatrix>;
  close(): Promise<void>;
}

/** True for the committee models of AdaBoost.MH and MP-Boost, which `scoresParallel` splits among threads. */
export function isAdditive(model: object): model is AdditiveModel {
  return typeof (model as Partial<AdditiveModel>).compressed === "function";
}

/** Whether a model scores on worker threads (`--threads` applies). */
export function scoresInParallel(model: Model): boolean {
  return isAdditive(model) || isTreeBoostModel(model);
}

/**
 * The scorer `evaluate` and `predict` use: committee models on the pool of `@textboost/workers/node`,
 * TreeBoost.MH models on the threads of `@textboost/treeboost/node` (each loads the model once), any
 * other model on this thread. The threads start here, so a timed section after this call measures
 * scoring only. Scores are bit for bit those of `model.scores`.
 *
 * @param model - the model
 * @param threads - threads, this one included (1: no worker)
 * @returns the scorer; call `close()` when done
 */
export async function startModelScorer(model: Model, threads: number): Promise<ModelScorer> {
  const options = (rounds: number | undefined) => (rounds === undefined ? {} : { rounds });
  if (threads > 1 && isAdditive(model)) {
    const pool = createWorkerPool({ threads });
    pool.start();
    return {
      scores: async (X, rounds) => scoresParallel(model, X, { ...options(rounds), pool }),
      close: () => pool.close(),
    };
  }
  if (threads > 1 && isTreeBoostModel(model)) {
    // TreeBoost.MH's packages load for its models only.
    const [{ createParallelScorer }, { workerBase }] = await Promise.all([
      import("@textboost/treeboost/node"),
      import("../algorithms/treeboost.js"),
    ]);
    const scorer = await createParallelScorer(model, { threads, base: workerBase(model.base) });
    return { scores: (X, rounds) => scorer.scores(X, options(rounds)), close: () => scorer.close() };
  }
  return { scores: async (X, rounds) => model.scores(X, options(rounds)), close: async () => {} };
}
