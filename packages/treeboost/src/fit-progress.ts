import type { FitOptions, IterationEvent } from "@textboost/core";
import { iterationAggregator, type NodeIterationEvent } from "./iteration-aggregator.js";
import type { LocalExamples } from "./local-examples.js";
import type { TreeBoostTrace } from "./tree-boost-model.js";
import type { TreeBoostPlan } from "./tree-plan.js";

/** Options of a TreeBoost.MH fit: those of every booster, plus per-node progress. */
export interface TreeBoostFitOptions extends FitOptions {
  /**
   * Called after every round of every node's booster. (`onIteration` reports the aggregate: round s
   * once all nodes have done it; see `iterationAggregator`.)
   */
  readonly onNodeIteration?: (event: NodeIterationEvent) => void;
}

/** The progress side of a fit: what to call for each node round, and the trace it builds. */
export interface FitProgress {
  /** Round event `e` of plan node `b`. */
  readonly onRound: (b: number, e: IterationEvent) => void;
  /** The aggregated z and loss of every round reported so far. */
  readonly trace: TreeBoostTrace;
}

/**
 * Wires the rounds of the nodes' boosters to a fit's callbacks: `onNodeIteration` gets every node
 * round as it happens, `onIteration` the aggregate of {@link iterationAggregator} over the nodes
 * that train (those with local documents), and the aggregate is kept as the model's trace.
 *
 * @param plan - the boosters' layout
 * @param examples - their local examples
 * @param iterations - rounds per node
 * @param fit - the fit's options (callbacks)
 * @returns the per-round entry point and the trace
 *
 * @example
 * ```ts
 * const progress = fitProgress(plan, examples, 100, { onIteration: (e) => console.log(e.iteration, e.loss) });
 * const nodes = plan.nodes.map((_, i) => i);
 * await trainNodes(data, plan, examples, nodes, adaBoostMH(), { iterations: 100, onRound: progress.onRound });
 * ```
 */
export function fitProgress(
  plan: TreeBoostPlan,
  examples: readonly LocalExamples[],
  iterations: number,
  fit: TreeBoostFitOptions,
): FitProgress {
  const slot = new Int32Array(plan.nodes.length).fill(-1);
  const followed: { pairs: number }[] = [];
  examples.forEach((ex, b) => {
    if (ex.documents.length === 0) return;
    slot[b] = followed.length;
    followed.push({ pairs: ex.Y.rows * ex.Y.cols });
  });
  const trace = { z: [] as number[], loss: [] as number[] };
  const record = iterationAggregator(
    followed,
    iterations,
    (e) => {
      trace.z.push(e.z);
      trace.loss.push(e.loss);
      fit.onIteration?.(e);
    },
    Date.now(),
  );
  return {
    trace,
    onRound(b, e) {
      record(slot[b]!, e);
      fit.onNodeIteration?.({
        ...e,
        node: plan.nodes[b]!.name,
        documents: examples[b]!.Y.rows,
        outputs: examples[b]!.Y.cols,
      });
    },
  };
}
