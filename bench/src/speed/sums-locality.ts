// What a streamed round's sums cost per document when D comes from far away and when it sits in
// a core's L2 cache: the SIMD sums of every label (`termSidesOf` of @textboost/statistics, as
// MP-Boost's streamed scan computes them) over the frequent terms of Reuters-21578 (at least
// --min-df documents), once over the whole training set's D (7,770 documents × 90 labels: 5.6 MB,
// more than an L2) and once over the training set cut to its first documents, as many as make D
// and the signs about 1 MiB (an L2 holds 2 MiB on this machine), the same terms on both. The gap
// between the two is what a scan that took the documents in blocks small enough for the cache could
// gain. CPU time of this thread, ns per (term, document) pair summed, the worst of --repeat runs,
// the load average beside each; JSON to bench/results/sums-locality-<date>.json.
//   node bench/dist/speed/sums-locality.js [--repeat 3] [--min-df 64] [--block-bytes 1048576] [--datasets DIR]
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createPairPasses } from "@textboost/boosting";
import type { TrainingSet } from "@textboost/core";
import { selectRows, trainingSet } from "@textboost/sparse";
import { termSidesOf } from "@textboost/statistics";
import { loadBenchData } from "../tools/bench-data.js";
import { datasetsDir, flag } from "../tools/datasets-dir.js";
import { loadAverage } from "../tools/load-guard.js";
import { RESULTS_DIR } from "../tools/paths.js";

const argv = process.argv.slice(2);
const repeat = Number(flag(argv, "repeat") ?? 3);
const minDf = Number(flag(argv, "min-df") ?? 64);
const blockBytes = Number(flag(argv, "block-bytes") ?? 1 << 20);

const cpuNs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) * 1000;
};

/** ns per (term, document) pair of the sums of every label over `terms`, D uniform in a loop's memory. */
function nsPerPair(ts: TrainingSet, terms: readonly number[], passes: number): number {
  const g = ts.X.rows;
  const m = ts.Y.cols;
  const D = createPairPasses(ts.signs, g, m).weights;
  const sides = termSidesOf(ts, D);
  const out = new Float64Array(2 * m);
  const { indptr } = ts.Xc;
  let pairs = 0;
  for (const k of terms) pairs += indptr[k + 1]! - indptr[k]!;
  for (const k of terms) sides(k, 0, m, out); // compiled and warm
  const start = cpuNs();
  for (let p = 0; p < passes; p++) for (const k of terms) sides(k, 0, m, out);
  return (cpuNs() - start) / (pairs * passes);
}

const data = await loadBenchData("reuters", datasetsDir(flag(argv, "datasets")));
const whole = trainingSet(data.train.X, data.train.Y);
const m = whole.Y.cols;
const blockRows = Math.min(whole.X.rows, Math.floor(blockBytes / (9 * m)));
const firstRows = Array.from({ length: blockRows }, (_, i) => i);
const block = trainingSet(selectRows(data.train.X, firstRows), selectRows(data.train.Y, firstRows));
// The terms frequent in the block (and so in the whole set, which holds the block's documents).
const terms: number[] = [];
for (let k = 0; k < block.X.cols; k++) {
  if (block.Xc.indptr[k + 1]! - block.Xc.indptr[k]! >= minDf * (blockRows / whole.X.rows)) terms.push(k);
}

const runs: { whole: number; block: number; load: [number, number, number] }[] = [];
for (let r = 0; r < repeat; r++) {
  const load = loadAverage();
  const run = { whole: nsPerPair(whole, terms, 5), block: nsPerPair(block, terms, 5 * 6), load };
  runs.push(run);
  console.log(
    `run ${r + 1}: ${run.whole.toFixed(1)} ns a pair over the whole D (${whole.X.rows} documents), ` +
      `${run.block.toFixed(1)} over the first ${blockRows} documents' D; load ${load.join(" ")}`,
  );
}
const worst = {
  whole: Math.max(...runs.map((r) => r.whole)),
  block: Math.max(...runs.map((r) => r.block)),
};
console.log(
  `${terms.length} terms (df >= ${minDf} over the whole set), ${m} labels, worst of ${repeat}: ` +
    `${worst.whole.toFixed(1)} ns a pair over the whole D, ${worst.block.toFixed(1)} within ${blockRows} documents ` +
    `(${(worst.whole / worst.block).toFixed(2)} x)`,
);
const out = RESULTS_DIR;
mkdirSync(out, { recursive: true });
const file = join(out, `sums-locality-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(
  file,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      documents: whole.X.rows,
      blockDocuments: blockRows,
      labels: m,
      terms: terms.length,
      minDf,
      nsPerPair: worst,
      runs,
    },
    null,
    2,
  )}\n`,
);
console.log(`written ${file}`);
