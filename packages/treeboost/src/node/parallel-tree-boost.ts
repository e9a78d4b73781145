/// <reference types="node" />
import type { Booster, Dataset, Model } from "@textboost/core";
import { TextboostError, throwIfAborted } from "@textboost/core";
import { resolveThreads, type ThreadsOption } from "@textboost/workers/node";
import { fitProgress, type TreeBoostFitOptions } from "../fit-progress.js";
import type { GlocalFeatureOptions } from "../local-dataset.js";
import { assembleTreeBoost, type HierarchySource, prepareTreeBoost } from "../prepare-tree-boost.js";
import { type TrainedNode, trainNodes } from "../train-nodes.js";
import { TREEBOOST_MH, type TreeBoostModel } from "../tree-boost-model.js";
import type { RemoteNodeTrainer } from "./node-share.js";
import { partitionNodes } from "./partition-nodes.js";
import { startTreeBoostThreads } from "./threads.js";
import { adaBoostMHWorkerBase, resolveWorkerBase, type WorkerBase } from "./worker-base.js";

/** How to configure {@link parallelTreeBoost}: as `treeBoost`, with the base booster as a {@link WorkerBase}. */
export interface ParallelTreeBoostOptions {
  /** The category tree, or a function of the training data that builds it (run in this thread). */
  readonly hierarchy: HierarchySource;
  /** Turns a data-set label name into its tree code (run in this thread). */
  readonly labelKey?: (name: string) => string;
  /** The flat booster every node trains, as the threads build it (default AdaBoost.MH). */
  readonly base?: WorkerBase;
  /** Glocal feature selection at every node; `measure` must be a name (functions cannot go to a thread). */
  readonly glocalFeatures?: GlocalFeatureOptions;
  /**
   * Threads, this one included, resolved once when the booster is made (`resolveThreads`: default
   * `TEXTBOOST_THREADS`, else the number of cores; 1 trains everything here).
   */
  readonly threads?: ThreadsOption;
  /**
   * Train the nodes elsewhere instead (a job queue: `@textboost/distributed`): they are dealt into
   * `remote.shares` shares, all trained by `remote.train`; `threads` is then not used.
   */
  readonly remote?: RemoteNodeTrainer;
}

/**
 * TreeBoost.MH with the nodes trained on worker threads (Node only). Every node's booster is
 * independent of every other (its local examples come from the labels, not from its parent's
 * classifier), so the nodes are dealt to the threads, largest first ({@link partitionNodes}); this
 * thread trains a share too. The model is the one `treeBoost` trains, to the last bit of its JSON:
 * the same local data sets and the same base booster, whichever thread runs them.
 *
 * `onIteration` reports the same aggregate as `treeBoost` (round s once every node has done it), and
 * `onNodeIteration` every node round as it arrives. An `AbortSignal` stops the threads within a few
 * tens of milliseconds. The worker threads run the built JavaScript of `@textboost/treeboost`.
 *
 * @param options - the hierarchy, label key, base booster (a {@link WorkerBase}), glocal selection, threads
 * @returns a booster whose models equal `treeBoost`'s
 * @throws TextboostError `E_INVALID_ARGUMENT` for a bad `threads`; (from `fit`) `E_INVALID_ARGUMENT` for a bad base, a custom
 *   `measure` function, and what `treeBoost` throws; `E_WORKER` when a thread fails; `E_IO` when the
 *   worker script is not built
 *
 * @example
 * ```ts
 * import { parallelTreeBoost, mpBoostWorkerBase } from "@textboost/treeboost/node";
 * const model = await parallelTreeBoost({ hierarchy: tree, base: mpBoostWorkerBase(), threads: 4 }).fit(data, { iterations: 500 });
 * ```
 */
export function parallelTreeBoost(
  options: ParallelTreeBoostOptions,
): Booster<TreeBoostModel, TreeBoostFitOptions> {
  const spec = options.base ?? adaBoostMHWorkerBase();
  const threads = resolveThreads(options.threads);
  return {
    name: TREEBOOST_MH,
    async fit(data: Dataset, fit: TreeBoostFitOptions = {}): Promise<TreeBoostModel> {
      throwIfAborted(fit.signal, "training");
      if (typeof options.glocalFeatures?.measure === "function") {
        throw new TextboostError(
          "E_INVALID_ARGUMENT",
          "glocal feature selection on worker threads needs a measure by name (a function cannot be sent to a thread)",
        );
      }
      const { booster, load } = await resolveWorkerBase(spec);
      const prepared = prepareTreeBoost(data, options.hierarchy, options.labelKey, fit.iterations);
      const { iterations, plan, examples } = prepared;
      const progress = fitProgress(plan, examples, iterations, fit);
      const remoteOnly = options.remote !== undefined;
      // With a remote trainer every share goes there; else share 0 stays on this thread.
      const shares = partitionNodes(examples, options.remote?.shares ?? threads).filter(
        (share, s) => share.length > 0 || (s === 0 && !remoteOnly),
      );
      const localShare = remoteOnly ? [] : shares[0]!;
      const remoteShares = remoteOnly ? shares : shares.slice(1);
      let stopped = false;
      const signal = {
        get aborted() {
          return stopped || fit.signal?.aborted === true;
        },
        get reason() {
          return fit.signal?.reason;
        },
      };
      const common = {
        iterations,
        ...(fit.seed === undefined ? {} : { seed: fit.seed }),
        ...(options.glocalFeatures === undefined ? {} : { glocal: options.glocalFeatures }),
      };
      const pool =
        !remoteOnly && remoteShares.length > 0 ? startTreeBoostThreads(remoteShares.length) : undefined;
      // The threads cannot see the caller's signal: poll it, and stop them when it fires.
      const watch = setInterval(() => {
        if (fit.signal?.aborted) void pool?.close();
      }, 25);
      try {
        const { tree } = plan;
        // Share w on worker thread w, when the nodes are not trained remotely.
        const onThread =
          (w: number): RemoteNodeTrainer["train"] =>
          async (request, onRound) => {
            const answer = await pool!.request(w, { op: "train", ...request }, (r) =>
              onRound(r.index, r.event),
            );
            if (answer.type !== "trained")
              throw new TextboostError("E_WORKER", `unexpected answer "${answer.type}"`);
            return answer.nodes;
          };
        const remote = remoteShares.map(async (nodes, w): Promise<TrainedNode[]> => {
          const trained = await (options.remote?.train ?? onThread(w))(
            {
              data: { X: data.X, Y: data.Y, featureNames: data.featureNames, labelNames: data.labelNames },
              tree: { labels: tree.labels, parent: tree.parent, descriptions: tree.descriptions },
              labelNodes: plan.labelNodes,
              base: spec,
              nodes,
              ...common,
            },
            progress.onRound,
          );
          return trained.map(
            (n): TrainedNode => ({
              index: n.index,
              columns: n.columns,
              model: n.model === null ? null : load(n.model, {}),
            }),
          );
        });
        const here = trainNodes(data, plan, examples, localShare, booster, {
          ...common,
          signal,
          onRound: progress.onRound,
        });
        // The first failure stops the others: this thread's nodes through the signal, the threads by closing them.
        const stopOthers = (e: unknown): never => {
          stopped = true;
          void pool?.close();
          throw e;
        };
        const settled = await Promise.allSettled([here, ...remote].map((p) => p.catch(stopOthers)));
        const failures = settled.flatMap((s) => (s.status === "rejected" ? [s.reason as unknown] : []));
        if (failures.length > 0) {
          throwIfAborted(fit.signal, "training");
          // The cause, not the stops it caused (E_ABORTED here, E_WORKER "closed" from the threads).
          throw (
            failures.find((e) => !/E_ABORTED|E_WORKER/.test(String((e as { code?: unknown }).code))) ??
            failures[0]
          );
        }
        const byIndex = new Map<number, { columns: Int32Array; model: Model | null }>();
        for (const s of settled)
          for (const t of (s as PromiseFulfilledResult<TrainedNode[]>).value) byIndex.set(t.index, t);
        return assembleTreeBoost(
          data,
          prepared,
          plan.nodes.map((_, b) => byIndex.get(b)!),
          booster.name,
          progress.trace,
          fit.preprocessing,
          options.glocalFeatures,
        );
      } finally {
        clearInterval(watch);
        await pool?.close();
      }
    },
  };
}
