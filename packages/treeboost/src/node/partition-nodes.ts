import type { LocalExamples } from "../local-examples.js";

/**
 * Deals a plan's nodes to `shares` threads, largest first, each to the share with the least work so
 * far (longest processing time first), so the threads finish at about the same time. A node's work is
 * estimated as its local (document, output) pairs plus its documents: what every round touches.
 * Deterministic; nodes without documents (nothing to train) go to share 0.
 *
 * @param examples - the local examples of every plan node
 * @param shares - number of threads, at least 1
 * @returns `shares` lists of plan node indices, each ascending
 *
 * @example
 * ```ts
 * partitionNodes(examples, 2); // [[0, 3], [1, 2, 4]]
 * ```
 */
export function partitionNodes(examples: readonly LocalExamples[], shares: number): number[][] {
  const out: number[][] = Array.from({ length: shares }, () => []);
  const load = new Float64Array(shares);
  const cost = examples.map((ex) => ex.Y.rows * (ex.Y.cols + 1));
  const order = examples.map((_, b) => b).sort((a, b) => cost[b]! - cost[a]! || a - b);
  for (const b of order) {
    let best = 0;
    if (cost[b]! > 0) for (let s = 1; s < shares; s++) if (load[s]! < load[best]!) best = s;
    out[best]!.push(b);
    load[best]! += cost[b]!;
  }
  for (const list of out) list.sort((a, b) => a - b);
  return out;
}
