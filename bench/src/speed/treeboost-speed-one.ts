// Child process of treeboost-speed.ts: trains one algorithm on one TreeBoost.MH data set and prints
// one JSON line (times, test throughput, F1, load average), so every run starts from a fresh process.
// On Linux it also splits the training CPU time into the JavaScript thread's and the helper threads'
// (V8's compiler and garbage collector): `trainCpuMainMs`, `trainCpuHelperMs` (10 ms resolution).
// `--prior` trains something else first, untimed, in the same process (treeboost-jit.ts uses it):
// `other`, a 2-round fit of another AdaBoost.MH, so the timed booster is not the first of its process;
// `same`, a whole fit of the same algorithm, so the engine's compiled code is warm.
//   node bench/dist/speed/treeboost-speed-one.js --algorithm adaboost-mh|treeboost --data reuters|reutersk500
//        [--iterations 200] [--threads 1] [--prior none|other|same] [--min-documents 30] [--datasets DIR]
//        [--statistics incremental|from-scratch (from-scratch: AdaBoost.MH and the node boosters recompute
//        every statistic every round, as the TreeBoost.MH paper's implementation did)]
//        [--fit-only (no test throughput or F1: the process does nothing after fit but print, so a whole-process
//        count such as valgrind's instructions measures loading plus fit)]
import { loadavg } from "node:os";
import { adaBoostMH } from "@textboost/adaboost-mh";
import type { Booster, Model } from "@textboost/core";
import { evaluate } from "@textboost/metrics";
import { treeBoost } from "@textboost/treeboost";
import { parallelTreeBoost } from "@textboost/treeboost/node";
import { loadTreeBoostData, TREEBOOST_DATA, type TreeBoostDataName } from "../reproduction/treeboost-data.js";
import { datasetsDir, flag } from "../tools/datasets-dir.js";
import { testThroughput } from "../tools/test-throughput.js";
import { threadCpu } from "../tools/thread-cpu.js";
import { straightforwardAdaBoostMH } from "./straightforward-adaboost-mh.js";

const argv = process.argv.slice(2);
const algorithm = flag(argv, "algorithm") ?? "treeboost";
const name = (flag(argv, "data") ?? "reuters") as TreeBoostDataName;
if (!TREEBOOST_DATA.includes(name)) throw new Error(`--data ${TREEBOOST_DATA.join("|")}`);
const iterations = Number(flag(argv, "iterations") ?? 200);
const threads = Number(flag(argv, "threads") ?? 1);
const d = await loadTreeBoostData(name, datasetsDir(flag(argv, "datasets")), {
  minDocuments: Number(flag(argv, "min-documents") ?? 30),
});
const statistics = flag(argv, "statistics") ?? "incremental";
if (statistics !== "incremental" && statistics !== "from-scratch")
  throw new Error("--statistics incremental|from-scratch");
const flat = (): Booster => (statistics === "incremental" ? adaBoostMH() : straightforwardAdaBoostMH());
if (statistics === "from-scratch" && threads > 1)
  throw new Error("--statistics from-scratch runs on one thread (the worker threads load the default base)");
const hierarchy = { hierarchy: d.tree, ...(d.labelKey ? { labelKey: d.labelKey } : {}) };
const makeBooster = (): Booster =>
  algorithm === "adaboost-mh"
    ? flat()
    : threads > 1
      ? parallelTreeBoost({ ...hierarchy, threads })
      : treeBoost({ ...hierarchy, ...(statistics === "incremental" ? {} : { base: flat() }) });
if (algorithm !== "adaboost-mh" && algorithm !== "treeboost")
  throw new Error(`unknown algorithm ${algorithm}`);
const prior = flag(argv, "prior") ?? "none";
if (prior === "other") await adaBoostMH().fit(d.train, { iterations: 2 });
else if (prior === "same") await makeBooster().fit(d.train, { iterations });
else if (prior !== "none") throw new Error("--prior none|other|same");
const booster = makeBooster();

const loadBefore = loadavg();
const threads0 = threadCpu();
const cpu0 = process.cpuUsage();
const wall0 = performance.now();
const model: Model = await booster.fit(d.train, { iterations });
const trainWallMs = performance.now() - wall0;
const cpu = process.cpuUsage(cpu0);
const threads1 = threadCpu();
const trainCpuMs = (cpu.user + cpu.system) / 1000;
// Where the CPU time went (Linux): the JavaScript thread, and V8's helper threads (the optimising
// compiler and the garbage collector run there, concurrently with the main thread).
const split =
  threads0 && threads1
    ? {
        trainCpuMainMs: threads1.mainMs - threads0.mainMs,
        trainCpuHelperMs: threads1.otherMs - threads0.otherMs,
      }
    : {};

const fitOnly = argv.includes("--fit-only");
const testDocumentsPerSecond = fitOnly ? 0 : testThroughput(model, d.testX);
const report = fitOnly
  ? { microF1: Number.NaN, macroF1: Number.NaN }
  : evaluate(d.testY, model.scores(d.testX));
console.log(
  JSON.stringify({
    data: d.name,
    tree: d.treeSource,
    algorithm,
    threads: algorithm === "adaboost-mh" ? 1 : threads,
    prior,
    statistics,
    iterations,
    documents: d.train.X.rows,
    features: d.train.X.cols,
    labels: d.train.Y.cols,
    trainWallMs: Math.round(trainWallMs),
    trainCpuMs: Math.round(trainCpuMs),
    msPerRoundWall: Math.round((trainWallMs / iterations) * 1000) / 1000,
    msPerRoundCpu: Math.round((trainCpuMs / iterations) * 1000) / 1000,
    ...split,
    testDocumentsPerSecond,
    microF1: Math.round(report.microF1 * 10000) / 10000,
    macroF1: Math.round(report.macroF1 * 10000) / 10000,
    loadAverage: { before: loadBefore, after: loadavg() },
  }),
);
