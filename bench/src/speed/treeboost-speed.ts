// TreeBoost.MH against AdaBoost.MH on the same data in the same run: ms per round (CPU time and
// wall clock) and test documents per second, the worst of three runs, each in its own process, with
// the load average printed beside every figure. Reuters-21578 ModApte-90 with its induced 4-cluster
// tree, and Reuters-K500 with its tree from the label names. On Linux the CPU time of the worst run
// is also split into the JavaScript thread's and V8's helper threads' (compiler, garbage collector),
// in ms per round, with the ratio of the JavaScript thread's time to AdaBoost.MH's.
//   node bench/dist/speed/treeboost-speed.js [--iterations 500] [--repeat 3] [--data reuters|reutersk500|both]
//        [--threads N (also TreeBoost.MH on N threads)] [--min-documents 30] [--datasets DIR]
//        [--statistics incremental|from-scratch (from-scratch: both recompute every statistic every round,
//        the cost model of the TreeBoost.MH paper's Table 1)]
// Writes bench/results/treeboost-speed-<date>.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { TREEBOOST_DATA } from "../reproduction/treeboost-data.js";
import { datasetsDir, flag } from "../tools/datasets-dir.js";
import { RESULTS_DIR } from "../tools/paths.js";
import { loadRange, perRound, type SpeedRun, speedRun, worstRun } from "./treeboost-runs.js";

const argv = process.argv.slice(2);
const iterations = Number(flag(argv, "iterations") ?? 500);
const repeat = Number(flag(argv, "repeat") ?? 3);
const which = flag(argv, "data") ?? "both";
const threads = flag(argv, "threads");
const minDocuments = flag(argv, "min-documents") ?? "30";
const datasets = datasetsDir(flag(argv, "datasets"));
const statistics = flag(argv, "statistics") ?? "incremental";
const names = which === "both" ? [...TREEBOOST_DATA] : TREEBOOST_DATA.filter((n) => n === which);
if (names.length === 0) throw new Error(`--data ${TREEBOOST_DATA.join("|")}|both`);

const variants: [string, number][] = [
  ["adaboost-mh", 1],
  ["treeboost", 1],
  ...(threads !== undefined && Number(threads) > 1
    ? [["treeboost", Number(threads)] as [string, number]]
    : []),
];
const results: { data: string; algorithm: string; threads: number; runs: SpeedRun[]; worst: SpeedRun }[] = [];
for (const data of names) {
  for (const [algorithm, threadCount] of variants) {
    // Interleave nothing: the three runs of one variant follow each other, in fresh processes.
    const runs = Array.from({ length: repeat }, () =>
      speedRun({
        data,
        algorithm,
        iterations,
        threads: threadCount,
        prior: "none",
        minDocuments,
        datasets,
        statistics,
      }),
    );
    results.push({ data, algorithm, threads: threadCount, runs, worst: worstRun(runs) });
  }
}

console.log(
  `\nS = ${iterations}, statistics ${statistics}, worst of ${repeat} runs (each in its own process); load average: 1-minute, before-after each run\n`,
);
console.log(
  "| data | algorithm | ms/round CPU | ms/round wall | ratio CPU | ratio wall | CPU main / helpers | ratio CPU main | test documents/s | F1μ | F1M | load averages |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
for (const r of results) {
  const flat = results.find((x) => x.data === r.data && x.algorithm === "adaboost-mh")!.worst;
  const w = r.worst;
  console.log(
    `| ${w.data} | ${r.algorithm === "adaboost-mh" ? "AdaBoost.MH" : `TreeBoost.MH${r.threads > 1 ? ` (${r.threads} threads)` : ""}`} | ${w.msPerRoundCpu.toFixed(2)} | ${w.msPerRoundWall.toFixed(2)} | ${(w.msPerRoundCpu / flat.msPerRoundCpu).toFixed(3)} | ${(w.msPerRoundWall / flat.msPerRoundWall).toFixed(3)} | ${perRound(w.trainCpuMainMs, iterations)} / ${perRound(w.trainCpuHelperMs, iterations)} | ${w.trainCpuMainMs === undefined || flat.trainCpuMainMs === undefined ? "" : (w.trainCpuMainMs / flat.trainCpuMainMs).toFixed(3)} | ${w.testDocumentsPerSecond.toLocaleString("en-US")} | ${w.microF1.toFixed(4)} | ${w.macroF1.toFixed(4)} | ${r.runs.map(loadRange).join(", ")} |`,
  );
}
const resultsDir = RESULTS_DIR;
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `treeboost-speed-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ benchmark: "treeboost-speed", node: process.version, iterations, statistics, repeat, loadAverageAtEnd: loadavg(), results }, null, 2)}\n`,
);
console.error(`written ${file}`);
