// The sequential fraction of a worker-thread training round (Amdahl's law), measured without a second
// core: the worker-thread learners run with a pool whose tasks all run in the calling thread (a
// one-thread pool that tells the learners it has N threads), so the round does the same work as with N
// threads, in one thread. The CPU time inside the pool's tasks is the part that splits across threads;
// the rest of the round is sequential. Reports, per algorithm, CPU ms per round in total and inside
// the tasks, the sequential fraction f, and the speed-up Amdahl's law allows with N threads,
// 1 / (f + (1 − f) / N) (an upper bound: it ignores memory bandwidth and the tasks' start-up).
// Load-independent in the sense that both parts are CPU time of the same thread in the same run. The
// sequential CPU is also split by phase: the learner's choice (scan and votes), its update before and
// after the reweighting (re-indexing, increments, stale entries), and the rest of the round (the
// booster's reweighting and normalisation). f is the worst (largest) of the repeated runs.
// JSON to bench/results/thread-sequential-<date>.json.
//   node bench/dist/speed/thread-sequential.js [--threads 2] [--iterations 100] [--repeat 3] [--datasets DIR]
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { adaBoostMH } from "@textboost/adaboost-mh";
import type { IncrementalWeakLearner } from "@textboost/core";
import { mpBoost } from "@textboost/mp-boost";
import {
  createWorkerPool,
  parallelPerLabelStump,
  parallelPresenceStump,
  type WorkerPool,
} from "@textboost/workers/node";
import { loadBenchData } from "../tools/bench-data.js";
import { datasetsDir, flag } from "../tools/datasets-dir.js";
import { loadAverage } from "../tools/load-guard.js";
import { RESULTS_DIR } from "../tools/paths.js";
import { noPhases, timedLearner } from "../tools/timed-learner.js";

const argv = process.argv.slice(2);
const threads = Number(flag(argv, "threads") ?? 2);
const iterations = Number(flag(argv, "iterations") ?? 100);
const repeat = Number(flag(argv, "repeat") ?? 3);

const round2 = (x: number): number => Math.round(x * 100) / 100;
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
    // The sequential CPU of each phase: CPU time outside the pool's tasks.
    const phases = noPhases();
    const base =
      algorithm === "adaboost-mh" ? parallelPresenceStump({ pool }) : parallelPerLabelStump({ pool });
    const learner = timedLearner(base as IncrementalWeakLearner, phases, () => cpuMs() - inside.ms);
    const booster = algorithm === "adaboost-mh" ? adaBoostMH({ learner }) : mpBoost({ learner });
    // The first round fills the statistics table from scratch (sequential, once per fit): measured
    // apart, so that the fraction is the one of a round.
    const t0 = cpuMs();
    let first = 0;
    let firstInside = 0;
    let firstPhases = noPhases();
    await booster.fit(data.train, {
      iterations,
      onIteration: (e) => {
        if (e.iteration === 1) {
          first = cpuMs() - t0;
          firstInside = inside.ms;
          firstPhases = { ...phases };
        }
      },
    });
    const total = cpuMs() - t0 - first;
    const parallel = inside.ms - firstInside;
    await pool.close();
    const perRound = (x: number) => x / (iterations - 1);
    const sequential = { ...phases };
    for (const part of ["choose", "beforeUpdate", "afterUpdate"] as const)
      sequential[part] = perRound(phases[part] - firstPhases[part]);
    const other =
      perRound(total - parallel) - sequential.choose - sequential.beforeUpdate - sequential.afterUpdate;
    runs.push({ total: perRound(total), parallel: perRound(parallel), sequential, other });
  }
  const fractions = runs.map((x) => (x.total - x.parallel) / x.total);
  // The worst run: the largest sequential fraction, so the lowest bound.
  const f = Math.max(...fractions);
  const row = {
    algorithm,
    cpuMsPerRound: runs.map((x) => Math.round(x.total * 100) / 100),
    parallelMsPerRound: runs.map((x) => Math.round(x.parallel * 100) / 100),
    sequentialFractions: fractions.map((x) => Math.round(x * 1000) / 1000),
    sequentialFraction: Math.round(f * 1000) / 1000,
    amdahlSpeedUp: Math.round((1 / (f + (1 - f) / threads)) * 100) / 100,
    sequentialMsPerRound: runs.map((x) => ({
      choose: round2(x.sequential.choose),
      beforeUpdate: round2(x.sequential.beforeUpdate),
      afterUpdate: round2(x.sequential.afterUpdate),
      reweightAndOther: round2(x.other),
    })),
  };
  rows.push(row);
  console.log(
    `${algorithm.padEnd(12)} CPU ms/round ${row.cpuMsPerRound.join(" / ")}, in tasks ${row.parallelMsPerRound.join(" / ")}; sequential fraction (worst of ${repeat} runs) ${row.sequentialFraction}, Amdahl bound at ${threads} threads ${row.amdahlSpeedUp}x`,
  );
  const last = row.sequentialMsPerRound.at(-1)!;
  console.log(
    `${"".padEnd(12)} sequential ms/round (last run): choose ${last.choose}, before update ${last.beforeUpdate}, after update ${last.afterUpdate}, reweighting and the rest ${last.reweightAndOther}`,
  );
}
const loadAfter = loadAverage();
console.log(`load ${loadBefore.join(" ")} -> ${loadAfter.join(" ")}`);
const resultsDir = RESULTS_DIR;
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `thread-sequential-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ threads, iterations, repeat, statistic: "worst", loadBefore, loadAfter, rows }, null, 2)}\n`,
);
console.log(`written ${file}`);
