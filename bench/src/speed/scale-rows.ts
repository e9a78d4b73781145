// Time per round and peak RSS against the number of training documents, up to an RCV1-v2-sized
// collection (about 800,000 documents): rcv1subset1's training rows repeated to each size (binary
// features), AdaBoost.MH and MP-Boost for 20 rounds, each training in its own process so that its
// peak RSS is its own. Wall and CPU time per round, each the worst of --repeat runs, with the load
// average beside each run; timing figures taken above --max-load are flagged as not usable (memory
// does not depend on the load). JSON to bench/results/scale-rows-<date>.json.
//   node bench/dist/speed/scale-rows.js [--sizes 6000,50000,200000,800000] [--iterations 20] [--repeat 3]
//        [--max-load 1.5] [--algorithms adaboost-mh,mp-boost] [--data mulan:rcv1subset1]
//        [--datasets DIR]
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { datasetsDir, flag } from "../tools/datasets-dir.js";
import { LoadGuard } from "../tools/load-guard.js";
import { RESULTS_DIR } from "../tools/paths.js";
import { trainOneProcess } from "./train-one-process.js";

const argv = process.argv.slice(2);
const sizes = (flag(argv, "sizes") ?? "6000,50000,200000,800000").split(",").map(Number);
const iterations = Number(flag(argv, "iterations") ?? 20);
const algorithms = (flag(argv, "algorithms") ?? "adaboost-mh,mp-boost").split(",");
const data = flag(argv, "data") ?? "mulan:rcv1subset1";
const datasets = datasetsDir(flag(argv, "datasets"));
const repeat = Number(flag(argv, "repeat") ?? 3);
const guard = new LoadGuard(Number(flag(argv, "max-load") ?? 1.5));

interface Row {
  algorithm: string;
  documents: number;
  nonZeros: number;
  /** Worst of the runs. */
  msPerRound: number;
  /** Worst of the runs. */
  cpuMsPerRound: number;
  /** Peak RSS through reading and fit, before scoring (the highest of the runs). */
  trainPeakRssMb: number;
  peakRssMb: number;
  /** Every run's figures, in order. */
  runs: { msPerRound: number; cpuMsPerRound: number; trainPeakRssMb: number; peakRssMb: number }[];
  loadBefore: number[];
  loadAfter: number[];
}

const rows: Row[] = [];
for (const size of sizes) {
  for (const algorithm of algorithms) {
    const loadBefore = guard.sample();
    const runs: Row["runs"] = [];
    let last: { documents: number; nonZeros: number } = { documents: 0, nonZeros: 0 };
    for (let run = 0; run < repeat; run++) {
      process.stderr.write(
        `scale-rows: ${algorithm}, ${size} documents, S = ${iterations}, run ${run + 1} of ${repeat} ...\n`,
      );
      const r = trainOneProcess([
        ...["--algorithm", algorithm, "--data", data, "--rows", String(size)],
        ...["--iterations", String(iterations), "--datasets", datasets],
      ]) as Omit<Row, "loadBefore" | "loadAfter" | "runs">;
      last = r;
      runs.push({
        msPerRound: r.msPerRound,
        cpuMsPerRound: r.cpuMsPerRound,
        trainPeakRssMb: r.trainPeakRssMb,
        peakRssMb: r.peakRssMb,
      });
      guard.sample();
    }
    const worst = (pick: (run: Row["runs"][number]) => number) => Math.max(...runs.map(pick));
    rows.push({
      algorithm,
      documents: last.documents,
      nonZeros: last.nonZeros,
      msPerRound: worst((r) => r.msPerRound),
      cpuMsPerRound: worst((r) => r.cpuMsPerRound),
      trainPeakRssMb: worst((r) => r.trainPeakRssMb),
      peakRssMb: worst((r) => r.peakRssMb),
      runs,
      loadBefore,
      loadAfter: guard.sample(),
    });
  }
}

console.log(
  `\n${data}, training rows repeated, S = ${iterations}, one thread, worst of ${repeat} (node ${process.version})`,
);
console.log(
  "algorithm     documents   non-zeros  wall ms/round  CPU ms/round  fit/all peak RSS MiB  load before -> after",
);
for (const r of rows) {
  console.log(
    `${r.algorithm.padEnd(13)} ${String(r.documents).padStart(9)} ${String(r.nonZeros).padStart(11)} ${String(r.msPerRound).padStart(14)} ${String(r.cpuMsPerRound).padStart(13)} ${`${r.trainPeakRssMb}/${r.peakRssMb}`.padStart(20)}  ${r.loadBefore.join(" ")} -> ${r.loadAfter.join(" ")}`,
  );
}
const timingUsable = guard.quiet;
console.log(
  timingUsable
    ? `load stayed at or below ${guard.maxLoad}: timing figures are usable`
    : `highest load ${guard.highest} > ${guard.maxLoad}: timing figures are NOT usable (memory figures are)`,
);
const resultsDir = RESULTS_DIR;
mkdirSync(resultsDir, { recursive: true });
const date = new Date().toISOString();
const file = join(resultsDir, `scale-rows-${date.replace(/[:.]/g, "-")}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ date, node: process.version, data, iterations, repeat, maxLoad: guard.maxLoad, highestLoad: guard.highest, timingUsable, rows }, null, 2)}\n`,
);
console.log(`written ${file}`);
