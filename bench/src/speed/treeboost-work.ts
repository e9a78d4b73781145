// Where the training time of TreeBoost.MH goes, against AdaBoost.MH's: per boosting round, the work
// units of AdaBoost.MH's incremental round (@textboost/stumps), for the flat booster and for every node
// of the tree, and the CPU time per unit.
//   update: occurrences of terms in the pivot's documents x labels (the statistics' update)
//   scan:   terms x labels (the pivot choice)
//   pairs:  documents x labels (reweighting and normalising D)
//   node bench/dist/speed/treeboost-work.js [--data reuters|reutersk500] [--iterations 500] [--features full|global]
//        [--min-documents 30] [--datasets DIR]
// Prints a table and writes bench/results/treeboost-work-<data>-<date>.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { adaBoostMH } from "@textboost/adaboost-mh";
import type { Dataset } from "@textboost/core";
import { selectFeatures } from "@textboost/features";
import { selectColumns, toCsc } from "@textboost/sparse";
import type { StumpHypothesis } from "@textboost/stumps";
import { localDataset, prepareTreeBoost } from "@textboost/treeboost";
import { loadTreeBoostData, TREEBOOST_DATA, type TreeBoostDataName } from "../reproduction/treeboost-data.js";
import { datasetsDir, flag } from "../tools/datasets-dir.js";
import { RESULTS_DIR } from "../tools/paths.js";

const argv = process.argv.slice(2);
const name = (flag(argv, "data") ?? "reuters") as TreeBoostDataName;
if (!TREEBOOST_DATA.includes(name)) throw new Error(`--data ${TREEBOOST_DATA.join("|")}`);
const S = Number(flag(argv, "iterations") ?? 500);
const features = flag(argv, "features") ?? "full";
const d = await loadTreeBoostData(name, datasetsDir(flag(argv, "datasets")), {
  minDocuments: Number(flag(argv, "min-documents") ?? 30),
});
let train: Dataset = d.train;
if (features === "global") {
  const size = name === "reuters" ? 2012 : 200;
  const kept = Int32Array.from(selectFeatures(train.X, train.Y, { size }).columns).sort();
  train = {
    ...train,
    X: selectColumns(train.X, kept),
    featureNames: Array.from(kept, (c) => train.featureNames[c]!),
  };
}

interface Work {
  name: string;
  documents: number;
  terms: number;
  labels: number;
  update: number;
  scan: number;
  pairs: number;
  cpuMsPerRound: number;
  nsPerUnit: number;
}

/** Trains AdaBoost.MH on `data` (twice: the second, warm, is timed) and counts its work per round. */
async function measure(label: string, data: Dataset): Promise<Work> {
  await adaBoostMH().fit(data, { iterations: Math.min(S, 50) });
  const start = process.cpuUsage();
  const model = await adaBoostMH().fit(data, { iterations: S });
  const used = process.cpuUsage(start);
  const cpuMsPerRound = (used.user + used.system) / 1000 / S;
  const Xc = toCsc(data.X);
  let occurrences = 0;
  for (const h of model.rounds as StumpHypothesis[]) {
    for (let p = Xc.indptr[h.term]!; p < Xc.indptr[h.term + 1]!; p++) {
      const i = Xc.indices[p]!;
      occurrences += data.X.indptr[i + 1]! - data.X.indptr[i]!;
    }
  }
  const m = data.Y.cols;
  const work = { update: (occurrences * m) / S, scan: data.X.cols * m, pairs: data.X.rows * m };
  const units = work.update + work.scan + work.pairs;
  return {
    name: label,
    documents: data.X.rows,
    terms: data.X.cols,
    labels: m,
    ...work,
    cpuMsPerRound,
    nsPerUnit: (cpuMsPerRound * 1e6) / units,
  };
}

const loadBefore = loadavg();
const flat = await measure("AdaBoost.MH", train);
const { plan, examples } = prepareTreeBoost(train, d.tree, d.labelKey, S);
const nodes: Work[] = [];
for (const [b, node] of plan.nodes.entries()) {
  if (examples[b]!.documents.length === 0) continue;
  nodes.push(await measure(`node ${node.name}`, localDataset(train, examples[b]!, node).dataset));
}
const sum = (key: "update" | "scan" | "pairs" | "cpuMsPerRound") => nodes.reduce((s, n) => s + n[key], 0);
const fmt = (x: number) => Math.round(x).toLocaleString("en-US");
console.log(
  `\n${d.name}, ${features} features (${train.X.cols} terms), S = ${S}; tree ${d.treeSource}; load average ${loadBefore.map((l) => l.toFixed(2)).join(" ")} -> ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}\n`,
);
console.log(
  "| booster | documents | terms | labels | update / round | scan / round | pairs / round | CPU ms / round | ns / unit |",
);
console.log("|---|---|---|---|---|---|---|---|---|");
for (const w of [flat, ...nodes]) {
  console.log(
    `| ${w.name} | ${fmt(w.documents)} | ${fmt(w.terms)} | ${w.labels} | ${fmt(w.update)} | ${fmt(w.scan)} | ${fmt(w.pairs)} | ${w.cpuMsPerRound.toFixed(2)} | ${w.nsPerUnit.toFixed(2)} |`,
  );
}
const ratios = {
  update: sum("update") / flat.update,
  scan: sum("scan") / flat.scan,
  pairs: sum("pairs") / flat.pairs,
  cpu: sum("cpuMsPerRound") / flat.cpuMsPerRound,
};
console.log(
  `| TreeBoost.MH / AdaBoost.MH | | | | ${ratios.update.toFixed(3)} | ${ratios.scan.toFixed(3)} | ${ratios.pairs.toFixed(3)} | ${ratios.cpu.toFixed(3)} | |`,
);
const dir = RESULTS_DIR;
mkdirSync(dir, { recursive: true });
const file = join(
  dir,
  `treeboost-work-${name}-${features}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`,
);
writeFileSync(
  file,
  `${JSON.stringify({ benchmark: "treeboost-work", data: d.name, tree: d.treeSource, features, iterations: S, node: process.version, loadAverage: { before: loadBefore, after: loadavg() }, flat, nodes, ratios }, null, 2)}\n`,
);
console.error(`written ${file}`);
