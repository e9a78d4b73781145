// Worker-thread speed-ups on Reuters-21578 ModApte-90: training (with the time of each part of a
// round) and batch scoring (ten copies of the test set), one thread against N, the worst of repeated runs (the slowest
// round time, the lowest scoring rate); a round's time both over the whole fit and over the rounds after the first
// (the first also starts the worker threads and fills the statistics table), each run in its own process (repeated fits in one process slow down as the heap
// fills), wall-clock time on both sides, the machine's load average printed beside each run. Writes JSON to
// bench/results/threads-<date>.json, marked `quiet: false` when the 1-minute load passed --max-load during the runs
// (default N + 0.5: the runs on N threads themselves take the load average towards N).
//   node bench/dist/speed/threads.js [--threads 2] [--iterations 100] [--repeat 3] [--max-load N+0.5] [--datasets DIR]
//        [--statistics streamed]   the learners without a statistics table (streamed sums on the threads)
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { adaBoostMH } from "@textboost/adaboost-mh";
import type { IncrementalWeakLearner } from "@textboost/core";
import { mpBoost } from "@textboost/mp-boost";
import { selectRows } from "@textboost/sparse";
import { perLabelStump, presenceStump } from "@textboost/stumps";
import {
  createWorkerPool,
  parallelPerLabelStump,
  parallelPresenceStump,
  parallelStreamedPerLabelStump,
  parallelStreamedPresenceStump,
  scoresParallel,
} from "@textboost/workers/node";
import { loadBenchData } from "../tools/bench-data.js";
import { datasetsDir, flag } from "../tools/datasets-dir.js";
import { LoadGuard } from "../tools/load-guard.js";
import { RESULTS_DIR } from "../tools/paths.js";
import { noPhases, timedLearner } from "../tools/timed-learner.js";

const argv = process.argv.slice(2);
const threads = Number(flag(argv, "threads") ?? 2);
const iterations = Number(flag(argv, "iterations") ?? 100);
const repeat = Number(flag(argv, "repeat") ?? 3);
const streamed = flag(argv, "statistics") === "streamed";
const guard = new LoadGuard(Number(flag(argv, "max-load") ?? threads + 0.5));
const resultsDir = RESULTS_DIR;

const round2 = (x: number): number => Math.round(x * 100) / 100;

/** One run (the child process): trains one algorithm with `n` threads, then scores for a second. */
async function runOne(algorithm: string, n: number): Promise<Record<string, number | string>> {
  const data = await loadBenchData("reuters", datasetsDir(flag(argv, "datasets")));
  const pool = n > 1 ? createWorkerPool({ threads: n }) : undefined;
  try {
    const phases = noPhases();
    // --statistics streamed: the learners without a statistics table (one thread: threads 1).
    const parallel = pool ? { pool } : { threads: 1 };
    const base = streamed
      ? algorithm === "adaboost-mh"
        ? parallelStreamedPresenceStump(parallel)
        : parallelStreamedPerLabelStump(parallel)
      : algorithm === "adaboost-mh"
        ? pool
          ? parallelPresenceStump({ pool })
          : presenceStump()
        : pool
          ? parallelPerLabelStump({ pool })
          : perLabelStump();
    const learner = timedLearner(base as IncrementalWeakLearner, phases);
    const booster = algorithm === "adaboost-mh" ? adaBoostMH({ learner }) : mpBoost({ learner });
    // The workers started before the fit, as `textboost train` starts them (their threads and
    // modules: tens of ms that no training time of the CLI includes either).
    pool?.start();
    const t0 = performance.now();
    // The first round also shares the training set with the workers (their first compilation of
    // the kernels) and fills the statistics table: the rounds after it are the steady state of a round.
    let firstRoundEnd = t0;
    const model = await booster.fit(data.train, {
      iterations,
      onIteration: (e) => {
        if (e.iteration === 1) firstRoundEnd = performance.now();
      },
    });
    const fitEnd = performance.now();
    const msPerRound = (fitEnd - t0) / iterations;
    const msPerLaterRound = (fitEnd - firstRoundEnd) / (iterations - 1);
    // A batch of ten copies of the test set (30,190 documents): a call's fixed cost (sharing the
    // documents and the committee with the workers) is then small against the scoring itself.
    const tenTimes = Int32Array.from({ length: 10 * data.testX.rows }, (_, i) => i % data.testX.rows);
    const batch = selectRows(data.testX, tenTimes);
    let scored = 0;
    const t1 = performance.now();
    while (performance.now() - t1 < 2000) {
      if (pool) scoresParallel(model, batch, { pool });
      else model.scores(batch);
      scored += batch.rows;
    }
    return {
      msPerRound,
      msPerLaterRound,
      firstRoundMs: firstRoundEnd - t0,
      choose: phases.choose / iterations,
      update: (phases.beforeUpdate + phases.afterUpdate) / iterations,
      documentsPerSecond: (scored / (performance.now() - t1)) * 1000,
      model: createHash("sha256").update(JSON.stringify(model.toJSON())).digest("hex"),
    };
  } finally {
    await pool?.close();
  }
}

const child = flag(argv, "child");
if (child) {
  const [algorithm, n] = child.split(":");
  console.log(JSON.stringify(await runOne(algorithm!, Number(n))));
  process.exit(0);
}

const rows: Record<string, unknown>[] = [];
for (const algorithm of ["adaboost-mh", "mp-boost"] as const) {
  const hashes = new Set<string>();
  for (const n of [1, threads]) {
    const runs: Record<string, number | string>[] = [];
    const loads: number[] = [];
    for (let rep = 0; rep < repeat; rep++) {
      loads.push(guard.sample()[0]);
      const script = fileURLToPath(import.meta.url);
      const out = execFileSync(process.execPath, [script, ...argv, "--child", `${algorithm}:${n}`], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "inherit"],
      });
      runs.push(JSON.parse(out.trim().split("\n").pop()!));
      loads.push(guard.sample()[0]);
    }
    for (const r of runs) hashes.add(String(r.model));
    // The worst run: the slowest training, and (separately) the slowest scoring.
    const worst = runs.reduce((a, b) => (Number(b.msPerRound) > Number(a.msPerRound) ? b : a));
    rows.push({
      task: `${algorithm} training`,
      threads: n,
      msPerRound: round2(Number(worst.msPerRound)),
      msPerLaterRound: round2(Math.max(...runs.map((r) => Number(r.msPerLaterRound)))),
      firstRoundMs: round2(Math.max(...runs.map((r) => Number(r.firstRoundMs)))),
      chooseMsPerRound: round2(Number(worst.choose)),
      updateMsPerRound: round2(Number(worst.update)),
      otherMsPerRound: round2(Number(worst.msPerRound) - Number(worst.choose) - Number(worst.update)),
      runsMsPerRound: runs.map((r) => round2(Number(r.msPerRound))),
      runsMsPerLaterRound: runs.map((r) => round2(Number(r.msPerLaterRound))),
      loads,
    });
    rows.push({
      task: `${algorithm} scoring`,
      threads: n,
      documentsPerSecond: Math.round(Math.min(...runs.map((r) => Number(r.documentsPerSecond)))),
      loads,
    });
    process.stderr.write(`threads: ${algorithm}, ${n} thread(s) done\n`);
  }
  if (hashes.size !== 1) throw new Error(`${algorithm}: the models differ between 1 and ${threads} threads`);
}

/**
 * One thread's worst over N threads' worst, per task: the speed-up of a whole fit (ms per round over
 * all rounds), of a round after the first (the steady state), and of scoring.
 */
const speedUps: Record<string, number> = {};
for (const task of new Set(rows.map((r) => String(r.task)))) {
  const [one, many] = [1, threads].map((n) => rows.find((r) => r.task === task && r.threads === n)!);
  const ratio = (key: string) => round2(Number(one![key]) / Number(many![key]));
  if (one!.msPerRound === undefined)
    speedUps[task] = round2(Number(many!.documentsPerSecond) / Number(one!.documentsPerSecond));
  else {
    speedUps[`${task}, whole fit`] = ratio("msPerRound");
    speedUps[`${task}, a round after the first`] = ratio("msPerLaterRound");
  }
}

console.log(
  `\nReuters-21578 ModApte-90, S = ${iterations}, worst of ${repeat} runs, wall clock (node ${process.version})`,
);
console.log(
  "task                   threads  ms/round  later rounds  first round  choose  update  other   docs/s  1-min load per run",
);
for (const r of rows) {
  const cell = (v: unknown, w: number) => String(v ?? "").padStart(w);
  console.log(
    `${String(r.task).padEnd(22)} ${cell(r.threads, 7)} ${cell(r.msPerRound, 9)} ${cell(r.msPerLaterRound, 13)} ${cell(r.firstRoundMs, 12)} ${cell(r.chooseMsPerRound, 7)} ${cell(r.updateMsPerRound, 7)} ${cell(r.otherMsPerRound, 6)} ${cell(r.documentsPerSecond, 9)}  ${(r.loads as number[]).join(" ")}`,
  );
}
for (const [task, x] of Object.entries(speedUps)) console.log(`${task}: ${threads} threads ${x}x one thread`);
if (!guard.quiet)
  console.log(
    `\nthe 1-minute load reached ${guard.highest} (above --max-load ${guard.maxLoad}): these figures are marked quiet: false`,
  );
mkdirSync(resultsDir, { recursive: true });
const date = new Date().toISOString();
const file = join(resultsDir, `threads-${streamed ? "streamed-" : ""}${date.replace(/[:.]/g, "-")}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ date, node: process.version, iterations, repeat, threads, statistics: streamed ? "streamed" : "table", statistic: "worst", quiet: guard.quiet, highestLoad: guard.highest, speedUps, rows }, null, 2)}\n`,
);
console.log(`\nwritten ${file}`);
