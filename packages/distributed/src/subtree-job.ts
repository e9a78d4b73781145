import { join } from "node:path";
import type { IterationEvent } from "@textboost/core";
import type { NodeResult, NodeShareRequest, RemoteNodeTrainer } from "@textboost/treeboost/node";
import { trainNodeShare } from "@textboost/treeboost/node";
import { readDatasetFile, writeDatasetFile } from "./dataset-file.js";
import { createJob } from "./job.js";
import type { JobHandler } from "./job-worker.js";
import type { QueueTraining } from "./member-job.js";
import { readResult } from "./result-store.js";

/** The kind of a TreeBoost.MH subtree job. */
export const SUBTREE_JOB = "subtree";

/** A subtree job's spec: a share of a plan's nodes ({@link NodeShareRequest} without its data), as JSON. */
export type SubtreeJobSpec = Omit<NodeShareRequest, "data" | "tree" | "labelNodes"> & {
  readonly tree: {
    readonly labels: readonly string[];
    readonly parent: readonly number[];
    readonly descriptions: readonly string[];
  };
  readonly labelNodes: readonly number[];
};

/** What a subtree job writes: its nodes and every round event of their boosters (timing left out). */
export interface SubtreeJobOutput {
  readonly nodes: readonly {
    readonly index: number;
    readonly columns: readonly number[];
    readonly model: NodeResult["model"];
  }[];
  readonly rounds: readonly { readonly index: number; readonly event: Omit<IterationEvent, "elapsedMs"> }[];
}

/**
 * The worker's handler of subtree jobs: reads the training set, rebuilds the plan and trains the
 * job's share of nodes with `trainNodeShare` (as a worker thread would), recording their round events.
 *
 * @returns the handler
 *
 * @example
 * ```ts no-run
 * startJobWorker({ url: "redis://127.0.0.1:6379", handlers: { [SUBTREE_JOB]: subtreeJobHandler() } });
 * ```
 */
export function subtreeJobHandler(): JobHandler {
  return async (job) => {
    const spec = job.spec as SubtreeJobSpec;
    const rounds: { index: number; event: Omit<IterationEvent, "elapsedMs"> }[] = [];
    const nodes = await trainNodeShare(
      {
        ...spec,
        data: readDatasetFile(job.data),
        tree: { ...spec.tree, parent: Int32Array.from(spec.tree.parent) },
        labelNodes: Int32Array.from(spec.labelNodes),
      },
      (index, { elapsedMs: _, ...event }) => rounds.push({ index, event }),
    );
    const output: SubtreeJobOutput = {
      nodes: nodes.map((n) => ({ index: n.index, columns: Array.from(n.columns), model: n.model })),
      rounds,
    };
    return output;
  };
}

/**
 * A `RemoteNodeTrainer` for `parallelTreeBoost` that trains each share of nodes as a subtree job on a
 * queue: the training set goes to `resultsDir/data` (named by its hash), and the share's round events
 * are replayed from the result, so the model and its trace are `treeBoost`'s, to the last bit.
 *
 * @param training - the queue and the results directory
 * @param shares - how many jobs to deal the nodes into (the most workers that can help)
 * @returns the remote trainer
 *
 * @example
 * ```ts no-run
 * const training = { queue: openJobQueue("redis://127.0.0.1:6379"), resultsDir: "/shared/results" };
 * const booster = parallelTreeBoost({ hierarchy, base: adaBoostMHWorkerBase(), remote: queueSubtrees(training, 8) });
 * const model = await booster.fit(dataset, { iterations: 100 });
 * ```
 */
export function queueSubtrees(training: QueueTraining, shares: number): RemoteNodeTrainer {
  return {
    shares,
    async train(request, onRound) {
      const { queue, resultsDir } = training;
      const { data, tree, labelNodes, ...rest } = request;
      const spec: SubtreeJobSpec = {
        ...rest,
        nodes: [...rest.nodes],
        tree: {
          labels: [...tree.labels],
          parent: Array.from(tree.parent),
          descriptions: [...tree.descriptions],
        },
        labelNodes: Array.from(labelNodes),
      };
      const job = createJob(SUBTREE_JOB, writeDatasetFile(join(resultsDir, "data"), data), spec);
      await queue.enqueue([job], resultsDir);
      await queue.wait([job], resultsDir, training.pollMs === undefined ? {} : { pollMs: training.pollMs });
      const output = readResult<SubtreeJobOutput>(resultsDir, job)!.output;
      for (const r of output.rounds) onRound(r.index, { ...r.event, elapsedMs: 0 });
      return output.nodes.map((n) => ({
        index: n.index,
        columns: Int32Array.from(n.columns),
        model: n.model,
      }));
    },
  };
}
