// Where one thread's training of MLRF with the paper's defaults goes, member by member, on Yahoo
// sets: CPU time of the process per stage (the LSI projection, X · R_i, the base booster's fit), summed
// over the 10 members of a forest and repeated (the first repeat includes V8's compilation), and,
// for a whole fit after a warm-up, what does not depend on load: the JavaScript heap allocated (V8's
// sampling heap profiler, collected objects included) and the garbage collections (count and time).
// The load average is printed beside every timing.
//
//   pnpm turbo run build --filter=@textboost/bench...
//   node bench/dist/speed/mlrf-stages.js [--sets arts,health] [--repeat 3] [--datasets DIR]
//
// Writes bench/results/mlrf-stages-<date>.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { loadavg } from "node:os";
import { join } from "node:path";
import { PerformanceObserver } from "node:perf_hooks";
import { createRandom, type Dataset } from "@textboost/core";
import { loadDataset } from "@textboost/datasets";
import {
  fitProjection,
  memberSeeds,
  PAPER_SETTINGS,
  paperBase,
  projectDocuments,
  projectedFeatureNames,
  projectionMatrix,
  resolveForestSettings,
  rotationForest,
  splitVocabulary,
} from "@textboost/rotation-forest";
import { toCsc } from "@textboost/sparse";
import { datasetsDir, flag } from "../tools/datasets-dir.js";
import { RESULTS_DIR } from "../tools/paths.js";

const argv = process.argv.slice(2);
const repeat = Number(flag(argv, "repeat") ?? 3);
const sets = (flag(argv, "sets") ?? "arts,health").split(",");
const datasets = datasetsDir(flag(argv, "datasets"));
const resultsDir = RESULTS_DIR;

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** The stages of trainMember, timed one by one (the same calls in the same order). */
async function stages(data: Dataset): Promise<Record<string, number>> {
  const settings = resolveForestSettings(PAPER_SETTINGS, undefined, data.X.cols, "adaboost-mh");
  const Xc = toCsc(data.X);
  const t = { lsi: 0, project: 0, base: 0 };
  for (const seed of memberSeeds(1, settings.members)) {
    const random = createRandom(seed);
    const c0 = cpuMs();
    const projection = fitProjection(
      Xc,
      splitVocabulary(data.X.cols, settings.subsets, random),
      settings,
      random,
    );
    const c1 = cpuMs();
    const X = projectDocuments(data.X, projectionMatrix(projection));
    const c2 = cpuMs();
    const projected = {
      X,
      Y: data.Y,
      featureNames: projectedFeatureNames(projection),
      labelNames: data.labelNames,
    };
    await paperBase().fit(projected, { iterations: settings.baseIterations, seed: random.uint32() });
    const c3 = cpuMs();
    t.lsi += c1 - c0;
    t.project += c2 - c1;
    t.base += c3 - c2;
  }
  return t;
}

/** JavaScript heap allocated by one fit (MB) and its garbage collections. */
async function allocation(data: Dataset): Promise<{ allocatedMb: number; gcs: number; gcMs: number }> {
  const session = new Session();
  session.connect();
  let gcs = 0;
  let gcMs = 0;
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      gcs++;
      gcMs += e.duration;
    }
  });
  observer.observe({ entryTypes: ["gc"] });
  await session.post("HeapProfiler.startSampling", {
    samplingInterval: 1024,
    includeObjectsCollectedByMinorGC: true,
    includeObjectsCollectedByMajorGC: true,
  });
  await rotationForest({ ...PAPER_SETTINGS, base: paperBase() }).fit(data, { seed: 1 });
  const { profile } = await session.post("HeapProfiler.stopSampling");
  await new Promise((resolve) => setTimeout(resolve, 10)); // let the observer see the last collections
  observer.disconnect();
  session.disconnect();
  type Node = { selfSize: number; children: Node[] };
  const total = (n: Node): number => n.children.reduce((s, c) => s + total(c), n.selfSize);
  return { allocatedMb: total(profile.head as Node) / 1e6, gcs, gcMs };
}

const out: Record<string, unknown>[] = [];
for (const set of sets) {
  const loaded = await loadDataset("mulan", join(datasets, "yahoo", set), { split: "train" });
  if (loaded.kind !== "vectors") throw new Error(`${set}: expected vectors`);
  const data = loaded.dataset;
  console.log(`yahoo/${set}: ${data.X.rows} documents, ${data.X.cols} terms, ${data.Y.cols} labels`);
  const repeats: Record<string, number>[] = [];
  for (let r = 0; r < repeat; r++) {
    const t = await stages(data);
    const load = loadavg()[0]!;
    repeats.push({ ...t, load });
    console.log(
      `  repeat ${r + 1}: CPU ms, LSI ${t.lsi!.toFixed(0)}, X·R ${t.project!.toFixed(0)}, base boosters ${t.base!.toFixed(0)}  (load ${load.toFixed(2)})`,
    );
  }
  const a = await allocation(data);
  console.log(
    `  one fit (warm): ${a.allocatedMb.toFixed(1)} MB of JavaScript heap allocated, ${a.gcs} collections, ${a.gcMs.toFixed(0)} ms (load ${loadavg()[0]!.toFixed(2)})`,
  );
  out.push({ set, repeats, ...a });
}
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `mlrf-stages-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(file, `${JSON.stringify({ repeat, sets: out }, null, 1)}\n`);
console.log(`\nwritten to ${file}`);
