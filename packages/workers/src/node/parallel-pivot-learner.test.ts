import { boostAdditive } from "@textboost/boosting";
import { presenceChooser, presenceScope, presenceStump } from "@textboost/stumps";
import { zipfDataset } from "@textboost/testing";
import { afterAll, describe, expect, it } from "vitest";
import { parallelPivotLearner, type WorkerChooserFactory } from "./parallel-pivot-learner.js";
import { createWorkerPool } from "./worker-pool.js";

const pool = createWorkerPool({ threads: 2 });
afterAll(async () => {
  await pool.close();
});

const data = zipfDataset(3, 60, 25, 4);
const fit = (learner: Parameters<typeof boostAdditive>[1]["learner"], incremental = true) =>
  boostAdditive(data, { algorithm: "t", normalization: "global", iterations: 6, learner, incremental });

describe("parallelPivotLearner", () => {
  it("with one thread is the single-threaded learner and never calls the worker chooser", async () => {
    let made = 0;
    const never: WorkerChooserFactory = () => {
      made++;
      throw new Error("not on one thread");
    };
    const learner = parallelPivotLearner(presenceScope, presenceChooser, {}, { threads: 1 }, never);
    expect(learner.threads).toBe(1);
    const model = await fit(learner);
    expect(made).toBe(0);
    expect(model.toJSON()).toEqual((await fit(presenceStump(), false)).toJSON());
    await learner.close();
  });

  it("on a pool chooses with the worker chooser, once per boosting loop, given the pool's threads", async () => {
    const seen: number[] = [];
    // A worker chooser that delegates to the single-threaded one: the model must not change.
    const delegate: WorkerChooserFactory = (p, threads, rule, d, table) => {
      expect(p).toBe(pool);
      seen.push(threads);
      return presenceChooser(rule, d, table);
    };
    const learner = parallelPivotLearner(presenceScope, presenceChooser, {}, { pool }, delegate);
    expect(learner.threads).toBe(2);
    const model = await fit(learner);
    expect(seen).toEqual([2]);
    expect(model.toJSON()).toEqual((await fit(presenceStump(), false)).toJSON());
  });
});
