// Reproduction of Tables 2-6 of Elghazel, Aussem, Gharroudi and Saadaoui, "Ensemble multi-label text
// categorization based on rotation forest and latent semantic indexing" (Expert Systems with
// Applications, 2016) on the sets we have (Medical, Enron and six Yahoo sets): MLRF with the paper's
// settings (N = 10, S = 10, M = 100, k = 10, AdaBoost.MH with threshold stumps as base) beside our
// AdaBoost.MH (BoosTexter) at 100 rounds, with Hamming loss, ranking loss, coverage (Mulan's
// convention, as the paper's equation (3)), one-error, average precision, training and test times and
// the kappa-error data of Section 4.5; then beyond the paper: MP-Boost as base, N = 20 and 50, k = 20.
//
//   pnpm turbo run build --filter=@textboost/bench...
//   node bench/dist/reproduction/mlrf-reproduction.js [--sets medical,enron,arts,business,computers,education,entertainment,health]
//        [--threads 2] [--seed 1] [--datasets DIR]
//
// Writes bench/results/mlrf-reproduction.json (measures, times, the paper's figures and whether we
// agree) and bench/results/mlrf-kappa-error.json (the 45 pairs of the default forest, per set).
// Quality figures do not depend on the machine; the times here are on --threads threads, with the
// load average printed beside them (the like-for-like speed comparison is bench/dist/speed/mlrf-speed.js).
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { adaBoostMH } from "@textboost/adaboost-mh";
import type { Booster, CsrMatrix, Dataset, LabelMatrix, Model } from "@textboost/core";
import { loadDataset } from "@textboost/datasets";
import { evaluate } from "@textboost/metrics";
import { forestKappaError, PAPER_SETTINGS } from "@textboost/rotation-forest";
import { type BaseModule, parallelRotationForest } from "@textboost/rotation-forest/node";
import { datasetsDir, flag } from "../tools/datasets-dir.js";
import { RESULTS_DIR } from "../tools/paths.js";
import { MLRF_SETS } from "./mlrf-sets.js";

const argv = process.argv.slice(2);
const threads = Number(flag(argv, "threads") ?? 2);
const seed = Number(flag(argv, "seed") ?? 1);
const datasets = datasetsDir(flag(argv, "datasets"));
const resultsDir = RESULTS_DIR;

const SETS = MLRF_SETS;
const chosen = (flag(argv, "sets") ?? Object.keys(SETS).join(",")).split(",");

/** The measures of Tables 2-6, in their order. Lower is better except average precision. */
const MEASURES = ["hammingLoss", "rankingLoss", "coverage", "oneError", "averagePrecision"] as const;
type Measure = (typeof MEASURES)[number];
type Figures = Record<Measure, number>;

/** Tables 2-6 of the paper: [BoosTexter, MLRF] per set and measure. */
const PAPER: Record<string, Record<Measure, [number, number]>> = {
  arts: {
    hammingLoss: [0.0652, 0.0576],
    rankingLoss: [0.1458, 0.1261],
    coverage: [5.2973, 4.8443],
    oneError: [0.555, 0.522],
    averagePrecision: [0.5448, 0.5845],
  },
  business: {
    hammingLoss: [0.0293, 0.0268],
    rankingLoss: [0.0416, 0.0412],
    coverage: [2.4123, 2.327],
    oneError: [0.1307, 0.125],
    averagePrecision: [0.8697, 0.8789],
  },
  computers: {
    hammingLoss: [0.0408, 0.037],
    rankingLoss: [0.095, 0.0818],
    coverage: [4.4887, 4.0693],
    oneError: [0.4287, 0.4003],
    averagePrecision: [0.6449, 0.6701],
  },
  education: {
    hammingLoss: [0.0457, 0.0386],
    rankingLoss: [0.0938, 0.0821],
    coverage: [4.0673, 3.6287],
    oneError: [0.5587, 0.5243],
    averagePrecision: [0.5654, 0.6013],
  },
  enron: {
    hammingLoss: [0.051, 0.047],
    rankingLoss: [0.0912, 0.0784],
    coverage: [13.3921, 11.8135],
    oneError: [0.2988, 0.2159],
    averagePrecision: [0.6639, 0.7001],
  },
  entertainment: {
    hammingLoss: [0.0626, 0.0552],
    rankingLoss: [0.1132, 0.0983],
    coverage: [3.0883, 2.817],
    oneError: [0.475, 0.4407],
    averagePrecision: [0.6368, 0.6645],
  },
  health: {
    hammingLoss: [0.0397, 0.0354],
    rankingLoss: [0.0521, 0.0452],
    coverage: [3.078, 2.7667],
    oneError: [0.321, 0.2923],
    averagePrecision: [0.7408, 0.7705],
  },
  medical: {
    hammingLoss: [0.0115, 0.0113],
    rankingLoss: [0.068, 0.0265],
    coverage: [2.4295, 1.6186],
    oneError: [0.1628, 0.1566],
    averagePrecision: [0.8677, 0.8864],
  },
};

interface Run {
  readonly name: string;
  readonly trainMs: number;
  readonly trainCpuMs: number;
  readonly testMs: number;
  readonly figures: Figures;
  /** Extra figures: scikit-learn's coverage (Mulan's + the share of documents with a label), micro/macro F1. */
  readonly coverageSklearn: number;
  readonly microF1: number;
  readonly macroF1: number;
}

const round = (v: number, digits = 4) => Math.round(v * 10 ** digits) / 10 ** digits;

function measure(
  name: string,
  model: Model,
  testX: CsrMatrix,
  testY: LabelMatrix,
  trainMs: number,
  trainCpuMs: number,
  rounds?: number,
): Run {
  const start = performance.now();
  const scores = model.scores(testX, rounds === undefined ? {} : { rounds });
  const testMs = performance.now() - start;
  const r = evaluate(testY, scores);
  const figures = Object.fromEntries(MEASURES.map((m) => [m, round(r[m] ?? Number.NaN)])) as Figures;
  return {
    name,
    trainMs: Math.round(trainMs),
    trainCpuMs: Math.round(trainCpuMs),
    testMs: Math.round(testMs),
    figures,
    coverageSklearn: round(r.coverageSklearn),
    microF1: round(r.microF1),
    macroF1: round(r.macroF1),
  };
}

async function timed<M extends Model>(
  booster: Booster<M>,
  data: Dataset,
  options: object,
): Promise<{ model: M; ms: number; cpuMs: number }> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const model = await booster.fit(data, options);
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { model, ms, cpuMs: (used.user + used.system) / 1000 };
}

/** The direction of a difference: does `ours` beat `theirs` on this measure? */
const better = (m: Measure, a: number, b: number) => (m === "averagePrecision" ? a > b : a < b);

// The paper's base (AdaBoost.MH, 32-bin threshold stumps) and the MP-Boost base: modules the worker
// threads can import (this script's own build). Every forest here has the paper's settings.
const PAPER_BASE: BaseModule = {
  module: new URL("./mlrf-bases.js", import.meta.url).href,
  export: "adaBoostHistogramBase",
};
const MP_BOOST_BASE: BaseModule = {
  module: new URL("./mlrf-bases.js", import.meta.url).href,
  export: "mpBoostThresholdBase",
};

const report: Record<string, unknown>[] = [];
const kappa: Record<string, unknown> = {};
console.log(
  `MLRF reproduction, seed ${seed}, ${threads} threads; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
for (const key of chosen) {
  const path = SETS[key];
  if (!path) throw new Error(`unknown set ${key}; use ${Object.keys(SETS).join(", ")}`);
  const dir = join(datasets, path);
  const trainSet = await loadDataset("mulan", dir, { split: "train" });
  const testSet = await loadDataset("mulan", dir, { split: "test" });
  if (trainSet.kind !== "vectors" || testSet.kind !== "vectors") throw new Error(`${key}: expected vectors`);
  const train = trainSet.dataset;
  const { X: testX, Y: testY } = testSet.dataset;
  const runs: Run[] = [];
  const fit = { seed };

  const mh = await timed(adaBoostMH(), train, { iterations: 100 });
  runs.push(measure("adaboost-mh S=100", mh.model, testX, testY, mh.ms, mh.cpuMs));

  const forest = await timed(
    parallelRotationForest({ ...PAPER_SETTINGS, threads, base: PAPER_BASE }),
    train,
    { ...fit, iterations: 10 },
  );
  runs.push(
    measure("mlrf (paper: N=10 S=10 M=100 k=10)", forest.model, testX, testY, forest.ms, forest.cpuMs),
  );
  const diagram = forestKappaError(forest.model, testX, testY);
  kappa[key] = diagram;

  const big = await timed(parallelRotationForest({ ...PAPER_SETTINGS, threads, base: PAPER_BASE }), train, {
    ...fit,
    iterations: 50,
  });
  // Member i depends on (seed, i) only: the first 10 members of the 50 are the default forest.
  const same =
    JSON.stringify(Array.from(big.model.scores(testX, { rounds: 10 }).data)) ===
    JSON.stringify(Array.from(forest.model.scores(testX).data));
  runs.push(
    measure(
      "mlrf N=20 (first 20 of the N=50 forest; time: N=50)",
      big.model,
      testX,
      testY,
      big.ms,
      big.cpuMs,
      20,
    ),
  );
  runs.push(measure("mlrf N=50", big.model, testX, testY, big.ms, big.cpuMs));

  const mp = await timed(parallelRotationForest({ ...PAPER_SETTINGS, threads, base: MP_BOOST_BASE }), train, {
    ...fit,
    iterations: 10,
  });
  runs.push(measure("mlrf base=mp-boost", mp.model, testX, testY, mp.ms, mp.cpuMs));
  const k20 = await timed(
    parallelRotationForest({ ...PAPER_SETTINGS, threads, lsiDims: 20, base: PAPER_BASE }),
    train,
    {
      ...fit,
      iterations: 10,
    },
  );
  runs.push(measure("mlrf k=20", k20.model, testX, testY, k20.ms, k20.cpuMs));

  const ours = { mh: runs[0]!.figures, mlrf: runs[1]!.figures };
  const paper = PAPER[key]!;
  const agreement = Object.fromEntries(
    MEASURES.map((m) => {
      const paperSays = better(m, paper[m][1], paper[m][0]);
      const weSay = better(m, ours.mlrf[m], ours.mh[m]);
      return [m, { paperMlrfBetter: paperSays, oursMlrfBetter: weSay, agree: paperSays === weSay }];
    }),
  );
  report.push({
    set: key,
    documents: { train: train.X.rows, test: testX.rows },
    features: train.X.cols,
    labels: train.Y.cols,
    loadAverage: loadavg().map((l) => round(l, 2)),
    runs,
    paper: Object.fromEntries(MEASURES.map((m) => [m, { boostexter: paper[m][0], mlrf: paper[m][1] }])),
    agreement,
    firstTenOfFiftyEqualDefault: same,
    kappaError: {
      meanKappa: round(diagram.points.reduce((s, p) => s + p.kappa, 0) / diagram.points.length),
      meanError: round(diagram.points.reduce((s, p) => s + p.error, 0) / diagram.points.length),
    },
  });
  console.log(
    `\n${key}: ${train.X.rows} / ${testX.rows} documents, ${train.X.cols} features, ${train.Y.cols} labels; load ${loadavg()[0]!.toFixed(2)}`,
  );
  console.log(
    `  ${"run".padEnd(52)} ${MEASURES.map((m) => m.padStart(17)).join("")}  train ms (cpu)   test ms`,
  );
  for (const r of runs) {
    console.log(
      `  ${r.name.padEnd(52)} ${MEASURES.map((m) => r.figures[m].toFixed(4).padStart(17)).join("")}  ${`${r.trainMs} (${r.trainCpuMs})`.padStart(14)} ${String(r.testMs).padStart(9)}`,
    );
  }
  console.log(
    `  ${"paper BoosTexter".padEnd(52)} ${MEASURES.map((m) => paper[m][0].toFixed(4).padStart(17)).join("")}`,
  );
  console.log(
    `  ${"paper MLRF".padEnd(52)} ${MEASURES.map((m) => paper[m][1].toFixed(4).padStart(17)).join("")}`,
  );
  console.log(
    `  agree with the paper (MLRF ahead?): ${MEASURES.map((m) => `${m} ${(agreement[m] as { agree: boolean }).agree ? "yes" : "no"}`).join(", ")}`,
  );
  console.log(`  first 10 of the N=50 forest equal the default forest: ${same}`);
}

mkdirSync(resultsDir, { recursive: true });
const suffix = chosen.length === Object.keys(SETS).length ? "" : `-${chosen.join("-")}`;
writeFileSync(
  join(resultsDir, `mlrf-reproduction${suffix}.json`),
  `${JSON.stringify({ seed, threads, sets: report }, null, 1)}\n`,
);
writeFileSync(join(resultsDir, `mlrf-kappa-error${suffix}.json`), `${JSON.stringify(kappa)}\n`);
console.log(
  `\nwritten to ${join(resultsDir, `mlrf-reproduction${suffix}.json`)} and mlrf-kappa-error${suffix}.json`,
);
