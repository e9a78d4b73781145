// What binned threshold stumps cost in accuracy against exact every-value threshold stumps: test
// micro-F1, macro-F1 and average precision at S rounds of AdaBoost.MH (and MP-Boost with
// --algorithms) with exact threshold stumps, binned stumps at several B (B = 1 is presence of a
// positive value) on the same split; rcv1subset1 on seeded stratified 70/30 splits, the Yahoo and
// Mulan sets on their own train/test parts. Prints one line per (set, split, algorithm, stumps) and the
// mean difference to exact of each B; JSON to bench/results/binned-accuracy.json.
//   node bench/dist/accuracy/binned-accuracy.js [--sets rcv1subset1,yahoo:arts,yahoo:business,medical,enron]
//        [--seeds 1,2] [--bins 1,2,4,8,16] [--iterations 100] [--algorithms adaboost-mh] [--datasets DIR]
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { adaBoostMH, loadAdaBoostMH } from "@textboost/adaboost-mh";
import { binnedBooster } from "@textboost/binning";
import type { Booster, CsrMatrix, Dataset, LabelMatrix } from "@textboost/core";
import { loadDataset, stratifiedSplit } from "@textboost/datasets";
import { averagePrecision, macroF1, microF1, thresholdScores } from "@textboost/metrics";
import { loadMPBoost, mpBoost } from "@textboost/mp-boost";
import { selectRows } from "@textboost/sparse";
import { perLabelThresholdStump, thresholdStump } from "@textboost/stumps";
import { datasetsDir, flag } from "../tools/datasets-dir.js";
import { loadAverage } from "../tools/load-guard.js";
import { RESULTS_DIR } from "../tools/paths.js";

const argv = process.argv.slice(2);
const sets = (flag(argv, "sets") ?? "rcv1subset1,yahoo:arts,yahoo:business,medical,enron").split(",");
const seeds = (flag(argv, "seeds") ?? "1,2").split(",").map(Number);
const binsList = (flag(argv, "bins") ?? "1,2,4,8,16").split(",").map(Number);
const iterations = Number(flag(argv, "iterations") ?? 100);
const algorithms = (flag(argv, "algorithms") ?? "adaboost-mh").split(",") as Algorithm[];
const datasets = datasetsDir(flag(argv, "datasets"));

type Algorithm = "adaboost-mh" | "mp-boost";
interface Split {
  readonly set: string;
  readonly split: string;
  readonly train: Dataset;
  readonly testX: CsrMatrix;
  readonly testY: LabelMatrix;
}

async function vectors(dir: string, split?: "train" | "test"): Promise<Dataset> {
  const d = await loadDataset("mulan", dir, split === undefined ? {} : { split });
  if (d.kind !== "vectors") throw new Error(`${dir}: expected vectors`);
  return d.dataset;
}

async function splitsOf(set: string): Promise<Split[]> {
  if (set === "rcv1subset1") {
    const all = await vectors(join(datasets, "mulan", "rcv1subset1"));
    return seeds.map((seed) => {
      const { train, test } = stratifiedSplit(all.Y, { testFraction: 0.3, seed });
      return {
        set,
        split: `70/30 seed ${seed}`,
        train: { ...all, X: selectRows(all.X, train), Y: selectRows(all.Y, train) },
        testX: selectRows(all.X, test),
        testY: selectRows(all.Y, test),
      };
    });
  }
  const dir = set.startsWith("yahoo:") ? join(datasets, "yahoo", set.slice(6)) : join(datasets, "mulan", set);
  const train = await vectors(dir, "train");
  const test = await vectors(dir, "test");
  return [{ set, split: "train/test", train, testX: test.X, testY: test.Y }];
}

function boosters(algorithm: Algorithm): { stumps: string; make: () => Booster }[] {
  const presence = () => (algorithm === "adaboost-mh" ? adaBoostMH() : mpBoost());
  const load = (json: unknown) => (algorithm === "adaboost-mh" ? loadAdaBoostMH(json) : loadMPBoost(json));
  return [
    {
      stumps: "threshold",
      make: () =>
        algorithm === "adaboost-mh"
          ? adaBoostMH({ learner: thresholdStump() })
          : mpBoost({ learner: perLabelThresholdStump() }),
    },
    ...binsList.map((bins) => ({
      stumps: `binned B=${bins}`,
      make: () => binnedBooster(presence(), { bins, load }),
    })),
  ];
}

const rows: Record<string, unknown>[] = [];
for (const set of sets) {
  for (const s of await splitsOf(set)) {
    const real = s.train.X.values?.some((v) => v !== 1) ?? false;
    console.log(
      `${s.set} (${s.split}): ${s.train.X.rows} training, ${s.testX.rows} test documents, ${s.train.X.cols} features${real ? "" : " (binary)"}`,
    );
    for (const algorithm of algorithms) {
      for (const b of boosters(algorithm)) {
        const start = process.cpuUsage();
        const model = await b.make().fit(s.train, { iterations });
        const used = process.cpuUsage(start);
        const scores = model.scores(s.testX);
        const predicted = thresholdScores(scores, 0);
        const row = {
          set: s.set,
          split: s.split,
          algorithm,
          stumps: b.stumps,
          iterations,
          microF1: microF1(s.testY, predicted),
          macroF1: macroF1(s.testY, predicted),
          averagePrecision: averagePrecision(s.testY, scores),
          cpuMs: (used.user + used.system) / 1000,
          load: loadAverage(),
        };
        rows.push(row);
        console.log(
          `  ${algorithm.padEnd(11)} ${b.stumps.padEnd(12)} F1μ ${row.microF1.toFixed(4)} F1M ${row.macroF1.toFixed(4)} AP ${row.averagePrecision.toFixed(4)}  CPU ${(row.cpuMs / 1000).toFixed(1)} s; load ${row.load[0]}`,
        );
      }
    }
  }
}

// Mean difference to exact thresholds per (algorithm, B), over every set and split.
console.log(
  `mean difference to exact threshold stumps over ${new Set(rows.map((r) => `${r.set} ${r.split}`)).size} splits (positive: binned is better):`,
);
const summary = [];
for (const algorithm of algorithms) {
  for (const bins of binsList) {
    const stumps = `binned B=${bins}`;
    const pairs = rows
      .filter((r) => r.algorithm === algorithm && r.stumps === stumps)
      .map(
        (r) =>
          [
            r,
            rows.find(
              (e) =>
                e.algorithm === algorithm &&
                e.stumps === "threshold" &&
                e.set === r.set &&
                e.split === r.split,
            )!,
          ] as const,
      );
    const mean = (key: "microF1" | "macroF1" | "averagePrecision") =>
      pairs.reduce((sum, [r, e]) => sum + (r[key] as number) - (e[key] as number), 0) / pairs.length;
    const line = {
      algorithm,
      stumps,
      microF1: mean("microF1"),
      macroF1: mean("macroF1"),
      averagePrecision: mean("averagePrecision"),
    };
    summary.push(line);
    console.log(
      `  ${algorithm.padEnd(11)} ${stumps.padEnd(12)} ΔF1μ ${line.microF1.toFixed(4)} ΔF1M ${line.macroF1.toFixed(4)} ΔAP ${line.averagePrecision.toFixed(4)}`,
    );
  }
}
const resultsDir = RESULTS_DIR;
mkdirSync(resultsDir, { recursive: true });
const file = flag(argv, "out") ?? join(resultsDir, "binned-accuracy.json");
writeFileSync(file, `${JSON.stringify({ iterations, seeds, rows, summary }, null, 2)}\n`);
console.log(`written ${file}`);
