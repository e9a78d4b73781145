// CPU ms per boosting round of presence stumps, binned threshold stumps (several B) and exact
// every-value threshold stumps, for AdaBoost.MH and MP-Boost on one thread, on rcv1subset1 and on
// Reuters-21578 tf-idf over its whole vocabulary: the worst of --repeat runs, the load average beside
// each figure. A round's time is the CPU between the first and the last round's onIteration divided
// by the rounds between them (the table fill, binning and expansion are printed apart as "setup").
// JSON to bench/results/binned-speed.json (or --out FILE).
//   node bench/dist/speed/binned-speed.js [--sets rcv1subset1,reuters-tfidf] [--bins 2,4,8,16]
//        [--iterations 30] [--threshold-iterations 4] [--repeat 3] [--datasets DIR]
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { adaBoostMH, loadAdaBoostMH } from "@textboost/adaboost-mh";
import { binnedBooster } from "@textboost/binning";
import type { Booster, Dataset } from "@textboost/core";
import { loadMPBoost, mpBoost } from "@textboost/mp-boost";
import { perLabelThresholdStump, thresholdStump } from "@textboost/stumps";
import { loadRealValuedSet } from "../tools/binned-data.js";
import { datasetsDir, flag } from "../tools/datasets-dir.js";
import { loadAverage } from "../tools/load-guard.js";
import { RESULTS_DIR } from "../tools/paths.js";

const argv = process.argv.slice(2);
const sets = (flag(argv, "sets") ?? "rcv1subset1,reuters-tfidf").split(",");
const binsList = (flag(argv, "bins") ?? "2,4,8,16").split(",").map(Number);
const iterations = Number(flag(argv, "iterations") ?? 30);
const thresholdIterations = Number(flag(argv, "threshold-iterations") ?? 4);
const repeat = Number(flag(argv, "repeat") ?? 3);
const datasets = datasetsDir(flag(argv, "datasets"));

type Algorithm = "adaboost-mh" | "mp-boost";
interface Stumps {
  readonly name: string;
  readonly iterations: number;
  make(algorithm: Algorithm): Booster;
  /** Derived features and stored entries of the expansion, when binned. */
  expansion?: { features: number; nnz: number };
}

const presence = (a: Algorithm): Booster => (a === "adaboost-mh" ? adaBoostMH() : mpBoost());
const loader = (a: Algorithm) => (json: unknown) =>
  a === "adaboost-mh" ? loadAdaBoostMH(json) : loadMPBoost(json);

function kinds(): Stumps[] {
  const out: Stumps[] = [{ name: "presence", iterations, make: presence }];
  for (const bins of binsList) {
    const s: Stumps = {
      name: `binned B=${bins}`,
      iterations,
      make: (a) =>
        binnedBooster(presence(a), {
          bins,
          load: loader(a),
          onBinning: (_, e) => {
            s.expansion = { features: e.X.cols, nnz: e.X.indices.length };
          },
        }),
    };
    out.push(s);
  }
  out.push({
    name: "threshold (exact)",
    iterations: thresholdIterations,
    make: (a) =>
      a === "adaboost-mh"
        ? adaBoostMH({ learner: thresholdStump() })
        : mpBoost({ learner: perLabelThresholdStump() }),
  });
  return out;
}

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** One fit: CPU ms per round after the first, and the CPU before the first round ended (setup + round 1). */
async function timeFit(
  booster: Booster,
  data: Dataset,
  rounds: number,
): Promise<{ round: number; setup: number }> {
  const start = cpuMs();
  let first = 0;
  let last = 0;
  await booster.fit(data, {
    iterations: rounds,
    onIteration: (e) => {
      if (e.iteration === 1) first = cpuMs();
      last = cpuMs();
    },
  });
  return { round: (last - first) / Math.max(1, rounds - 1), setup: first - start };
}

const rows = [];
for (const set of sets) {
  const { train } = await loadRealValuedSet(set, datasets);
  console.log(
    `${set}: ${train.X.rows} documents, ${train.X.cols} features, ${train.X.indices.length} stored values, ${train.Y.cols} labels`,
  );
  for (const algorithm of ["adaboost-mh", "mp-boost"] as const) {
    let presenceMs = 0;
    for (const kind of kinds()) {
      const runs: { round: number; setup: number; load: number[] }[] = [];
      for (let r = 0; r < repeat; r++) {
        const t = await timeFit(kind.make(algorithm), train, kind.iterations);
        runs.push({ ...t, load: loadAverage() });
      }
      const worst = Math.max(...runs.map((x) => x.round));
      const setup = Math.max(...runs.map((x) => x.setup));
      if (kind.name === "presence") presenceMs = worst;
      const ratio = worst / presenceMs;
      const load = runs.map((x) => x.load[0]);
      rows.push({
        set,
        algorithm,
        stumps: kind.name,
        rounds: kind.iterations,
        worstRoundMs: worst,
        setupMs: setup,
        ratio,
        expansion: kind.expansion ?? null,
        runs,
      });
      console.log(
        `  ${algorithm.padEnd(11)} ${kind.name.padEnd(18)} ${worst.toFixed(1).padStart(8)} ms/round (x${ratio.toFixed(2)} presence), setup ${setup.toFixed(0)} ms${kind.expansion ? `, ${kind.expansion.features} derived features, ${kind.expansion.nnz} entries` : ""}; load ${load.join(" ")}`,
      );
    }
  }
}
const resultsDir = RESULTS_DIR;
mkdirSync(resultsDir, { recursive: true });
const file = flag(argv, "out") ?? join(resultsDir, "binned-speed.json");
writeFileSync(file, `${JSON.stringify({ iterations, thresholdIterations, repeat, rows }, null, 2)}\n`);
console.log(`written ${file}`);
