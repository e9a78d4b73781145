import { join } from "node:path";
import { type IterationEvent, TextboostError } from "@textboost/core";
import type { NodeResult, NodeShareRequest, RemoteNodeTrainer, WorkerBase } from "@textboost/treeboost/node";
import { adaBoostMHWorkerBase, mpBoostWorkerBase, trainNodeShare } from "@textboost/treeboost/node";
import { readDatasetFile, writeDatasetFile } from "./dataset-file.js";
import { createJob } from "./job.js";
import { type JobHandler, jobHandler } from "./job-handler.js";
import { type FieldCheck, field } from "./job-schema.js";
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

/** The most labels (tree nodes) a subtree job's tree may have. */
const MAX_TREE_NODES = 1_000_000;

/**
 * The schema of a subtree job's spec: the tree (labels, parents within it, descriptions), the label
 * nodes and the share's nodes as indices into it, rounds 1 to 1000000, a 32-bit seed, glocal options
 * as bounded JSON (their own reader checks them), and a base booster that is one of `bases`, matched
 * on module, factory and loader: a queue entry never makes the worker import a module it was not
 * told of.
 *
 * @param bases - the base boosters the worker builds (default AdaBoost.MH and MP-Boost)
 * @returns the check
 *
 * @example
 * ```ts
 * const check = subtreeSpecSchema();
 * const tree = { labels: ["root", "a"], parent: [-1, 0], descriptions: ["", ""] };
 * check({ tree, labelNodes: [1], base: adaBoostMHWorkerBase(), iterations: 5, nodes: [0] }, "spec"); // passes
 * try {
 *   check({ tree, labelNodes: [1], base: { module: "data:text/javascript,1", factory: "f", loader: "l" }, iterations: 5, nodes: [0] }, "spec");
 * } catch (e) {
 *   (e as TextboostError).code; // "E_INPUT_FORMAT": not a base this worker builds
 * }
 * ```
 */
export function subtreeSpecSchema(
  bases: readonly WorkerBase[] = [adaBoostMHWorkerBase(), mpBoostWorkerBase()],
): FieldCheck {
  const index = field.integer(0, MAX_TREE_NODES - 1);
  const shape = field.object(
    {
      tree: field.object({
        labels: field.array(field.string(4096), MAX_TREE_NODES),
        parent: field.array(field.integer(-1, MAX_TREE_NODES - 1), MAX_TREE_NODES),
        descriptions: field.array(field.string(65_536), MAX_TREE_NODES),
      }),
      labelNodes: field.array(index, MAX_TREE_NODES),
      base: field.object(
        {
          module: field.oneOf(bases.map((b) => b.module)),
          factory: field.string(64),
          loader: field.string(64),
          options: field.json(),
        },
        ["options"],
      ),
      glocal: field.json(),
      iterations: field.integer(1, 1_000_000),
      seed: field.integer(0, 2 ** 32 - 1),
      nodes: field.array(index, MAX_TREE_NODES),
    },
    ["glocal", "seed"],
  );
  return (v, at) => {
    shape(v, at);
    const spec = v as SubtreeJobSpec;
    const base = spec.base as WorkerBase;
    if (
      !bases.some((b) => b.module === base.module && b.factory === base.factory && b.loader === base.loader)
    ) {
      field.oneOf(bases.map((b) => `${b.module}#${b.factory}/${b.loader}`))(
        `${base.module}#${base.factory}/${base.loader}`,
        `${at}.base`,
      );
    }
    const n = spec.tree.labels.length;
    if (spec.tree.parent.length !== n || spec.tree.descriptions.length !== n) {
      throw new TextboostError(
        "E_INPUT_FORMAT",
        `${at}.tree must have as many parents and descriptions as labels`,
      );
    }
    const node = field.integer(0, Math.max(n - 1, 0));
    field.array(field.integer(-1, n - 1), n)(spec.tree.parent, `${at}.tree.parent`);
    field.array(node, MAX_TREE_NODES)(spec.labelNodes, `${at}.labelNodes`);
  };
}

/**
 * The worker's handler of subtree jobs: reads the training set, rebuilds the plan and trains the
 * job's share of nodes with `trainNodeShare` (as a worker thread would), recording their round events.
 * Its spec is checked with {@link subtreeSpecSchema}`(bases)` before anything runs.
 *
 * @param bases - the base boosters this worker builds (default AdaBoost.MH and MP-Boost)
 * @returns the handler
 *
 * @example
 * ```ts no-run
 * startJobWorker({
 *   url: "redis://127.0.0.1:6379",
 *   handlers: { [SUBTREE_JOB]: subtreeJobHandler() },
 *   dataRoots: ["/shared/results/data"],
 *   resultsRoot: "/shared/results",
 * });
 * ```
 */
export function subtreeJobHandler(bases?: readonly WorkerBase[]): JobHandler {
  return jobHandler(subtreeSpecSchema(bases), async (job) => {
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
  });
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
