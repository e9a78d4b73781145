/**
 * The generated tables of docs/reproduction/mlrf.md on the forest's components and defaults, from
 * `node bench/dist/reproduction/mlrf-components.js` (--phase cv: 3-fold cross-validation on each set's training
 * part; --phase test: trained on the training part, measured on the test part).
 */
import { markdownTable } from "./regions.mjs";

/** The results file the tables quote. */
export const RESULTS = { components: "bench/results/mlrf-components.json" };

/** The columns of the components table: variant name -> header. */
const COMPONENT_COLUMNS = {
  "adaboost-mh-100": "AdaBoost.MH S=100",
  "mp-boost-100": "MP-Boost S=100",
  paper: "paper's forest",
  "paper+terms": "paper + terms kept",
  mp: "MP-Boost base",
  "mp+terms": "MP + terms kept",
  "mp+scores": "MP + mean of scores",
  "mp+n20": "MP, N=20",
  "mp+s20": "MP, S=20",
  "mp+k20": "MP, k=20",
  "mp+bag": "MP + member bootstrap",
  "mp+bag+platt": "MP + bootstrap + out-of-bag Platt",
  "mp+platt": "MP + Platt, every threshold, raw LSI input",
  "mp+platt+n20s5": "MP + Platt, N=20 S=5",
  "mp+platt+n20": "MP + Platt, N=20",
  "mp+platt+bins": "MP + Platt, 32 bins, raw LSI input",
  default: "MP + Platt, 32 bins, tf-idf LSI input (the defaults)",
};

const f4 = (x) => x.toFixed(4);

/** Each variant's cross-validated average precision / ranking loss, per set ("—": not run there). */
function componentsTable(results) {
  const sets = Object.entries(results.sets).filter(([, v]) => v.cv !== undefined);
  const used = Object.keys(COMPONENT_COLUMNS).filter((name) =>
    sets.some(([, v]) => v.cv[name] !== undefined),
  );
  const rows = sets.map(([set, v]) => [
    set,
    ...used.map((name) => {
      const r = v.cv[name];
      return r === undefined ? "—" : `${f4(r.averagePrecision)} / ${f4(r.rankingLoss)}`;
    }),
  ]);
  return markdownTable(["set", ...used.map((name) => COMPONENT_COLUMNS[name])], rows);
}

/**
 * The forest (`forest`, a variant name) against the better of the two boosters at 100 rounds, per set
 * and measure, with the count of sets where the forest is ahead.
 */
function againstBoosters(results, phase, forest) {
  const measures = [
    ["averagePrecision", "average precision", (a, b) => a > b],
    ["rankingLoss", "ranking loss", (a, b) => a < b],
    ["oneError", "one-error", (a, b) => a < b],
    ["coverage", "coverage", (a, b) => a < b],
    ["hammingLoss", "Hamming loss", (a, b) => a < b],
  ];
  const sets = Object.entries(results.sets).filter(([, v]) => v[phase]?.[forest] !== undefined);
  const ahead = measures.map(() => 0);
  const rows = sets.map(([set, v]) => {
    const t = v[phase];
    const mh = t["adaboost-mh-100"];
    const mp = t["mp-boost-100"];
    if (mh === undefined || mp === undefined) throw new Error(`${set}: no booster run in phase ${phase}`);
    return [
      set,
      ...measures.map(([m, , better], i) => {
        const best = better(mh[m], mp[m]) ? mh[m] : mp[m];
        const wins = better(t[forest][m], best);
        if (wins) ahead[i]++;
        return `${f4(mh[m])} / ${f4(mp[m])} / ${wins ? `**${f4(t[forest][m])}**` : f4(t[forest][m])}`;
      }),
    ];
  });
  rows.push([`forest ahead on`, ...measures.map((_, i) => `${ahead[i]} of ${sets.length}`)]);
  return markdownTable(["set", ...measures.map(([, name]) => `${name}: MH / MP / forest`)], rows);
}

/** The LSI's inputs measured beside the defaults: variant name -> header. */
const LSI_INPUT_COLUMNS = {
  "mp+platt": "raw values",
  "mp+platt+tfidf": "tf-idf",
  "mp+platt+normalised": "normalised rows",
};

/**
 * The defaults with each LSI input, cross-validated: average precision / ranking loss per set, the
 * best of the three in bold on each measure, and the number of sets where each is the best.
 */
function lsiInputTable(results) {
  const names = Object.keys(LSI_INPUT_COLUMNS);
  const sets = Object.entries(results.sets).filter(([, v]) => names.every((n) => v.cv?.[n] !== undefined));
  const best = { averagePrecision: names.map(() => 0), rankingLoss: names.map(() => 0) };
  const rows = sets.map(([set, v]) => {
    const figures = names.map((n) => v.cv[n]);
    const top = (m, better) => figures.reduce((b, r) => (better(r[m], b) ? r[m] : b), figures[0][m]);
    const ap = top("averagePrecision", (a, b) => a > b);
    const rl = top("rankingLoss", (a, b) => a < b);
    return [
      set,
      ...figures.map((r, i) => {
        const apBest = r.averagePrecision === ap;
        const rlBest = r.rankingLoss === rl;
        if (apBest) best.averagePrecision[i]++;
        if (rlBest) best.rankingLoss[i]++;
        const cell = (x, bold) => (bold ? `**${f4(x)}**` : f4(x));
        return `${cell(r.averagePrecision, apBest)} / ${cell(r.rankingLoss, rlBest)}`;
      }),
    ];
  });
  rows.push([
    "best on (AP / RL)",
    ...names.map((_, i) => `${best.averagePrecision[i]} / ${best.rankingLoss[i]} of ${sets.length}`),
  ]);
  return markdownTable(["set", ...names.map((n) => LSI_INPUT_COLUMNS[n])], rows);
}

/** The tables of this module, by region name. */
export const TABLES = {
  "mlrf-components": { results: [RESULTS.components], render: componentsTable },
  "mlrf-lsi-input": { results: [RESULTS.components], render: lsiInputTable },
  "mlrf-defaults-cv": {
    results: [RESULTS.components],
    render: (r) => againstBoosters(r, "cv", "default"),
  },
  "mlrf-defaults-test": {
    results: [RESULTS.components],
    render: (r) => againstBoosters(r, "test", "default"),
  },
};
