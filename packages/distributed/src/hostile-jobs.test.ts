import { spawnSync } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Queue } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bullmq } from "./bullmq.js";
import { contentHash, sha256 } from "./content-hash.js";
import { readDatasetFile, writeDatasetFile } from "./dataset-file.js";
import { createJob, JOB_FORMAT, JOB_VERSION, jobName } from "./job.js";
import { jobHandler } from "./job-handler.js";
import { field } from "./job-schema.js";
import { type JobWorker, startJobWorker, type WorkerEvent } from "./job-worker.js";
import { type LocalRedis, redisMissing, startLocalRedis } from "./local-redis.js";
import { readResult } from "./result-store.js";
import { toyData } from "./test-support/toy-data.js";

const missing = redisMissing();
if (missing !== undefined) console.warn(missing);

/** Access times of every file below `dir` (links not followed). */
function accessTimes(dir: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const st = statSync(join(dir, name), { throwIfNoEntry: false });
    if (st?.isFile()) out.set(name, st.atimeMs);
  }
  return out;
}

/** A file whose next read the file system records (relatime updates an access time older than the modification). */
function tripwire(path: string, text: string): void {
  writeFileSync(path, text);
  const day = 86_400;
  const now = Date.now() / 1000;
  utimesSync(path, now - 2 * day, now - day);
}

describe.skipIf(missing !== undefined)("a worker given hostile queue entries", () => {
  let redis: LocalRedis;
  let raw: Queue;
  let base: string;
  let dataRoot: string;
  let resultsRoot: string;
  let outside: string;
  let workers: JobWorker[] = [];
  const events: WorkerEvent[] = [];
  let atimeWorks = false;
  let good: ReturnType<typeof writeDatasetFile>;

  beforeAll(async () => {
    base = realpathSync(mkdtempSync(join(tmpdir(), "tb-hostile-")));
    dataRoot = join(base, "data");
    resultsRoot = join(base, "results");
    outside = join(base, "outside");
    for (const d of [dataRoot, resultsRoot, outside, join(outside, "dir")]) mkdirSync(d, { recursive: true });
    tripwire(join(outside, "secret.json"), '{"format":"textboost-dataset","password":"hunter2"}');
    tripwire(join(outside, "dir", "inner.txt"), "inner");
    tripwire(join(base, "control.txt"), "control");
    readFileSync(join(base, "control.txt"));
    atimeWorks = statSync(join(base, "control.txt")).atimeMs > Date.now() - 60_000;
    good = writeDatasetFile(dataRoot, toyData());
    spawnSync("mkfifo", [join(dataRoot, "fifo")]);
    symlinkSync("/dev/zero", join(dataRoot, "zero"));
    symlinkSync(join(outside, "secret.json"), join(dataRoot, "secret-link.json"));
    symlinkSync(join(outside, "dir"), join(dataRoot, "dir-link"));
    symlinkSync(outside, join(resultsRoot, "escape"));

    redis = await startLocalRedis();
    raw = new (bullmq().Queue)("hostile", { connection: { host: "127.0.0.1", port: redis.port } });
    const echo = jobHandler(field.object({ n: field.integer(0, 100) }), async (job) => {
      readDatasetFile(job.data);
      return job.spec;
    });
    workers = [1, 2].map(() =>
      startJobWorker({
        url: redis.url,
        queue: "hostile",
        handlers: { echo },
        dataRoots: [dataRoot],
        resultsRoot,
        lockMs: 2000,
        onEvent: (e) => events.push(e),
      }),
    );
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.close()));
    await raw?.close();
    await redis?.kill();
    rmSync(base, { recursive: true, force: true });
  });

  /** Puts raw entry data in the queue, as anyone with access to Redis could, and waits for it to end. */
  async function settle(
    id: string,
    data: unknown,
  ): Promise<{ state: string; reason: string; attempts: number }> {
    await raw.add("job", data, { jobId: id, attempts: 3, backoff: { type: "fixed", delay: 200 } });
    for (let i = 0; i < 200; i++) {
      const entry = await raw.getJob(id);
      const state = (await entry?.getState()) ?? "missing";
      if (state === "failed" || state === "completed") {
        const after = await raw.getJob(id); // read again: the entry may have been read before it ended
        return { state, reason: after?.failedReason ?? "", attempts: after?.attemptsMade ?? 0 };
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    return { state: "stuck", reason: "", attempts: 0 };
  }

  const job = (over: Record<string, unknown> = {}, data: unknown = good) => ({
    format: JOB_FORMAT,
    version: JOB_VERSION,
    kind: "echo",
    data,
    spec: { n: 1 },
    ...over,
  });
  const ref = (path: string, hash = sha256("x")) => ({ path, sha256: hash });

  it("fails every hostile entry at once with a reason that reveals nothing outside the roots, and keeps serving", async () => {
    const secretHash = contentHash(join(outside, "secret.json"));
    const deep: unknown[] = [];
    let at = deep;
    for (let i = 0; i < 100; i++) {
      const next: unknown[] = [];
      at.push(next);
      at = next;
    }
    const hostile: [string, unknown][] = [
      [
        "outside-file",
        { job: job({ data: ref(join(outside, "secret.json"), secretHash) }), resultsDir: resultsRoot },
      ],
      [
        "outside-missing",
        { job: job({ data: ref(join(outside, "nothing.json"), secretHash) }), resultsDir: resultsRoot },
      ],
      [
        "link-out",
        { job: job({ data: ref(join(dataRoot, "secret-link.json"), secretHash) }), resultsDir: resultsRoot },
      ],
      [
        "dir-link-out",
        { job: job({ data: ref(join(dataRoot, "dir-link", "inner.txt")) }), resultsDir: resultsRoot },
      ],
      [
        "dotdot",
        {
          job: job({ data: ref(`${dataRoot}/../outside/secret.json`, secretHash) }),
          resultsDir: resultsRoot,
        },
      ],
      ["relative-data", { job: job({ data: ref("outside/secret.json") }), resultsDir: resultsRoot }],
      ["fifo", { job: job({ data: ref(join(dataRoot, "fifo")) }), resultsDir: resultsRoot }],
      ["dev-zero", { job: job({ data: ref("/dev/zero") }), resultsDir: resultsRoot }],
      ["zero-link", { job: job({ data: ref(join(dataRoot, "zero")) }), resultsDir: resultsRoot }],
      ["results-outside", { job: job(), resultsDir: join(outside, "planted") }],
      ["results-relative", { job: job(), resultsDir: "results" }],
      ["results-link-out", { job: job(), resultsDir: join(resultsRoot, "escape", "planted") }],
      ["kind-constructor", { job: job({ kind: "constructor" }), resultsDir: resultsRoot }],
      ["kind-proto", { job: job({ kind: "__proto__" }), resultsDir: resultsRoot }],
      ["kind-tostring", { job: job({ kind: "toString" }), resultsDir: resultsRoot }],
      [
        "kind-control",
        { job: job({ kind: "echo\nworker 1: forged line\u001b[2K" }), resultsDir: resultsRoot },
      ],
      ["huge-number", { job: job({ spec: { n: 1e308 } }), resultsDir: resultsRoot }],
      ["negative-number", { job: job({ spec: { n: -1 } }), resultsDir: resultsRoot }],
      ["fraction", { job: job({ spec: { n: 0.5 } }), resultsDir: resultsRoot }],
      [
        "proto-key",
        JSON.parse(
          `{"job":${JSON.stringify(job())},"resultsDir":"${resultsRoot}","__proto__":{"polluted":1}}`,
        ),
      ],
      [
        "spec-proto-key",
        { job: job({ spec: JSON.parse('{"n":1,"__proto__":{"polluted":1}}') }), resultsDir: resultsRoot },
      ],
      [
        "constructor-key",
        { job: job({ spec: { n: 1, constructor: { prototype: 1 } } }), resultsDir: resultsRoot },
      ],
      ["deep", { job: job({ spec: { n: 1, deep } }), resultsDir: resultsRoot }],
      ["long-string", { job: job({ spec: { n: 1, s: "x".repeat(70_000) } }), resultsDir: resultsRoot }],
      ["not-an-object", "echo"],
      ["null-job", { job: null, resultsDir: resultsRoot }],
      ["no-results", { job: job() }],
      ["extra-field", { job: job(), resultsDir: resultsRoot, more: 1 }],
      ["version-2", { job: job({ version: 2 }), resultsDir: resultsRoot }],
      ["control-id\u001b[31m\n", { job: job({ kind: "nothing" }), resultsDir: resultsRoot }],
    ];
    const before = accessTimes(outside);
    const outcomes = await Promise.all(hostile.map(([id, data]) => settle(id, data)));
    for (const [i, o] of outcomes.entries()) {
      const id = hostile[i]![0];
      expect([id, o.state, o.attempts]).toEqual([id, "failed", 1]);
      expect(o.reason).not.toMatch(/hunter2|ENOENT|EACCES|FIFO|character device/);
      expect(o.reason).not.toContain(secretHash.slice(0, 12));
      expect(o.reason).not.toMatch(/\p{Cc}/u);
    }
    // Outside the roots, an existing file and a missing one are refused in the same words.
    const words = (k: number) => outcomes[k]!.reason.replace(/\/[^\s:]*/g, "PATH");
    expect(words(0)).toBe(words(1));
    expect(words(0)).toMatch(/outside the directories this process may read/);
    // Nothing was written outside, nor read there (where the file system keeps access times).
    expect(readdirSync(outside).sort()).toEqual(["dir", "secret.json"]);
    if (atimeWorks) expect(accessTimes(outside)).toEqual(before);
    else console.warn("this file system does not record reads: the no-read check is skipped");
    // Every event printed as one line.
    for (const e of events) {
      expect(`${"job" in e ? e.job : ""} ${"error" in e ? e.error : ""}`).not.toMatch(/\p{Cc}/u);
    }
    expect(events.filter((e) => e.type === "refused")).toHaveLength(hostile.length);
    // The workers still serve.
    const fine = createJob("echo", good, { n: 3 });
    const done = await settle(jobName(fine), { job: fine, resultsDir: join(resultsRoot, "grid") });
    expect(done.state).toBe("completed");
    expect(readResult(join(resultsRoot, "grid"), fine)?.output).toEqual({ n: 3 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("refuses, inside the roots, a FIFO and a device by what they are, without waiting on them", async () => {
    const fifo = await settle("fifo-named", {
      job: job({ data: ref(join(dataRoot, "fifo")) }),
      resultsDir: resultsRoot,
    });
    expect(fifo).toMatchObject({ state: "failed", attempts: 1 });
    expect(fifo.reason).toMatch(/not a regular file or a directory/);
  });

  it("on close, releases a running job to the queue without counting a try, within seconds", async () => {
    const started: string[] = [];
    const slowQueue = "slow";
    const slow = startJobWorker({
      url: redis.url,
      queue: slowQueue,
      dataRoots: [dataRoot],
      resultsRoot,
      handlers: {
        wait: async (_, { signal }) =>
          new Promise((_resolve, reject) => {
            started.push("wait");
            signal?.addEventListener("abort", () => reject(new Error("aborted")));
          }),
      },
    });
    const q = new (bullmq().Queue)(slowQueue, { connection: { host: "127.0.0.1", port: redis.port } });
    try {
      const waiting = createJob("wait", good, {});
      await q.add("job", { job: waiting, resultsDir: resultsRoot }, { jobId: "wait-1", attempts: 3 });
      for (let i = 0; i < 100 && started.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(started).toEqual(["wait"]);
      const t0 = Date.now();
      await slow.close();
      expect(Date.now() - t0).toBeLessThan(5000);
      const entry = await q.getJob("wait-1");
      expect(["delayed", "waiting"]).toContain(await entry?.getState());
      expect(entry?.attemptsMade).toBe(0);
    } finally {
      await q.close();
    }
  });
});
