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
  "mp+platt": "MP + Platt, every threshold",
  "mp+platt+n20s5": "MP + Platt, N=20 S=5",
  "mp+platt+n20": "MP + Platt, N=20",
  default: "MP + Platt, 32 bins (the defaults)",
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

/** The tables of this module, by region name. */
export const TABLES = {
  "mlrf-components": { results: [RESULTS.components], render: componentsTable },
  "mlrf-defaults-cv": { results: [RESULTS.components], render: (r) => againstBoosters(r, "cv", "default") },
  "mlrf-defaults-test": {
    results: [RESULTS.components],
    render: (r) => againstBoosters(r, "test", "default"),
  },
};
