/**
 * The generated tables of docs/reproduction/mlrf.md, from the results of
 * `node bench/dist/reproduction/mlrf-reproduction.js` (the measures, the paper's figures, the kappa-error pairs)
 * and `node bench/dist/accuracy/mlrf-bins.js` (the base learner's bins).
 */
import { markdownTable } from "./regions.mjs";

/** The results files the page quotes. */
export const RESULTS = {
  reproduction: "bench/results/mlrf-reproduction.json",
  kappaError: "bench/results/mlrf-kappa-error.json",
  bins: "bench/results/mlrf-bins-2026-11-23T17-10-13-782Z.json",
};

/** The runs of a set, by the prefix of their names in the results. */
const RUNS = {
  adaBoost: "adaboost-mh S=100",
  mlrf: "mlrf (paper",
  n20: "mlrf N=20",
  n50: "mlrf N=50",
  mpBase: "mlrf base=mp-boost",
  k20: "mlrf k=20",
};

function run(set, prefix) {
  const r = set.runs.find((x) => x.name.startsWith(prefix));
  if (r === undefined) throw new Error(`no run "${prefix}..." for ${set.set} in the results`);
  return r;
}

/** Four decimals, as the paper prints its measures. */
const f4 = (x) => x.toFixed(4);
const yesNo = (b) => (b ? "yes" : "no");

/** One of the paper's Tables 2–6: the paper's two columns, ours, and whether the two agree. */
function measureTable(results, measure) {
  const rows = results.sets.map((set) => {
    const paper = set.paper[measure];
    const agreement = set.agreement[measure];
    return [
      set.set,
      f4(paper.boostexter),
      f4(paper.mlrf),
      f4(run(set, RUNS.adaBoost).figures[measure]),
      f4(run(set, RUNS.mlrf).figures[measure]),
      yesNo(agreement.paperMlrfBetter),
      yesNo(agreement.oursMlrfBetter),
      agreement.agree ? "**yes**" : "no",
      f4(run(set, RUNS.mpBase).figures[measure]),
    ];
  });
  return markdownTable(
    [
      "set",
      "paper BoosTexter",
      "paper MLRF",
      "our AdaBoost.MH S=100",
      "our MLRF (paper's settings)",
      "paper: MLRF ahead",
      "ours: MLRF ahead",
      "agree",
      "our MLRF, MP-Boost base",
    ],
    rows,
  );
}

const triple = (figures) =>
  `${f4(figures.averagePrecision)} / ${f4(figures.rankingLoss)} / ${f4(figures.oneError)}`;

function beyondTable(results) {
  const rows = results.sets.map((set) => [
    set.set,
    ...[RUNS.adaBoost, RUNS.mlrf, RUNS.n20, RUNS.n50, RUNS.k20, RUNS.mpBase].map((p) =>
      triple(run(set, p).figures),
    ),
  ]);
  return markdownTable(
    ["set", "AdaBoost.MH S=100", "MLRF N=10", "MLRF N=20", "MLRF N=50", "MLRF k=20", "MLRF MP-Boost base"],
    rows,
  );
}

function timesTable(results) {
  const rows = results.sets.map((set) => {
    const mh = run(set, RUNS.adaBoost);
    const mlrf = run(set, RUNS.mlrf);
    return [
      set.set,
      set.loadAverage[0].toFixed(2),
      `${mh.trainMs} (${mh.trainCpuMs})`,
      `${mlrf.trainMs} (${mlrf.trainCpuMs})`,
      String(mh.testMs),
      String(mlrf.testMs),
    ];
  });
  return markdownTable(
    ["set", "load (1 min)", "AdaBoost.MH S=100 train", "MLRF train", "AdaBoost.MH test", "MLRF test"],
    rows,
  );
}

function binsTable(bins) {
  const rows = bins.sets.map((set) => {
    const base = (prefix) => {
      const row = set.rows.find((r) => r.base.startsWith(prefix));
      if (row === undefined) throw new Error(`no "${prefix}" row for ${set.set} in the results`);
      return row;
    };
    const every = base("thresholdStump()");
    const b32 = base("histogramStump({ bins: 32 })");
    const perSeed = (row) => row.runs.map((r) => f4(r.averagePrecision)).join(" ");
    return [
      set.set,
      triple(every.mean),
      triple(base("histogramStump({ bins: 16 })").mean),
      triple(b32.mean),
      triple(base("histogramStump({ bins: 64 })").mean),
      perSeed(every),
      perSeed(b32),
    ];
  });
  return markdownTable(
    [
      "set",
      "`thresholdStump()` (every value)",
      "B = 16",
      "B = 32 (default)",
      "B = 64",
      "`thresholdStump()` AP per seed",
      "B = 32 AP per seed",
    ],
    rows,
  );
}

function kappaTable(kappaError, results) {
  const rows = results.sets.map((set) => {
    const data = kappaError[set.set];
    if (data === undefined) throw new Error(`no kappa-error data for ${set.set}`);
    const kappas = data.points.map((p) => p.kappa).filter((k) => typeof k === "number" && Number.isFinite(k));
    const errors = data.points.map((p) => p.error);
    const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
    return [
      set.set,
      mean(kappas).toFixed(3),
      `${Math.min(...kappas).toFixed(3)} – ${Math.max(...kappas).toFixed(3)}`,
      f4(mean(errors)),
      f4(run(set, RUNS.mlrf).figures.hammingLoss),
    ];
  });
  return markdownTable(["set", "mean κ", "κ range", "mean pair error", "the forest's Hamming loss"], rows);
}

/** The page's tables: name -> the results files it reads and how it renders them. */
export const TABLES = {
  "mlrf-hamming-loss": { results: [RESULTS.reproduction], render: (r) => measureTable(r, "hammingLoss") },
  "mlrf-ranking-loss": { results: [RESULTS.reproduction], render: (r) => measureTable(r, "rankingLoss") },
  "mlrf-coverage": { results: [RESULTS.reproduction], render: (r) => measureTable(r, "coverage") },
  "mlrf-one-error": { results: [RESULTS.reproduction], render: (r) => measureTable(r, "oneError") },
  "mlrf-average-precision": {
    results: [RESULTS.reproduction],
    render: (r) => measureTable(r, "averagePrecision"),
  },
  "mlrf-beyond": { results: [RESULTS.reproduction], render: beyondTable },
  "mlrf-bins": { results: [RESULTS.bins], render: binsTable },
  "mlrf-times": { results: [RESULTS.reproduction], render: timesTable },
  "mlrf-kappa": { results: [RESULTS.kappaError, RESULTS.reproduction], render: kappaTable },
};
