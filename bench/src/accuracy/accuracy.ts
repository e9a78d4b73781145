/**
 * textboost beside scikit-learn's one-vs-rest linear baselines on every benchmark text set: the same
 * documents and features on both sides, F1 micro, F1 macro (two conventions) and average precision
 * computed by @textboost/metrics, training times, one JSON file (bench/results/accuracy.json) that
 * scripts/docs-tables/accuracy.mjs turns into docs/accuracy.md.
 *
 * node bench/dist/accuracy/accuracy.js [--sets reuters21578,medical,...] [--config NAME=FLAGS ...]
 *   [--no-default-configs] [--models svm,svm-balanced,logreg] [--c-grid 0.1,1,10] [--folds 3]
 *   [--repeat 1] [--seed 0] [--test-fraction 0.3] [--split-seed 1] [--python PATH] [--no-install]
 *   [--no-sklearn] [--merge] [--out FILE] [--datasets DIR]
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { datasetsDir, flag } from "../tools/datasets-dir.js";
import { loadAverage } from "../tools/load-guard.js";
import { RESULTS_DIR } from "../tools/paths.js";
import { configList, type TextboostConfig } from "./accuracy-configs.js";
import { measuresFromScores } from "./accuracy-measures.js";
import { mergeSet } from "./accuracy-merge.js";
import type { AccuracyResults, AccuracyRun, AccuracySet, SklearnRun } from "./accuracy-results.js";
import { ACCURACY_SETS, type PreparedSet, prepareSet } from "./accuracy-sets.js";
import { type BaselineOptions, findSklearn, runBaselines, type SklearnPython } from "./accuracy-sklearn.js";
import { runTextboost } from "./accuracy-textboost.js";

const argv = process.argv.slice(2);
const USAGE = `node bench/dist/accuracy/accuracy.js [--sets reuters21578,medical,...] [--config NAME=FLAGS ...]
  [--no-default-configs] [--models svm,svm-balanced,logreg] [--c-grid 0.1,1,10] [--folds 3]
  [--repeat 1] [--seed 0] [--test-fraction 0.3] [--split-seed 1] [--python PATH] [--no-install]
  [--no-sklearn] [--merge] [--out FILE] [--datasets DIR]
Runs every data set by default (tens of minutes); see docs/accuracy.md.`;
if (argv.includes("--help") || argv.includes("-h")) {
  console.log(USAGE);
  process.exit(0);
}
const DEFAULT_OUT = join(RESULTS_DIR, "accuracy.json");

/** Every value of a repeatable `--name value` flag. */
function flags(name: string): string[] {
  return argv.flatMap((a, i) => (a === `--${name}` && argv[i + 1] !== undefined ? [argv[i + 1]!] : []));
}

/** A number flag with its checked range. */
function numberFlag(name: string, fallback: number, ok: (v: number) => boolean, range: string): number {
  const raw = flag(argv, name);
  const v = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(v) || !ok(v)) throw new Error(`--${name} must be ${range}, got ${raw}`);
  return v;
}

const isInt = Number.isInteger;
const baseline: BaselineOptions = {
  models: (flag(argv, "models") ?? "svm,svm-balanced,logreg").split(","),
  cGrid: (flag(argv, "c-grid") ?? "0.1,1,10").split(",").map(Number),
  folds: numberFlag("folds", 3, (v) => isInt(v) && v >= 2 && v <= 10, "an integer in [2, 10]"),
  repeat: numberFlag("repeat", 1, (v) => isInt(v) && v >= 1 && v <= 10, "an integer in [1, 10]"),
  seed: numberFlag("seed", 0, (v) => isInt(v) && v >= 0, "an integer >= 0"),
};
if (baseline.cGrid.some((c) => !(c > 0 && Number.isFinite(c)))) {
  throw new Error(`--c-grid must list numbers > 0, got ${flag(argv, "c-grid")}`);
}
const split = {
  testFraction: numberFlag("test-fraction", 0.3, (v) => v > 0 && v < 1, "in (0, 1)"),
  seed: numberFlag("split-seed", 1, (v) => isInt(v) && v >= 0, "an integer >= 0"),
};
const names = flag(argv, "sets")?.split(",") ?? ACCURACY_SETS.map((s) => s.name);
const specs = names.map((n) => {
  const spec = ACCURACY_SETS.find((s) => s.name === n);
  if (!spec) throw new Error(`--sets: unknown ${n}; one of ${ACCURACY_SETS.map((s) => s.name).join(", ")}`);
  return spec;
});
const configs = configList(flags("config"), !argv.includes("--no-default-configs"));
const out = flag(argv, "out") ?? DEFAULT_OUT;
/** The command line as typed: an argument with a space (a `--config` value) is quoted. */
const command = [
  "node bench/dist/accuracy/accuracy.js",
  ...argv.map((a) => (/\s/.test(a) ? `"${a}"` : a)),
].join(" ");

/** Why the baselines do not run when `--no-sklearn` says so: then no skipped entry is recorded either. */
const NO_SKLEARN = "--no-sklearn";

function sklearnSide(): SklearnPython | string {
  if (argv.includes("--no-sklearn")) return NO_SKLEARN;
  return findSklearn(flag(argv, "python"), !argv.includes("--no-install"));
}

const fixed = (x: number | null, digits = 4) => (x === null ? "n/a" : x.toFixed(digits));

function printRun(set: string, run: AccuracyRun): void {
  if ("skipped" in run) {
    console.log(`${set}  ${run.system} ${run.name}: skipped (${run.skipped})`);
    return;
  }
  const who =
    run.system === "textboost"
      ? `textboost ${run.config}`
      : `sklearn ${run.model} (${run.features}, C=${run.C})`;
  console.log(
    `${set}  ${who}: F1 micro ${fixed(run.microF1)}  macro ${fixed(run.macroF1)} (zero_division=0: ${fixed(run.macroF1ZeroDivision)})  AvgP ${fixed(run.averagePrecision)}  fit ${run.fitSeconds.toFixed(2)} s  CPU ${run.cpuSeconds.toFixed(2)} s  load ${run.load.join(" ")}`,
  );
}

async function sklearnRuns(
  set: PreparedSet,
  python: SklearnPython | string,
  dir: string,
): Promise<AccuracyRun[]> {
  if (python === NO_SKLEARN) return [];
  if (typeof python === "string") {
    return baseline.models.map((m) => ({ system: "sklearn", name: m, skipped: python }));
  }
  const runs: AccuracyRun[] = [];
  for (const variant of set.variants) {
    let outputs: Awaited<ReturnType<typeof runBaselines>>;
    try {
      outputs = await runBaselines(python, variant, dir, baseline);
    } catch (error) {
      const why = `${variant.features} features: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`;
      console.log(`${set.spec.name}  scikit-learn failed: ${why}`);
      runs.push(...baseline.models.map((m): AccuracyRun => ({ system: "sklearn", name: m, skipped: why })));
      continue;
    }
    for (const b of outputs) {
      const run: SklearnRun = {
        system: "sklearn",
        model: b.model,
        features: variant.features,
        C: b.C,
        ...measuresFromScores(variant.test.Y, b.scores),
        fitSeconds: b.fitWallSeconds,
        cpuSeconds: b.cvCpuSeconds + b.fitCpuSeconds,
        constantLabels: b.constantLabels,
        load: loadAverage(),
      };
      printRun(set.spec.name, run);
      runs.push(run);
    }
  }
  return runs;
}

function labelsWithoutPositives(Y: PreparedSet["variants"][0]["test"]["Y"]): number {
  const seen = new Uint8Array(Y.cols);
  for (let p = 0; p < Y.indices.length; p++) seen[Y.indices[p]!] = 1;
  return seen.length - seen.reduce((a, b) => a + b, 0);
}

async function runSet(set: PreparedSet, python: SklearnPython | string, dir: string): Promise<AccuracySet> {
  const runs: AccuracyRun[] = [];
  for (const config of configs as readonly TextboostConfig[]) {
    const run = runTextboost(set, config, dir, baseline.repeat);
    printRun(set.spec.name, run);
    runs.push(run);
  }
  runs.push(...(await sklearnRuns(set, python, dir)));
  const { train, test } = set.variants[0];
  return {
    name: set.spec.name,
    command,
    split: set.split,
    trainDocuments: train.X.rows,
    testDocuments: test.X.rows,
    features: train.X.cols,
    labels: train.Y.cols,
    labelsWithoutTestPositives: labelsWithoutPositives(test.Y),
    ...(python === NO_SKLEARN
      ? {}
      : {
          options: {
            crossValidation: { cGrid: baseline.cGrid, folds: baseline.folds, seed: baseline.seed },
            repeat: baseline.repeat,
          },
        }),
    runs,
  };
}

async function main(): Promise<void> {
  const dataDir = datasetsDir(flag(argv, "datasets"));
  const python = sklearnSide();
  if (typeof python === "string") console.log(`scikit-learn side skipped: ${python}`);
  const previous =
    argv.includes("--merge") && existsSync(out)
      ? (JSON.parse(readFileSync(out, "utf8")) as AccuracyResults)
      : undefined;
  const sets = new Map((previous?.sets ?? []).map((s) => [s.name, s]));
  const work = mkdtempSync(join(tmpdir(), "textboost-accuracy-"));
  const write = () => {
    // a kept data set without options of its own had the previous file's
    const inherited = previous && { crossValidation: previous.crossValidation, repeat: previous.repeat };
    const order = ACCURACY_SETS.map((s) => sets.get(s.name))
      .filter((s) => s !== undefined)
      .map((s) => (s.options || !inherited ? s : { ...s, options: inherited }));
    const results: AccuracyResults = {
      bench: "accuracy",
      command,
      machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? "unknown", node: process.version },
      python: typeof python !== "string" ? python.versions : (previous?.python ?? { skipped: python }),
      crossValidation:
        python === NO_SKLEARN && previous
          ? previous.crossValidation
          : { cGrid: baseline.cGrid, folds: baseline.folds, seed: baseline.seed },
      repeat: baseline.repeat,
      sets: order,
    };
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(results, null, 1)}\n`);
  };
  try {
    for (const spec of specs) {
      const dir = join(work, spec.name);
      mkdirSync(dir, { recursive: true });
      const prepared = await prepareSet(spec, dataDir, dir, split);
      sets.set(spec.name, mergeSet(sets.get(spec.name), await runSet(prepared, python, dir)));
      write();
      rmSync(dir, { recursive: true, force: true });
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  console.log(`wrote ${out}`);
}

await main();
