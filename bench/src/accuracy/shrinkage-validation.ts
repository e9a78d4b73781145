/**
 * How shrinkage changes the ranking, measured on validation parts only (the evidence for
 * `train --preset accurate`'s shrinkage): each set's training part is split 80/20 (stratified,
 * `textboost data split --split train --test-fraction 0.2 --split-seed 1`), MP-Boost is trained
 * on the 80 % with each shrinkage ν for up to `--iterations` rounds, and `textboost evaluate
 * --at ...` measures average precision, ranking loss and F1 micro on the 20 % at several S. No test
 * part is read. Writes bench/results/shrinkage-validation.json.
 *
 * node bench/dist/accuracy/shrinkage-validation.js [--sets medical,enron,...] [--shrinkage 1,0.3,0.1]
 *   [--iterations 1000] [--at 50,100,200,500,1000] [--datasets DIR] [--out FILE]
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CLI_BIN } from "../tools/cli-train.js";
import { datasetsDir, flag } from "../tools/datasets-dir.js";
import { loadAverage } from "../tools/load-guard.js";
import { RESULTS_DIR } from "../tools/paths.js";
import { ACCURACY_SETS } from "./accuracy-sets.js";

const argv = process.argv.slice(2);
const list = (name: string, dflt: string) => (flag(argv, name) ?? dflt).split(",").map((s) => s.trim());
const DEFAULT_SETS =
  "medical,enron,yahoo-arts,yahoo-business,yahoo-computers,yahoo-education,yahoo-entertainment,yahoo-health";
const sets = list("sets", DEFAULT_SETS);
const shrinkages = list("shrinkage", "1,0.3,0.1").map(Number);
const iterations = Number(flag(argv, "iterations") ?? 1000);
const at = list("at", "50,100,200,500,1000").map(Number);
const out = flag(argv, "out") ?? join(RESULTS_DIR, "shrinkage-validation.json");
const dir = datasetsDir(flag(argv, "datasets"));

/** One measurement: a set, a shrinkage, a number of rounds. */
interface Point {
  readonly set: string;
  readonly shrinkage: number;
  readonly rounds: number;
  readonly averagePrecision: number;
  readonly rankingLoss: number;
  readonly microF1: number;
}

/** Runs the CLI; throws with its standard error when it fails. */
function cli(args: readonly string[]): string {
  const r = spawnSync(process.execPath, [CLI_BIN, ...args], { encoding: "utf8", maxBuffer: 1 << 28 });
  if (r.status !== 0) throw new Error(`textboost ${args.join(" ")}: exit ${r.status}\n${r.stderr}`);
  return r.stdout;
}

const work = mkdtempSync(join(tmpdir(), "textboost-shrinkage-"));
const points: Point[] = [];
try {
  for (const name of sets) {
    const spec = ACCURACY_SETS.find((s) => s.name === name);
    if (spec === undefined || spec.kind !== "parts") {
      throw new Error(`--sets: ${name} is not a set with train and test files (${DEFAULT_SETS})`);
    }
    const split = join(work, name);
    cli(
      ["data", "split", "--format", "mulan", "--data", join(dir, spec.path), "--split", "train"].concat([
        "--test-fraction",
        "0.2",
        "--split-seed",
        "1",
        "--out",
        split,
      ]),
    );
    for (const nu of shrinkages) {
      const model = join(work, `${name}-${nu}.json`);
      const data = ["--format", "mulan", "--data", split];
      cli(
        ["train", "--algorithm", "mp-boost", "--shrinkage", `${nu}`, "--iterations", `${iterations}`].concat(
          data,
          ["--split", "train", "--threads", "1", "--log-every", "0", "--out", model],
        ),
      );
      const rows = JSON.parse(
        cli(["evaluate", "--model", model, ...data, "--split", "test", "--at", at.join(","), "--json"]),
      ) as { iterations: number; averagePrecision: number; rankingLoss: number; microF1: number }[];
      for (const r of rows) {
        points.push({
          set: name,
          shrinkage: nu,
          rounds: r.iterations,
          averagePrecision: r.averagePrecision,
          rankingLoss: r.rankingLoss,
          microF1: r.microF1,
        });
      }
      rmSync(model);
      const best = rows.reduce((a, b) => (b.averagePrecision > a.averagePrecision ? b : a));
      console.log(
        `${name.padEnd(20)} shrinkage ${`${nu}`.padEnd(4)} best average precision ${best.averagePrecision.toFixed(4)} at S = ${best.iterations}`,
      );
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
mkdirSync(RESULTS_DIR, { recursive: true });
const command = `node bench/dist/accuracy/shrinkage-validation.js ${argv.join(" ")}`.trim();
writeFileSync(
  out,
  `${JSON.stringify({ command, algorithm: "mp-boost", iterations, at, split: "training part 80/20, stratified, split seed 1", loadAverage: loadAverage(), points }, null, 2)}\n`,
);
console.log(`wrote ${out}`);
