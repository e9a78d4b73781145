import { fc, test } from "@fast-check/vitest";
import type { IterationEvent } from "@textboost/core";
import { expect } from "vitest";
import { iterationAggregator } from "./iteration-aggregator.js";

// Nodes (their pair counts and per-round losses) and an interleaving of their rounds: each node
// reports its rounds in order, the nodes in any order between each other.
const arbRun = fc
  .record({
    iterations: fc.integer({ min: 1, max: 6 }),
    pairs: fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 1, maxLength: 5 }),
  })
  .chain(({ iterations, pairs }) =>
    fc.record({
      iterations: fc.constant(iterations),
      pairs: fc.constant(pairs),
      losses: fc.array(
        fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), {
          minLength: iterations,
          maxLength: iterations,
        }),
        { minLength: pairs.length, maxLength: pairs.length },
      ),
      order: fc.shuffledSubarray(
        pairs.flatMap((_, k) => Array.from({ length: iterations }, () => k)),
        { minLength: pairs.length * iterations },
      ),
    }),
  );

test.prop([arbRun], { numRuns: 200 })(
  "reports round s once every node has done it, with the pair-weighted loss and the ratio to the previous round",
  ({ iterations, pairs, losses, order }) => {
    const reported: IterationEvent[] = [];
    const record = iterationAggregator(
      pairs.map((p) => ({ pairs: p })),
      iterations,
      (e) => reported.push(e),
      Date.now(),
    );
    const next = pairs.map(() => 0);
    const done: number[] = [];
    for (const k of order) {
      const s = ++next[k]!;
      record(k, { iteration: s, iterations, loss: losses[k]![s - 1]!, z: 1, elapsedMs: 0 });
      done.push(Math.min(...next));
      // Brute force: the rounds every node has finished so far are reported, and no other.
      expect(reported.length).toBe(done.at(-1));
    }
    const total = pairs.reduce((a, b) => a + b, 0);
    let previous = 1;
    reported.forEach((e, at) => {
      let loss = 0;
      pairs.forEach((p, q) => {
        loss += (total > 0 ? p / total : 1 / pairs.length) * losses[q]![at]!;
      });
      expect(e.iteration).toBe(at + 1);
      expect(e.loss).toBe(loss);
      expect(e.z).toBe(loss / previous);
      previous = loss;
    });
  },
);
