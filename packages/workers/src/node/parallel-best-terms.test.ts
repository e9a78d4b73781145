import { fc, test } from "@fast-check/vitest";
import { trainingSet } from "@textboost/sparse";
import { scanTermStatistics, TERM_SUMS_TUNING } from "@textboost/statistics";
import { arbDataset } from "@textboost/testing";
import { afterAll, describe, expect } from "vitest";
import { blockCuts, parallelBestTerms } from "./parallel-best-terms.js";
import { createWorkerPool } from "./worker-pool.js";

// Three threads: two workers plus this one, so chunks are uneven and workers take some of them.
const pool = createWorkerPool({ threads: 3 });
afterAll(async () => {
  await pool.close();
});

describe("parallelBestTerms", () => {
  test.prop(
    [
      arbDataset({ rows: { min: 1, max: 40 }, features: { min: 1, max: 60 }, labels: { min: 1, max: 5 } }),
      fc.integer({ min: 1, max: 1000 }),
      fc.boolean(),
      fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
    ],
    { numRuns: 60 },
  )(
    "each label's best term is the one-thread scan's, first on ties, by chunks of terms or blocks of labels",
    (data, seed, ties, block) => {
      const ts = trainingSet(data.X, data.Y);
      const m = ts.Y.cols;
      // With a block width, the shared layout is made for a scan by blocks of labels (as for a D too
      // large for the caches), which the threads then take instead of chunks of terms.
      const saved = { ...TERM_SUMS_TUNING };
      if (block !== undefined)
        Object.assign(TERM_SUMS_TUNING, {
          streamBytes: -1,
          blockBytes: 16 * ts.X.cols * block,
          minBlockLabels: 1,
        });
      const scanner = (() => {
        try {
          return parallelBestTerms({ pool })(ts);
        } finally {
          Object.assign(TERM_SUMS_TUNING, saved);
        }
      })();
      // Random weights, or few distinct ones, so that terms tie exactly.
      let state = seed;
      for (let at = 0; at < scanner.weights.length; at++) {
        state = (Math.imul(state, 1103515245) + 12345) >>> 0;
        scanner.weights[at] = ties ? 1 + (state % 2) : (state >>> 8) / 2 ** 24;
      }
      const best = new Float64Array(m);
      const term = new Int32Array(m);
      const sides = { positive: new Float64Array(m).fill(7), negative: new Float64Array(m).fill(7) };
      scanner.bestTerms(best, term, sides);
      // Brute force: Figure 2's criterion over the full scan, ascending terms, strictly better wins.
      const want = new Float64Array(m).fill(-1);
      const wantTerm = new Int32Array(m).fill(-1);
      const wantSides = { positive: new Float64Array(m), negative: new Float64Array(m) };
      scanTermStatistics(ts, scanner.weights, (k, positive, negative) => {
        for (let j = 0; j < m; j++) {
          const d = Math.sqrt(positive[j]!) - Math.sqrt(negative[j]!);
          if (d * d > want[j]!) {
            want[j] = d * d;
            wantTerm[j] = k;
            wantSides.positive[j] = positive[j]!;
            wantSides.negative[j] = negative[j]!;
          }
        }
      });
      expect(Array.from(term)).toEqual(Array.from(wantTerm));
      expect(Array.from(best)).toEqual(Array.from(want));
      // The chosen terms' sides, as the scan summed them (0 and 0 for a label without a term).
      expect(Array.from(sides.positive)).toEqual(Array.from(wantSides.positive));
      expect(Array.from(sides.negative)).toEqual(Array.from(wantSides.negative));
    },
  );

  test.prop([
    fc.integer({ min: 0, max: 2000 }),
    fc.integer({ min: 1, max: 300 }),
    fc.integer({ min: 1, max: 8 }),
  ])(
    "blockCuts: the labels in order, each block at most the width, widths within one of each other, at least one block a thread while labels last",
    (m, block, threads) => {
      const cuts = blockCuts(m, block, threads);
      if (m === 0) {
        expect(cuts).toEqual([0]);
        return;
      }
      expect(cuts[0]).toBe(0);
      expect(cuts.at(-1)).toBe(m);
      for (let c = 1; c < cuts.length; c++) {
        const width = cuts[c]! - cuts[c - 1]!;
        expect(width).toBeGreaterThan(0);
        expect(width).toBeLessThanOrEqual(block);
      }
      const widths = cuts.slice(1).map((cut, c) => cut - cuts[c]!);
      expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(1);
      expect(cuts.length - 1).toBeGreaterThanOrEqual(Math.min(threads, m));
    },
  );
});
