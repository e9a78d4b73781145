// Where a fit's memory goes (issue #16, target 2): the process's resident set size (RSS) and V8's
// counts at each stage of one process that reads a data set and trains one booster: after the
// imports, after reading (and after a garbage collection), after the first round and the last, with
// the WebAssembly and typed-array memory ("external", "arrayBuffers") beside the JavaScript heap.
// Run with --expose-gc so the collection after reading happens (else that line repeats the one before).
//   node --expose-gc bench/dist/speed/memory-stages.js [--data reuters|mpboost:DIR|mulan:NAME]
//        [--algorithm adaboost-mh|mp-boost] [--iterations 100] [--datasets DIR]
// Prints a table and writes bench/results/memory-stages-<date>.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { adaBoostMH } from "@textboost/adaboost-mh";
import { mpBoost } from "@textboost/mp-boost";
import { loadBenchData } from "../tools/bench-data.js";
import { datasetsDir, flag } from "../tools/datasets-dir.js";
import { RESULTS_DIR } from "../tools/paths.js";

const argv = process.argv.slice(2);
const algorithm = flag(argv, "algorithm") ?? "adaboost-mh";
const iterations = Number(flag(argv, "iterations") ?? 100);
const source = flag(argv, "data") ?? "reuters";
const booster = algorithm === "mp-boost" ? mpBoost() : adaBoostMH();
if (algorithm !== "mp-boost" && algorithm !== "adaboost-mh")
  throw new Error("--algorithm adaboost-mh|mp-boost");

const MiB = 1024 * 1024;
const stages: Record<string, number | string>[] = [];
const record = (stage: string): void => {
  const m = process.memoryUsage();
  stages.push({
    stage,
    rssMiB: Math.round(m.rss / MiB),
    peakRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
    heapUsedMiB: Math.round(m.heapUsed / MiB),
    externalMiB: Math.round(m.external / MiB),
    arrayBuffersMiB: Math.round(m.arrayBuffers / MiB),
  });
};
const gc = (globalThis as { gc?: () => void }).gc;

record("after the imports");
const data = await loadBenchData(source, datasetsDir(flag(argv, "datasets")));
record("after reading");
gc?.();
record(gc ? "after reading, collected" : "after reading (no --expose-gc: not collected)");
let round = 0;
await booster.fit(data.train, {
  iterations,
  onIteration: () => {
    round++;
    if (round === 1 || round === iterations) record(`after round ${round}`);
  },
});
const { rows: g, cols: r } = data.train.X;
const m = data.train.Y.cols;
console.log(
  `${data.name}, ${algorithm}, S = ${iterations}: ${g} documents, ${r} terms, ${m} labels; a (term, label) table of two doubles is ${Math.round((r * m * 16) / MiB)} MiB, its estimates ${Math.round((r * m * 4) / MiB)} MiB; load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
console.log(
  "| stage | RSS MiB | peak RSS MiB | JS heap used | external (WebAssembly, typed arrays) | of which ArrayBuffers |",
);
console.log("|---|---|---|---|---|---|");
for (const s of stages)
  console.log(
    `| ${s.stage} | ${s.rssMiB} | ${s.peakRssMiB} | ${s.heapUsedMiB} | ${s.externalMiB} | ${s.arrayBuffersMiB} |`,
  );
const resultsDir = RESULTS_DIR;
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `memory-stages-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ benchmark: "memory-stages", node: process.version, data: data.name, algorithm, iterations, documents: g, terms: r, labels: m, loadAverageAtEnd: loadavg(), stages }, null, 1)}\n`,
);
console.error(`written ${file}`);
