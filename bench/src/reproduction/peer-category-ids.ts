// Why MP-Boost models differ from MP-Boost++'s on some conversions of Reuters-21578 while they match
// on ours: MP-Boost++ makes one category per id from 0 to the largest (gaps included), and that
// number k enters the initial weights 1/(m·k) and the smoothing ε = 1/(m·k). This bench writes
// Reuters-21578 ModApte-90 as MP-Boost++ files with gapped category ids (category j gets id 2j + 1,
// so ids 0, 2, 4, ... occur nowhere), trains MP-Boost++ and ours on the same files, and counts the
// (round, category) pivots that agree, with our reader's default (`categoryIds: "distinct"`, k = 90)
// and with `categoryIds: "dense"` (k = 180, as MP-Boost++).
//   node bench/dist/reproduction/peer-category-ids.js --peer-mpboost DIR [--iterations 200] [--datasets DIR]
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readMpBoost, writeMpBoost } from "@textboost/datasets";
import { mpBoost } from "@textboost/mp-boost";
import { datasetsDir, flag } from "../tools/datasets-dir.js";
import { loadAverage } from "../tools/load-guard.js";
import { runPeer } from "../tools/peer-mpboost.js";
import { loadReutersBench } from "../tools/reuters.js";
import { readPeerMpBoostPivots } from "./peer-model.js";

const argv = process.argv.slice(2);
const peerDir = flag(argv, "peer-mpboost");
if (!peerDir) throw new Error("--peer-mpboost DIR is required (a local build of MP-Boost++)");
const iterations = Number(flag(argv, "iterations") ?? 200);
const datasets = datasetsDir(flag(argv, "datasets"));

const dir = mkdtempSync(join(tmpdir(), "textboost-gapped-"));
const r = await loadReutersBench(datasets);
const gapped = r.train.labelNames.map((_, j) => String(2 * j + 1));
await writeMpBoost({ ...r.train, labelNames: gapped }, join(dir, "training"), { labels: "names" });
await writeMpBoost({ ...r.train, X: r.testX, Y: r.testY, labelNames: gapped }, join(dir, "test"), {
  labels: "names",
});

runPeer(peerDir, dir, "mp-boost", iterations);
const { categories: peerCategories, pivots: peerPivots } = readPeerMpBoostPivots(join(dir, "mp-boost.model"));

const rows = [];
for (const categoryIds of ["distinct", "dense"] as const) {
  const train = await readMpBoost(join(dir, "training"), { categoryIds });
  const model = await mpBoost().fit(train, { iterations });
  let agree = 0;
  let pairs = 0;
  model.rounds.forEach((h, s) => {
    const terms = (h as unknown as { terms: Int32Array }).terms;
    for (let j = 0; j < train.labelNames.length; j++) {
      const id = Number(train.labelNames[j]);
      if (!gapped.includes(String(id))) continue; // a gap id: no documents, not a Reuters category
      pairs++;
      if (Number(train.featureNames[terms[j]!]) === peerPivots[s]![id]) agree++;
    }
  });
  rows.push({ categoryIds, categories: train.labelNames.length, samePivots: agree, pivots: pairs });
}
const result = { iterations, files: dir, peerCategories, rows, loadAverage: loadAverage() };
console.log(`MP-Boost, S = ${iterations}, Reuters-21578 ModApte-90 with category ids 1, 3, ..., 179`);
console.log(`MP-Boost++ categories: ${peerCategories}`);
for (const row of rows)
  console.log(
    `ours, categoryIds ${row.categoryIds.padEnd(8)} (${row.categories} categories): ${row.samePivots} of ${row.pivots} (round, category) pivots equal to MP-Boost++'s`,
  );
console.log(JSON.stringify(result));
