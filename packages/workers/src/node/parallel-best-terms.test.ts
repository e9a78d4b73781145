import { fc, test } from "@fast-check/vitest";
import { trainingSet } from "@textboost/sparse";
import { scanTermStatistics } from "@textboost/statistics";
import { arbDataset } from "@textboost/testing";
import { afterAll, describe, expect } from "vitest";
import { parallelBestTerms } from "./parallel-best-terms.js";
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
    ],
    { numRuns: 40 },
  )("each label's best term is the one-thread scan's, first on ties", (data, seed, ties) => {
    const ts = trainingSet(data.X, data.Y);
    const m = ts.Y.cols;
    const scanner = parallelBestTerms({ pool })(ts);
    // Random weights, or few distinct ones, so that terms tie exactly.
    let state = seed;
    for (let at = 0; at < scanner.weights.length; at++) {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      scanner.weights[at] = ties ? 1 + (state % 2) : (state >>> 8) / 2 ** 24;
    }
    const best = new Float64Array(m);
    const term = new Int32Array(m);
    scanner.bestTerms(best, term);
    // Brute force: Figure 2's criterion over the full scan, ascending terms, strictly better wins.
    const want = new Float64Array(m).fill(-1);
    const wantTerm = new Int32Array(m).fill(-1);
    scanTermStatistics(ts, scanner.weights, (k, positive, negative) => {
      for (let j = 0; j < m; j++) {
        const d = Math.sqrt(positive[j]!) - Math.sqrt(negative[j]!);
        if (d * d > want[j]!) {
          want[j] = d * d;
          wantTerm[j] = k;
        }
      }
    });
    expect(Array.from(term)).toEqual(Array.from(wantTerm));
    expect(Array.from(best)).toEqual(Array.from(want));
  });
});
