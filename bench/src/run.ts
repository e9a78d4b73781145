// `pnpm bench`: the benchmark of record. Each training runs in its own process (so peak RSS is its
// own); figures print as tables and go to bench/results/bench-<date>.json, beside the previous run's.
//   node bench/dist/run.js [--iterations 100] [--datasets DIR]
//        [--peer-mpboost DIR]   also run MP-Boost++ (a local build) on the same Reuters files
//        [--scale]              rcv1subset1, bibtex, and a quarter / half / all of Reuters
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { datasetsDir, flag } from "./datasets-dir.js";
import { type PeerResult, runPeer, writeReutersForPeer } from "./peer-mpboost.js";

const here = dirname(fileURLToPath(import.meta.url));
const resultsDir = join(here, "..", "results");
const argv = process.argv.slice(2);
const iterations = Number(flag(argv, "iterations") ?? 100);
const datasets = datasetsDir(flag(argv, "datasets"));
const peerDir = flag(argv, "peer-mpboost");
const scale = argv.includes("--scale");

interface Run {
  data: string;
  algorithm: string;
  documents: number;
  features: number;
  labels: number;
  msPerRound: number;
  peakRssMb: number;
  testDocumentsPerSecond: number;
  microF1: number;
  macroF1: number;
  [key: string]: unknown;
}

function trainOne(algorithm: string, data: string, extra: string[] = []): Run {
  process.stderr.write(`bench: ${algorithm} on ${data} ${extra.join(" ")} (S = ${iterations}) ...\n`);
  const out = execFileSync(
    process.execPath,
    [
      join(here, "train-one.js"),
      "--algorithm",
      algorithm,
      "--data",
      data,
      "--iterations",
      String(iterations),
      "--datasets",
      datasets,
      ...extra,
    ],
    { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 1 << 24 },
  );
  return JSON.parse(out.trim().split("\n").pop()!) as Run;
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
  "algorithm      ms/round (prev)        peak RSS MiB (prev)   test docs/s (prev)        F1 micro  F1 macro",
);
for (const r of result.reuters) {
  const p = previous?.reuters.find((x) => x.algorithm === r.algorithm);
  const pair = (a: number, b: number | undefined) => `${a} (${b ?? "-"})`;
  console.log(
    `${r.algorithm.padEnd(14)} ${pair(r.msPerRound, p?.msPerRound).padEnd(22)} ${pair(r.peakRssMb, p?.peakRssMb).padEnd(21)} ${pair(r.testDocumentsPerSecond, p?.testDocumentsPerSecond).padEnd(25)} ${r.microF1.toFixed(4)}    ${r.macroF1.toFixed(4)}`,
  );
}

if (peerDir) {
  const dir = await writeReutersForPeer(datasets);
  const rows = ALGORITHMS.map((algorithm) => {
    const ours = trainOne(algorithm, `mpboost:${dir}`);
    process.stderr.write(`bench: MP-Boost++ ${algorithm} on ${dir} ...\n`);
    const peer: PeerResult = runPeer(peerDir, dir, algorithm, iterations);
    const cpu = ours.cpuMsPerRound as number;
    return {
      algorithm,
      ours,
      peer,
      ratio: Math.round((ours.msPerRound / peer.msPerRound) * 1000) / 1000,
      // MP-Boost++ times its training with clock(), CPU time: this is the like-for-like ratio under load.
      cpuRatio: Math.round((cpu / peer.msPerRound) * 1000) / 1000,
    };
  });
  result.peer = { files: dir, rows };
  console.log(`\nSame input (our MP-Boost++ writer, ${dir}), S = ${iterations}, single thread`);
  console.log(
    "algorithm      ours ms/round  ours CPU ms/round  MP-Boost++ CPU ms/round  ratio   CPU ratio  ours F1μ/F1M      MP-Boost++ F1μ/F1M  load average",
  );
  for (const r of rows) {
    console.log(
      `${r.algorithm.padEnd(14)} ${String(r.ours.msPerRound).padEnd(14)} ${String(r.ours.cpuMsPerRound).padEnd(18)} ${String(r.peer.msPerRound).padEnd(24)} ${String(r.ratio).padEnd(7)} ${String(r.cpuRatio).padEnd(10)} ${r.ours.microF1.toFixed(4)}/${r.ours.macroF1.toFixed(4)}     ${r.peer.microF1.toFixed(4)}/${r.peer.macroF1.toFixed(4)}       ${(r.ours.loadAverage as number[]).join(" ")}`,
    );
  }
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
    "data                                      algorithm     docs   features  labels  ms/round  peak RSS MiB",
  );
  for (const r of runs) {
    console.log(
      `${r.data.padEnd(41)} ${r.algorithm.padEnd(12)} ${String(r.documents).padStart(5)} ${String(r.features).padStart(10)} ${String(r.labels).padStart(7)} ${String(r.msPerRound).padStart(9)} ${String(r.peakRssMb).padStart(13)}`,
    );
  }
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
