// Child process of lc-speed.ts: trains AdaBoost.LC or AdaBoost.MH once on one data set and prints one
// JSON line (CPU ms and wall-clock ms per round over the rounds after the first, peak RSS, the model's
// SHA-256), so each run's peak RSS is its own.
//   node bench/dist/speed/lc-speed-one.js --algorithm adaboost-lc|adaboost-mh --data mulan:rcv1subset1
//        [--cover hamming|zero-one] [--iterations 100] [--threads 1] [--reference] [--datasets DIR]
import { createHash } from "node:crypto";
import { adaBoostLC } from "@textboost/adaboost-lc";
import { adaBoostMH } from "@textboost/adaboost-mh";
import type { Booster, Model } from "@textboost/core";
import { hammingCover, zeroOneCover } from "@textboost/covers";
import {
  createWorkerPool,
  parallelBestTerms,
  parallelPairLoss,
  parallelPresenceStump,
} from "@textboost/workers/node";
import { loadBenchData } from "../tools/bench-data.js";
import { datasetsDir, flag } from "../tools/datasets-dir.js";

const argv = process.argv.slice(2);
const algorithm = flag(argv, "algorithm") ?? "adaboost-lc";
const iterations = Number(flag(argv, "iterations") ?? 100);
const threads = Number(flag(argv, "threads") ?? 1);
const coverName = flag(argv, "cover") ?? "hamming";
const reference = argv.includes("--reference");
const covers = { hamming: hammingCover, "zero-one": zeroOneCover } as const;
const cover = covers[coverName as keyof typeof covers];
if (!cover) throw new Error(`unknown cover ${coverName}: hamming or zero-one`);

const data = await loadBenchData(
  flag(argv, "data") ?? "mulan:rcv1subset1",
  datasetsDir(flag(argv, "datasets")),
);
const pool = threads > 1 ? createWorkerPool({ threads }) : undefined;
let booster: Booster<Model>;
if (algorithm === "adaboost-lc") {
  booster = adaBoostLC({
    cover: cover(),
    ...(reference ? { incremental: false } : {}),
    ...(pool ? { scan: parallelBestTerms({ pool }), pairLoss: parallelPairLoss({ pool }) } : {}),
  });
} else if (algorithm === "adaboost-mh") {
  booster = adaBoostMH(pool ? { learner: parallelPresenceStump({ variant: "real", pool }) } : {});
} else {
  throw new Error(`unknown algorithm ${algorithm}`);
}

const cpuStart = process.cpuUsage();
let firstRound = cpuStart;
let firstWall = performance.now();
const model = await booster.fit(data.train, {
  iterations,
  onIteration: (e) => {
    if (e.iteration === 1) {
      firstRound = process.cpuUsage();
      firstWall = performance.now();
    }
  },
});
const cpu = process.cpuUsage(firstRound);
const wallMs = performance.now() - firstWall;
const fitCpu = process.cpuUsage(cpuStart);
const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
await pool?.close();
const json = JSON.stringify(model.toJSON());
console.log(
  JSON.stringify({
    data: data.name,
    algorithm,
    cover: algorithm === "adaboost-lc" ? coverName : null,
    reference,
    threads,
    iterations,
    documents: data.train.X.rows,
    terms: data.train.X.cols,
    labels: data.train.Y.cols,
    cpuMsPerRound: (cpu.user + cpu.system) / 1000 / Math.max(1, iterations - 1),
    // All threads' CPU time above; with worker threads the wall clock is what they save.
    wallMsPerRound: wallMs / Math.max(1, iterations - 1),
    fitCpuMs: (fitCpu.user + fitCpu.system) / 1000,
    peakRssMb,
    modelSha256: createHash("sha256").update(json).digest("hex"),
  }),
);
