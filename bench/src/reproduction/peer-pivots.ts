// MP-Boost's distinct pivots per category (the mean Δ_j of the MP-Boost paper's Table 1), ours against
// MP-Boost++ on identical input: writes Reuters-21578 ModApte-90 as MP-Boost++ files, trains both for
// S rounds, reads MP-Boost++'s pivots from its model file, and counts the (round, category) pivots
// that agree. For each category whose pivots part from MP-Boost++'s, it computes both candidates' Z
// from scratch at the first round where they part: when the two Z differ by a relative 1e-9 or less,
// the disagreement is a near tie that rounding decided, not a different algorithm.
//   node bench/dist/reproduction/peer-pivots.js --peer-mpboost DIR [--iterations 1000] [--datasets DIR]
import { join } from "node:path";
import { mpBoost } from "@textboost/mp-boost";
import { loadBenchData } from "../tools/bench-data.js";
import { datasetsDir, flag } from "../tools/datasets-dir.js";
import { runPeer, writeReutersForPeer } from "../tools/peer-mpboost.js";
import { readPeerMpBoostPivots } from "./peer-model.js";
import { fromScratchZ } from "./pivot-z.js";

const argv = process.argv.slice(2);
const peerDir = flag(argv, "peer-mpboost");
if (!peerDir) throw new Error("--peer-mpboost DIR is required (a local build of MP-Boost++)");
const iterations = Number(flag(argv, "iterations") ?? 1000);
const datasets = datasetsDir(flag(argv, "datasets"));

const dir = await writeReutersForPeer(datasets);
const peer = runPeer(peerDir, dir, "mp-boost", iterations);
const { categories: m, pivots: peerPivots } = readPeerMpBoostPivots(join(dir, "mp-boost.model"));
const S = peerPivots.length;

const data = await loadBenchData(`mpboost:${dir}`, datasets);
const model = await mpBoost().fit(data.train, { iterations });
const ours = model.rounds.map((h) =>
  Array.from((h as unknown as { terms: Int32Array }).terms, (k) => Number(data.train.featureNames[k])),
);

const meanDistinct = (pivots: readonly (readonly number[])[]): number => {
  let total = 0;
  for (let j = 0; j < m; j++) total += new Set(pivots.map((round) => round[j])).size;
  return total / m;
};
let agree = 0;
const firstPartings: {
  round: number;
  category: number;
  ours: number;
  peer: number;
  relativeGap: number;
  peerBetter: boolean;
  lightestSide: number;
}[] = [];
for (let j = 0; j < m; j++) {
  let parted = false;
  for (let s = 0; s < S; s++) {
    if (peerPivots[s]![j] === ours[s]![j]) {
      agree++;
    } else if (!parted) {
      parted = true;
      const zOurs = fromScratchZ(data.train, model, s, j, ours[s]![j]!);
      const zPeer = fromScratchZ(data.train, model, s, j, peerPivots[s]![j]!);
      const relativeGap = Math.abs(zOurs.z - zPeer.z) / Math.min(zOurs.z, zPeer.z);
      firstPartings.push({
        round: s,
        category: j,
        ours: ours[s]![j]!,
        peer: peerPivots[s]![j]!,
        relativeGap,
        peerBetter: zPeer.z < zOurs.z,
        lightestSide: Math.min(zOurs.lightestSide, zPeer.lightestSide),
      });
    }
  }
}
const largestGap = Math.max(0, ...firstPartings.map((p) => p.relativeGap));
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
    categoriesThatPart: firstPartings.length,
    largestRelativeZGapWherePartingStarts: largestGap,
    nearTiesOnly: largestGap <= 1e-9,
    // Partings where a candidate has a weight sum below 1e-12: there our negative side, taken by
    // subtraction from a both-signs sum, is below its own rounding error.
    partingsAtVanishingWeight: firstPartings.filter((p) => p.lightestSide < 1e-12).length,
    firstPartings,
  }),
);
