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
  const share = nodes.map((n) => (total > 0 ? n.pairs / total : 1 / nodes.length));
  // losses[k][s − 1]: node k's loss after round s (NaN until reported); finished[s]: how many nodes
  // have reported round s, so a call costs O(1) unless it completes rounds (then O(nodes) each).
  const losses = nodes.map(() => new Float64Array(iterations).fill(Number.NaN));
  const finished = new Int32Array(iterations + 1);
  let reported = 0;
  let previous = 1;
  return (k, event) => {
    const s0 = event.iteration;
    if (!(s0 >= 1 && s0 <= iterations)) return;
    const own = losses[k]!;
    if (Number.isNaN(own[s0 - 1]!)) finished[s0]!++;
    own[s0 - 1] = event.loss;
    while (reported < iterations && finished[reported + 1] === nodes.length) {
      const s = reported + 1;
      let loss = 0;
      for (let q = 0; q < nodes.length; q++) loss += share[q]! * losses[q]![s - 1]!;
      const z = previous > 0 ? loss / previous : 0;
      previous = loss;
      reported = s;
      report?.({ iteration: s, iterations, loss, z, elapsedMs: Date.now() - start });
    }
  };
}
