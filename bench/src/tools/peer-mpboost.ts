import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeMpBoost } from "@textboost/datasets";
import { runMeasured } from "./measured-process.js";
import { loadReutersBench } from "./reuters.js";

/** One MP-Boost++ run: its own training time (without loading) and its F1 on the test file. */
export interface PeerResult {
  readonly algorithm: string;
  /** boostTrain's own "Training completed in X seconds": C's clock(), i.e. CPU time, without reading. */
  readonly trainSeconds: number;
  /** trainSeconds per round, in ms: CPU time. */
  readonly msPerRound: number;
  /** Peak RSS of the boostTrain process (kernel rusage), MiB. */
  readonly peakRssMb: number;
  readonly microF1: number;
  readonly macroF1: number;
}

/**
 * Writes Reuters-21578 (ModApte, 90 categories, the papers' preprocessing) as MP-Boost++ files with our
 * own writer, so both implementations read identical input. Returns the directory.
 */
export async function writeReutersForPeer(datasets: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "textboost-peer-"));
  const r = await loadReutersBench(datasets);
  await writeMpBoost(r.train, join(dir, "training"), { labels: "indices" });
  await writeMpBoost({ ...r.train, X: r.testX, Y: r.testY }, join(dir, "test"), {
    labels: "indices",
  });
  return dir;
}

/**
 * Runs MP-Boost++ (`boostTrain`, `boostTest`, `showEvaluation` from a local build in `peerDir`) on the
 * files in `dataDir`. Times are what boostTrain prints ("Training completed in X seconds"), which
 * excludes reading the data and is measured with C's `clock()`: CPU time, so compare it with our CPU
 * time (`cpuMsPerRound`), never with wall time.
 */
export function runPeer(
  peerDir: string,
  dataDir: string,
  algorithm: "adaboost-mh" | "mp-boost",
  iterations: number,
): PeerResult {
  for (const tool of ["boostTrain", "boostTest", "showEvaluation"]) {
    if (!existsSync(join(peerDir, tool)))
      throw new Error(`${join(peerDir, tool)} not found: build MP-Boost++ there first`);
  }
  const model = join(dataDir, `${algorithm}.model`);
  const args = [
    "-t",
    join(dataDir, "training"),
    "-i",
    String(iterations),
    "-om",
    model,
    "-od",
    join(dataDir, `${algorithm}.dist`),
    "-v",
    "1",
  ];
  if (algorithm === "adaboost-mh") args.push("-A");
  const train = runMeasured(join(peerDir, "boostTrain"), args);
  const out = train.stdout;
  const seconds = Number(/Training completed in ([\d.]+) seconds/.exec(out)?.[1]);
  const evaluation = join(dataDir, `${algorithm}.evaluation`);
  execFileSync(join(peerDir, "boostTest"), [
    "-t",
    join(dataDir, "test"),
    "-m",
    model,
    "-oe",
    evaluation,
    "-nP",
    "-v",
    "0",
  ]);
  const shown = execFileSync(join(peerDir, "showEvaluation"), ["-e", evaluation], { encoding: "utf8" });
  const f1 = (section: string): number => {
    const lines = shown.split("\n");
    const at = lines.findIndex((l) => l.startsWith(section));
    return Number(lines[at + 2]!.trim().split(/\s+/)[3]);
  };
  return {
    algorithm,
    trainSeconds: seconds,
    peakRssMb: train.peakRssMb,
    msPerRound: Math.round(((seconds * 1000) / iterations) * 100) / 100,
    microF1: Math.round(f1("MICRO-average") * 10000) / 10000,
    macroF1: Math.round(f1("MACRO-average") * 10000) / 10000,
  };
}

/**
 * Runs MP-Boost++'s `boostTest` on `dataDir/test` with the model {@link runPeer} trained for
 * `algorithm`, and returns its own "Test completed in X seconds": C's `clock()` (CPU time) around
 * `RunTest`, which reads the test file line by line, classifies each document and accumulates the
 * evaluation. Predictions are not written (`-nP`).
 */
export function peerTestSeconds(
  peerDir: string,
  dataDir: string,
  algorithm: "adaboost-mh" | "mp-boost",
): number {
  const out = execFileSync(
    join(peerDir, "boostTest"),
    [
      "-t",
      join(dataDir, "test"),
      "-m",
      join(dataDir, `${algorithm}.model`),
      "-oe",
      join(dataDir, `${algorithm}.evaluation`),
      "-nP",
      "-v",
      "1",
    ],
    { encoding: "utf8", maxBuffer: 1 << 26 },
  );
  const seconds = Number(/Test completed in ([\d.e-]+) seconds/.exec(out)?.[1]);
  if (!Number.isFinite(seconds)) throw new Error(`boostTest printed no test time:\n${out.slice(0, 500)}`);
  return seconds;
}
