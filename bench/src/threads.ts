// Worker-thread speed-ups on Reuters-21578 ModApte-90: training (with the time of each part of a
// round) and batch scoring (ten copies of the test set), one thread against N, medians of repeated runs, each run in its own
// process (repeated fits in one process slow down as the heap fills). Writes JSON to
// bench/results/threads-<date>.json.
//   node bench/dist/threads.js [--threads 2] [--iterations 100] [--repeat 3] [--datasets DIR]
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
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
  scoresParallel,
} from "@textboost/workers/node";
import { loadBenchData } from "./bench-data.js";
import { datasetsDir, flag } from "./datasets-dir.js";
import { noPhases, timedLearner } from "./timed-learner.js";

const argv = process.argv.slice(2);
const threads = Number(flag(argv, "threads") ?? 2);
const iterations = Number(flag(argv, "iterations") ?? 100);
const repeat = Number(flag(argv, "repeat") ?? 3);
const resultsDir = join(dirname(fileURLToPath(import.meta.url)), "..", "results");

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round2 = (x: number): number => Math.round(x * 100) / 100;

/** One run (the child process): trains one algorithm with `n` threads, then scores for a second. */
async function runOne(algorithm: string, n: number): Promise<Record<string, number | string>> {
  const data = await loadBenchData("reuters", datasetsDir(flag(argv, "datasets")));
  const pool = n > 1 ? createWorkerPool({ threads: n }) : undefined;
  try {
    const phases = noPhases();
    const base =
      algorithm === "adaboost-mh"
        ? pool
          ? parallelPresenceStump({ pool })
          : presenceStump()
        : pool
          ? parallelPerLabelStump({ pool })
          : perLabelStump();
    const learner = timedLearner(base as IncrementalWeakLearner, phases);
    const booster = algorithm === "adaboost-mh" ? adaBoostMH({ learner }) : mpBoost({ learner });
    const t0 = performance.now();
    const model = await booster.fit(data.train, { iterations });
    const msPerRound = (performance.now() - t0) / iterations;
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
    for (let rep = 0; rep < repeat; rep++) {
      const script = fileURLToPath(import.meta.url);
      const out = execFileSync(process.execPath, [script, ...argv, "--child", `${algorithm}:${n}`], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "inherit"],
      });
      runs.push(JSON.parse(out.trim().split("\n").pop()!));
    }
    for (const r of runs) hashes.add(String(r.model));
    const mid = [...runs].sort((a, b) => Number(a.msPerRound) - Number(b.msPerRound))[
      Math.floor(runs.length / 2)
    ]!;
    rows.push({
      task: `${algorithm} training`,
      threads: n,
      msPerRound: round2(Number(mid.msPerRound)),
      chooseMsPerRound: round2(Number(mid.choose)),
      updateMsPerRound: round2(Number(mid.update)),
      otherMsPerRound: round2(Number(mid.msPerRound) - Number(mid.choose) - Number(mid.update)),
    });
    rows.push({
      task: `${algorithm} scoring`,
      threads: n,
      documentsPerSecond: Math.round(median(runs.map((r) => Number(r.documentsPerSecond)))),
    });
    process.stderr.write(`threads: ${algorithm}, ${n} thread(s) done\n`);
  }
  if (hashes.size !== 1) throw new Error(`${algorithm}: the models differ between 1 and ${threads} threads`);
}

console.log(
  `\nReuters-21578 ModApte-90, S = ${iterations}, medians of ${repeat} runs (node ${process.version})`,
);
console.log("task                   threads  ms/round  choose  update  other   docs/s");
for (const r of rows) {
  const cell = (v: unknown, w: number) => String(v ?? "").padStart(w);
  console.log(
    `${String(r.task).padEnd(22)} ${cell(r.threads, 7)} ${cell(r.msPerRound, 9)} ${cell(r.chooseMsPerRound, 7)} ${cell(r.updateMsPerRound, 7)} ${cell(r.otherMsPerRound, 6)} ${cell(r.documentsPerSecond, 9)}`,
  );
}
mkdirSync(resultsDir, { recursive: true });
const date = new Date().toISOString();
const file = join(resultsDir, `threads-${date.replace(/[:.]/g, "-")}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ date, node: process.version, iterations, repeat, threads, rows }, null, 2)}\n`,
);
console.log(`\nwritten ${file}`);
