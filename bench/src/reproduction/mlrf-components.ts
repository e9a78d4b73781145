// The rotation forest one component at a time (docs/reproduction/mlrf.md, "Where our forest departs
// from the paper"): each variant of bench/src/mlrf-component-variants.ts by k-fold cross-validation
// on each set's training part (--phase cv, what the defaults are chosen on), or trained on the
// training part and measured on the test part (--phase test, run once for the chosen defaults).
//
//   pnpm turbo run build --filter=@textboost/bench...
//   node bench/dist/reproduction/mlrf-components.js --phase cv [--folds 3] [--variants a,b] [--sets medical,...]
//        [--threads 2] [--seed 1] [--datasets DIR]
//   node bench/dist/reproduction/mlrf-components.js --phase test --variants adaboost-mh-100,mp-boost-100,default
//
// Writes bench/results/mlrf-components.json after every (set, variant), merging with what is there,
// so a run that is cut off keeps what it measured.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, join } from "node:path";
import type { Booster, Dataset, Model } from "@textboost/core";
import { createRandom } from "@textboost/core";
import { loadDataset } from "@textboost/datasets";
import { evaluate } from "@textboost/metrics";
import { parallelRotationForest } from "@textboost/rotation-forest/node";
import { selectRows } from "@textboost/sparse";
import { datasetsDir, flag } from "../tools/datasets-dir.js";
import { RESULTS_DIR } from "../tools/paths.js";
import { VARIANTS, type Variant } from "./mlrf-component-variants.js";
import { MLRF_SETS } from "./mlrf-sets.js";

const argv = process.argv.slice(2);
const phase = flag(argv, "phase") ?? "cv";
if (phase !== "cv" && phase !== "test") throw new Error(`--phase must be cv or test, got ${phase}`);
const folds = Number(flag(argv, "folds") ?? 3);
const threads = Number(flag(argv, "threads") ?? 2);
const seed = Number(flag(argv, "seed") ?? 1);
const datasets = datasetsDir(flag(argv, "datasets"));
const sets = (flag(argv, "sets") ?? Object.keys(MLRF_SETS).join(",")).split(",");
const variants = (flag(argv, "variants") ?? Object.keys(VARIANTS).join(",")).split(",");
for (const v of variants) if (!VARIANTS[v]) throw new Error(`unknown variant ${v}`);
const resultsFile = join(RESULTS_DIR, "mlrf-components.json");

/** The measures kept; lower is better except average precision. */
const MEASURES = ["averagePrecision", "rankingLoss", "hammingLoss", "oneError", "coverage"] as const;
type Figures = Record<(typeof MEASURES)[number], number>;

const round = (v: number) => Math.round(v * 1e4) / 1e4;

function booster(v: Variant): { booster: Booster; iterations: number } {
  if (v.kind === "booster") return { booster: v.make(), iterations: v.iterations };
  const base = { module: new URL("./mlrf-bases.js", import.meta.url).href, export: v.base };
  return { booster: parallelRotationForest({ ...v.options, threads, base }), iterations: v.members };
}

async function measure(v: Variant, train: Dataset, test: Dataset): Promise<Figures & { trainMs: number }> {
  const { booster: b, iterations } = booster(v);
  const start = performance.now();
  const model: Model = await b.fit(train, { iterations, seed });
  const trainMs = performance.now() - start;
  const r = evaluate(test.Y, model.scores(test.X));
  const figures = Object.fromEntries(MEASURES.map((m) => [m, r[m] ?? Number.NaN])) as Figures;
  return { ...figures, trainMs };
}

function subset(data: Dataset, rows: number[]): Dataset {
  return { ...data, X: selectRows(data.X, rows), Y: selectRows(data.Y, rows) };
}

/** k folds of a seeded permutation of the training part's documents. */
function foldRows(n: number, k: number): number[][] {
  const random = createRandom(seed);
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return Array.from({ length: k }, (_, f) => order.filter((_, p) => p % k === f).sort((a, b) => a - b));
}

type Results = {
  command: Record<string, string>;
  variants: Record<string, string>;
  sets: Record<string, { cv?: Record<string, unknown>; test?: Record<string, unknown> }>;
};
const results: Results = existsSync(resultsFile)
  ? (JSON.parse(readFileSync(resultsFile, "utf8")) as Results)
  : { command: {}, variants: {}, sets: {} };
results.command[phase] =
  `node bench/dist/reproduction/mlrf-components.js --phase ${phase}${phase === "cv" ? ` --folds ${folds}` : ""} --seed ${seed}`;
for (const v of variants) results.variants[v] = VARIANTS[v]!.about;
/** Writes one (set, variant) into the file as it is now, so that runs one after another add up. */
const save = (set: string, variant: string, figures: unknown) => {
  mkdirSync(dirname(resultsFile), { recursive: true });
  const now: Results = existsSync(resultsFile)
    ? (JSON.parse(readFileSync(resultsFile, "utf8")) as Results)
    : { command: {}, variants: {}, sets: {} };
  Object.assign(now.command, results.command);
  Object.assign(now.variants, results.variants);
  const entry = (now.sets[set] ??= {});
  (entry[phase] ??= {})[variant] = figures;
  writeFileSync(resultsFile, `${JSON.stringify(now, null, 1)}\n`);
};

console.log(
  `MLRF components, phase ${phase}, seed ${seed}, ${threads} threads; load ${loadavg()[0]!.toFixed(2)}`,
);
for (const key of sets) {
  const path = MLRF_SETS[key];
  if (!path) throw new Error(`unknown set ${key}`);
  const trainSet = await loadDataset("mulan", join(datasets, path), { split: "train" });
  if (trainSet.kind !== "vectors") throw new Error(`${key}: expected vectors`);
  const train = trainSet.dataset;
  const testSet =
    phase === "test" ? await loadDataset("mulan", join(datasets, path), { split: "test" }) : undefined;
  if (testSet !== undefined && testSet.kind !== "vectors") throw new Error(`${key}: expected vectors`);
  const entry = (results.sets[key] ??= {});
  const table = (entry[phase] ??= {}) as Record<string, unknown>;
  const parts = foldRows(train.X.rows, folds);
  for (const name of variants) {
    const v = VARIANTS[name]!;
    const runs: (Figures & { trainMs: number })[] = [];
    if (testSet?.kind === "vectors") runs.push(await measure(v, train, testSet.dataset));
    else
      for (let f = 0; f < folds; f++) {
        const rest = parts.flatMap((p, g) => (g === f ? [] : p));
        runs.push(await measure(v, subset(train, rest), subset(train, parts[f]!)));
      }
    const mean = Object.fromEntries(
      MEASURES.map((m) => [m, round(runs.reduce((s, r) => s + r[m], 0) / runs.length)]),
    ) as Figures;
    const figures = {
      ...mean,
      ...(runs.length > 1
        ? { folds: runs.map((r) => Object.fromEntries(MEASURES.map((m) => [m, round(r[m])]))) }
        : {}),
      trainMs: Math.round(runs.reduce((s, r) => s + r.trainMs, 0)),
      load: round(loadavg()[0]!),
    };
    table[name] = figures;
    save(key, name, figures);
    console.log(
      `${key.padEnd(14)} ${name.padEnd(18)} ${MEASURES.map((m) => `${m} ${mean[m].toFixed(4)}`).join("  ")}  ${Math.round(runs.reduce((s, r) => s + r.trainMs, 0))} ms`,
    );
  }
}
console.log(`written to ${resultsFile}`);
