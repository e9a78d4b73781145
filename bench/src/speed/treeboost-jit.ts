// Where TreeBoost.MH's CPU time goes beyond the work of its rounds: the JavaScript engine. Trains each
// variant in fresh processes of treeboost-speed-one.js (worst of three) and splits the training CPU
// time into the JavaScript thread's and V8's helper threads' (the optimising compiler and the garbage
// collector; Linux):
//   adaboost-mh         AdaBoost.MH, the only booster of its process (as in treeboost-speed)
//   adaboost-mh-second  AdaBoost.MH after a 2-round fit of another AdaBoost.MH on the same data: the
//                       same work, but the booster is no longer the first of its process
//   treeboost           TreeBoost.MH (as in treeboost-speed)
//   treeboost-second    TreeBoost.MH after a first TreeBoost.MH fit in the same process (compiled code warm)
//   node bench/dist/speed/treeboost-jit.js [--data reuters|reutersk500|both] [--iterations 500] [--repeat 3]
//        [--min-documents 30] [--datasets DIR]
// Writes bench/results/treeboost-jit-<date>.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { TREEBOOST_DATA } from "../reproduction/treeboost-data.js";
import { datasetsDir, flag } from "../tools/datasets-dir.js";
import { RESULTS_DIR } from "../tools/paths.js";
import { loadRange, perRound, type SpeedRun, speedRun, worstRun } from "./treeboost-runs.js";

/** The variants: name, algorithm, what the process trains first. */
const VARIANTS: readonly [string, string, string][] = [
  ["adaboost-mh", "adaboost-mh", "none"],
  ["adaboost-mh-second", "adaboost-mh", "other"],
  ["treeboost", "treeboost", "none"],
  ["treeboost-second", "treeboost", "same"],
];

const argv = process.argv.slice(2);
const iterations = Number(flag(argv, "iterations") ?? 500);
const repeat = Number(flag(argv, "repeat") ?? 3);
const which = flag(argv, "data") ?? "both";
const minDocuments = flag(argv, "min-documents") ?? "30";
const datasets = datasetsDir(flag(argv, "datasets"));
const names = which === "both" ? [...TREEBOOST_DATA] : TREEBOOST_DATA.filter((n) => n === which);
if (names.length === 0) throw new Error(`--data ${TREEBOOST_DATA.join("|")}|both`);

const results: { data: string; variant: string; runs: SpeedRun[]; worst: SpeedRun }[] = [];
for (const data of names) {
  for (const [variant, algorithm, prior] of VARIANTS) {
    const runs = Array.from({ length: repeat }, () =>
      speedRun({ data, algorithm, iterations, threads: 1, prior, minDocuments, datasets }),
    );
    results.push({ data, variant, runs, worst: worstRun(runs) });
  }
}

console.log(
  `\nS = ${iterations}, worst of ${repeat} runs by CPU time (each in its own process); training CPU ms per round; load average: 1-minute, before-after each run\n`,
);
console.log(
  "| data | variant | CPU | JavaScript thread | helper threads | ratio CPU | ratio JavaScript thread | load averages |",
);
console.log("|---|---|---|---|---|---|---|---|");
for (const r of results) {
  const flat = results.find((x) => x.data === r.data && x.variant === "adaboost-mh")!.worst;
  const w = r.worst;
  const main = w.trainCpuMainMs;
  const mainRatio =
    main === undefined || flat.trainCpuMainMs === undefined ? "" : (main / flat.trainCpuMainMs).toFixed(3);
  console.log(
    `| ${w.data} | ${r.variant} | ${w.msPerRoundCpu.toFixed(2)} | ${perRound(main, iterations)} | ${perRound(w.trainCpuHelperMs, iterations)} | ${(w.msPerRoundCpu / flat.msPerRoundCpu).toFixed(3)} | ${mainRatio} | ${r.runs.map(loadRange).join(", ")} |`,
  );
}
const dir = RESULTS_DIR;
mkdirSync(dir, { recursive: true });
const file = join(dir, `treeboost-jit-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ benchmark: "treeboost-jit", node: process.version, iterations, repeat, minDocuments, loadAverageAtEnd: loadavg(), results }, null, 2)}\n`,
);
console.error(`written ${file}`);
