// TreeBoost.MH against AdaBoost.MH on the same data in the same run: ms per round (CPU time and
// wall clock) and test documents per second, the worst of three runs, each in its own process, with
// the load average printed beside every figure. Reuters-21578 ModApte-90 with its induced 4-cluster
// tree, and Reuters-K500 with its tree from the label names. On Linux the CPU time of the worst run
// is also split into the JavaScript thread's and V8's helper threads' (compiler, garbage collector),
// in ms per round, with the ratio of the JavaScript thread's time to AdaBoost.MH's.
//   node bench/dist/treeboost-speed.js [--iterations 500] [--repeat 3] [--data reuters|reutersk500|both]
//        [--threads N (also TreeBoost.MH on N threads)] [--min-documents 30] [--datasets DIR]
// Writes bench/results/treeboost-speed-<date>.json.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { datasetsDir, flag } from "./datasets-dir.js";
import { TREEBOOST_DATA } from "./treeboost-data.js";

const here = dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const iterations = Number(flag(argv, "iterations") ?? 500);
const repeat = Number(flag(argv, "repeat") ?? 3);
const which = flag(argv, "data") ?? "both";
const threads = flag(argv, "threads");
const minDocuments = flag(argv, "min-documents") ?? "30";
const datasets = datasetsDir(flag(argv, "datasets"));
const names = which === "both" ? [...TREEBOOST_DATA] : TREEBOOST_DATA.filter((n) => n === which);
if (names.length === 0) throw new Error(`--data ${TREEBOOST_DATA.join("|")}|both`);

interface Run {
  data: string;
  tree: string;
  algorithm: string;
  threads: number;
  msPerRoundWall: number;
  msPerRoundCpu: number;
  /** Linux only: the training CPU time of the JavaScript thread, and of V8's helper threads. */
  trainCpuMainMs?: number;
  trainCpuHelperMs?: number;
  testDocumentsPerSecond: number;
  microF1: number;
  macroF1: number;
  loadAverage: { before: number[]; after: number[] };
  [key: string]: unknown;
}

function runOne(data: string, algorithm: string, threadCount: number): Run {
  process.stderr.write(
    `treeboost-speed: ${algorithm}${threadCount > 1 ? ` (${threadCount} threads)` : ""} on ${data}, S = ${iterations} ...\n`,
  );
  const out = execFileSync(
    process.execPath,
    [
      join(here, "treeboost-speed-one.js"),
      ...["--algorithm", algorithm, "--data", data, "--iterations", String(iterations)],
      ...["--threads", String(threadCount), "--min-documents", minDocuments, "--datasets", datasets],
    ],
    { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 1 << 24 },
  );
  return JSON.parse(out.trim().split("\n").pop()!) as Run;
}

const variants: [string, number][] = [
  ["adaboost-mh", 1],
  ["treeboost", 1],
  ...(threads !== undefined && Number(threads) > 1
    ? [["treeboost", Number(threads)] as [string, number]]
    : []),
];
const results: { data: string; algorithm: string; threads: number; runs: Run[]; worst: Run }[] = [];
for (const data of names) {
  for (const [algorithm, threadCount] of variants) {
    // Interleave nothing: the three runs of one variant follow each other, in fresh processes.
    const runs = Array.from({ length: repeat }, () => runOne(data, algorithm, threadCount));
    const worst: Run = {
      ...runs[0]!,
      msPerRoundWall: Math.max(...runs.map((r) => r.msPerRoundWall)),
      msPerRoundCpu: Math.max(...runs.map((r) => r.msPerRoundCpu)),
      ...worstSplit(runs),
      testDocumentsPerSecond: Math.min(...runs.map((r) => r.testDocumentsPerSecond)),
    };
    results.push({ data, algorithm, threads: threadCount, runs, worst });
  }
}

/** The main-thread and helper-thread CPU times of the run whose total CPU time is the worst. */
function worstSplit(runs: readonly Run[]): Partial<Run> {
  const worst = runs.reduce((a, b) => (b.msPerRoundCpu > a.msPerRoundCpu ? b : a));
  return worst.trainCpuMainMs === undefined
    ? {}
    : { trainCpuMainMs: worst.trainCpuMainMs, trainCpuHelperMs: worst.trainCpuHelperMs! };
}

/** ms per round of a thread's CPU time, or "" when the platform does not tell. */
const perRound = (ms: number | undefined) => (ms === undefined ? "" : (ms / iterations).toFixed(2));

const load = (r: Run) => `${r.loadAverage.before[0]!.toFixed(2)}-${r.loadAverage.after[0]!.toFixed(2)}`;
console.log(
  `\nS = ${iterations}, worst of ${repeat} runs (each in its own process); load average: 1-minute, before-after each run\n`,
);
console.log(
  "| data | algorithm | ms/round CPU | ms/round wall | ratio CPU | ratio wall | CPU main / helpers | ratio CPU main | test documents/s | F1μ | F1M | load averages |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
for (const r of results) {
  const flat = results.find((x) => x.data === r.data && x.algorithm === "adaboost-mh")!.worst;
  const w = r.worst;
  console.log(
    `| ${w.data} | ${r.algorithm === "adaboost-mh" ? "AdaBoost.MH" : `TreeBoost.MH${r.threads > 1 ? ` (${r.threads} threads)` : ""}`} | ${w.msPerRoundCpu.toFixed(2)} | ${w.msPerRoundWall.toFixed(2)} | ${(w.msPerRoundCpu / flat.msPerRoundCpu).toFixed(3)} | ${(w.msPerRoundWall / flat.msPerRoundWall).toFixed(3)} | ${perRound(w.trainCpuMainMs)} / ${perRound(w.trainCpuHelperMs)} | ${w.trainCpuMainMs === undefined || flat.trainCpuMainMs === undefined ? "" : (w.trainCpuMainMs / flat.trainCpuMainMs).toFixed(3)} | ${w.testDocumentsPerSecond.toLocaleString("en-US")} | ${w.microF1.toFixed(4)} | ${w.macroF1.toFixed(4)} | ${r.runs.map(load).join(", ")} |`,
  );
}
const resultsDir = join(here, "..", "results");
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `treeboost-speed-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ benchmark: "treeboost-speed", node: process.version, iterations, repeat, loadAverageAtEnd: loadavg(), results }, null, 2)}\n`,
);
console.error(`written ${file}`);
