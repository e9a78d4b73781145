// The rotation forest's base learner: threshold stumps on every distinct value of a projected
// dimension (`thresholdStump()`, the default until the histogram learner) against histogram stumps
// with B = 16, 32 and 64 equal-frequency bins (`histogramStump({ bins })`), everything else the
// paper's defaults (N = 10, S = 10, M = 100, k = 10), on one thread: test average precision, ranking
// loss and one-error per set and seed, their mean over the seeds, and the training CPU time (the
// load average beside it). Quality does not depend on the load; the times do.
//
//   pnpm turbo run build --filter=@textboost/bench...
//   node bench/dist/accuracy/mlrf-bins.js [--sets medical,enron,arts,...] [--seeds 1,2,3] [--datasets DIR]
//
// Writes bench/results/mlrf-bins-<date>.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { adaBoostMH } from "@textboost/adaboost-mh";
import type { WeakLearner } from "@textboost/core";
import { loadDataset } from "@textboost/datasets";
import { evaluate } from "@textboost/metrics";
import { PAPER_SETTINGS, rotationForest } from "@textboost/rotation-forest";
import { histogramStump, thresholdStump } from "@textboost/stumps";
import { MLRF_SETS } from "../reproduction/mlrf-sets.js";
import { datasetsDir, flag } from "../tools/datasets-dir.js";
import { RESULTS_DIR } from "../tools/paths.js";

const SETS = MLRF_SETS;
const argv = process.argv.slice(2);
const sets = (flag(argv, "sets") ?? Object.keys(SETS).join(",")).split(",");
const seeds = (flag(argv, "seeds") ?? "1,2,3").split(",").map(Number);
const datasets = datasetsDir(flag(argv, "datasets"));
const resultsDir = RESULTS_DIR;

const BASES: readonly [string, () => WeakLearner][] = [
  ["thresholdStump() (every value)", () => thresholdStump()],
  ["histogramStump({ bins: 16 })", () => histogramStump({ bins: 16 })],
  ["histogramStump({ bins: 32 }) (default)", () => histogramStump({ bins: 32 })],
  ["histogramStump({ bins: 64 })", () => histogramStump({ bins: 64 })],
];
const MEASURES = ["averagePrecision", "rankingLoss", "oneError"] as const;
const round = (v: number) => Math.round(v * 10_000) / 10_000;

console.log(
  `MLRF base learners, seeds ${seeds.join(",")}; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
const out: Record<string, unknown>[] = [];
for (const set of sets) {
  const path = SETS[set];
  if (!path) throw new Error(`unknown set ${set}; use ${Object.keys(SETS).join(", ")}`);
  const train = await loadDataset("mulan", join(datasets, path), { split: "train" });
  const test = await loadDataset("mulan", join(datasets, path), { split: "test" });
  if (train.kind !== "vectors" || test.kind !== "vectors") throw new Error(`${set}: expected vectors`);
  console.log(`\n${set}`);
  const rows: Record<string, unknown>[] = [];
  for (const [name, learner] of BASES) {
    const runs: (Record<(typeof MEASURES)[number], number> & {
      seed: number;
      trainCpuMs: number;
      load: number;
    })[] = [];
    for (const seed of seeds) {
      const cpu = process.cpuUsage();
      const model = await rotationForest({ ...PAPER_SETTINGS, base: adaBoostMH({ learner: learner() }) }).fit(
        train.dataset,
        {
          seed,
        },
      );
      const used = process.cpuUsage(cpu);
      const r = evaluate(test.dataset.Y, model.scores(test.dataset.X));
      runs.push({
        seed,
        averagePrecision: round(r.averagePrecision ?? Number.NaN),
        rankingLoss: round(r.rankingLoss ?? Number.NaN),
        oneError: round(r.oneError ?? Number.NaN),
        trainCpuMs: Math.round((used.user + used.system) / 1000),
        load: loadavg()[0]!,
      });
    }
    const mean = Object.fromEntries(
      MEASURES.map((m) => [m, round(runs.reduce((s, x) => s + x[m], 0) / runs.length)]),
    );
    console.log(
      `  ${name.padEnd(40)} mean ${MEASURES.map((m) => `${m} ${mean[m]!.toFixed(4)}`).join("  ")}  | per seed AP ${runs.map((x) => x.averagePrecision.toFixed(4)).join(" ")}  | cpu ms ${runs.map((x) => x.trainCpuMs).join(" ")} (load ${runs.map((x) => x.load.toFixed(1)).join(" ")})`,
    );
    rows.push({ base: name, mean, runs });
  }
  out.push({ set, rows });
}
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `mlrf-bins-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(file, `${JSON.stringify({ seeds, sets: out }, null, 1)}\n`);
console.log(`\nwritten to ${file}`);
