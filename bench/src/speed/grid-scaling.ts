// How a grid scales with worker processes: the wall time of `textboost grid --queue ... --wait` for a
// 24-job grid (adaboost-mh and mp-boost x S = 100, 200 x split seeds 1, 2 x 3 folds on Mulan's
// medical) with 1 and with 2 `textboost worker` processes on this machine, against the same grid run
// in one process without a queue; then what one Redis sustains: no-op jobs per second through
// BullMQ (enqueue to result file) with one worker process' worth of concurrency. Worst of --repeat,
// the load average beside every figure. Workers are started (and ready) before the clock starts; each
// repeat writes to a fresh results directory, so no job is skipped.
//
//   pnpm turbo run build --filter=@textboost/bench... --filter=@textboost/cli...
//   node bench/dist/speed/grid-scaling.js [--repeat 3] [--datasets DIR] [--noop-jobs 2000]
//
// Needs redis-server on the PATH (started here on a free loopback port, stopped at the end).
// Writes bench/results/grid-scaling-<date>.json.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import {
  createJob,
  openJobQueue,
  referenceData,
  startJobWorker,
  startLocalRedis,
} from "@textboost/distributed";
import { datasetsDir, flag } from "../tools/datasets-dir.js";
import { REPO_ROOT, RESULTS_DIR } from "../tools/paths.js";

const argv = process.argv.slice(2);
const repeat = Number(flag(argv, "repeat") ?? 3);
const noopJobs = Number(flag(argv, "noop-jobs") ?? 2000);
const data = join(datasetsDir(flag(argv, "datasets")), "mulan", "medical");
const BIN = join(REPO_ROOT, "apps", "cli", "dist", "bin.js");
const resultsDir = RESULTS_DIR;
const GRID = [
  "grid",
  ...["--algorithms", "adaboost-mh,mp-boost", "--format", "mulan", "--data", data, "--folds", "3"],
  ...["--iterations", "100,200", "--seeds", "1,2"],
];
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

/** Runs `textboost ...args` to its end; resolves with its wall time in ms. */
function textboost(args: readonly string[]): Promise<number> {
  const start = performance.now();
  return new Promise((resolve, reject) =>
    execFile(process.execPath, [BIN, ...args], { maxBuffer: 1 << 26 }, (error, _out, err) =>
      error ? reject(new Error(`textboost ${args.join(" ")}: ${err}`)) : resolve(performance.now() - start),
    ),
  );
}

/** Starts `count` worker processes on `queue` and resolves once each is waiting for jobs. */
async function startWorkers(url: string, queue: string, count: number): Promise<ChildProcess[]> {
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<ChildProcess>((resolve) => {
          const child = spawn(
            process.execPath,
            [BIN, "worker", "--queue", url, "--queue-name", queue, ...ROOTS],
            {
              stdio: ["ignore", "ignore", "pipe"],
            },
          );
          let log = "";
          child.stderr!.on("data", (d) => {
            log += String(d);
            if (log.includes("waiting for jobs")) resolve(child);
          });
        }),
    ),
  );
}

interface Timing {
  readonly run: string;
  readonly wallMs: number;
  readonly repeats: readonly { wallMs: number; load: number }[];
}

async function time(run: string, once: () => Promise<number>): Promise<Timing> {
  const repeats: { wallMs: number; load: number }[] = [];
  for (let r = 0; r < repeat; r++) repeats.push({ wallMs: Math.round(await once()), load: loadavg()[0]! });
  const t = { run, wallMs: Math.max(...repeats.map((x) => x.wallMs)), repeats };
  console.log(
    `  ${run.padEnd(40)} wall ${String(t.wallMs).padStart(7)} ms  (${(24 / (t.wallMs / 1000)).toFixed(2)} jobs/s)  load ${repeats.map((x) => x.load.toFixed(2)).join(" ")}`,
  );
  return t;
}

const fresh = () => mkdtempSync(join(tmpdir(), "textboost-grid-bench-"));
// A worker reads only under its data roots and writes only under its results root: the data set's
// folder, and the temporary folder that holds every run's results directory (and its data copies).
const ROOTS = ["--data-root", dirname(data), "--data-root", tmpdir(), "--results-root", tmpdir()];
console.log(`grid scaling: 24 jobs on mulan/medical, worst of ${repeat}; load average ${load()}`);
const redis = await startLocalRedis();
const timings: Timing[] = [];
const workers: ChildProcess[] = [];
try {
  timings.push(await time("no queue (one process)", () => textboost([...GRID, "--results", fresh()])));
  for (const count of [1, 2]) {
    const queue = `bench-${count}`;
    const started = await startWorkers(redis.url, queue, count);
    workers.push(...started);
    timings.push(
      await time(`queue, ${count} worker process${count === 1 ? "" : "es"}`, () =>
        textboost([...GRID, "--results", fresh(), "--queue", redis.url, "--queue-name", queue, "--wait"]),
      ),
    );
    for (const w of started) w.kill("SIGTERM");
  }

  // Throughput of one Redis: no-op jobs (a tiny data file, its hash checked per job) through BullMQ.
  const dir = fresh();
  const file = join(dir, "tiny.txt");
  writeFileSync(file, "x");
  const ref = referenceData(file);
  let done = 0;
  const worker = startJobWorker({
    url: redis.url,
    queue: "noop",
    concurrency: 16,
    dataRoots: [dir],
    resultsRoot: dir,
    handlers: { noop: async () => ({}) },
    onEvent: (e) => {
      if (e.type === "finished") done++;
    },
  });
  const queue = openJobQueue(redis.url, { name: "noop" });
  const jobs = Array.from({ length: noopJobs }, (_, i) => createJob("noop", ref, { i }));
  const start = performance.now();
  await queue.enqueue(jobs, join(dir, "results"));
  const enqueuedMs = performance.now() - start;
  while (done < noopJobs) await new Promise((r) => setTimeout(r, 10));
  const noopMs = performance.now() - start;
  await worker.close();
  await queue.close();
  const noop = {
    jobs: noopJobs,
    enqueueMs: Math.round(enqueuedMs),
    totalMs: Math.round(noopMs),
    jobsPerSecond: Math.round(noopJobs / (noopMs / 1000)),
    load: loadavg()[0]!,
  };
  console.log(
    `\nno-op jobs through one Redis: ${noopJobs} jobs enqueued in ${noop.enqueueMs} ms, all done in ${noop.totalMs} ms: ${noop.jobsPerSecond} jobs/s (one worker process, concurrency 16); load ${load()}`,
  );
  mkdirSync(resultsDir, { recursive: true });
  const out = join(resultsDir, `grid-scaling-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(
    out,
    `${JSON.stringify({ data: "mulan/medical", jobs: 24, repeat, timings, noop, load: loadavg() }, null, 2)}\n`,
  );
  console.log(`written to ${out}`);
} finally {
  for (const w of workers) if (w.exitCode === null) w.kill("SIGKILL");
  await redis.kill();
}
