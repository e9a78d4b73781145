// Child process of run.ts: trains one algorithm on one data set and prints one JSON line, so each
// run's peak RSS is its own.
//   node bench/dist/speed/train-one.js --algorithm adaboost-mh --data reuters|mpboost:DIR|mulan:NAME
//        [--iterations 100] [--fraction 1 | --rows N] [--datasets DIR] [--statistics table|streamed]
import { adaBoostMH } from "@textboost/adaboost-mh";
import type { AdditiveModel } from "@textboost/boosting";
import type { Booster } from "@textboost/core";
import { evaluate } from "@textboost/metrics";
import { mpBoost } from "@textboost/mp-boost";
import { streamedPerLabelStump, streamedPresenceStump } from "@textboost/stumps";
import { loadBenchData } from "../tools/bench-data.js";
import { datasetsDir, flag } from "../tools/datasets-dir.js";
import { testThroughput } from "../tools/test-throughput.js";

const argv = process.argv.slice(2);
const algorithm = flag(argv, "algorithm") ?? "adaboost-mh";
const iterations = Number(flag(argv, "iterations") ?? 100);
// --statistics streamed: the learners without a statistics table (train --statistics streamed).
const streamed = flag(argv, "statistics") === "streamed";
const boosters: Record<string, () => Booster<AdditiveModel>> = {
  "adaboost-mh": () => adaBoostMH(streamed ? { learner: streamedPresenceStump() } : {}),
  "mp-boost": () => mpBoost(streamed ? { learner: streamedPerLabelStump() } : {}),
};
const make = boosters[algorithm];
if (!make) throw new Error(`unknown algorithm ${algorithm}`);

const data = await loadBenchData(
  flag(argv, "data") ?? "reuters",
  datasetsDir(flag(argv, "datasets")),
  Number(flag(argv, "fraction") ?? 1),
  flag(argv, "rows") === undefined ? undefined : Number(flag(argv, "rows")),
);
const start = performance.now();
const cpuStart = process.cpuUsage();
const model = await make().fit(data.train, { iterations });
const cpu = process.cpuUsage(cpuStart);
const trainMs = performance.now() - start;
// Peak RSS up to here: reading the training and test files and fit, before the scoring loop below
// (which allocates a score matrix per call). The figure to put beside MP-Boost++'s boostTrain, which
// reads and trains and scores nothing.
const trainPeakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
// CPU time of this process during fit (user + system, all its threads): the clock to compare with a
// C++ peer's clock().
const trainCpuMs = (cpu.user + cpu.system) / 1000;

const testDocumentsPerSecond = testThroughput(model, data.testX);
const report = evaluate(data.testY, model.scores(data.testX));
console.log(
  JSON.stringify({
    data: data.name,
    algorithm,
    statistics: streamed ? "streamed" : "table",
    iterations,
    documents: data.train.X.rows,
    features: data.train.X.cols,
    labels: data.train.Y.cols,
    nonZeros: data.train.X.indices.length,
    trainMs: Math.round(trainMs),
    msPerRound: Math.round((trainMs / iterations) * 100) / 100,
    trainCpuMs: Math.round(trainCpuMs),
    cpuMsPerRound: Math.round((trainCpuMs / iterations) * 100) / 100,
    testDocumentsPerSecond,
    trainPeakRssMb,
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    distinctPivots: model.compressed().pivots.length,
    microF1: Math.round(report.microF1 * 10000) / 10000,
    macroF1: Math.round(report.macroF1 * 10000) / 10000,
  }),
);
