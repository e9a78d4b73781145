import type { AbortSignalLike, Booster, Dataset, IterationEvent, Model } from "@textboost/core";
import { type GlocalFeatureOptions, localDataset } from "./local-dataset.js";
import type { LocalExamples } from "./local-examples.js";
import type { TreeBoostPlan } from "./tree-plan.js";

/** A node's trained booster. */
export interface TrainedNode {
  /** Index in the plan's nodes. */
  readonly index: number;
  /** Global column of each of its model's features, ascending. */
  readonly columns: Int32Array;
  /** Its flat model, or null when the node has no local training document. */
  readonly model: Model | null;
}

/** What {@link trainNodes} trains with. */
export interface TrainNodesOptions {
  readonly iterations: number;
  readonly seed?: number;
  readonly signal?: AbortSignalLike;
  readonly glocal?: GlocalFeatureOptions;
  /**
   * Train the nodes side by side (default true), or one after another (false): less memory at a time,
   * and each node's round events then time that node alone.
   */
  readonly interleave?: boolean;
  /** Round `event` of the booster of plan node `index`. */
  readonly onRound?: (index: number, event: IterationEvent) => void;
}

/**
 * Trains the boosters of some nodes of a plan, side by side on this thread (each `fit` gives the
 * event loop a turn every few milliseconds, so they advance together and progress can be reported
 * for all of them), or with `interleave: false` one after another. Each node's booster is a
 * separate `base.fit` on the node's local data set, with its own weight distribution; nothing passes
 * between nodes, so the result does not depend on which nodes are trained together, or in what
 * order (the worker-thread version relies on this).
 *
 * A node with no local training document gets no model. When one fit fails, the others are
 * stopped and the first error is thrown.
 *
 * @param data - the whole training set
 * @param plan - the boosters' layout
 * @param examples - the local examples of every plan node
 * @param indices - which plan nodes to train
 * @param base - the flat booster
 * @param options - rounds, seed, abort signal, glocal selection, per-round callback
 * @returns the trained nodes, in the order of `indices`
 *
 * @example
 * ```ts
 * const trained = await trainNodes(data, plan, localExamples(plan, data.Y), [0, 1], adaBoostMH(), { iterations: 50 });
 * ```
 */
export async function trainNodes(
  data: Dataset,
  plan: TreeBoostPlan,
  examples: readonly LocalExamples[],
  indices: readonly number[],
  base: Booster,
  options: TrainNodesOptions,
): Promise<TrainedNode[]> {
  let failed = false;
  const user = options.signal;
  // Aborted by the caller, or by the first node that fails (so the others stop at their next round).
  const signal: AbortSignalLike = {
    get aborted() {
      return failed || user?.aborted === true;
    },
    get reason() {
      return user?.reason;
    },
  };
  const fitOne = async (index: number): Promise<TrainedNode> => {
    const local = examples[index]!;
    const node = plan.nodes[index]!;
    if (local.documents.length === 0) return { index, columns: new Int32Array(0), model: null };
    const { dataset, columns } = localDataset(data, local, node, options.glocal);
    const model = await base.fit(dataset, {
      iterations: options.iterations,
      signal,
      ...(options.seed === undefined ? {} : { seed: options.seed }),
      ...(options.onRound ? { onIteration: (e: IterationEvent) => options.onRound!(index, e) } : {}),
    });
    return { index, columns, model };
  };
  const guarded = (index: number) =>
    fitOne(index).catch((e: unknown) => {
      failed = true;
      throw e;
    });
  // Smallest problems first: each fit runs its set-up and first round before the next one starts, so
  // the engine first meets the shared kernel code on small nodes, whose calls finish before it is
  // compiled; compiled in the middle of a large node's first call (on-stack replacement), code after
  // the running loop would be compiled without having run, and be thrown out again at every later call.
  const order = startOrder(examples, plan, indices);
  let settled: PromiseSettledResult<TrainedNode>[];
  if (options.interleave === false) {
    settled = [];
    for (const index of order) {
      const [one] = await Promise.allSettled([guarded(index)]);
      settled.push(one!);
      if (failed) break;
    }
  } else settled = await Promise.allSettled(order.map(guarded));
  // The first failure in time is the cause; the others were stopped by it (E_ABORTED).
  const failures = settled.filter((s): s is PromiseRejectedResult => s.status === "rejected");
  if (failures.length > 0) throw firstCause(failures.map((f) => f.reason));
  const trained = settled.map((s) => (s as PromiseFulfilledResult<TrainedNode>).value);
  return indices.map((index) => trained.find((t) => t.index === index)!);
}

/** `indices` by ascending local problem size (documents x outputs), ties in the given order. */
function startOrder(
  examples: readonly LocalExamples[],
  plan: TreeBoostPlan,
  indices: readonly number[],
): number[] {
  const size = (b: number) => examples[b]!.documents.length * plan.nodes[b]!.outputs.length;
  return indices
    .map((b, at) => ({ b, at, size: size(b) }))
    .sort((x, y) => x.size - y.size || x.at - y.at)
    .map((x) => x.b);
}

/** The error that is not an abort caused by another failure, if there is one. */
function firstCause(errors: readonly unknown[]): unknown {
  return errors.find((e) => (e as { code?: unknown } | null)?.code !== "E_ABORTED") ?? errors[0];
}
