import type { IterationEvent } from "@textboost/core";

/** One round of one node's booster, as {@link TreeBoostFitOptions.onNodeIteration} reports it. */
export interface NodeIterationEvent extends IterationEvent {
  /** The node's tree code, or `"(root)"`. */
  readonly node: string;
  /** Its local training documents. */
  readonly documents: number;
  /** Its booster's outputs (children, and its own label when documents carry it). */
  readonly outputs: number;
}

/** What {@link iterationAggregator} needs of each node it follows. */
export interface AggregatedNode {
  /** Its share of the local (document, output) pairs: documents x outputs. */
  readonly pairs: number;
}

/**
 * Folds the rounds of many node boosters, trained side by side, into one stream of
 * {@link IterationEvent}s: round s is reported once every node has finished its round s, with
 *
 * - `loss`: the mean of the nodes' losses weighted by their (document, output) pairs, that is, the
 *   normalised loss over the union of all local training pairs (for AdaBoost.MH nodes, the
 *   exponential loss of equation (1)'s distributions);
 * - `z`: the ratio of that loss to the previous round's (1 before round 1), so the loss is the
 *   product of the z values, as for a flat booster.
 *
 * @param nodes - the nodes followed (their pair counts)
 * @param iterations - rounds per node
 * @param report - called with each aggregated event, in order
 * @param start - `Date.now()` when training started
 * @returns `record(k, event)`: takes node k's round event
 *
 * @example
 * ```ts
 * const record = iterationAggregator([{ pairs: 40 }, { pairs: 10 }], 5, (e) => console.log(e.iteration, e.loss), Date.now());
 * record(0, { iteration: 1, iterations: 5, loss: 0.8, z: 0.8, elapsedMs: 2 }); // node 0 finished round 1
 * record(1, { iteration: 1, iterations: 5, loss: 0.6, z: 0.6, elapsedMs: 1 }); // round 1 is reported now
 * ```
 */
export function iterationAggregator(
  nodes: readonly AggregatedNode[],
  iterations: number,
  report: ((event: IterationEvent) => void) | undefined,
  start: number,
): (k: number, event: IterationEvent) => void {
  const total = nodes.reduce((s, n) => s + n.pairs, 0);
  const losses = nodes.map(() => [] as number[]);
  let reported = 0;
  let previous = 1;
  return (k, event) => {
    losses[k]![event.iteration - 1] = event.loss;
    for (;;) {
      const s = reported + 1;
      if (s > iterations || losses.some((l) => l[s - 1] === undefined)) return;
      let loss = 0;
      nodes.forEach((n, q) => {
        loss += (total > 0 ? n.pairs / total : 1 / nodes.length) * losses[q]![s - 1]!;
      });
      const z = previous > 0 ? loss / previous : 0;
      previous = loss;
      reported = s;
      report?.({ iteration: s, iterations, loss, z, elapsedMs: Date.now() - start });
    }
  };
}
