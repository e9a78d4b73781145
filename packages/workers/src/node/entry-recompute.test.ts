import { fc, test } from "@fast-check/vitest";
import type { Dataset } from "@textboost/core";
import { trainingSet } from "@textboost/sparse";
import { createIncrementalStatistics, type StatisticsLayout } from "@textboost/statistics";
import { arbPivotRounds, type PivotRound, playPivotRounds } from "@textboost/testing";
import { afterAll, describe, expect, it } from "vitest";
import { sharedFloat64 } from "./shared-arrays.js";
import { sharedIncrementalStatistics } from "./update-runner.js";
import { createWorkerPool, type WorkerPool } from "./worker-pool.js";

const pool = createWorkerPool({ threads: 2 });
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

/** Pivot rounds (entries go stale), in either layout, SIMD or JavaScript update, refreshed often or not. */
const arbCase = fc.record({
  pivotRounds: arbPivotRounds({ labels: { min: 1, max: 9 } }),
  layout: fc.constantFrom<StatisticsLayout>("term-major", "label-major"),
  simd: fc.boolean(),
  refreshEvery: fc.constantFrom(2, 5, 1000),
});

/**
 * The same rounds through this thread's statistics (ordinary D) and the worker learners' (D on
 * shared memory when `sharedD`, else ordinary), every round's stale entries offered to the pool.
 */
function runBoth(
  data: Dataset,
  rounds: readonly PivotRound[],
  layout: StatisticsLayout,
  simd: boolean,
  refreshEvery: number,
  sharedD: boolean,
) {
  const ts = trainingSet(data.X, data.Y);
  const n = ts.X.rows * ts.Y.cols;
  const own = new Float64Array(n).fill(1 / n);
  const theirs = (sharedD ? sharedFloat64(n) : new Float64Array(n)).fill(1 / n);
  const tasks = new Map<string, number>();
  const reference = createIncrementalStatistics(ts, own, { layout, refreshEvery });
  const threaded = sharedIncrementalStatistics(
    ts,
    theirs,
    { refreshEvery, threadedEntries: 1 },
    layout,
    countingPool(pool, tasks),
    2,
    simd,
  );
  playPivotRounds(ts, rounds, [
    { stats: reference, weights: own },
    { stats: threaded, weights: theirs },
  ]);
  return { reference, threaded, tasks };
}

/** Stale-entry tasks the pool ran over all runs of the first property. */
let poolTasks = 0;

describe("the exact recomputations on the pool", () => {
  test.prop([arbCase], { numRuns: 60 })(
    "with D on shared memory: the table of this thread's recomputations (stale entries, whole table), entry for entry, and the same counts",
    ({ pivotRounds: { data, rounds }, layout, simd, refreshEvery }) => {
      const { reference, threaded, tasks } = runBoth(data, rounds, layout, simd, refreshEvery, true);
      const { values } = threaded.table;
      expect(Array.from(reference.table.values).every((v, at) => Object.is(v, values[at]))).toBe(true);
      expect(threaded.entryRefreshes).toBe(reference.entryRefreshes);
      expect(threaded.refreshes).toBe(reference.refreshes);
      poolTasks += tasks.get("recompute-entries") ?? 0;
      // The first fill, and every refresh since, on the pool.
      expect(tasks.get("refill-rows")).toBe(reference.refreshes);
    },
  );

  it("ran stale entries on the pool in those cases (not only in this thread)", () => {
    expect(poolTasks).toBeGreaterThan(10);
  });

  test.prop([arbCase], { numRuns: 20 })(
    "with D on ordinary memory: none on the pool, the same table",
    ({ pivotRounds: { data, rounds }, layout, simd, refreshEvery }) => {
      const { reference, threaded, tasks } = runBoth(data, rounds, layout, simd, refreshEvery, false);
      expect(Array.from(threaded.table.values)).toEqual(Array.from(reference.table.values));
      expect(tasks.get("recompute-entries")).toBeUndefined();
      expect(tasks.get("refill-rows")).toBeUndefined();
    },
  );
});
