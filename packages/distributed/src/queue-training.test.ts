import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { adaBoostMH } from "@textboost/adaboost-mh";
import { isTextboostError } from "@textboost/core";
import { defaultBase, rotationForest } from "@textboost/rotation-forest";
import { treeBoost } from "@textboost/treeboost";
import { adaBoostMHWorkerBase, parallelTreeBoost } from "@textboost/treeboost/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeDatasetFile } from "./dataset-file.js";
import { createJob } from "./job.js";
import { type JobQueue, openJobQueue } from "./job-queue.js";
import { type JobWorker, startJobWorker } from "./job-worker.js";
import { type LocalRedis, redisMissing, startLocalRedis } from "./local-redis.js";
import { MEMBER_JOB, memberJobHandler, queueRotationForest } from "./member-job.js";
import { readResult } from "./result-store.js";
import { queueSubtrees, SUBTREE_JOB, subtreeJobHandler } from "./subtree-job.js";
import { toyData, toyTree } from "./test-support/toy-data.js";

const missing = redisMissing();
if (missing !== undefined) console.warn(missing);

describe.skipIf(missing !== undefined)("queue-backed training on a real redis-server", () => {
  let redis: LocalRedis;
  let queue: JobQueue;
  let workers: JobWorker[] = [];
  const failures = { count: 0 };
  beforeAll(async () => {
    redis = await startLocalRedis();
    queue = openJobQueue(redis.url, { name: "training" });
    const handlers = {
      [MEMBER_JOB]: memberJobHandler(() => defaultBase()),
      [SUBTREE_JOB]: subtreeJobHandler(),
      flaky: async () => {
        failures.count++;
        throw new Error("the disk is full");
      },
    };
    // Every test's directories are made in the temporary directory: the workers' data and results root.
    const roots = { dataRoots: [tmpdir()], resultsRoot: tmpdir() };
    workers = [1, 2].map(() =>
      startJobWorker({ url: redis.url, queue: "training", handlers, lockMs: 2000, ...roots }),
    );
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.close()));
    await queue?.close();
    await redis?.kill();
  });

  it("trains a rotation forest's members as jobs: the model equals rotationForest's, JSON for JSON", async () => {
    const data = toyData();
    const resultsDir = mkdtempSync(join(tmpdir(), "tb-members-"));
    const options = { subsetSize: 3, lsiDims: 2, baseIterations: 3 };
    const local = await rotationForest({ ...options, base: defaultBase() }).fit(data, {
      iterations: 5,
      seed: 7,
    });
    const events: number[] = [];
    const queued = await queueRotationForest({
      ...options,
      base: defaultBase(),
      baseSpec: "adaboost-mh",
      training: { queue, resultsDir, pollMs: 50 },
    }).fit(data, { iterations: 5, seed: 7, onIteration: (e) => events.push(e.iteration) });
    expect(JSON.stringify(queued.toJSON())).toBe(JSON.stringify(local.toJSON()));
    expect(events).toEqual([1, 2, 3, 4, 5]);
    // A second fit finds every member's result and enqueues nothing new.
    const again = await queueRotationForest({
      ...options,
      base: defaultBase(),
      baseSpec: "adaboost-mh",
      training: { queue, resultsDir, pollMs: 50 },
    }).fit(data, { iterations: 5, seed: 7 });
    expect(JSON.stringify(again.toJSON())).toBe(JSON.stringify(local.toJSON()));
  });

  it("trains TreeBoost.MH's subtrees as jobs: the model (trace included) equals treeBoost's", async () => {
    const data = toyData();
    const resultsDir = mkdtempSync(join(tmpdir(), "tb-subtrees-"));
    const local = await treeBoost({ hierarchy: toyTree(), base: adaBoostMH() }).fit(data, {
      iterations: 6,
      seed: 2,
    });
    const rounds: number[] = [];
    const queued = await parallelTreeBoost({
      hierarchy: toyTree(),
      base: adaBoostMHWorkerBase(),
      remote: queueSubtrees({ queue, resultsDir, pollMs: 50 }, 3),
    }).fit(data, { iterations: 6, seed: 2, onIteration: (e) => rounds.push(e.iteration) });
    expect(JSON.stringify(queued.toJSON())).toBe(JSON.stringify(local.toJSON()));
    expect(rounds).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("reports a job that fails three times with its error, and retries it when enqueued again", async () => {
    const resultsDir = mkdtempSync(join(tmpdir(), "tb-flaky-"));
    const job = createJob("flaky", writeDatasetFile(resultsDir, toyData()), { n: 1 });
    await queue.enqueue([job], resultsDir);
    const error = await queue.wait([job], resultsDir, { pollMs: 50 }).catch((e: unknown) => e);
    expect(isTextboostError(error) && error.code).toBe("E_WORKER");
    expect(String((error as Error).message)).toMatch(
      /1 of 1 jobs failed for good \(3 tries each at most\):\n {2}flaky-[0-9a-f]{32}: the disk is full/,
    );
    expect(failures.count).toBe(3);
    expect(await queue.enqueue([job], resultsDir)).toMatchObject({ retried: 1 });
    await queue.wait([job], resultsDir, { pollMs: 50 }).catch(() => undefined);
    expect(failures.count).toBe(6);
    expect(readResult(resultsDir, job)).toBeUndefined();
  });

  it("queues again the jobs a Redis restarted without its data has lost", async () => {
    const resultsDir = mkdtempSync(join(tmpdir(), "tb-lost-"));
    const lost = openJobQueue(redis.url, { name: "lost" });
    const job = createJob("echo", writeDatasetFile(resultsDir, toyData()), { n: 2 });
    try {
      await lost.enqueue([job], resultsDir);
      expect(await lost.states([job], resultsDir)).toEqual([{ state: "waiting" }]);
      await redis.kill();
      for (const f of readdirSync(redis.dir)) rmSync(join(redis.dir, f), { recursive: true });
      await redis.start();
      expect(await lost.states([job], resultsDir)).toEqual([{ state: "missing" }]);
      const echo = startJobWorker({
        url: redis.url,
        queue: "lost",
        handlers: { echo: async (j) => j.spec },
        dataRoots: [tmpdir()],
        resultsRoot: tmpdir(),
      });
      try {
        await lost.wait([job], resultsDir, { pollMs: 50 });
      } finally {
        await echo.close();
      }
      expect(readResult(resultsDir, job)?.output).toEqual({ n: 2 });
    } finally {
      await lost.close();
    }
  });
});
