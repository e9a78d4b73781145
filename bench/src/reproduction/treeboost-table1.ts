// Reproduces Table 1 of the TreeBoost.MH paper: AdaBoost.MH against TreeBoost.MH at S = 5 ... 1000,
// on the full feature set and on a global round-robin set (information gain, Forman's round robin),
// with F1 micro/macro, training time (feature selection included) and test time; TreeBoost.MH also
// with glocal selection (a set of the same size at every internal node), with MP-Boost as its base,
// and MP-Boost alone for reference. Reuters-21578 ModApte-90 with an induced 4-cluster tree, and
// Reuters-K500 with its tree from the label names.
//   node bench/dist/reproduction/treeboost-table1.js [--data reuters|reutersk500|both] [--reduced N]
//        [--min-documents 30] [--datasets DIR]
// Each configuration trains once for S = 1000 and is scored at every smaller S (the same model at
// S rounds is the model trained for S rounds). Times are CPU time of this process, which other jobs
// on the machine disturb far less than the wall clock: training time at S is a separate fit for S
// rounds (plus the global selection, if any), test time the scoring of the test set at S (median of
// three).
// Writes bench/results/treeboost-table1-<data>-<date>.json and prints one table per data set.
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { adaBoostMH } from "@textboost/adaboost-mh";
import type { Booster, CsrMatrix, Dataset, Model } from "@textboost/core";
import { selectFeatures } from "@textboost/features";
import { evaluate } from "@textboost/metrics";
import { mpBoost } from "@textboost/mp-boost";
import { selectColumns } from "@textboost/sparse";
import { treeBoost } from "@textboost/treeboost";
import { datasetsDir, flag } from "../tools/datasets-dir.js";
import { RESULTS_DIR } from "../tools/paths.js";
import {
  loadTreeBoostData,
  TREEBOOST_DATA,
  type TreeBoostBenchData,
  type TreeBoostDataName,
} from "./treeboost-data.js";

const argv = process.argv.slice(2);
const which = flag(argv, "data") ?? "both";
const names: TreeBoostDataName[] =
  which === "both" ? [...TREEBOOST_DATA] : TREEBOOST_DATA.filter((n) => n === which);
if (names.length === 0) throw new Error("--data reuters|reutersk500|both");
const CHECKPOINTS = [5, 10, 20, 50, 100, 200, 500, 1000];
const S = Math.max(...CHECKPOINTS);
/** The reduced set's size: the paper's 2,012 terms on Reuters; Reuters-K500 has 500 features only. */
const REDUCED: Record<TreeBoostDataName, number> = { reuters: 2012, reutersk500: 200 };
const datasets = datasetsDir(flag(argv, "datasets"));

type Features = "full" | "global" | "glocal";
interface Config {
  readonly name: string;
  readonly features: Features;
  /** The flat algorithm it is compared with (same features; glocal against global). */
  readonly against?: string;
  make(data: TreeBoostBenchData, size: number): Booster;
}
const CONFIGS: readonly Config[] = [
  { name: "AdaBoost.MH", features: "full", make: () => adaBoostMH() },
  { name: "AdaBoost.MH", features: "global", make: () => adaBoostMH() },
  { name: "TreeBoost.MH", features: "full", against: "AdaBoost.MH", make: (d) => tree(d, adaBoostMH()) },
  { name: "TreeBoost.MH", features: "global", against: "AdaBoost.MH", make: (d) => tree(d, adaBoostMH()) },
  {
    name: "TreeBoost.MH",
    features: "glocal",
    against: "AdaBoost.MH",
    make: (d, size) =>
      tree(d, adaBoostMH(), { size, measure: "information-gain", globalisation: "round-robin" }),
  },
  { name: "MP-Boost", features: "full", make: () => mpBoost() },
  { name: "TreeBoost.MH (MP-Boost)", features: "full", against: "MP-Boost", make: (d) => tree(d, mpBoost()) },
  {
    name: "TreeBoost.MH (MP-Boost)",
    features: "global",
    against: "MP-Boost",
    make: (d) => tree(d, mpBoost()),
  },
];

function tree(
  d: TreeBoostBenchData,
  base: Booster,
  glocalFeatures?: { size: number; measure: "information-gain"; globalisation: "round-robin" },
) {
  return treeBoost({
    hierarchy: d.tree,
    ...(d.labelKey ? { labelKey: d.labelKey } : {}),
    base,
    ...(glocalFeatures ? { glocalFeatures } : {}),
  });
}

interface Row {
  data: string;
  algorithm: string;
  features: Features;
  S: number;
  microF1: number;
  macroF1: number;
  trainSeconds: number;
  testSeconds: number;
}

/** CPU milliseconds of this process since `start` (a `process.cpuUsage()`). */
function cpuSince(start: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(start);
  return (d.user + d.system) / 1000;
}

/** Fits for `rounds` rounds; the model and the fit's CPU time in ms. */
async function timedFit(
  booster: Booster,
  data: Dataset,
  rounds: number,
): Promise<{ model: Model; cpuMs: number }> {
  const start = process.cpuUsage();
  const model = await booster.fit(data, { iterations: rounds });
  return { model, cpuMs: cpuSince(start) };
}

/** The median of three CPU timings of `f`, in ms. */
function median3(f: () => void): number {
  const t = [0, 1, 2].map(() => {
    const start = process.cpuUsage();
    f();
    return cpuSince(start);
  });
  return t.sort((a, b) => a - b)[1]!;
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;
const resultsDir = RESULTS_DIR;
mkdirSync(resultsDir, { recursive: true });

for (const name of names) {
  const d = await loadTreeBoostData(name, datasets, {
    minDocuments: Number(flag(argv, "min-documents") ?? 30),
  });
  const size = Number(flag(argv, "reduced") ?? REDUCED[name]);
  const selectionStart = process.cpuUsage();
  const { columns } = selectFeatures(d.train.X, d.train.Y, {
    size,
    measure: "information-gain",
    globalisation: "round-robin",
  });
  const kept = Int32Array.from(columns).sort();
  const selectionMs = cpuSince(selectionStart);
  const reduced: Dataset = {
    ...d.train,
    X: selectColumns(d.train.X, kept),
    featureNames: Array.from(kept, (c) => d.train.featureNames[c]!),
  };
  const reducedTestX = selectColumns(d.testX, kept);
  const loadBefore = loadavg();
  console.error(
    `${d.name}: ${d.train.X.rows} training / ${d.testX.rows} test documents, ${d.train.Y.cols} categories, ${d.train.X.cols} terms (global set ${kept.length}); tree ${d.treeSource}: ${d.tree.roots.length} top-level categories, ${d.tree.labels.length} nodes`,
  );
  const rows: Row[] = [];
  for (const config of CONFIGS) {
    const [train, testX, selection]: [Dataset, CsrMatrix, number] =
      config.features === "global" ? [reduced, reducedTestX, selectionMs] : [d.train, d.testX, 0];
    const started = performance.now();
    const { model, cpuMs } = await timedFit(config.make(d, kept.length), train, S);
    const trainMs = new Map<number, number>([[S, cpuMs]]);
    for (const s of CHECKPOINTS) {
      if (!trainMs.has(s)) trainMs.set(s, (await timedFit(config.make(d, kept.length), train, s)).cpuMs);
    }
    for (const s of CHECKPOINTS) {
      let scores = model.scores(testX, { rounds: s });
      const testMs = median3(() => {
        scores = model.scores(testX, { rounds: s });
      });
      const report = evaluate(d.testY, scores);
      rows.push({
        data: name,
        algorithm: config.name,
        features: config.features,
        S: s,
        microF1: round(report.microF1, 4),
        macroF1: round(report.macroF1, 4),
        trainSeconds: round((selection + trainMs.get(s)!) / 1000, 3),
        testSeconds: round(testMs / 1000, 4),
      });
    }
    console.error(
      `  ${config.name} (${config.features}): ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  const loadAfter = loadavg();

  // The table, and the paper's claims checked on it.
  const find = (algorithm: string, features: Features, s: number) =>
    rows.find((r) => r.algorithm === algorithm && r.features === features && r.S === s)!;
  const pct = (x: number, y: number) => `${x >= y ? "+" : ""}${(((x - y) / y) * 100).toFixed(1)}%`;
  console.log(
    `\n${d.name}; tree ${d.treeSource}; load average ${loadBefore.map((l) => l.toFixed(2)).join(" ")} (before), ${loadAfter.map((l) => l.toFixed(2)).join(" ")} (after)\n`,
  );
  console.log(`| algorithm | features | ${CHECKPOINTS.map((s) => `S=${s}`).join(" | ")} |`);
  console.log(`|---|---|${CHECKPOINTS.map(() => "---").join("|")}|`);
  for (const config of CONFIGS) {
    const cells = CHECKPOINTS.map((s) => {
      const r = find(config.name, config.features, s);
      const base = config.against
        ? find(config.against, config.features === "glocal" ? "global" : config.features, s)
        : undefined;
      const rel = (x: number, y: number | undefined) => (y === undefined ? "" : ` (${pct(x, y)})`);
      return `${r.microF1.toFixed(3)}${rel(r.microF1, base?.microF1)} ${r.macroF1.toFixed(3)}${rel(r.macroF1, base?.macroF1)} ${r.trainSeconds.toFixed(2)}${rel(r.trainSeconds, base?.trainSeconds)} ${r.testSeconds.toFixed(3)}${rel(r.testSeconds, base?.testSeconds)}`;
    });
    console.log(`| ${config.name} | ${config.features} | ${cells.join(" | ")} |`);
  }
  const claims: Record<string, string> = {};
  const check = (label: string, pairs: [number, number][], holds: (a: number, b: number) => boolean) => {
    const ok = pairs.filter(([a, b]) => holds(a, b)).length;
    claims[label] = `${ok} of ${pairs.length}`;
  };
  const over = (a: string, fa: Features, b: string, fb: Features, key: keyof Row, ss = CHECKPOINTS) =>
    ss.map((s) => [find(a, fa, s)[key] as number, find(b, fb, s)[key] as number] as [number, number]);
  for (const f of ["full", "global"] as const) {
    check(
      `training time <= 0.5 x AdaBoost.MH's (${f})`,
      over("TreeBoost.MH", f, "AdaBoost.MH", f, "trainSeconds"),
      (a, b) => a <= 0.5 * b,
    );
    check(
      `test time lower than AdaBoost.MH's at S >= 100 (${f})`,
      over("TreeBoost.MH", f, "AdaBoost.MH", f, "testSeconds", [100, 200, 500, 1000]),
      (a, b) => a < b,
    );
    check(
      `F1M higher than AdaBoost.MH's (${f})`,
      over("TreeBoost.MH", f, "AdaBoost.MH", f, "macroF1"),
      (a, b) => a > b,
    );
    check(
      `F1μ higher than AdaBoost.MH's (${f})`,
      over("TreeBoost.MH", f, "AdaBoost.MH", f, "microF1"),
      (a, b) => a > b,
    );
  }
  check(
    "glocal F1μ >= global's - 0.005",
    over("TreeBoost.MH", "glocal", "TreeBoost.MH", "global", "microF1"),
    (a, b) => a >= b - 0.005,
  );
  check(
    "glocal F1M >= global's - 0.005",
    over("TreeBoost.MH", "glocal", "TreeBoost.MH", "global", "macroF1"),
    (a, b) => a >= b - 0.005,
  );
  check(
    "TreeBoost.MH (MP-Boost) F1M higher than MP-Boost's (full)",
    over("TreeBoost.MH (MP-Boost)", "full", "MP-Boost", "full", "macroF1"),
    (a, b) => a > b,
  );
  console.log(`\nclaims (checkpoints where they hold):`);
  for (const [k, v] of Object.entries(claims)) console.log(`  ${k}: ${v}`);
  const file = join(
    resultsDir,
    `treeboost-table1-${name}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`,
  );
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        benchmark: "treeboost-table1",
        data: d.name,
        tree: d.treeSource,
        treeTopLevel: d.tree.roots.map((r) => ({
          code: d.tree.labels[r],
          description: d.tree.descriptions[r],
        })),
        documents: { train: d.train.X.rows, test: d.testX.rows },
        labels: d.train.Y.cols,
        terms: d.train.X.cols,
        globalTerms: kept.length,
        node: process.version,
        loadAverage: { before: loadBefore, after: loadAfter },
        claims,
        rows,
      },
      null,
      2,
    )}\n`,
  );
  console.error(`written ${file}`);
}
