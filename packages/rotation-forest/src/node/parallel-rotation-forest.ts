/// <reference types="node" />
import type { Booster, Dataset, FitOptions, Model } from "@textboost/core";
import { resolveThreads, type ThreadsOption } from "@textboost/workers/node";
import { fitRotationForest, sequentialMembers } from "../fit-rotation-forest.js";
import type { ForestScaleOptions } from "../forest-scale.js";
import type { ForestSizeOptions } from "../forest-settings.js";
import { loadAdditiveBase } from "../load-base.js";
import { MLRF, type RotationForestModel } from "../rotation-forest-model.js";
import { type BaseModule, defaultBaseModule, importBase } from "./base-module.js";
import { createMemberPool } from "./member-pool.js";
import { workerMembers } from "./worker-members.js";

/** Options of {@link parallelRotationForest}. */
export interface ParallelRotationForestOptions extends ForestSizeOptions, ForestScaleOptions {
  /**
   * Threads training members at once, this one included, resolved once when the booster is made
   * (`resolveThreads`: default `TEXTBOOST_THREADS`, else the number of cores): 1 trains them in this
   * thread, t > 1 here and on t − 1 worker threads.
   */
  readonly threads?: ThreadsOption;
  /** Where the base booster comes from (default {@link defaultBaseModule}: MP-Boost with per-label threshold stumps on histograms). */
  readonly base?: BaseModule;
  /** Turns a member's model JSON from a worker back into a model (default `loadAdditiveBase`). */
  readonly loadBase?: (json: unknown) => Model;
}

/**
 * `rotationForest` with its members trained in parallel (Node only): the members are independent
 * (Algorithm 1 of the MLRF paper), so this thread and `threads − 1` worker threads each take the next
 * untrained member until none is left. The workers are started on the first fit and kept, idle and
 * unreferenced (they never keep the process alive), for the next fits of the same value; each fit
 * sends them its training set once, on shared memory. Since member i depends only on (seed, i), the
 * model is the same, JSON for JSON, on any number of threads.
 *
 * The base booster is given as a module ({@link BaseModule}), because worker threads cannot receive a
 * booster value; this thread imports it too (for `threads: 1`, and for its name). Workers run built
 * JavaScript (`dist/node/member-worker.js`): build the package before using it from sources.
 *
 * @param options - the forest's options, `threads`, the base module and its model loader
 * @returns a {@link Booster} resolving to a {@link RotationForestModel}
 * @throws TextboostError `E_INVALID_ARGUMENT` for a bad `threads`; (from `fit`) as `rotationForest`,
 *   plus `E_INVALID_ARGUMENT` for a base module that cannot be imported, `E_WORKER` when a worker fails
 *
 * @example
 * ```ts
 * import { parallelRotationForest } from "@textboost/rotation-forest/node";
 * const forest = await parallelRotationForest({ threads: 2 }).fit(dataset, { seed: 1 });
 * ```
 */
export function parallelRotationForest(
  options: ParallelRotationForestOptions = {},
): Booster<RotationForestModel> {
  const threads = resolveThreads(options.threads);
  const spec = options.base ?? defaultBaseModule();
  const pool = threads > 1 ? createMemberPool(spec, threads - 1) : undefined;
  return {
    name: MLRF,
    fit: async (data: Dataset, fit: FitOptions = {}) => {
      const base = await importBase(spec);
      const trainer = pool
        ? workerMembers(pool, base, options.loadBase ?? loadAdditiveBase)
        : sequentialMembers(base);
      return fitRotationForest(data, fit, options, base, trainer);
    },
  };
}
