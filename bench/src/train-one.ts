// Child process of run.ts: trains one algorithm on Reuters-21578 and prints one JSON line, so each
// algorithm's peak RSS is its own.
import { adaBoostMH } from "@textboost/adaboost-mh";
import type { Booster } from "@textboost/core";
import { evaluate } from "@textboost/metrics";
import { mpBoost } from "@textboost/mp-boost";
import type { AdditiveModel } from "@textboost/stumps";
import { datasetsDir, flag } from "./datasets-dir.js";
import { loadReutersBench } from "./reuters.js";

const argv = process.argv.slice(2);
const algorithm = flag(argv, "algorithm") ?? "adaboost-mh";
const iterations = Number(flag(argv, "iterations") ?? 100);
const boosters: Record<string, () => Booster<AdditiveModel>> = {
  "adaboost-mh": () => adaBoostMH(),
  "mp-boost": () => mpBoost(),
};
const make = boosters[algorithm];
if (!make) throw new Error(`unknown algorithm ${algorithm}`);

const data = await loadReutersBench(datasetsDir(flag(argv, "datasets")));
const roundMs: number[] = [];
let last = 0;
const start = performance.now();
const model = await make().fit(data.train, {
  iterations,
  onIteration: (_e) => {
    const now = performance.now() - start;
    roundMs.push(now - last);
    last = now;
  },
});
const trainMs = performance.now() - start;

// Test throughput: score the vectorised test set until at least 1 s has passed.
let scored = 0;
const t0 = performance.now();
while (performance.now() - t0 < 1000) {
  model.scores(data.testX);
  scored += data.testX.rows;
}
const scoreMs = performance.now() - t0;
// End to end: raw text -> pipeline -> scores.
const t1 = performance.now();
model.scores(data.pipeline.transform(data.testTexts));
const endToEndMs = performance.now() - t1;
const report = evaluate(data.testY, model.scores(data.testX));
const sorted = [...roundMs].sort((a, b) => a - b);
console.log(
  JSON.stringify({
    algorithm,
    iterations,
    documents: data.train.X.rows,
    features: data.train.X.cols,
    labels: data.train.Y.cols,
    nonZeros: data.train.X.indices.length,
    readMs: Math.round(data.readMs),
    vectoriseMs: Math.round(data.vectoriseMs),
    trainMs: Math.round(trainMs),
    msPerRound: Math.round((trainMs / iterations) * 100) / 100,
    medianRoundMs: Math.round(sorted[Math.floor(sorted.length / 2)]! * 100) / 100,
    testDocumentsPerSecond: Math.round((scored / scoreMs) * 1000),
    endToEndDocumentsPerSecond: Math.round((data.testX.rows / endToEndMs) * 1000),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    distinctPivots: model.compressed().pivots.length,
    microF1: Math.round(report.microF1 * 10000) / 10000,
    macroF1: Math.round(report.macroF1 * 10000) / 10000,
  }),
);
