import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The `bench/` folder of this checkout (this module is `bench/src/tools/paths.ts`, built to `bench/dist/tools/`). */
export const BENCH_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The root of this checkout. */
export const REPO_ROOT = resolve(BENCH_DIR, "..");

/** Where the benchmarks write their results: `bench/results/`. */
export const RESULTS_DIR = join(BENCH_DIR, "results");

/** The Python peers of the benchmarks: `bench/python/`. */
export const PYTHON_DIR = join(BENCH_DIR, "python");
