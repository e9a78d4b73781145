// `pnpm bench`: trains each algorithm on Reuters-21578 (ModApte, 90 categories) in its own process,
// prints a table with the previous run's figures beside this run's, and writes JSON to bench/results/.
//   node bench/dist/run.js [--iterations 100] [--algorithms adaboost-mh,mp-boost] [--datasets DIR]
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { datasetsDir, flag } from "./datasets-dir.js";

const here = dirname(fileURLToPath(import.meta.url));
const resultsDir = join(here, "..", "results");
const argv = process.argv.slice(2);
const iterations = Number(flag(argv, "iterations") ?? 100);
const algorithms = (flag(argv, "algorithms") ?? "adaboost-mh,mp-boost").split(",");
const datasets = datasetsDir(flag(argv, "datasets"));

interface Row {
  algorithm: string;
  msPerRound: number;
  peakRssMb: number;
  testDocumentsPerSecond: number;
  microF1: number;
  macroF1: number;
  [key: string]: unknown;
}

const rows: Row[] = algorithms.map((algorithm) => {
  process.stderr.write(`bench: ${algorithm}, S = ${iterations} ...\n`);
  const out = execFileSync(
    process.execPath,
    [
      join(here, "train-one.js"),
      "--algorithm",
      algorithm,
      "--iterations",
      String(iterations),
      "--datasets",
      datasets,
    ],
    { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 1 << 24 },
  );
  return JSON.parse(out.trim().split("\n").pop()!) as Row;
});

const name = `reuters21578-s${iterations}`;
const previous = latestResults(name);
const fmt = (v: number | undefined) => (v === undefined ? "-" : String(v));
console.log(`\nReuters-21578 ModApte, 90 categories, S = ${iterations} (node ${process.version})`);
console.log(
  "algorithm      ms/round (prev)      peak RSS MiB (prev)   test docs/s (prev)      F1 micro  F1 macro",
);
for (const r of rows) {
  const p = previous?.rows.find((x) => x.algorithm === r.algorithm);
  console.log(
    `${r.algorithm.padEnd(14)} ${`${r.msPerRound} (${fmt(p?.msPerRound)})`.padEnd(20)} ${`${r.peakRssMb} (${fmt(p?.peakRssMb)})`.padEnd(21)} ${`${r.testDocumentsPerSecond} (${fmt(p?.testDocumentsPerSecond)})`.padEnd(23)} ${r.microF1.toFixed(4)}    ${r.macroF1.toFixed(4)}`,
  );
}
mkdirSync(resultsDir, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const file = join(resultsDir, `${name}-${stamp}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ benchmark: name, date: new Date().toISOString(), node: process.version, rows }, null, 2)}\n`,
);
console.log(`\nwritten ${file}${previous ? `; compared with ${previous.file}` : ""}`);

function latestResults(prefix: string): { file: string; rows: Row[] } | undefined {
  if (!existsSync(resultsDir)) return undefined;
  const files = readdirSync(resultsDir)
    .filter((f) => f.startsWith(`${prefix}-`) && f.endsWith(".json"))
    .sort();
  const last = files.at(-1);
  if (!last) return undefined;
  return {
    file: last,
    rows: (JSON.parse(readFileSync(join(resultsDir, last), "utf8")) as { rows: Row[] }).rows,
  };
}
