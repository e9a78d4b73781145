// Training time of MLRF with the paper's defaults (N = 10, S = 10, M = 100, k = 10) against
// AdaBoost.MH at 100 rounds on the same Yahoo set, in the same run: wall and CPU time (the CPU time
// of the whole process, worker threads included), worst of three, the load average beside every
// figure. MLRF on 1 thread (of which: its base boosters, and LSI + projections) and with its members
// on --threads worker threads; AdaBoost.MH on 1 thread and with its rounds on --threads threads; and
// MLRF with the previous default base, threshold stumps on every distinct value (`thresholdStump()`),
// against today's histogram stumps (`histogramStump()`, 32 bins). MLRF on --threads threads runs
// twice: a new forest value each repeat (its worker threads start inside the timed fit, as for one
// `textboost train --threads`), and one value fitted again (its workers kept from an earlier fit).
// Last, per set, the issue's target: MLRF's CPU time on one thread against AdaBoost.MH's, and the
// --threads wall times against AdaBoost.MH's on one thread; and the same against AdaBoost.MH with
// every statistic recomputed every round (`straightforwardAdaBoostMH`, the same model at the cost per
// round of a BoosTexter without incremental statistics, which is what the MLRF paper compared with).
//
//   pnpm turbo run build --filter=@textboost/bench...
//   node bench/dist/speed/mlrf-speed.js [--sets arts,health] [--threads 2] [--repeat 3] [--datasets DIR]
//
// Writes bench/results/mlrf-speed-<date>.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { adaBoostMH } from "@textboost/adaboost-mh";
import type { Booster, Dataset, FitOptions } from "@textboost/core";
import { loadDataset } from "@textboost/datasets";
import { PAPER_SETTINGS, paperBase, rotationForest } from "@textboost/rotation-forest";
import { parallelRotationForest } from "@textboost/rotation-forest/node";

/** The paper's base as a module the worker threads import (the forests here have the paper's settings). */
const PAPER_BASE = {
  module: new URL("../reproduction/mlrf-bases.js", import.meta.url).href,
  export: "adaBoostHistogramBase",
};

import { thresholdStump } from "@textboost/stumps";
import { createWorkerPool, parallelPresenceStump } from "@textboost/workers/node";
import { datasetsDir, flag } from "../tools/datasets-dir.js";
import { RESULTS_DIR } from "../tools/paths.js";
import { straightforwardAdaBoostMH } from "./straightforward-adaboost-mh.js";

const argv = process.argv.slice(2);
const threads = Number(flag(argv, "threads") ?? 2);
const repeat = Number(flag(argv, "repeat") ?? 3);
const sets = (flag(argv, "sets") ?? "arts").split(",");
const datasets = datasetsDir(flag(argv, "datasets"));
const resultsDir = RESULTS_DIR;

interface Timing {
  readonly run: string;
  /** Worst of the repeats. */
  readonly wallMs: number;
  readonly cpuMs: number;
  /** Every repeat, with the 1-minute load average when it ended. */
  readonly repeats: readonly { wallMs: number; cpuMs: number; load: number }[];
  /** MLRF on one thread: the time inside the base boosters (the rest is LSI and projections). */
  readonly baseMs?: number;
}

/** Wraps a booster to add up the wall time of its fits. */
function timedBase(base: Booster, total: { ms: number }): Booster {
  return {
    name: base.name,
    fit: async (data: Dataset, options?: FitOptions) => {
      const start = performance.now();
      const model = await base.fit(data, options);
      total.ms += performance.now() - start;
      return model;
    },
  };
}

async function time(run: string, once: () => Promise<number | undefined>): Promise<Timing> {
  const repeats: { wallMs: number; cpuMs: number; load: number }[] = [];
  let baseMs: number | undefined;
  for (let r = 0; r < repeat; r++) {
    const cpu = process.cpuUsage();
    const start = performance.now();
    const inside = await once();
    const wallMs = performance.now() - start;
    const used = process.cpuUsage(cpu);
    repeats.push({
      wallMs: Math.round(wallMs),
      cpuMs: Math.round((used.user + used.system) / 1000),
      load: loadavg()[0]!,
    });
    if (inside !== undefined) baseMs = Math.max(baseMs ?? 0, Math.round(inside));
  }
  const t = {
    run,
    wallMs: Math.max(...repeats.map((x) => x.wallMs)),
    cpuMs: Math.max(...repeats.map((x) => x.cpuMs)),
    repeats,
    ...(baseMs === undefined ? {} : { baseMs }),
  };
  console.log(
    `  ${run.padEnd(58)} wall ${String(t.wallMs).padStart(6)} ms  cpu ${String(t.cpuMs).padStart(6)} ms${baseMs === undefined ? "" : `  (base boosters ${baseMs} ms)`}  load ${repeats.map((x) => x.load.toFixed(2)).join(" ")}`,
  );
  return t;
}

const out: Record<string, unknown>[] = [];
console.log(
  `MLRF against AdaBoost.MH, worst of ${repeat}; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
for (const set of sets) {
  const loaded = await loadDataset("mulan", join(datasets, "yahoo", set), { split: "train" });
  if (loaded.kind !== "vectors") throw new Error(`${set}: expected vectors`);
  const data = loaded.dataset;
  console.log(`\nyahoo/${set}: ${data.X.rows} documents, ${data.X.cols} features, ${data.Y.cols} labels`);
  const timings: Timing[] = [];
  timings.push(
    await time("adaboost-mh S=100, 1 thread", async () => {
      await adaBoostMH().fit(data, { iterations: 100 });
      return undefined;
    }),
  );
  timings.push(
    await time(`adaboost-mh S=100, ${threads} threads`, async () => {
      const pool = createWorkerPool({ threads });
      try {
        await adaBoostMH({ learner: parallelPresenceStump({ pool }) }).fit(data, { iterations: 100 });
      } finally {
        await pool.close();
      }
      return undefined;
    }),
  );
  timings.push(
    await time("mlrf N=10 S=10 M=100 k=10, 1 thread", async () => {
      const total = { ms: 0 };
      await rotationForest({ ...PAPER_SETTINGS, base: timedBase(paperBase(), total) }).fit(data, { seed: 1 });
      return total.ms;
    }),
  );
  timings.push(
    await time(
      `mlrf N=10 S=10 M=100 k=10, ${threads} threads (this one + ${threads - 1} workers)`,
      async () => {
        await parallelRotationForest({ ...PAPER_SETTINGS, threads, base: PAPER_BASE }).fit(data, { seed: 1 });
        return undefined;
      },
    ),
  );
  timings.push(
    await time("mlrf, previous base thresholdStump() (every value), 1 thread", async () => {
      const total = { ms: 0 };
      const base = timedBase(adaBoostMH({ learner: thresholdStump() }), total);
      await rotationForest({ ...PAPER_SETTINGS, base }).fit(data, { seed: 1 });
      return total.ms;
    }),
  );
  const kept = parallelRotationForest({ ...PAPER_SETTINGS, threads, base: PAPER_BASE });
  await kept.fit(data, { seed: 1 }); // starts its workers, kept for the timed fits
  timings.push(
    await time(`mlrf, ${threads} threads, workers kept from an earlier fit`, async () => {
      await kept.fit(data, { seed: 1 });
      return undefined;
    }),
  );
  timings.push(
    await time("adaboost-mh S=100, statistics recomputed every round, 1 thread", async () => {
      await straightforwardAdaBoostMH().fit(data, { iterations: 100 });
      return undefined;
    }),
  );
  const [mh1, mh2, forest1, forest2] = timings as [Timing, Timing, Timing, Timing];
  const forestKept = timings[timings.length - 2]!;
  const scratch = timings[timings.length - 1]!;
  console.log(
    `  target (MLRF CPU on 1 thread < AdaBoost.MH CPU on 1 thread): ${forest1.cpuMs} against ${mh1.cpuMs} ms, ${(forest1.cpuMs / mh1.cpuMs).toFixed(2)}x: ${forest1.cpuMs < mh1.cpuMs ? "met" : "not met"}; MLRF wall on ${threads} threads ${forest2.wallMs} (workers kept: ${forestKept.wallMs}) against MLRF on 1 thread ${forest1.wallMs} and AdaBoost.MH on 1 thread ${mh1.wallMs} ms (${(forest2.wallMs / mh1.wallMs).toFixed(2)}x, kept ${(forestKept.wallMs / mh1.wallMs).toFixed(2)}x)`,
  );
  console.log(
    `  against AdaBoost.MH with statistics recomputed every round: MLRF CPU on 1 thread ${forest1.cpuMs} against ${scratch.cpuMs} ms (${(forest1.cpuMs / scratch.cpuMs).toFixed(2)}x), wall ${forest1.wallMs} against ${scratch.wallMs} ms (${(forest1.wallMs / scratch.wallMs).toFixed(2)}x)`,
  );
  out.push({
    set: `yahoo/${set}`,
    documents: data.X.rows,
    features: data.X.cols,
    labels: data.Y.cols,
    timings,
    target: {
      mlrfCpuOverAdaBoostCpu: forest1.cpuMs / mh1.cpuMs,
      met: forest1.cpuMs < mh1.cpuMs,
      mlrfWallOverAdaBoostWallThreads: forest2.wallMs / mh2.wallMs,
      mlrfThreadsWallOverAdaBoostWallOneThread: forest2.wallMs / mh1.wallMs,
      mlrfKeptWorkersWallOverAdaBoostWallOneThread: forestKept.wallMs / mh1.wallMs,
      mlrfCpuOverStraightforwardAdaBoostCpu: forest1.cpuMs / scratch.cpuMs,
      mlrfWallOverStraightforwardAdaBoostWall: forest1.wallMs / scratch.wallMs,
    },
  });
}
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `mlrf-speed-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ threads, repeat, loadAverageAtEnd: loadavg(), sets: out }, null, 1)}\n`,
);
console.log(`\nwritten to ${file}`);
