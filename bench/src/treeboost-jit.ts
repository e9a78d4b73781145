// Where TreeBoost.MH's CPU time goes beyond the work of its rounds: the JavaScript engine. Trains, each
// variant in fresh processes (worst of three), and splits the training CPU time into the JavaScript
// thread's and V8's helper threads' (the optimising compiler and the garbage collector; Linux):
//   adaboost-mh         AdaBoost.MH, the only booster of its process (as in treeboost-speed)
//   adaboost-mh-second  AdaBoost.MH after a 2-round fit of another AdaBoost.MH on the same data: the
//                       same work, but the booster is no longer the first of its process
//   treeboost           TreeBoost.MH (as in treeboost-speed)
//   treeboost-second    TreeBoost.MH after a first TreeBoost.MH fit in the same process (compiled code warm)
//   node bench/dist/treeboost-jit.js [--data reuters|reutersk500|both] [--iterations 500] [--repeat 3]
//        [--min-documents 30] [--datasets DIR]
// Writes bench/results/treeboost-jit-<date>.json.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { adaBoostMH } from "@textboost/adaboost-mh";
import type { Booster } from "@textboost/core";
import { treeBoost } from "@textboost/treeboost";
import { datasetsDir, flag } from "./datasets-dir.js";
import { threadCpu } from "./thread-cpu.js";
import { loadTreeBoostData, TREEBOOST_DATA, type TreeBoostDataName } from "./treeboost-data.js";

const VARIANTS = ["adaboost-mh", "adaboost-mh-second", "treeboost", "treeboost-second"] as const;
type Variant = (typeof VARIANTS)[number];

interface Run {
  data: string;
  variant: Variant;
  cpuMs: number;
  mainMs: number | null;
  helperMs: number | null;
  wallMs: number;
  loadAverage: { before: number[]; after: number[] };
}

const here = dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const iterations = Number(flag(argv, "iterations") ?? 500);
const minDocuments = Number(flag(argv, "min-documents") ?? 30);
const datasets = datasetsDir(flag(argv, "datasets"));

/** One fit of `variant` in this process, timed; prints one JSON line. */
async function child(name: TreeBoostDataName, variant: Variant): Promise<void> {
  const d = await loadTreeBoostData(name, datasets, { minDocuments });
  const tree = () => treeBoost({ hierarchy: d.tree, ...(d.labelKey ? { labelKey: d.labelKey } : {}) });
  const booster: Booster = variant.startsWith("adaboost-mh") ? adaBoostMH() : tree();
  if (variant === "adaboost-mh-second") await adaBoostMH().fit(d.train, { iterations: 2 });
  if (variant === "treeboost-second") await tree().fit(d.train, { iterations });
  const before = loadavg();
  const threads0 = threadCpu();
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  await booster.fit(d.train, { iterations });
  const wallMs = performance.now() - wall0;
  const cpu = process.cpuUsage(cpu0);
  const threads1 = threadCpu();
  const run: Run = {
    data: d.name,
    variant,
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    mainMs: threads0 && threads1 ? threads1.mainMs - threads0.mainMs : null,
    helperMs: threads0 && threads1 ? threads1.otherMs - threads0.otherMs : null,
    wallMs: Math.round(wallMs),
    loadAverage: { before, after: loadavg() },
  };
  console.log(JSON.stringify(run));
}

function spawn(name: string, variant: Variant): Run {
  process.stderr.write(`treeboost-jit: ${variant} on ${name}, S = ${iterations} ...\n`);
  const out = execFileSync(
    process.execPath,
    [
      fileURLToPath(import.meta.url),
      ...["--child", variant, "--data", name, "--iterations", String(iterations)],
      ...["--min-documents", String(minDocuments), "--datasets", datasets],
    ],
    { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 1 << 24 },
  );
  return JSON.parse(out.trim().split("\n").pop()!) as Run;
}

const childVariant = flag(argv, "child") as Variant | undefined;
if (childVariant !== undefined) {
  if (!VARIANTS.includes(childVariant)) throw new Error(`--child ${VARIANTS.join("|")}`);
  await child((flag(argv, "data") ?? "reuters") as TreeBoostDataName, childVariant);
} else {
  const repeat = Number(flag(argv, "repeat") ?? 3);
  const which = flag(argv, "data") ?? "both";
  const names = which === "both" ? [...TREEBOOST_DATA] : TREEBOOST_DATA.filter((n) => n === which);
  if (names.length === 0) throw new Error(`--data ${TREEBOOST_DATA.join("|")}|both`);
  const results: { data: string; variant: Variant; runs: Run[]; worst: Run }[] = [];
  for (const name of names) {
    for (const variant of VARIANTS) {
      const runs = Array.from({ length: repeat }, () => spawn(name, variant));
      // The worst run by total CPU time, whole (its split belongs to it).
      const worst = runs.reduce((a, b) => (b.cpuMs > a.cpuMs ? b : a));
      results.push({ data: name, variant, runs, worst });
    }
  }
  const perRound = (ms: number | null) => (ms === null ? "" : (ms / iterations).toFixed(2));
  console.log(
    `\nS = ${iterations}, worst of ${repeat} runs by CPU time (each in its own process); CPU ms per round; load average: 1-minute, before-after each run\n`,
  );
  console.log(
    "| data | variant | CPU | JavaScript thread | helper threads | ratio CPU | ratio JavaScript thread | load averages |",
  );
  console.log("|---|---|---|---|---|---|---|---|");
  for (const r of results) {
    const flat = results.find((x) => x.data === r.data && x.variant === "adaboost-mh")!.worst;
    const w = r.worst;
    const mainRatio = w.mainMs === null || flat.mainMs === null ? "" : (w.mainMs / flat.mainMs).toFixed(3);
    const loads = r.runs
      .map((x) => `${x.loadAverage.before[0]!.toFixed(2)}-${x.loadAverage.after[0]!.toFixed(2)}`)
      .join(", ");
    console.log(
      `| ${w.data} | ${r.variant} | ${perRound(w.cpuMs)} | ${perRound(w.mainMs)} | ${perRound(w.helperMs)} | ${(w.cpuMs / flat.cpuMs).toFixed(3)} | ${mainRatio} | ${loads} |`,
    );
  }
  const dir = join(here, "..", "results");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `treeboost-jit-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ benchmark: "treeboost-jit", node: process.version, iterations, repeat, minDocuments, loadAverageAtEnd: loadavg(), results }, null, 2)}\n`,
  );
  console.error(`written ${file}`);
}
