// CPU time per round of this checkout against another built checkout (a clone at another commit, after
// `pnpm turbo run build`), interleaved in one process on the same data: AdaBoost.MH and MP-Boost on
// Reuters-21578 ModApte-90 (or --data, any source train-one.js takes), alternating which side goes
// first, so that load drifts hit both alike.
// Prints the median and worst of each side, whether the models are identical, and the load average;
// JSON to bench/results/interleaved-speed-<date>.json.
//   node bench/dist/speed/interleaved-speed.js --base /path/to/other/clone [--iterations 100] [--repeat 4]
//        [--data reuters|mpboost:DIR|mulan:NAME] [--datasets DIR]
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { adaBoostMH } from "@textboost/adaboost-mh";
import type { AdditiveModel } from "@textboost/boosting";
import type { Booster } from "@textboost/core";
import { mpBoost } from "@textboost/mp-boost";
import { loadBenchData } from "../tools/bench-data.js";
import { datasetsDir, flag } from "../tools/datasets-dir.js";
import { loadAverage } from "../tools/load-guard.js";
import { RESULTS_DIR } from "../tools/paths.js";

const argv = process.argv.slice(2);
const baseDir = flag(argv, "base");
if (!baseDir) throw new Error("--base DIR (a built checkout to compare with) is required");
const iterations = Number(flag(argv, "iterations") ?? 100);
const repeat = Number(flag(argv, "repeat") ?? 4);

type Makers = Record<"adaboost-mh" | "mp-boost", () => Booster<AdditiveModel>>;
const load = async (pkg: string) =>
  import(pathToFileURL(join(baseDir, "packages", pkg, "dist", "index.js")).href);
const baseMH = (await load("adaboost-mh")) as { adaBoostMH: () => Booster<AdditiveModel> };
const baseMP = (await load("mp-boost")) as { mpBoost: () => Booster<AdditiveModel> };
const sides: Record<"base" | "this", Makers> = {
  base: { "adaboost-mh": () => baseMH.adaBoostMH(), "mp-boost": () => baseMP.mpBoost() },
  this: { "adaboost-mh": () => adaBoostMH(), "mp-boost": () => mpBoost() },
};

const source = flag(argv, "data") ?? "reuters";
const data = await loadBenchData(source, datasetsDir(flag(argv, "datasets")));
const loadBefore = loadAverage();
console.log(`${data.name}, S = ${iterations}, ${repeat} runs a side`);
const rows = [];
for (const algorithm of ["adaboost-mh", "mp-boost"] as const) {
  const cpu: Record<"base" | "this", number[]> = { base: [], this: [] };
  const models: Record<string, string> = {};
  for (let r = 0; r < repeat; r++) {
    const order = r % 2 === 0 ? (["this", "base"] as const) : (["base", "this"] as const);
    for (const side of order) {
      const start = process.cpuUsage();
      const model = await sides[side][algorithm]().fit(data.train, { iterations });
      const used = process.cpuUsage(start);
      cpu[side].push((used.user + used.system) / 1000 / iterations);
      models[side] = JSON.stringify(model.toJSON());
    }
  }
  const median = (a: number[]) => [...a].sort((x, y) => x - y)[a.length >> 1]!;
  const row = {
    algorithm,
    baseMedian: median(cpu.base),
    thisMedian: median(cpu.this),
    baseWorst: Math.max(...cpu.base),
    thisWorst: Math.max(...cpu.this),
    ratio: median(cpu.this) / median(cpu.base),
    identical: models.base === models.this,
    cpu,
  };
  rows.push(row);
  console.log(
    `${algorithm.padEnd(12)} CPU ms/round median this ${row.thisMedian.toFixed(2)} base ${row.baseMedian.toFixed(2)} (ratio ${row.ratio.toFixed(3)}), worst ${row.thisWorst.toFixed(2)} / ${row.baseWorst.toFixed(2)}; models identical: ${row.identical}`,
  );
}
const loadAfter = loadAverage();
console.log(`load ${loadBefore.join(" ")} -> ${loadAfter.join(" ")}`);
const resultsDir = RESULTS_DIR;
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `interleaved-speed-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ base: baseDir, data: data.name, iterations, repeat, loadBefore, loadAfter, rows }, null, 2)}\n`,
);
console.log(`written ${file}`);
