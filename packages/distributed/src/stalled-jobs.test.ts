import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Queue } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bullmq } from "./bullmq.js";
import { writeDatasetFile } from "./dataset-file.js";
import { createJob, jobName } from "./job.js";
import { MAX_STALLS } from "./job-worker.js";
import { type LocalRedis, redisMissing, startLocalRedis } from "./local-redis.js";
import { toyData } from "./test-support/toy-data.js";

// Worker processes run the built package (a worker that crashes must be a process of its own).
const DIST = fileURLToPath(new URL("../dist/index.js", import.meta.url));
const missing =
  redisMissing() ?? (existsSync(DIST) ? undefined : `${DIST} is missing: build the package first`);
if (missing !== undefined) console.warn(missing);

describe.skipIf(missing !== undefined)("a job that takes its worker down", () => {
  let redis: LocalRedis;
  let queue: Queue;
  let dir: string;
  let script: string;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    redis = await startLocalRedis();
    queue = new (bullmq().Queue)("crash", { connection: { host: "127.0.0.1", port: redis.port } });
    dir = realpathSync(mkdtempSync(join(tmpdir(), "tb-crash-")));
    script = join(dir, "worker.mjs");
    // A worker whose handler never ends: killing it with SIGKILL stands for any crash (an abort, an OOM kill).
    writeFileSync(
      script,
      `import { startJobWorker } from ${JSON.stringify(pathToFileURL(DIST).href)};
startJobWorker({
  url: process.argv[2], queue: "crash", dataRoots: [process.argv[3]], resultsRoot: process.argv[3], lockMs: 1000,
  handlers: { hang: async () => { process.stderr.write("started\\n"); await new Promise(() => {}); } },
});
process.stderr.write("up\\n");
setInterval(() => {}, 1000);
`,
    );
  });
  afterAll(async () => {
    for (const c of children) c.kill("SIGKILL");
    await queue?.close();
    await redis?.kill();
  });

  /** Starts a worker process; resolves with it once its handler has started a job (or at once with `untilStarted` false). */
  function startWorker(untilStarted: boolean): Promise<ChildProcess> {
    const child = spawn(process.execPath, [script, redis.url, dir], { stdio: ["ignore", "ignore", "pipe"] });
    children.push(child);
    return new Promise((resolve) => {
      let log = "";
      child.stderr!.on("data", (d) => {
        log += String(d);
        if ((untilStarted ? /started/ : /up/).test(log)) resolve(child);
      });
    });
  }

  it("is handed to another worker once (MAX_STALLS), then failed, not retried for ever", async () => {
    expect(MAX_STALLS).toBe(1);
    const job = createJob("hang", writeDatasetFile(dir, toyData()), {});
    await queue.add("job", { job, resultsDir: dir }, { jobId: jobName(job), attempts: 3 });
    const first = await startWorker(true);
    first.kill("SIGKILL");
    const second = await startWorker(true); // its stalled-job check gives it the job again
    second.kill("SIGKILL");
    await startWorker(false); // its stalled-job check finds the job stalled a second time
    let state = "";
    for (let i = 0; i < 200 && state !== "failed"; i++) {
      await new Promise((r) => setTimeout(r, 50));
      state = (await (await queue.getJob(jobName(job)))?.getState()) ?? "";
    }
    expect(state).toBe("failed");
    expect((await queue.getJob(jobName(job)))?.failedReason).toMatch(/stalled/);
  }, 30_000);
});
