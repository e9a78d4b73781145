// Prediction speed against MP-Boost++ on identical input (issue #16, target 6): both implementations
// train S rounds on the same MP-Boost++-format Reuters-21578 files, then classify the same test file.
//   node bench/dist/speed/predict-speed.js --peer-mpboost DIR [--iterations 1000] [--repeat 3]
//        [--max-load 1.5] [--datasets DIR]
//
// Like for like: boostTest's own "Test completed in X seconds" is clock() (CPU time) around reading
// the test file, classifying every document and accumulating each category's contingency table
// (true and false positives and negatives; showEvaluation computes F1 from them later). Ours is the
// CPU time (process.cpuUsage) of the same three steps: readMpBoost of the test file, model.scores,
// and confusionCounts of the scores thresholded at 0. The F1 printed beside comes from evaluate,
// outside the timing (it also computes the ranking measures, which boostTest does not).
// Each side's figure is the worst of --repeat runs; the load average is printed beside every run and
// the results file is not written when the 1-minute load went above --max-load.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { adaBoostMH } from "@textboost/adaboost-mh";
import type { AdditiveModel } from "@textboost/boosting";
import type { Booster } from "@textboost/core";
import { readMpBoost } from "@textboost/datasets";
import { confusionCounts, evaluate, thresholdScores } from "@textboost/metrics";
import { mpBoost } from "@textboost/mp-boost";
import { datasetsDir, flag } from "../tools/datasets-dir.js";
import { LoadGuard } from "../tools/load-guard.js";
import { RESULTS_DIR } from "../tools/paths.js";
import { peerTestSeconds, runPeer, writeReutersForPeer } from "../tools/peer-mpboost.js";

const argv = process.argv.slice(2);
const peerDir = flag(argv, "peer-mpboost");
if (!peerDir) throw new Error("pass --peer-mpboost DIR: a local build of MP-Boost++ (boostTrain, boostTest)");
const iterations = Number(flag(argv, "iterations") ?? 1000);
const repeat = Number(flag(argv, "repeat") ?? 3);
const guard = new LoadGuard(Number(flag(argv, "max-load") ?? 1.5));
const datasets = datasetsDir(flag(argv, "datasets"));

const ALGORITHMS = ["mp-boost", "adaboost-mh"] as const;
const boosters: Record<(typeof ALGORITHMS)[number], () => Booster<AdditiveModel>> = {
  "adaboost-mh": () => adaBoostMH(),
  "mp-boost": () => mpBoost(),
};

const cpuMs = (since: NodeJS.CpuUsage): number => {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1000;
};

const dir = await writeReutersForPeer(datasets);
const train = await readMpBoost(join(dir, "training"));
const names = { featureNames: train.featureNames, labelNames: train.labelNames };
const rows = [];
for (const algorithm of ALGORITHMS) {
  process.stderr.write(`predict-speed: training ${algorithm}, S = ${iterations}, both sides ...\n`);
  const peer = runPeer(peerDir, dir, algorithm, iterations);
  const model = await boosters[algorithm]().fit(train, { iterations });
  const runs = [];
  let documents = 0;
  let microF1 = 0;
  let macroF1 = 0;
  for (let r = 0; r < repeat; r++) {
    const loadBefore = guard.sample();
    const peerSeconds = peerTestSeconds(peerDir, dir, algorithm);
    const start = process.cpuUsage();
    const test = await readMpBoost(join(dir, "test"), names);
    const readMs = cpuMs(start);
    confusionCounts(test.Y, thresholdScores(model.scores(test.X), 0));
    const oursMs = cpuMs(start);
    const report = evaluate(test.Y, model.scores(test.X));
    // Scoring alone, repeated for at least a second of CPU time.
    let scored = 0;
    const scoreStart = process.cpuUsage();
    while (cpuMs(scoreStart) < 1000) {
      model.scores(test.X);
      scored += test.X.rows;
    }
    const scoreOnly = Math.round((scored / cpuMs(scoreStart)) * 1000);
    documents = test.X.rows;
    microF1 = report.microF1;
    macroF1 = report.macroF1;
    runs.push({
      peerCpuMs: Math.round(peerSeconds * 100000) / 100,
      oursCpuMs: Math.round(oursMs * 100) / 100,
      oursReadCpuMs: Math.round(readMs * 100) / 100,
      oursScoreOnlyDocumentsPerSecond: scoreOnly,
      loadBefore,
      loadAfter: guard.sample(),
    });
  }
  const peerWorstMs = Math.max(...runs.map((r) => r.peerCpuMs));
  const oursWorstMs = Math.max(...runs.map((r) => r.oursCpuMs));
  const perSecond = (ms: number) => Math.round((documents / ms) * 1000);
  rows.push({
    algorithm,
    iterations,
    documents,
    peerDocumentsPerSecond: perSecond(peerWorstMs),
    oursDocumentsPerSecond: perSecond(oursWorstMs),
    ratio: Math.round((peerWorstMs / oursWorstMs) * 100) / 100,
    oursScoreOnlyDocumentsPerSecond: Math.min(...runs.map((r) => r.oursScoreOnlyDocumentsPerSecond)),
    ours: { microF1: Math.round(microF1 * 10000) / 10000, macroF1: Math.round(macroF1 * 10000) / 10000 },
    peer: { microF1: peer.microF1, macroF1: peer.macroF1 },
    runs,
  });
}

console.log(
  `\nPrediction on the same test file (${dir}), S = ${iterations}, one thread, worst of ${repeat}; CPU time on both sides (read + classify + contingency tables)`,
);
console.log(
  "algorithm     test docs  MP-Boost++ docs/s  ours docs/s  ours / peer  ours, scoring only docs/s  F1μ/F1M ours (peer)",
);
for (const r of rows) {
  console.log(
    `${r.algorithm.padEnd(13)} ${String(r.documents).padStart(9)}  ${String(r.peerDocumentsPerSecond).padStart(17)}  ${String(r.oursDocumentsPerSecond).padStart(11)}  ${String(r.ratio).padStart(11)}  ${String(r.oursScoreOnlyDocumentsPerSecond).padStart(25)}  ${r.ours.microF1}/${r.ours.macroF1} (${r.peer.microF1}/${r.peer.macroF1})`,
  );
  for (const run of r.runs)
    console.log(
      `    run: peer ${run.peerCpuMs} CPU ms, ours ${run.oursCpuMs} CPU ms (reading ${run.oursReadCpuMs}); load ${run.loadBefore.join(" ")} -> ${run.loadAfter.join(" ")}`,
    );
}

guard.sample();
if (!guard.quiet) {
  console.error(
    `\nnot written: the 1-minute load average reached ${guard.highest} (> --max-load ${guard.maxLoad}); these figures are not figures. Re-run on a quiet machine.`,
  );
  process.exit(3);
}
const date = new Date().toISOString();
const resultsDir = RESULTS_DIR;
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `predict-speed-${date.replace(/[:.]/g, "-")}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ date, files: dir, iterations, repeat, maxLoad: guard.maxLoad, highestLoad: guard.highest, rows }, null, 2)}\n`,
);
console.log(`\nwritten ${file}`);
