// The sequential fraction of a worker-thread training round (Amdahl's law), measured without a second
// core: the worker-thread learners run with a pool whose tasks all run in the calling thread (a
// one-thread pool that tells the learners it has N threads), so the round does the same work as with N
// threads, in one thread. The CPU time inside the pool's tasks is the part that splits across threads;
// the rest of the round is sequential. Reports, per algorithm, CPU ms per round in total and inside
// the tasks, the sequential fraction f, and the speed-up Amdahl's law allows with N threads,
// 1 / (f + (1 − f) / N) (an upper bound: it ignores memory bandwidth and the tasks' start-up).
// Load-independent in the sense that both parts are CPU time of the same thread in the same run.
// JSON to bench/results/thread-sequential-<date>.json.
//   node bench/dist/thread-sequential.js [--threads 2] [--iterations 100] [--repeat 3] [--datasets DIR]
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { adaBoostMH } from "@textboost/adaboost-mh";
import { mpBoost } from "@textboost/mp-boost";
import { createWorkerPool, parallelPerLabelStump, parallelPresenceStump, type WorkerPool } from "@textboost/workers/node";
import { loadBenchData } from "./bench-data.js";
import { datasetsDir, flag } from "./datasets-dir.js";
import { loadAverage } from "./load-guard.js";

const argv = process.argv.slice(2);
const threads = Number(flag(argv, "threads") ?? 2);
const iterations = Number(flag(argv, "iterations") ?? 100);
const repeat = Number(flag(argv, "repeat") ?? 3);

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** A one-thread pool that says it has `threads`, and adds the CPU time of its tasks to `inside.ms`. */
function localPool(inside: { ms: number }): WorkerPool {
  const pool = createWorkerPool({ threads: 1 });
  const timed =
    <A extends unknown[]>(f: (...args: A) => void) =>
    (...args: A): void => {
      const t0 = cpuMs();
      f(...args);
      inside.ms += cpuMs() - t0;
    };
  return {
    ...pool,
    threads,
    run: timed(pool.run.bind(pool)),
    runInBackground: timed(pool.runInBackground.bind(pool)),
    settle: pool.settle.bind(pool),
    share: pool.share.bind(pool),
    release: pool.release.bind(pool),
    close: pool.close.bind(pool),
  } as WorkerPool;
}

const data = await loadBenchData("reuters", datasetsDir(flag(argv, "datasets")));
const loadBefore = loadAverage();
const rows = [];
for (const algorithm of ["adaboost-mh", "mp-boost"] as const) {
  const runs = [];
  for (let r = 0; r < repeat; r++) {
    const inside = { ms: 0 };
    const pool = localPool(inside);
    const booster =
      algorithm === "adaboost-mh"
        ? adaBoostMH({ learner: parallelPresenceStump({ pool }) })
        : mpBoost({ learner: parallelPerLabelStump({ pool }) });
    // The first round fills the statistics table from scratch (sequential, once per fit): measured
    // apart, so that the fraction is the one of a round.
    const t0 = cpuMs();
    let first = 0;
    let firstInside = 0;
    await booster.fit(data.train, {
      iterations,
      onIteration: (e) => {
        if (e.iteration === 1) {
          first = cpuMs() - t0;
          firstInside = inside.ms;
        }
      },
    });
    const total = cpuMs() - t0 - first;
    const parallel = inside.ms - firstInside;
    await pool.close();
    runs.push({ total: total / (iterations - 1), parallel: parallel / (iterations - 1) });
  }
  const fractions = runs.map((x) => (x.total - x.parallel) / x.total);
  const f = [...fractions].sort((a, b) => a - b)[fractions.length >> 1]!;
  const row = {
    algorithm,
    cpuMsPerRound: runs.map((x) => Math.round(x.total * 100) / 100),
    parallelMsPerRound: runs.map((x) => Math.round(x.parallel * 100) / 100),
    sequentialFraction: Math.round(f * 1000) / 1000,
    amdahlSpeedUp: Math.round((1 / (f + (1 - f) / threads)) * 100) / 100,
  };
  rows.push(row);
  console.log(
    `${algorithm.padEnd(12)} CPU ms/round ${row.cpuMsPerRound.join(" / ")}, in tasks ${row.parallelMsPerRound.join(" / ")}; sequential fraction (median) ${row.sequentialFraction}, Amdahl bound at ${threads} threads ${row.amdahlSpeedUp}x`,
  );
}
const loadAfter = loadAverage();
console.log(`load ${loadBefore.join(" ")} -> ${loadAfter.join(" ")}`);
const resultsDir = join(dirname(fileURLToPath(import.meta.url)), "..", "results");
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `thread-sequential-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ threads, iterations, repeat, loadBefore, loadAfter, rows }, null, 2)}\n`,
);
console.log(`written ${file}`);
