// Two builds of textboost side by side: this checkout's CLI against another checkout's (an older
// commit, built with `pnpm turbo run build`), on the same commands, the same input files and the
// same clock, alternating the two builds run by run so both see the same load. For each command:
// the worst of the repeats of the whole process' CPU time and peak RSS (the kernel's figures,
// `wait4`), the ratio this build ÷ the other, and whether the two model files are byte-identical
// (or, when a build records more beside the model, whether their trained bodies are).
// The commands use only options both builds know.
//
//   git worktree add ../textboost-before <commit> && (cd ../textboost-before && pnpm install && pnpm turbo run build)
//   node bench/dist/speed/builds.js --other ../textboost-before [--repeats 3] [--only mp-boost,...] [--datasets DIR]
//
// Writes bench/results/builds.json.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { CLI_BIN } from "../tools/cli-train.js";
import { datasetsDir, flag } from "../tools/datasets-dir.js";
import { loadAverage } from "../tools/load-guard.js";
import { runMeasured } from "../tools/measured-process.js";
import { REPO_ROOT, RESULTS_DIR } from "../tools/paths.js";

const argv = process.argv.slice(2);
const otherRoot = flag(argv, "other");
const repeats = Number(flag(argv, "repeats") ?? 3);
const only = flag(argv, "only")?.split(",");
if (otherRoot === undefined) throw new Error("--other DIR (the root of another built checkout) is required");
if (!Number.isInteger(repeats) || repeats < 1 || repeats > 20) throw new Error("--repeats takes 1 to 20");
const otherBin = join(resolve(otherRoot), "apps", "cli", "dist", "bin.js");
if (!existsSync(otherBin)) throw new Error(`${otherBin} not found: build that checkout first`);
const data = datasetsDir(flag(argv, "datasets"));

/** One command of the comparison: its name and the options after `textboost train`. */
interface Job {
  readonly name: string;
  readonly args: readonly string[];
}

const reuters = ["--format", "reuters21578", "--data", join(data, "reuters21578")];
const mulan = (set: string) => ["--format", "mulan", "--data", join(data, "mulan", set)];
const JOBS: readonly Job[] = [
  {
    name: "adaboost-mh",
    args: [...reuters, "--algorithm", "adaboost-mh", "--iterations", "100", "--threads", "1"],
  },
  {
    name: "mp-boost",
    args: [...reuters, "--algorithm", "mp-boost", "--iterations", "100", "--threads", "1"],
  },
  {
    name: "mp-boost-2-threads",
    args: [...reuters, "--algorithm", "mp-boost", "--iterations", "100", "--threads", "2"],
  },
  {
    name: "adaboost-mh-rcv1subset1",
    args: [...mulan("rcv1subset1"), "--stumps", "presence", "--iterations", "100", "--threads", "1"],
  },
  {
    name: "treeboost-mh",
    args: [
      ...reuters,
      "--algorithm",
      "treeboost",
      "--induce-hierarchy",
      "4",
      "--min-documents",
      "30",
      "--iterations",
      "100",
      "--threads",
      "1",
    ],
  },
  { name: "adaboost-lc", args: [...mulan("medical"), "--algorithm", "adaboost-lc", "--iterations", "100"] },
];

/** What one `train` process used. */
interface Run {
  readonly cpuMs: number;
  readonly peakRssMb: number;
  readonly load: number;
}

const work = mkdtempSync(join(tmpdir(), "textboost-builds-"));

/** Trains once with `bin` and returns the process' figures; the model goes to `out`. */
function train(bin: string, job: Job, out: string): Run {
  const load = loadAverage()[0];
  const run = runMeasured(
    process.execPath,
    [bin, "train", ...job.args, "--out", out, "--force", "--log-every", "0"],
    { captureStderr: true },
  );
  return { cpuMs: Math.round(run.cpuMs), peakRssMb: run.peakRssMb, load };
}

/**
 * Whether two model files hold the same trained model (`body`: rounds, members, nodes) byte for
 * byte, when the files differ in what they record beside it (a newer build records more of the text
 * pipeline's options, for instance).
 */
function sameModelBody(a: string, b: string): boolean {
  const body = (file: string) =>
    JSON.stringify((JSON.parse(readFileSync(file, "utf8")) as { body?: unknown }).body);
  return body(a) === body(b);
}

const worst = (runs: readonly Run[]) => ({
  cpuMs: Math.max(...runs.map((r) => r.cpuMs)),
  peakRssMb: Math.max(...runs.map((r) => r.peakRssMb)),
});
const commitOf = (root: string) =>
  execFileSync("git", ["-C", root, "rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();

const rows: Record<string, unknown>[] = [];
console.log(
  `this build (${commitOf(REPO_ROOT)}) against ${otherRoot} (${commitOf(otherRoot)}), worst of ${repeats}`,
);
try {
  for (const job of JOBS.filter((j) => only === undefined || only.includes(j.name))) {
    const [mine, theirs]: [Run[], Run[]] = [[], []];
    const [myModel, theirModel] = [join(work, `${job.name}-this.json`), join(work, `${job.name}-other.json`)];
    for (let r = 0; r < repeats; r++) {
      // Alternate which build goes first, so that neither always runs after the other.
      if (r % 2 === 0) {
        theirs.push(train(otherBin, job, theirModel));
        mine.push(train(CLI_BIN, job, myModel));
      } else {
        mine.push(train(CLI_BIN, job, myModel));
        theirs.push(train(otherBin, job, theirModel));
      }
    }
    const identical = readFileSync(myModel).equals(readFileSync(theirModel));
    const sameBody = identical || sameModelBody(myModel, theirModel);
    const [m, t] = [worst(mine), worst(theirs)];
    const cpuRatio = Math.round((m.cpuMs / t.cpuMs) * 1000) / 1000;
    const loads = [...mine, ...theirs].map((r) => r.load);
    console.log(
      `  ${job.name}: CPU ${(m.cpuMs / 1000).toFixed(2)} s against ${(t.cpuMs / 1000).toFixed(2)} s (${cpuRatio}), peak ${m.peakRssMb} against ${t.peakRssMb} MiB, models ${identical ? "identical" : sameBody ? "identical but for their records" : "differ"}; load ${Math.min(...loads)}-${Math.max(...loads)}`,
    );
    rows.push({
      job: job.name,
      command: `textboost train ${job.args.join(" ").replaceAll(data, "../shared/datasets")}`,
      this: { worst: m, runs: mine },
      other: { worst: t, runs: theirs },
      cpuRatio,
      identicalModels: identical,
      identicalBodies: sameBody,
    });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
mkdirSync(RESULTS_DIR, { recursive: true });
const file = join(RESULTS_DIR, "builds.json");
const result = {
  this: commitOf(REPO_ROOT),
  other: commitOf(otherRoot),
  repeats,
  loadAverage: loadAverage(),
  rows,
};
writeFileSync(file, `${JSON.stringify(result, null, 1)}\n`);
console.log(`\nwritten to ${file}`);
