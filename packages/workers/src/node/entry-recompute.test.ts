import { fc, test } from "@fast-check/vitest";
import type { TrainingSet } from "@textboost/core";
import { trainingSet } from "@textboost/sparse";
import { createIncrementalStatistics, type StatisticsLayout } from "@textboost/statistics";
import { arbDataset } from "@textboost/testing";
import { afterAll, describe, expect, it } from "vitest";
import { sharedFloat64 } from "./shared-arrays.js";
import { sharedIncrementalStatistics } from "./update-runner.js";
import { createWorkerPool, type WorkerPool } from "./worker-pool.js";

const pool = createWorkerPool({ threads: 2 });
/** Stale-entry tasks the pool ran over all runs of the first property. */
let poolTasks = 0;
afterAll(async () => {
  await pool.close();
});

/** A pool that counts the tasks it runs, by name. */
function countingPool(base: WorkerPool, tasks: Map<string, number>): WorkerPool {
  return {
    ...base,
    threads: base.threads,
    run: (kernel, shared, args) => {
      tasks.set(kernel, (tasks.get(kernel) ?? 0) + 1);
      base.run(kernel, shared, args);
    },
  };
}

/**
 * Rounds with factors over a wide range (so that entries cancel and go stale), the pivot shared by
 * all labels (AdaBoost.MH) or per label (MP-Boost).
 */
const arbRounds = fc
  .record({
    data: arbDataset({ rows: { min: 1, max: 24 }, features: { min: 1, max: 9 }, labels: { min: 1, max: 7 } }),
    shared: fc.boolean(),
    layout: fc.constantFrom<StatisticsLayout>("term-major", "label-major"),
    simd: fc.boolean(),
    refreshEvery: fc.constantFrom(2, 5, 1000),
  })
  .chain(({ data, shared, layout, simd, refreshEvery }) =>
    fc.record({
      data: fc.constant(data),
      layout: fc.constant(layout),
      simd: fc.constant(simd),
      refreshEvery: fc.constant(refreshEvery),
      rounds: fc.array(
        fc.record({
          pivots: fc
            .array(fc.nat({ max: data.X.cols - 1 }), { minLength: data.Y.cols, maxLength: data.Y.cols })
            .map((p) => Int32Array.from(shared ? p.map(() => p[0]!) : p)),
          factors: fc
            .array(fc.double({ min: -12, max: 12, noNaN: true }), {
              minLength: 4 * data.Y.cols,
              maxLength: 4 * data.Y.cols,
            })
            .map((f) => Float64Array.from(f, Math.exp)),
        }),
        { minLength: 1, maxLength: 12 },
      ),
    }),
  );

/** D multiplied by the round's factors (by whether the document has label j's pivot) and normalised per label. */
function reweight(
  ts: TrainingSet,
  D: Float64Array,
  pivots: Int32Array,
  factors: Float64Array,
  normalisers: Float64Array,
): void {
  const g = ts.X.rows;
  const m = ts.Y.cols;
  normalisers.fill(0);
  for (let i = 0; i < g; i++)
    for (let j = 0; j < m; j++) {
      let present = 0;
      for (let p = ts.X.indptr[i]!; p < ts.X.indptr[i + 1]!; p++)
        if (ts.X.indices[p] === pivots[j]) present = 1;
      const at = i * m + j;
      D[at]! *= factors[(present * 2 + (ts.signs[at]! > 0 ? 1 : 0)) * m + j]!;
      normalisers[j]! += D[at]!;
    }
  for (let at = 0; at < g * m; at++) D[at]! /= normalisers[at % m]!;
}

describe("stale entries recomputed on the pool", () => {
  test.prop([arbRounds], { numRuns: 60 })(
    "with D on shared memory: the table of this thread's recomputations (stale entries, whole table), entry for entry, and the same counts",
    ({ data, layout, simd, refreshEvery, rounds }) => {
      const ts = trainingSet(data.X, data.Y);
      const g = ts.X.rows;
      const m = ts.Y.cols;
      const own = new Float64Array(g * m).fill(1 / (g * m));
      const shared = sharedFloat64(g * m).fill(1 / (g * m));
      const tasks = new Map<string, number>();
      const reference = createIncrementalStatistics(ts, own, { layout, refreshEvery });
      // threadedEntries 1: every round's stale entries go to the pool.
      const threaded = sharedIncrementalStatistics(
        ts,
        shared,
        { refreshEvery, threadedEntries: 1 },
        layout,
        countingPool(pool, tasks),
        2,
        simd,
      );
      const normalisers = new Float64Array(m);
      for (const { pivots, factors } of rounds) {
        reference.beforeUpdate(pivots, factors);
        threaded.beforeUpdate(pivots, factors);
        reweight(ts, own, pivots, factors, normalisers);
        reference.afterUpdate(factors, normalisers);
        reweight(ts, shared, pivots, factors, normalisers);
        threaded.afterUpdate(factors, normalisers);
      }
      const same = Array.from(reference.table.values).every((v, at) =>
        Object.is(v, threaded.table.values[at]),
      );
      expect(same).toBe(true);
      expect(threaded.entryRefreshes).toBe(reference.entryRefreshes);
      expect(threaded.refreshes).toBe(reference.refreshes);
      poolTasks += tasks.get("recompute-entries") ?? 0;
      // The first fill, and every refresh since, on the pool.
      expect(tasks.get("refill-rows")).toBe(reference.refreshes);
    },
  );

  it("ran on the pool in those cases (not only in this thread)", () => {
    expect(poolTasks).toBeGreaterThan(10);
  });

  test.prop([arbRounds], { numRuns: 20 })(
    "with D on ordinary memory: none on the pool, the same table",
    ({ data, layout, simd, refreshEvery, rounds }) => {
      const ts = trainingSet(data.X, data.Y);
      const g = ts.X.rows;
      const m = ts.Y.cols;
      const own = new Float64Array(g * m).fill(1 / (g * m));
      const other = new Float64Array(g * m).fill(1 / (g * m));
      const tasks = new Map<string, number>();
      const reference = createIncrementalStatistics(ts, own, { layout, refreshEvery });
      const threaded = sharedIncrementalStatistics(
        ts,
        other,
        { refreshEvery, threadedEntries: 1 },
        layout,
        countingPool(pool, tasks),
        2,
        simd,
      );
      const normalisers = new Float64Array(m);
      for (const { pivots, factors } of rounds) {
        reference.beforeUpdate(pivots, factors);
        threaded.beforeUpdate(pivots, factors);
        reweight(ts, own, pivots, factors, normalisers);
        reference.afterUpdate(factors, normalisers);
        reweight(ts, other, pivots, factors, normalisers);
        threaded.afterUpdate(factors, normalisers);
      }
      expect(Array.from(threaded.table.values)).toEqual(Array.from(reference.table.values));
      expect(tasks.get("recompute-entries")).toBeUndefined();
      expect(tasks.get("refill-rows")).toBeUndefined();
    },
  );
});
