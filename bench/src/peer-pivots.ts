// MP-Boost's distinct pivots per category (the mean Δ_j of the MP-Boost paper's Table 1), ours against
// MP-Boost++ on identical input: writes Reuters-21578 ModApte-90 as MP-Boost++ files, trains both for
// S rounds, reads MP-Boost++'s pivots from its model file, and counts the (round, category) pivots
// that agree.
//   node bench/dist/peer-pivots.js --peer-mpboost DIR [--iterations 1000] [--datasets DIR]
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { mpBoost } from "@textboost/mp-boost";
import { loadBenchData } from "./bench-data.js";
import { datasetsDir, flag } from "./datasets-dir.js";
import { runPeer, writeReutersForPeer } from "./peer-mpboost.js";

const argv = process.argv.slice(2);
const peerDir = flag(argv, "peer-mpboost");
if (!peerDir) throw new Error("--peer-mpboost DIR is required (a local build of MP-Boost++)");
const iterations = Number(flag(argv, "iterations") ?? 1000);
const datasets = datasetsDir(flag(argv, "datasets"));

const dir = await writeReutersForPeer(datasets);
const peer = runPeer(peerDir, dir, "mp-boost", iterations);
// The model file: type, iterations, categories, hypotheses; then per hypothesis a count line, the
// pivot of each category, and three lines of scores.
const lines = readFileSync(join(dir, "mp-boost.model"), "utf8").split("\n");
const m = Number(lines[2]);
const S = Number(lines[3]);
const peerPivots = Array.from({ length: S }, (_, s) => lines[4 + s * 5 + 1]!.trim().split(/\s+/).map(Number));

const data = await loadBenchData(`mpboost:${dir}`, datasets);
const model = await mpBoost().fit(data.train, { iterations });
const ours = model.rounds.map((h) =>
  Array.from((h as unknown as { terms: Int32Array }).terms, (k) => Number(data.train.featureNames[k])),
);

const meanDistinct = (pivots: number[][]): number => {
  let total = 0;
  for (let j = 0; j < m; j++) total += new Set(pivots.map((round) => round[j])).size;
  return total / m;
};
let agree = 0;
for (let s = 0; s < S; s++) for (let j = 0; j < m; j++) if (peerPivots[s]![j] === ours[s]![j]) agree++;
console.log(
  JSON.stringify({
    iterations,
    categories: m,
    oursMeanDistinctPivots: Math.round(meanDistinct(ours) * 100) / 100,
    peerMeanDistinctPivots: Math.round(meanDistinct(peerPivots) * 100) / 100,
    samePivots: agree,
    pivots: S * m,
    peerMicroF1: peer.microF1,
    peerMacroF1: peer.macroF1,
  }),
);
