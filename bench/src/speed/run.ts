// `pnpm bench`: the benchmark of record. Each training runs in its own process (so peak RSS is its
// own); figures print as tables and go to bench/results/bench-<date>.json, beside the previous run's.
//   node bench/dist/speed/run.js [--iterations 100] [--datasets DIR]
//        [--peer-mpboost DIR]   also run MP-Boost++ (a local build) on the same Reuters files,
//                               CPU time against its clock(), worst of --repeat runs (3); ours
//                               with the statistics table and with --statistics streamed
//        [--max-load L]         refuse to write figures taken above this 1-minute load (1.5)
//        [--scale]              rcv1subset1, bibtex, and a quarter / half / all of Reuters
//        [--memory]             peak RSS of \`textboost train\` on rcv1subset1 (worst of --repeat runs),
//                               with the statistics table and with --statistics streamed
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cliTrain } from "../tools/cli-train.js";
import { datasetsDir, flag } from "../tools/datasets-dir.js";
import { LoadGuard } from "../tools/load-guard.js";
import { RESULTS_DIR } from "../tools/paths.js";
import { type PeerResult, runPeer, writeReutersForPeer } from "../tools/peer-mpboost.js";
import { trainOneProcess } from "./train-one-process.js";

const resultsDir = RESULTS_DIR;
const argv = process.argv.slice(2);
const iterations = Number(flag(argv, "iterations") ?? 100);
const datasets = datasetsDir(flag(argv, "datasets"));
const peerDir = flag(argv, "peer-mpboost");
const scale = argv.includes("--scale");
const memory = argv.includes("--memory");
const repeat = Number(flag(argv, "repeat") ?? 3);
// Timing figures taken above this 1-minute load average are printed but not written.
const guard = new LoadGuard(Number(flag(argv, "max-load") ?? 1.5));
guard.sample();

interface Run {
  data: string;
  algorithm: string;
  documents: number;
  features: number;
  labels: number;
  msPerRound: number;
  /** Peak RSS through reading and fit, before scoring (what MP-Boost++'s boostTrain does). */
  trainPeakRssMb: number;
  /** Peak RSS of the whole process, the test-throughput loop's score matrices included. */
  peakRssMb: number;
  testDocumentsPerSecond: number;
  microF1: number;
  macroF1: number;
  [key: string]: unknown;
}

function trainOne(algorithm: string, data: string, extra: string[] = []): Run {
  process.stderr.write(`bench: ${algorithm} on ${data} ${extra.join(" ")} (S = ${iterations}) ...\n`);
  return trainOneProcess([
    ...["--algorithm", algorithm, "--data", data, "--iterations", String(iterations)],
    ...["--datasets", datasets, ...extra],
  ]) as Run;
}

const ALGORITHMS = ["adaboost-mh", "mp-boost"] as const;
const previous = latestResults();
const result: {
  date: string;
  node: string;
  iterations: number;
  reuters: Run[];
  peer?: unknown;
  scale?: Run[];
  memory?: unknown;
} = {
  date: new Date().toISOString(),
  node: process.version,
  iterations,
  reuters: ALGORITHMS.map((a) => trainOne(a, "reuters")),
};

console.log(
  `\nReuters-21578 ModApte, 90 categories, S = ${iterations} (node ${process.version}); previous run at the same S in parentheses`,
);
console.log(
  "algorithm      ms/round (prev)        fit/all peak RSS MiB (prev)  test docs/s (prev)        F1 micro  F1 macro",
);
for (const r of result.reuters) {
  const p = previous?.reuters.find((x) => x.algorithm === r.algorithm);
  const pair = (a: number, b: number | undefined) => `${a} (${b ?? "-"})`;
  console.log(
    `${r.algorithm.padEnd(14)} ${pair(r.msPerRound, p?.msPerRound).padEnd(22)} ${`${r.trainPeakRssMb}/${pair(r.peakRssMb, p?.peakRssMb)}`.padEnd(28)} ${pair(r.testDocumentsPerSecond, p?.testDocumentsPerSecond).padEnd(25)} ${r.microF1.toFixed(4)}    ${r.macroF1.toFixed(4)}`,
  );
}

if (peerDir) {
  const dir = await writeReutersForPeer(datasets);
  const rows = ALGORITHMS.map((algorithm) => {
    const runs = [];
    for (let r = 0; r < repeat; r++) {
      const loadBefore = guard.sample();
      const ours = trainOne(algorithm, `mpboost:${dir}`);
      process.stderr.write(`bench: textboost train --algorithm ${algorithm} on ${dir}/training ...\n`);
      const cliArgs = (statistics: string) => [
        ...["--format", "mpboost", "--data", join(dir, "training"), "--algorithm", algorithm],
        ...["--iterations", String(iterations), "--statistics", statistics],
        ...["--out", join(dir, `${algorithm}.${statistics}.textboost.json`)],
      ];
      const cli = cliTrain(cliArgs("table"));
      // The learners without a statistics table (train --statistics streamed): the same model in less
      // memory and more time; the figure beside target 2's when the table's memory is what misses it.
      process.stderr.write(`bench: the same with --statistics streamed ...\n`);
      const streamedCli = cliTrain(cliArgs("streamed"));
      const sameModel =
        readFileSync(join(dir, `${algorithm}.table.textboost.json`), "utf8") ===
        readFileSync(join(dir, `${algorithm}.streamed.textboost.json`), "utf8");
      if (!sameModel)
        throw new Error(`${algorithm}: --statistics streamed wrote another model than the table`);
      const streamed = trainOne(algorithm, `mpboost:${dir}`, ["--statistics", "streamed"]);
      process.stderr.write(`bench: MP-Boost++ ${algorithm} on ${dir} ...\n`);
      const peer: PeerResult = runPeer(peerDir, dir, algorithm, iterations);
      runs.push({ ours, cli, streamed, streamedCli, peer, loadBefore, loadAfter: guard.sample() });
    }
    // Worst of the runs on each side, CPU time against CPU time (boostTrain's clock() is CPU time).
    const oursCpu = Math.max(...runs.map((r) => r.ours.cpuMsPerRound as number));
    const peerCpu = Math.max(...runs.map((r) => r.peer.msPerRound));
    // Target 2's figure: the whole `textboost train` process (reading, training, writing the model)
    // against the whole boostTrain process, which does the same. Beside it, train-one's peak through
    // reading and fit (a bench script, without the CLI's settings).
    const cliRss = Math.max(...runs.map((r) => r.cli.peakRssMb));
    const oursRss = Math.max(...runs.map((r) => r.ours.trainPeakRssMb));
    const peerRss = Math.max(...runs.map((r) => r.peer.peakRssMb));
    const streamedCpu = Math.max(...runs.map((r) => r.streamed.cpuMsPerRound as number));
    const streamedCliRss = Math.max(...runs.map((r) => r.streamedCli.peakRssMb));
    const last = runs[runs.length - 1]!;
    return {
      algorithm,
      runs,
      oursCpuMsPerRound: oursCpu,
      peerCpuMsPerRound: peerCpu,
      cpuRatio: Math.round((oursCpu / peerCpu) * 1000) / 1000,
      cliPeakRssMb: cliRss,
      oursPeakRssMb: oursRss,
      peerPeakRssMb: peerRss,
      rssRatio: Math.round((cliRss / peerRss) * 100) / 100,
      streamed: {
        cpuMsPerRound: streamedCpu,
        cpuRatio: Math.round((streamedCpu / peerCpu) * 1000) / 1000,
        cliPeakRssMb: streamedCliRss,
        rssRatio: Math.round((streamedCliRss / peerRss) * 100) / 100,
        sameModel: true,
      },
      ours: last.ours,
      peer: last.peer,
    };
  });
  result.peer = { files: dir, repeat, maxLoad: guard.maxLoad, highestLoad: guard.highest, rows };
  console.log(
    `\nSame input (our MP-Boost++ writer, ${dir}), S = ${iterations}, single thread, worst of ${repeat}; CPU time on both sides`,
  );
  console.log(
    "algorithm      ours CPU ms/round  MP-Boost++ CPU ms/round  ratio   peak RSS MiB textboost train/boostTrain (ratio), train-one fit  ours F1μ/F1M      MP-Boost++ F1μ/F1M",
  );
  for (const r of rows) {
    console.log(
      `${r.algorithm.padEnd(14)} ${String(r.oursCpuMsPerRound).padEnd(18)} ${String(r.peerCpuMsPerRound).padEnd(24)} ${String(r.cpuRatio).padEnd(7)} ${`${r.cliPeakRssMb}/${r.peerPeakRssMb} (${r.rssRatio}), ${r.oursPeakRssMb}`.padEnd(62)} ${r.ours.microF1.toFixed(4)}/${r.ours.macroF1.toFixed(4)}     ${r.peer.microF1.toFixed(4)}/${r.peer.macroF1.toFixed(4)}`,
    );
    console.log(
      `  --statistics streamed: ${r.streamed.cpuMsPerRound} CPU ms/round (ratio ${r.streamed.cpuRatio}), peak RSS textboost train ${r.streamed.cliPeakRssMb}/${r.peerPeakRssMb} (${r.streamed.rssRatio}); the same model file as the table's`,
    );
    for (const run of r.runs)
      console.log(
        `    run: ours ${run.ours.cpuMsPerRound} CPU ms/round (wall ${run.ours.msPerRound}), streamed ${run.streamed.cpuMsPerRound}, peer ${run.peer.msPerRound}; peak RSS textboost train ${run.cli.peakRssMb}, streamed ${run.streamedCli.peakRssMb}, boostTrain ${run.peer.peakRssMb}; load ${run.loadBefore.join(" ")} -> ${run.loadAfter.join(" ")}`,
      );
  }
}

if (memory) {
  // Target 2's other half: rcv1subset1 (the Mulan ARFF file, presence stumps) through the CLI.
  const data = join(datasets, "mulan", "rcv1subset1");
  const out = mkdtempSync(join(tmpdir(), "textboost-memory-"));
  const rows = ALGORITHMS.flatMap((algorithm) =>
    ["table", "streamed"].map((statistics) => {
      const runs = Array.from({ length: repeat }, () => {
        process.stderr.write(
          `bench: textboost train --algorithm ${algorithm} --statistics ${statistics} on ${data} ...\n`,
        );
        return cliTrain([
          ...["--format", "mulan", "--data", data, "--stumps", "presence", "--algorithm", algorithm],
          ...["--iterations", String(iterations), "--statistics", statistics],
          ...["--out", join(out, `${algorithm}.${statistics}.json`)],
        ]);
      });
      return { algorithm, statistics, runs, peakRssMb: Math.max(...runs.map((r) => r.peakRssMb)) };
    }),
  );
  for (const algorithm of ALGORITHMS) {
    const [table, streamed] = ["table", "streamed"].map((st) =>
      readFileSync(join(out, `${algorithm}.${st}.json`), "utf8"),
    );
    if (table !== streamed)
      throw new Error(`${algorithm}: --statistics streamed wrote another model than the table`);
  }
  rmSync(out, { recursive: true, force: true });
  result.memory = { data, repeat, rows };
  console.log(
    `\ntextboost train on rcv1subset1 (mulan, --stumps presence), S = ${iterations}, one thread, worst of ${repeat}`,
  );
  for (const r of rows)
    console.log(
      `${r.algorithm.padEnd(14)} --statistics ${r.statistics.padEnd(8)} peak RSS ${r.peakRssMb} MiB (runs ${r.runs.map((x) => x.peakRssMb).join(", ")}), CPU ${Math.max(...r.runs.map((x) => x.cpuMs))} ms for the whole process`,
    );
}

if (scale) {
  const runs: Run[] = [];
  for (const data of ["mulan:rcv1subset1", "mulan:bibtex"])
    for (const a of ALGORITHMS) runs.push(trainOne(a, data));
  for (const fraction of ["0.25", "0.5", "1"])
    for (const a of ALGORITHMS) runs.push(trainOne(a, "reuters", ["--fraction", fraction]));
  result.scale = runs;
  console.log(`\nScale, S = ${iterations}`);
  console.log(
    "data                                      algorithm     docs   features  labels  ms/round  fit/all peak RSS MiB",
  );
  for (const r of runs) {
    console.log(
      `${r.data.padEnd(41)} ${r.algorithm.padEnd(12)} ${String(r.documents).padStart(5)} ${String(r.features).padStart(10)} ${String(r.labels).padStart(7)} ${String(r.msPerRound).padStart(9)} ${`${r.trainPeakRssMb}/${r.peakRssMb}`.padStart(13)}`,
    );
  }
}

guard.sample();
if (!guard.quiet) {
  console.error(
    `\nnot written: the 1-minute load average reached ${guard.highest} (> --max-load ${guard.maxLoad}); these figures are not figures. Re-run on a quiet machine.`,
  );
  process.exit(3);
}
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `bench-${result.date.replace(/[:.]/g, "-")}.json`);
writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nwritten ${file}${previous ? `; compared with ${previous.file}` : ""}`);

function latestResults(): { file: string; reuters: Run[] } | undefined {
  if (!existsSync(resultsDir)) return undefined;
  // The newest earlier run with the same number of rounds.
  const files = readdirSync(resultsDir)
    .filter((f) => f.startsWith("bench-") && f.endsWith(".json"))
    .sort()
    .reverse();
  for (const file of files) {
    const json = JSON.parse(readFileSync(join(resultsDir, file), "utf8")) as {
      iterations: number;
      reuters: Run[];
    };
    if (json.iterations === iterations) return { file, reuters: json.reuters };
  }
  return undefined;
}
