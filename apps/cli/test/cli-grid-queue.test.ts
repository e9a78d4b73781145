import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  createJob,
  type LocalRedis,
  openJobQueue,
  redisMissing,
  referenceData,
  startLocalRedis,
} from "@textboost/distributed";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPERIMENT_JOB } from "../src/grid/experiment-job.js";
import { gridArgs, run } from "../src/test-support/run.js";
import { tempDir, vectorDataset, writeMulanDir, writeMulanFiles } from "../src/test-support/vector-data.js";

const BIN = fileURLToPath(new URL("../dist/bin.js", import.meta.url));
const missing = redisMissing();
if (missing !== undefined) console.warn(missing);

/** A `textboost worker` process with what it printed so far. */
interface WorkerProcess {
  readonly child: ChildProcess;
  log: string;
}

/** The tests' files are all in the temporary directory: the workers' data and results root. */
const ROOTS = ["--data-root", tmpdir(), "--results-root", tmpdir()];

function startWorker(url: string, queueName: string, ...more: string[]): WorkerProcess {
  const child = spawn(
    process.execPath,
    [BIN, "worker", "--queue", url, "--queue-name", queueName, "--lock-seconds", "2", ...ROOTS, ...more],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const w: WorkerProcess = { child, log: "" };
  child.stderr!.on("data", (d) => {
    w.log += String(d);
  });
  return w;
}

const until = async (what: string, condition: () => boolean, ms = 30_000): Promise<void> => {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe.skipIf(missing !== undefined)(
  "textboost grid on a queue with worker processes (real redis-server)",
  () => {
    let redis: LocalRedis;
    const workers: WorkerProcess[] = [];
    beforeAll(async () => {
      if (!existsSync(BIN)) throw new Error(`${BIN} is missing: build the CLI first (pnpm build)`);
      redis = await startLocalRedis();
    });
    afterAll(async () => {
      for (const w of workers) w.child.kill("SIGKILL");
      await redis?.kill();
    });

    it("completes a 12-job grid equal to the local run, through a worker SIGKILLed mid-job and a Redis restart", async () => {
      const data = writeMulanDir(240, 4);
      const grid = gridArgs(data);
      const settings = ["--iterations", "150,300", "--seeds", "2", "--json"];
      const localResults = join(tempDir(), "local");
      const local = await run([...grid, ...settings, "--results", localResults]);
      expect(local.code).toBe(0);

      const results = join(tempDir(), "queued");
      for (let w = 0; w < 3; w++) workers.push(startWorker(redis.url, "grid-test"));
      await until("the workers to start", () => workers.every((w) => w.log.includes("waiting for jobs")));
      const queued = run([
        ...grid,
        ...settings,
        "--results",
        results,
        "--queue",
        redis.url,
        "--queue-name",
        "grid-test",
        "--wait",
      ]);

      // Kill the first worker as soon as it has started a job.
      const victim = workers[0]!;
      await until("a job on worker 1", () => / started\n/.test(victim.log));
      victim.child.kill("SIGKILL");
      const killedJob = /(experiment-[0-9a-f]{32}) started\n/.exec(victim.log)![1]!;
      expect(victim.log).not.toContain(`${killedJob} finished`);

      // Restart Redis once some results are in; none of them may go missing.
      const finished = () => readdirSync(results).filter((f) => /^experiment-[0-9a-f]{32}\.json$/.test(f));
      await until("some results", () => finished().length >= 2);
      await redis.kill();
      const before = finished();
      expect(before.length).toBeLessThan(12); // the restart is mid-grid
      await new Promise((r) => setTimeout(r, 300));
      await redis.start();

      const done = await queued;
      expect(done.code).toBe(0);
      expect(finished()).toHaveLength(12);
      expect(finished()).toEqual(expect.arrayContaining(before));
      expect(finished()).toContain(`${killedJob}.json`);
      expect(JSON.parse(done.out).runs.map((r: { points: unknown }) => r.points)).toEqual(
        JSON.parse(local.out).runs.map((r: { points: unknown }) => r.points),
      );
      // Every job has the same name and writes the same output in either run (only its time differs).
      for (const name of finished()) {
        const output = (dir: string) => JSON.parse(readFileSync(join(dir, name), "utf8")).output;
        expect(output(results)).toEqual(output(localResults));
      }
      // The other workers did the work, the killed job included.
      expect(
        workers
          .slice(1)
          .map((w) => w.log)
          .join(""),
      ).toContain(`${killedJob} finished`);
    }, 60_000);

    it("train --queue gives byte-identical mlrf and treeboost models to local training", async () => {
      const live = workers.filter((w) => w.child.exitCode === null && w.child.signalCode === null);
      expect(live.length).toBeGreaterThanOrEqual(2);
      const dir = tempDir();
      writeMulanFiles(vectorDataset(90, 6), join(dir, "d.arff"), join(dir, "d.xml"));
      const train = ["train", "--format", "mulan", "--data", join(dir, "d.arff"), "--threads", "1"];
      const queue = ["--queue", redis.url, "--queue-name", "grid-test", "--results", join(dir, "results")];
      const cases = {
        mlrf: [
          "--algorithm",
          "mlrf",
          "--members",
          "4",
          "--subset-size",
          "3",
          "--lsi-dims",
          "2",
          "--base-iterations",
          "3",
        ],
        treeboost: ["--algorithm", "treeboost", "--induce-hierarchy", "2", "--iterations", "5"],
      };
      for (const [name, args] of Object.entries(cases)) {
        const here = join(dir, `${name}-here.json`);
        const queued = join(dir, `${name}-queued.json`);
        expect((await run([...train, ...args, "--out", here])).code).toBe(0);
        const r = await run([...train, ...args, ...queue, "--out", queued]);
        expect(r.code, r.err).toBe(0);
        expect(readFileSync(queued, "utf8")).toBe(readFileSync(here, "utf8"));
      }
      const members = readdirSync(join(dir, "results")).filter((f) => /^member-[0-9a-f]{32}\.json$/.test(f));
      expect(members).toHaveLength(4);
      expect(live.map((w) => w.log).join("")).toMatch(/subtree-[0-9a-f]{32} finished/);
      const refused = await run([
        ...train,
        "--algorithm",
        "adaboost-mh",
        ...queue,
        "--out",
        join(dir, "x.json"),
      ]);
      expect(refused.err).toMatch(
        /--queue applies to --algorithm mlrf \(members\) and treeboost \(subtrees\)/,
      );
    }, 60_000);

    it("refuses a queued experiment job whose shrinkage is out of train's range, with the field and the range", async () => {
      const data = writeMulanDir(30, 6);
      const results = join(tempDir(), "hostile-grid");
      const spec = { algorithm: "adaboost-mh", iterations: 3, format: "mulan", folds: 3, fold: 0, seed: 0 };
      // As anyone with access to Redis could: a job no grid would make.
      const bad = createJob(EXPERIMENT_JOB, referenceData(data), { ...spec, shrinkage: 1.5 });
      const good = createJob(EXPERIMENT_JOB, referenceData(data), { ...spec, shrinkage: 0.5 });
      const queue = openJobQueue(redis.url, { name: "grid-test" });
      try {
        await queue.enqueue([bad, good], results);
        const ended = (x: { state: string }) => x.state === "failed" || x.state === "finished";
        let states = await queue.states([bad, good], results);
        for (const deadline = Date.now() + 30_000; !states.every(ended) && Date.now() < deadline; ) {
          await new Promise((r) => setTimeout(r, 50));
          states = await queue.states([bad, good], results);
        }
        expect(states[1]!.state).toBe("finished");
        expect(states[0]!.state).toBe("failed"); // at once: a refused job has no retry
        expect((states[0] as { reason: string }).reason).toMatch(
          /spec\.shrinkage must be a number in \(0, 1\], not 1\.5/,
        );
      } finally {
        await queue.close();
      }
    }, 60_000);

    it("on SIGTERM, a worker mid-job ends within seconds and its job goes back to the queue for another worker", async () => {
      const data = writeMulanDir(240, 5);
      const results = join(tempDir(), "sigterm");
      const worker = startWorker(redis.url, "sigterm");
      await until("the worker to start", () => worker.log.includes("waiting for jobs"));
      const queued = await run([
        ...gridArgs(data, "adaboost-mh"),
        "--iterations",
        "200000",
        "--results",
        results,
        "--queue",
        redis.url,
        "--queue-name",
        "sigterm",
      ]);
      expect(queued.code, queued.err).toBe(0);
      await until("a job to start", () => / started\n/.test(worker.log));
      const job = /(experiment-[0-9a-f]{32}) started\n/.exec(worker.log)![1]!;
      const t0 = Date.now();
      worker.child.kill("SIGTERM");
      await until("the worker to end", () => worker.child.exitCode !== null, 10_000);
      expect(Date.now() - t0).toBeLessThan(6000);
      expect(worker.log).toContain(`${job} released`);
      // The job was not lost: a new worker that takes the grid's three jobs at once takes it again.
      const next = startWorker(redis.url, "sigterm", "--concurrency", "3");
      workers.push(next);
      await until("the job on the next worker", () => next.log.includes(`${job} started`));
      next.child.kill("SIGKILL");
    }, 60_000);
  },
);
