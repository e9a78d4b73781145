// The runs of the TreeBoost.MH benchmarks (treeboost-speed.ts, treeboost-jit.ts): each one a fresh
// process of treeboost-speed-one.js, and the worst of several.
import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** What one treeboost-speed-one.js process prints. */
export interface SpeedRun {
  data: string;
  tree: string;
  algorithm: string;
  threads: number;
  prior: string;
  msPerRoundWall: number;
  msPerRoundCpu: number;
  /** Linux only: the training CPU time of the JavaScript thread, and of V8's helper threads. */
  trainCpuMainMs?: number;
  trainCpuHelperMs?: number;
  testDocumentsPerSecond: number;
  microF1: number;
  macroF1: number;
  loadAverage: { before: number[]; after: number[] };
  [key: string]: unknown;
}

/** The arguments of one treeboost-speed-one.js process. */
export interface SpeedRunOptions {
  readonly data: string;
  readonly algorithm: string;
  readonly iterations: number;
  readonly threads: number;
  /** What the process trains first, untimed: `none`, `other` or `same` (see treeboost-speed-one.ts). */
  readonly prior: string;
  readonly minDocuments: string;
  readonly datasets: string;
  /** `incremental` (default) or `from-scratch` (see treeboost-speed-one.ts). */
  readonly statistics?: string;
}

const here = dirname(fileURLToPath(import.meta.url));

/** Trains once in a fresh process of treeboost-speed-one.js and returns what it printed. */
export function speedRun(o: SpeedRunOptions): SpeedRun {
  process.stderr.write(
    `${o.algorithm}${o.threads > 1 ? ` (${o.threads} threads)` : ""}${o.prior === "none" ? "" : `, prior ${o.prior}`}${o.statistics === "from-scratch" ? ", statistics from scratch" : ""} on ${o.data}, S = ${o.iterations} ...\n`,
  );
  const out = execFileSync(
    process.execPath,
    [
      join(here, "treeboost-speed-one.js"),
      ...["--algorithm", o.algorithm, "--data", o.data, "--iterations", String(o.iterations)],
      ...["--threads", String(o.threads), "--prior", o.prior],
      ...["--min-documents", o.minDocuments, "--datasets", o.datasets],
      ...["--statistics", o.statistics ?? "incremental"],
    ],
    { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 1 << 24 },
  );
  return JSON.parse(out.trim().split("\n").pop()!) as SpeedRun;
}

/**
 * The worst of several runs: the longest times per round (wall and CPU apart), the lowest test
 * throughput, and the thread split of the run whose CPU time is the longest.
 */
export function worstRun(runs: readonly SpeedRun[]): SpeedRun {
  const slowest = runs.reduce((a, b) => (b.msPerRoundCpu > a.msPerRoundCpu ? b : a));
  return {
    ...runs[0]!,
    msPerRoundWall: Math.max(...runs.map((r) => r.msPerRoundWall)),
    msPerRoundCpu: slowest.msPerRoundCpu,
    ...(slowest.trainCpuMainMs === undefined
      ? {}
      : { trainCpuMainMs: slowest.trainCpuMainMs, trainCpuHelperMs: slowest.trainCpuHelperMs! }),
    testDocumentsPerSecond: Math.min(...runs.map((r) => r.testDocumentsPerSecond)),
  };
}

/** A run's 1-minute load average before and after it, `1.20-1.35`. */
export function loadRange(r: SpeedRun): string {
  return `${r.loadAverage.before[0]!.toFixed(2)}-${r.loadAverage.after[0]!.toFixed(2)}`;
}

/** CPU milliseconds per round, or "" when the platform does not tell. */
export function perRound(ms: number | undefined, iterations: number): string {
  return ms === undefined ? "" : (ms / iterations).toFixed(2);
}
