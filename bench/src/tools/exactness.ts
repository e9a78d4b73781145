// Trains AdaBoost.MH and MP-Boost on Reuters-21578 ModApte-90 twice, with incremental statistics and
// with every statistic recomputed every round and the passes over D in plain JavaScript (the
// straightforward implementation; the first runs them in WebAssembly SIMD where available), and reports
// whether the model files are identical, the first round that differs, and both times per round.
//   node bench/dist/tools/exactness.js [--iterations 200] [--datasets DIR]

import { boostAdditive, type Normalization } from "@textboost/boosting";
import type { WeakLearner } from "@textboost/core";
import { perLabelStump, presenceStump } from "@textboost/stumps";
import { loadBenchData } from "./bench-data.js";
import { datasetsDir, flag } from "./datasets-dir.js";

const argv = process.argv.slice(2);
const iterations = Number(flag(argv, "iterations") ?? 200);
const data = await loadBenchData("reuters", datasetsDir(flag(argv, "datasets")));
const runs: [string, WeakLearner, Normalization][] = [
  ["adaboost-mh", presenceStump(), "global"],
  ["mp-boost", perLabelStump(), "per-label"],
];
let allIdentical = true;
for (const [algorithm, learner, normalization] of runs) {
  const common = { algorithm, learner, normalization, iterations } as const;
  const t0 = performance.now();
  const scratch = await boostAdditive(data.train, { ...common, incremental: false, simd: false });
  const t1 = performance.now();
  const incremental = await boostAdditive(data.train, { ...common });
  const t2 = performance.now();
  const identical = JSON.stringify(scratch.toJSON()) === JSON.stringify(incremental.toJSON());
  const firstDifference = scratch.rounds.findIndex(
    (h, s) => JSON.stringify(h.toJSON()) !== JSON.stringify(incremental.rounds[s]!.toJSON()),
  );
  allIdentical &&= identical;
  console.log(
    JSON.stringify({
      algorithm,
      iterations,
      identical,
      firstDifferingRound: firstDifference < 0 ? null : firstDifference + 1,
      fromScratchMsPerRound: Math.round(((t1 - t0) / iterations) * 100) / 100,
      incrementalMsPerRound: Math.round(((t2 - t1) / iterations) * 100) / 100,
    }),
  );
}
process.exitCode = allIdentical ? 0 : 1;
