// Truncated SVD: ours (@textboost/lsi) against scikit-learn's TruncatedSVD on the same seeded sparse
// tf-idf-like matrix, plus the MLRF-sized blocks that decide the "auto" method.
//   node bench/dist/speed/lsi.js [--rows 10000] [--cols 5000] [--density 0.005] [--ks 10,100] [--repeat 3]
//        [--python PATH]     the interpreter with scikit-learn (default: python3, then /usr/bin/python3)
//        [--no-reference]    skip the ARPACK reference singular values (scipy svds, tol = 0)
//        [--no-sweep]        skip the accuracy sweep over power iterations
// Times are the worst of --repeat runs: CPU time (process.cpuUsage, user + system) and wall time, with
// os.loadavg() printed beside them. Writes bench/results/lsi-<date>.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import type { CsrMatrix } from "@textboost/core";
import { type TruncatedSvdOptions, truncatedSvd, truncatedSvdDefaults } from "@textboost/lsi";
import { selectColumns } from "@textboost/sparse";
import { flag } from "../tools/datasets-dir.js";
import { RESULTS_DIR } from "../tools/paths.js";
import { syntheticTfidf } from "../tools/synthetic-tfidf.js";
import { runSklearn } from "./peer-sklearn.js";

const argv = process.argv.slice(2);
const rows = Number(flag(argv, "rows") ?? 10_000);
const cols = Number(flag(argv, "cols") ?? 5_000);
const density = Number(flag(argv, "density") ?? 0.005);
const ks = (flag(argv, "ks") ?? "10,100").split(",").map(Number);
const repeat = Number(flag(argv, "repeat") ?? 3);
const OURS_Q = truncatedSvdDefaults.powerIterations;
const SKLEARN_DEFAULT_N_ITER = 5;

const load = (): string =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(" ");

/** Worst of `repeat` runs: CPU seconds (user + system) and wall seconds. */
function worstOf<T>(run: () => T): { cpuSeconds: number; wallSeconds: number; last: T } {
  let cpuSeconds = 0;
  let wallSeconds = 0;
  let last: T | undefined;
  for (let i = 0; i < repeat; i++) {
    const c0 = process.cpuUsage();
    const w0 = performance.now();
    last = run();
    const c = process.cpuUsage(c0);
    wallSeconds = Math.max(wallSeconds, (performance.now() - w0) / 1000);
    cpuSeconds = Math.max(cpuSeconds, (c.user + c.system) / 1e6);
  }
  return { cpuSeconds, wallSeconds, last: last as T };
}

/** max over j of |a[j] − b[j]| / b[j] */
function maxRelativeDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let worst = 0;
  for (let j = 0; j < Math.min(a.length, b.length); j++)
    worst = Math.max(worst, Math.abs(a[j]! - b[j]!) / b[j]!);
  return worst;
}

const svdOf = (x: CsrMatrix, options: TruncatedSvdOptions) => truncatedSvd(x, options);

const x = syntheticTfidf(rows, cols, density, 20261123);
console.log(
  `matrix: ${rows} x ${cols}, ${x.indices.length} non-zeros (${((100 * x.indices.length) / rows / cols).toFixed(2)}%), tf-idf-like, seed 20261123`,
);

const METHODS = ["lanczos", "randomized"] as const;
const ours = ks.flatMap((k) =>
  METHODS.map((method) => {
    const t = worstOf(() => svdOf(x, { k, method }));
    console.log(
      `ours     k=${k} ${method}${method === "randomized" ? ` q=${OURS_Q}` : ""}: CPU ${t.cpuSeconds.toFixed(3)} s, wall ${t.wallSeconds.toFixed(3)} s (worst of ${repeat}; load ${load()})`,
    );
    return {
      k,
      method,
      cpuSeconds: t.cpuSeconds,
      wallSeconds: t.wallSeconds,
      singularValues: Array.from(t.last.S),
    };
  }),
);
const oursAt = (k: number, method: (typeof METHODS)[number]) =>
  ours.find((o) => o.k === k && o.method === method)!;

const nIters = [...new Set([SKLEARN_DEFAULT_N_ITER, OURS_Q])];
const sk = runSklearn(x, ks, nIters, repeat, !argv.includes("--no-reference"), flag(argv, "python"));
if ("skipped" in sk) {
  console.log(`scikit-learn: skipped: ${sk.skipped}`);
} else {
  console.log(
    `scikit-learn ${sk.sklearn} (Python ${sk.python}, numpy ${sk.numpy}, scipy ${sk.scipy}, BLAS on 1 thread)`,
  );
  for (const run of sk.runs) {
    const mine = oursAt(run.k, "randomized");
    console.log(
      `sklearn  k=${run.k} n_iter=${run.n_iter}: CPU ${run.cpu_seconds.toFixed(3)} s, wall ${run.wall_seconds.toFixed(3)} s (worst of ${repeat}; load ${load()}); ours randomized / sklearn CPU ${(mine.cpuSeconds / run.cpu_seconds).toFixed(2)}, ours lanczos / sklearn CPU ${(oursAt(run.k, "lanczos").cpuSeconds / run.cpu_seconds).toFixed(2)}; max relative σ difference (randomized) ${maxRelativeDifference(mine.singularValues, run.singular_values).toExponential(2)}`,
    );
  }
  for (const ref of sk.reference) {
    const theirs = sk.runs.filter((r) => r.k === ref.k);
    console.log(
      `accuracy k=${ref.k} against ARPACK (${ref.seconds.toFixed(1)} s wall): ours lanczos ${maxRelativeDifference(oursAt(ref.k, "lanczos").singularValues, ref.singular_values).toExponential(2)}; ours randomized q=${OURS_Q} ${maxRelativeDifference(oursAt(ref.k, "randomized").singularValues, ref.singular_values).toExponential(2)}; ${theirs
        .map(
          (r) =>
            `sklearn n_iter=${r.n_iter} ${maxRelativeDifference(r.singular_values, ref.singular_values).toExponential(2)}`,
        )
        .join("; ")} (max over j of |σⱼ − σⱼ*| / σⱼ*)`,
    );
  }
}

// Accuracy of our randomised method against the reference as the power iterations grow (untimed: quality, not speed).
const sweep: { k: number; powerIterations: number; maxRelativeError: number }[] = [];
if (!argv.includes("--no-sweep") && !("skipped" in sk)) {
  for (const ref of sk.reference) {
    const line: string[] = [];
    for (const q of [1, 2, 5, 10, 20]) {
      const e = maxRelativeDifference(
        svdOf(x, { k: ref.k, method: "randomized", powerIterations: q }).S,
        ref.singular_values,
      );
      sweep.push({ k: ref.k, powerIterations: q, maxRelativeError: e });
      line.push(`q=${q} ${e.toExponential(1)}`);
    }
    console.log(`sweep    k=${ref.k}: ${line.join(", ")}`);
  }
}

// MLRF-sized blocks: 1,500 documents x 100 terms (the MLRF defaults M = 100, k = 10), the four
// methods; each figure is the worst of `repeat` timings of 50 decompositions of 50 different blocks.
const blocks = Array.from({ length: 50 }, (_, b) =>
  selectColumns(
    syntheticTfidf(1500, cols, density, 1000 + b),
    Array.from({ length: 100 }, (_, j) => (j * 37 + b) % cols),
  ),
);
const blockRuns = (["gram", "exact", "lanczos", "randomized"] as const).map((method) => {
  const t = worstOf(() => blocks.map((blk) => svdOf(blk, { k: 10, method })));
  const exact = blocks.map((blk) => svdOf(blk, { k: 10, method: "exact" }));
  const error = Math.max(...t.last.map((s, b) => maxRelativeDifference(s.S, exact[b]!.S)));
  const ms = (t.cpuSeconds * 1000) / blocks.length;
  console.log(
    `block    1500 x 100, k=10, ${method}: ${ms.toFixed(2)} ms CPU per block (wall ${((t.wallSeconds * 1000) / blocks.length).toFixed(2)}; worst of ${repeat}; load ${load()}); max relative σ error against exact ${error.toExponential(2)}`,
  );
  return {
    method,
    msCpuPerBlock: ms,
    msWallPerBlock: (t.wallSeconds * 1000) / blocks.length,
    maxRelativeError: error,
  };
});

const resultsDir = RESULTS_DIR;
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `lsi-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(
  file,
  `${JSON.stringify(
    {
      command: `node bench/dist/speed/lsi.js ${argv.join(" ")}`.trim(),
      node: process.version,
      loadavg: loadavg(),
      matrix: { rows, cols, nnz: x.indices.length, density, seed: 20261123 },
      repeat,
      ours,
      sklearn: sk,
      sweep,
      blocks: blockRuns,
    },
    null,
    2,
  )}\n`,
);
console.log(`wrote ${file}`);
