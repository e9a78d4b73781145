import { fc, test } from "@fast-check/vitest";
import { trainingSet } from "@textboost/sparse";
import { createIncrementalStatistics } from "@textboost/statistics";
import { arbPivotRounds, playPivotRounds } from "@textboost/testing";
import { afterAll, describe, expect } from "vitest";
import { sharedFloat64 } from "./shared-arrays.js";
import { sharedIncrementalStatistics } from "./update-runner.js";
import { createWorkerPool, type WorkerPool } from "./worker-pool.js";

const pool = createWorkerPool({ threads: 2 });
afterAll(async () => {
  await pool.close();
});

/**
 * A pool whose background tasks start only when settled (or when the next task settles them): the
 * slowest a worker can be. Anything that writes what a background task reads before settling it
 * then corrupts the task's input every time, not only when a race goes that way.
 */
function lazyPool(base: WorkerPool): WorkerPool {
  let deferred: (() => void) | undefined;
  const settle = (): void => {
    const run = deferred;
    deferred = undefined;
    run?.();
  };
  return {
    ...base,
    threads: base.threads,
    run: (kernel, shared, args) => {
      settle();
      base.run(kernel, shared, args);
    },
    runInBackground: (kernel, shared, args) => {
      settle();
      deferred = () => base.run(kernel, shared, args);
    },
    settle,
  };
}

describe("the update left running in the background while D is reweighted", () => {
  // Up to 12 labels over few terms: rounds with a group of five or more labels sharing a pivot (the
  // group update) and single labels (the label update) in the same round occur.
  test.prop([arbPivotRounds({ labels: { min: 5, max: 12 } }), fc.boolean()], { numRuns: 80 })(
    "gives this thread's table entry for entry, whatever the background task waits for",
    ({ data, rounds }, lazy) => {
      const ts = trainingSet(data.X, data.Y);
      const n = ts.X.rows * ts.Y.cols;
      const own = new Float64Array(n).fill(1 / n);
      const theirs = sharedFloat64(n).fill(1 / n);
      const reference = createIncrementalStatistics(ts, own, { layout: "label-major", refreshEvery: 1000 });
      const threaded = sharedIncrementalStatistics(
        ts,
        theirs,
        { refreshEvery: 1000 },
        "label-major",
        lazy ? lazyPool(pool) : pool,
        2,
        true,
      );
      playPivotRounds(ts, rounds, [
        { stats: reference, weights: own },
        { stats: threaded, weights: theirs },
      ]);
      const { values } = threaded.table;
      expect(Array.from(reference.table.values).every((v, at) => Object.is(v, values[at]))).toBe(true);
      expect(threaded.entryRefreshes).toBe(reference.entryRefreshes);
    },
  );
});
