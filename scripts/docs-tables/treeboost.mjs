/**
 * The generated tables of docs/reproduction/treeboost.md, from the results files of
 * `node bench/dist/reproduction/treeboost-table1.js --data reuters|reutersk500`.
 */
import { markdownTable } from "./regions.mjs";

/** The results files the page quotes. */
export const RESULTS = {
  reuters: "bench/results/treeboost-table1-reuters-2026-11-23T14-22-19-382Z.json",
  reutersk500: "bench/results/treeboost-table1-reutersk500-2026-11-23T14-23-19-330Z.json",
};

/** The speed benchmark's results files: `node bench/dist/speed/treeboost-speed.js [--statistics from-scratch]`. */
export const SPEED_RESULTS = {
  incremental: "bench/results/treeboost-speed-2026-11-27T14-37-58-245Z.json",
  fromScratch: "bench/results/treeboost-speed-2026-11-27T08-20-06-618Z.json",
};

const S_VALUES = [5, 10, 20, 50, 100, 200, 500, 1000];

/** The table's rows: [algorithm, features, the row it is compared with (or none)]. */
const CONFIGURATIONS = [
  ["AdaBoost.MH", "full", undefined],
  ["TreeBoost.MH", "full", ["AdaBoost.MH", "full"]],
  ["AdaBoost.MH", "global", undefined],
  ["TreeBoost.MH", "global", ["AdaBoost.MH", "global"]],
  ["TreeBoost.MH", "glocal", ["AdaBoost.MH", "global"]],
  ["MP-Boost", "full", undefined],
  ["TreeBoost.MH (MP-Boost)", "full", ["MP-Boost", "full"]],
  ["TreeBoost.MH (MP-Boost)", "global", undefined],
];

const label = (algorithm, features) => `${algorithm.replace(" (MP-Boost)", ", MP-Boost")} (${features})`;

function at(results, algorithm, features, S) {
  const r = results.rows.find((x) => x.algorithm === algorithm && x.features === features && x.S === S);
  if (r === undefined) throw new Error(`no ${algorithm} (${features}) row at S = ${S} in the results`);
  return r;
}

/** A relative change as the page prints it: −60%, +16%. */
export const change = (x, base) => {
  const p = Math.round((x / base - 1) * 100);
  return `${p > 0 ? "+" : p < 0 ? "−" : "±"}${Math.abs(p)}%`;
};

function f1Table(results) {
  const rows = CONFIGURATIONS.map(([algorithm, features]) => [
    label(algorithm, features),
    ...S_VALUES.map((S) => {
      const r = at(results, algorithm, features, S);
      return `${r.microF1.toFixed(3)} / ${r.macroF1.toFixed(3)}`;
    }),
  ]);
  return markdownTable(["algorithm (features)", ...S_VALUES.map((S) => `S=${S}`)], rows);
}

function timeTable(results) {
  const rows = CONFIGURATIONS.map(([algorithm, features, base]) => [
    label(algorithm, features),
    ...S_VALUES.map((S) => {
      const r = at(results, algorithm, features, S);
      const b = base === undefined ? undefined : at(results, base[0], base[1], S);
      const train = `${r.trainSeconds.toFixed(2)}${b === undefined ? "" : ` (${change(r.trainSeconds, b.trainSeconds)})`}`;
      const test = `${r.testSeconds.toFixed(3)}${b === undefined || S < 100 ? "" : ` (${change(r.testSeconds, b.testSeconds)})`}`;
      return `${train} / ${test}`;
    }),
  ]);
  return markdownTable(["algorithm (features)", ...S_VALUES.map((S) => `S=${S}`)], rows);
}

const range = (values) => {
  const lo = Math.round(Math.min(...values) * 100);
  const hi = Math.round(Math.max(...values) * 100);
  return lo === hi ? `${lo}%` : `${lo}% to ${hi}%`;
};

/** What one data set's results say about each claim, in the claims table's order. */
function claimCells(results) {
  const pairs = (features, base) =>
    S_VALUES.map((S) => [at(results, "TreeBoost.MH", features, S), at(results, "AdaBoost.MH", base, S)]);
  const saved = (features) => pairs(features, features).map(([t, a]) => 1 - t.trainSeconds / a.trainSeconds);
  const half = (features) => saved(features).filter((x) => x >= 0.5).length;
  const testSaved = ["full", "global"].flatMap((f) =>
    pairs(f, f)
      .filter(([t]) => t.S >= 200)
      .map(([t, a]) => 1 - t.testSeconds / a.testSeconds),
  );
  const both = [...pairs("full", "full"), ...pairs("global", "global")];
  const f1mUp = both.filter(([t, a]) => t.macroF1 > a.macroF1).length;
  const f1uUp = both.filter(([t, a]) => t.microF1 > a.microF1).length;
  const glocal = S_VALUES.map((S) => [
    at(results, "TreeBoost.MH", "glocal", S),
    at(results, "TreeBoost.MH", "global", S),
  ]);
  const worst = (key) => Math.max(0, ...glocal.map(([g, b]) => b[key] - g[key]));
  return [
    `full: ${range(saved("full"))} less, at least half at ${half("full")} of 8 S; global: ${range(saved("global"))} less, at least half at ${half("global")} of 8 S`,
    `${range(testSaved)} less (full and global, S = 200 ... 1000)`,
    `F1M higher at ${f1mUp} of 16 (S, feature set) points, F1μ at ${f1uUp} of 16`,
    `glocal at most ${worst("microF1").toFixed(3)} F1μ and ${worst("macroF1").toFixed(3)} F1M below global`,
  ];
}

function claimsTable(reuters, k500) {
  const claims = [
    "training time about half of AdaBoost.MH's at every S (Reuters-21578: 50.4% less full, 53.4% global)",
    "classification time lower, the more so at large S (Reuters-21578: 5.5% to 67.4% less, one case 16.8% more)",
    "F1μ and F1M higher at every S (Reuters-21578: F1μ +2.3% to +17.2%, F1M +22.0% to +197.4%)",
    "glocal selection leaves effectiveness unchanged",
  ];
  const a = claimCells(reuters);
  const b = claimCells(k500);
  return markdownTable(
    [
      "claim (TreeBoost.MH paper, Section 4)",
      "Reuters-21578, induced tree",
      "Reuters-K500, tree from the names",
    ],
    claims.map((c, i) => [c, a[i], b[i]]),
  );
}

/** The induced tree's macro-categories, from the results' description of each. */
function treeTable(results) {
  const rows = results.treeTopLevel.map((node) => {
    const [count, names] = node.description.split(" categories: ");
    return [node.code, count, names];
  });
  return markdownTable(["macro-category", "categories", "its largest categories"], rows);
}

/** The 1-minute load average over a configuration's runs, as "lo–hi". */
function loadRange(entry) {
  const loads = entry.runs.flatMap((r) => [r.loadAverage.before[0], r.loadAverage.after[0]]);
  return `${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}`;
}

/** TreeBoost.MH against AdaBoost.MH at S = 500, worst of the runs, per data set and statistics mode. */
function speedTable(...files) {
  const rows = files.flatMap((results) =>
    ["reuters", "reutersk500"].map((data) => {
      const find = (algorithm) => {
        const e = results.results.find(
          (r) => r.data === data && r.algorithm === algorithm && r.threads === 1,
        );
        if (e === undefined) throw new Error(`no ${algorithm} run on ${data} in the results`);
        return e;
      };
      const mh = find("adaboost-mh");
      const tb = find("treeboost");
      const w = (e) => `${e.worst.msPerRoundCpu.toFixed(2)} / ${e.worst.msPerRoundWall.toFixed(2)}`;
      return [
        data === "reuters" ? "Reuters-21578" : "Reuters-K500",
        results.statistics,
        w(mh),
        w(tb),
        `${(tb.worst.msPerRoundCpu / mh.worst.msPerRoundCpu).toFixed(3)} / ${(tb.worst.msPerRoundWall / mh.worst.msPerRoundWall).toFixed(3)}`,
        `${mh.worst.testDocumentsPerSecond.toLocaleString("en-US")} / ${tb.worst.testDocumentsPerSecond.toLocaleString("en-US")}`,
        `${loadRange(mh)}, ${loadRange(tb)}`,
      ];
    }),
  );
  return markdownTable(
    [
      "data",
      "statistics",
      "AdaBoost.MH ms a round, CPU / wall",
      "TreeBoost.MH ms a round, CPU / wall",
      "TreeBoost ÷ AdaBoost, CPU / wall",
      "test documents/s, AdaBoost.MH / TreeBoost.MH",
      "1-minute load (runs)",
    ],
    rows,
  );
}

/** The page's tables: name -> the results files it reads and how it renders them. */
export const TABLES = {
  "treeboost-reuters-tree": { results: [RESULTS.reuters], render: treeTable },
  "treeboost-reuters-f1": { results: [RESULTS.reuters], render: f1Table },
  "treeboost-reuters-times": { results: [RESULTS.reuters], render: timeTable },
  "treeboost-reutersk500-f1": { results: [RESULTS.reutersk500], render: f1Table },
  "treeboost-reutersk500-times": { results: [RESULTS.reutersk500], render: timeTable },
  "treeboost-speed": { results: [SPEED_RESULTS.incremental, SPEED_RESULTS.fromScratch], render: speedTable },
  "treeboost-claims": { results: [RESULTS.reuters, RESULTS.reutersk500], render: claimsTable },
};
