// The rotation forest at scale: on rcv1subset1 (6,000 documents, 47,236 real-valued terms, 101
// labels), `textboost train` with the forest's defaults against MP-Boost at 100 rounds, each in its
// own process as a user runs it, on 1 and on 2 threads, alternating the two so that both see the same
// load. Per thread count: the worst of the repeats of the training time (wall, `trainMs` of
// `train --json`), the whole process' CPU time and peak RSS (the kernel's figures, worker threads
// included), the forest's ratio to MP-Boost, and the load average before and after every run.
//
//   pnpm turbo run build --filter=@textboost/bench...
//   node bench/dist/speed/mlrf-scale.js [--threads 1,2] [--repeats 3] [--seed 1] [--data mulan/rcv1subset1] [--datasets DIR]
//
// Writes bench/results/mlrf-scale.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CLI_BIN } from "../tools/cli-train.js";
import { datasetsDir, flag } from "../tools/datasets-dir.js";
import { loadAverage } from "../tools/load-guard.js";
import { runMeasured } from "../tools/measured-process.js";
import { RESULTS_DIR } from "../tools/paths.js";

const argv = process.argv.slice(2);
const threadCounts = (flag(argv, "threads") ?? "1,2").split(",").map(Number);
const repeats = Number(flag(argv, "repeats") ?? 3);
const seed = flag(argv, "seed") ?? "1";
const dataName = flag(argv, "data") ?? "mulan/rcv1subset1";
const data = join(datasetsDir(flag(argv, "datasets")), dataName);
const resultsDir = RESULTS_DIR;
if (threadCounts.some((t) => !Number.isInteger(t) || t < 1) || !Number.isInteger(repeats) || repeats < 1) {
  throw new Error("--threads takes whole numbers >= 1 (1,2) and --repeats a whole number >= 1");
}

/** One `train` process: its training wall time, the process' CPU time and peak RSS, the load around it. */
interface Run {
  readonly trainMs: number;
  readonly cpuMs: number;
  readonly peakRssMb: number;
  readonly loadBefore: number;
  readonly loadAfter: number;
}

const work = mkdtempSync(join(tmpdir(), "textboost-mlrf-scale-"));

/** Trains one model with `textboost train ... --json` and measures the process. */
function train(name: string, threads: number, options: readonly string[]): Run {
  const loadBefore = loadAverage()[0];
  const out = join(work, `${name}.json`);
  const args = [CLI_BIN, "train", "--format", "mulan", "--data", data, "--out", out, "--force"];
  const run = runMeasured(
    process.execPath,
    [...args, "--threads", String(threads), "--json", "--log-every", "0", ...options],
    { captureStderr: true },
  );
  const report = JSON.parse(run.stdout) as { trainMs: number };
  rmSync(out, { force: true });
  return {
    trainMs: Math.round(report.trainMs),
    cpuMs: Math.round(run.cpuMs),
    peakRssMb: run.peakRssMb,
    loadBefore,
    loadAfter: loadAverage()[0],
  };
}

/** The worst (largest) of each figure over the runs. */
function worst(runs: readonly Run[]): { trainMs: number; cpuMs: number; peakRssMb: number } {
  return {
    trainMs: Math.max(...runs.map((r) => r.trainMs)),
    cpuMs: Math.max(...runs.map((r) => r.cpuMs)),
    peakRssMb: Math.max(...runs.map((r) => r.peakRssMb)),
  };
}

const MP_BOOST = ["--algorithm", "mp-boost", "--iterations", "100"];
const FOREST = ["--algorithm", "mlrf", "--seed", seed];
const rows: Record<string, unknown>[] = [];
console.log(
  `${dataName}: MP-Boost at 100 rounds against the forest's defaults (seed ${seed}), worst of ${repeats}`,
);
try {
  for (const threads of threadCounts) {
    const mp: Run[] = [];
    const forest: Run[] = [];
    for (let r = 0; r < repeats; r++) {
      mp.push(train("mp-boost", threads, MP_BOOST));
      forest.push(train("mlrf", threads, FOREST));
      const [a, b] = [mp.at(-1)!, forest.at(-1)!];
      console.log(
        `  ${threads} thread${threads === 1 ? "" : "s"}, run ${r + 1}: MP-Boost ${(a.trainMs / 1000).toFixed(1)} s (CPU ${(a.cpuMs / 1000).toFixed(1)} s, ${a.peakRssMb} MiB), forest ${(b.trainMs / 1000).toFixed(1)} s (CPU ${(b.cpuMs / 1000).toFixed(1)} s, ${b.peakRssMb} MiB); load ${a.loadBefore} -> ${b.loadAfter}`,
      );
    }
    const [m, f] = [worst(mp), worst(forest)];
    const ratio = Math.round((f.trainMs / m.trainMs) * 100) / 100;
    const cpuRatio = Math.round((f.cpuMs / m.cpuMs) * 100) / 100;
    console.log(
      `  ${threads} thread${threads === 1 ? "" : "s"}, worst: forest / MP-Boost = ${ratio} (training time), ${cpuRatio} (process CPU); peak RSS ${f.peakRssMb} MiB (forest), ${m.peakRssMb} MiB (MP-Boost)`,
    );
    rows.push({
      threads,
      mpBoost: { worst: m, runs: mp },
      forest: { worst: f, runs: forest },
      ratio,
      cpuRatio,
    });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, "mlrf-scale.json");
const result = {
  data: dataName,
  seed: Number(seed),
  repeats,
  commands: {
    mpBoost: `textboost train --format mulan --data ../shared/datasets/${dataName} ${MP_BOOST.join(" ")} --threads T`,
    forest: `textboost train --format mulan --data ../shared/datasets/${dataName} ${FOREST.join(" ")} --threads T`,
  },
  loadAverage: loadAverage(),
  rows,
};
writeFileSync(file, `${JSON.stringify(result, null, 1)}\n`);
console.log(`\nwritten to ${file}`);
