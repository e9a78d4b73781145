// AdaBoost.LC at scale (issue #16, target 4): AdaBoost.LC (Hamming and zero-one covers, sequential
// templates, presence hypotheses) against AdaBoost.MH on the same data in the same run: CPU ms per
// round (the rounds after the first, process.cpuUsage() of the child: all its threads), wall-clock ms
// per round (what threads save), and peak RSS, the worst of
// three runs, each in its own process, with the load average printed beside every figure. AdaBoost.LC
// also runs its from-scratch reference path (`incremental: false`) once per data set, and the bench
// checks that its model and the 2-thread one are the incremental one byte for byte (SHA-256 of the
// model JSON). Both algorithms run on 1 and 2 threads.
//   node bench/dist/speed/lc-speed.js [--iterations 100] [--repeat 3] [--data rcv1subset1,bibtex]
//        [--max-load 1.5] [--datasets DIR]
// --data takes Mulan names or sources of bench-data.ts, e.g. synthetic:delicious:0.1 (Delicious's
// sizes, made-up words: see synthetic-delicious.ts).
// Writes bench/results/lc-speed-<date>.json; timing figures taken above --max-load are flagged.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { datasetsDir, flag } from "../tools/datasets-dir.js";
import { LoadGuard } from "../tools/load-guard.js";
import { RESULTS_DIR } from "../tools/paths.js";

interface Run {
  readonly cpuMsPerRound: number;
  readonly wallMsPerRound: number;
  readonly peakRssMb: number;
  readonly modelSha256: string;
  readonly load: [number, number, number];
}

const here = dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const iterations = Number(flag(argv, "iterations") ?? 100);
const repeat = Number(flag(argv, "repeat") ?? 3);
const names = (flag(argv, "data") ?? "rcv1subset1,bibtex").split(",");
const datasets = datasetsDir(flag(argv, "datasets"));
const guard = new LoadGuard(Number(flag(argv, "max-load") ?? 1.5));

function child(args: readonly string[]): Run {
  const out = execFileSync(process.execPath, [join(here, "lc-speed-one.js"), ...args], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  const line = JSON.parse(out.trim().split("\n").pop()!) as Omit<Run, "load">;
  return { ...line, load: guard.sample() };
}

const variants: { name: string; args: string[] }[] = [
  { name: "adaboost-mh, 1 thread", args: ["--algorithm", "adaboost-mh"] },
  { name: "adaboost-mh, 2 threads", args: ["--algorithm", "adaboost-mh", "--threads", "2"] },
  { name: "adaboost-lc hamming", args: ["--algorithm", "adaboost-lc", "--cover", "hamming"] },
  { name: "adaboost-lc zero-one", args: ["--algorithm", "adaboost-lc", "--cover", "zero-one"] },
  {
    name: "adaboost-lc hamming, 2 threads",
    args: ["--algorithm", "adaboost-lc", "--cover", "hamming", "--threads", "2"],
  },
  {
    name: "adaboost-lc zero-one, 2 threads",
    args: ["--algorithm", "adaboost-lc", "--cover", "zero-one", "--threads", "2"],
  },
];
const results: Record<string, unknown>[] = [];
for (const name of names) {
  // A Mulan set's name, or any source of loadBenchData (synthetic:delicious:0.1).
  const source = name.includes(":") ? name : `mulan:${name}`;
  const common = ["--data", source, "--iterations", String(iterations), "--datasets", datasets];
  const figures: Record<string, { worst: Run; runs: Run[] }> = {};
  for (const v of variants) {
    const runs = Array.from({ length: repeat }, () => child([...v.args, ...common]));
    const worst = runs.reduce((a, b) => (b.cpuMsPerRound > a.cpuMsPerRound ? b : a));
    const peak = Math.max(...runs.map((r) => r.peakRssMb));
    figures[v.name] = { worst: { ...worst, peakRssMb: peak }, runs };
    console.log(
      `${name} ${v.name}: ${worst.cpuMsPerRound.toFixed(1)} CPU ms/round (worst of ${repeat}; wall ${worst.wallMsPerRound.toFixed(1)}), peak RSS ${peak} MB, load ${worst.load.join(" ")}`,
    );
  }
  // The from-scratch reference: once per cover, for the model check and the speed-up.
  for (const cover of ["hamming", "zero-one"]) {
    const ref = child(["--algorithm", "adaboost-lc", "--cover", cover, "--reference", ...common]);
    const inc = figures[`adaboost-lc ${cover}`]!.worst;
    const two = figures[`adaboost-lc ${cover}, 2 threads`]!.worst;
    const identical = ref.modelSha256 === inc.modelSha256 && two.modelSha256 === inc.modelSha256;
    figures[`adaboost-lc ${cover}, from scratch`] = { worst: ref, runs: [ref] };
    console.log(
      `${name} adaboost-lc ${cover} from scratch: ${ref.cpuMsPerRound.toFixed(1)} CPU ms/round, peak RSS ${ref.peakRssMb} MB, load ${ref.load.join(" ")}; model ${identical ? "identical" : "DIFFERENT"}`,
    );
    if (!identical) process.exitCode = 1;
  }
  const mh = figures["adaboost-mh, 1 thread"]!.worst;
  const mh2 = figures["adaboost-mh, 2 threads"]!.worst;
  const ratios = Object.fromEntries(
    ["hamming", "zero-one", "hamming, 2 threads", "zero-one, 2 threads"].map((variant) => {
      const lc = figures[`adaboost-lc ${variant}`]!.worst;
      const base = variant.endsWith("2 threads") ? mh2 : mh;
      return [
        variant,
        {
          time: lc.cpuMsPerRound / base.cpuMsPerRound,
          wall: lc.wallMsPerRound / base.wallMsPerRound,
          memory: lc.peakRssMb / base.peakRssMb,
        },
      ];
    }),
  );
  for (const [cover, r] of Object.entries(ratios)) {
    console.log(
      `${name} adaboost-lc ${cover} / adaboost-mh: CPU time ${r.time.toFixed(2)}x, wall ${r.wall.toFixed(2)}x, peak RSS ${r.memory.toFixed(2)}x`,
    );
  }
  results.push({ data: name, iterations, repeat, figures, ratiosToAdaBoostMH: ratios });
}
const quiet = guard.quiet;
console.log(
  quiet
    ? `load stayed at or below ${guard.maxLoad}: timing figures are usable`
    : `highest load ${guard.highest} > ${guard.maxLoad}: timing figures are NOT usable (memory figures are)`,
);
const dir = RESULTS_DIR;
mkdirSync(dir, { recursive: true });
const file = join(dir, `lc-speed-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ bench: "lc-speed", iterations, repeat, maxLoad: guard.maxLoad, highestLoad: guard.highest, timingUsable: quiet, results }, null, 2)}\n`,
);
console.log(`wrote ${file}`);
