import { spawnSync } from "node:child_process";
import { join } from "node:path";
import type { DenseMatrix } from "@textboost/core";
import { writeSvmlight } from "@textboost/datasets";
import { PYTHON_DIR } from "../tools/paths.js";
import type { FeatureVariant } from "./accuracy-sets.js";

const SCRIPT = join(PYTHON_DIR, "ovr_baselines.py");
const ONE_THREAD = { OMP_NUM_THREADS: "1", OPENBLAS_NUM_THREADS: "1", MKL_NUM_THREADS: "1" };

/** A Python that imports scikit-learn, with the versions it reports. */
export interface SklearnPython {
  readonly python: string;
  readonly versions: Readonly<Record<string, string>>;
}

function probe(python: string): SklearnPython | string {
  const code =
    "import json, platform, numpy, scipy, sklearn; print(json.dumps({'python': platform.python_version(), " +
    "'numpy': numpy.__version__, 'scipy': scipy.__version__, 'sklearn': sklearn.__version__}))";
  const r = spawnSync(python, ["-c", code], { encoding: "utf8" });
  if (r.error !== undefined) return `${python}: ${r.error.message}`;
  if (r.status !== 0) return `${python}: ${r.stderr.trim().split("\n").pop()}`;
  return { python, versions: JSON.parse(r.stdout) as Record<string, string> };
}

function firstWithSklearn(candidates: readonly string[]): SklearnPython | string {
  const reasons: string[] = [];
  for (const python of candidates) {
    const found = probe(python);
    if (typeof found !== "string") return found;
    reasons.push(found);
  }
  return reasons.join("; ");
}

/**
 * A Python with scikit-learn: `--python` when given, else `python3` or Debian's `/usr/bin/python3`.
 * When none has it and `install` is true, installs Debian's python3-sklearn (`apt-get update`, then
 * `apt-get install -y python3-sklearn`; their output goes to standard error) and looks again.
 *
 * @param python - an interpreter to use instead of searching
 * @param install - whether to try apt-get when scikit-learn is missing
 * @returns the interpreter and its versions, or a sentence saying why the baselines are skipped
 */
export function findSklearn(python: string | undefined, install: boolean): SklearnPython | string {
  const candidates = python !== undefined ? [python] : ["python3", "/usr/bin/python3"];
  const found = firstWithSklearn(candidates);
  if (typeof found !== "string" || !install) return found;
  process.stderr.write(`scikit-learn not found (${found}); installing Debian's python3-sklearn\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update"], ["install", "-y", "python3-sklearn"]]) {
    const r = spawnSync("apt-get", args, { stdio: ["ignore", 2, 2], env });
    if (r.error !== undefined || r.status !== 0) {
      return `${found}; apt-get ${args.join(" ")} failed (${r.error?.message ?? `status ${r.status}`})`;
    }
  }
  return firstWithSklearn([...candidates, "/usr/bin/python3"]);
}

/** One baseline's figures as ovr_baselines.py prints them. */
export interface BaselineOutput {
  readonly model: string;
  readonly C: number;
  readonly cv: readonly { readonly C: number; readonly microF1: number }[];
  readonly cvCpuSeconds: number;
  readonly fitCpuSeconds: number;
  readonly fitWallSeconds: number;
  readonly constantLabels: number;
  readonly convergenceWarnings: number;
  /** The test documents' decision scores, documents x labels. */
  readonly scores: DenseMatrix;
}

/** Options of {@link runBaselines}: passed to ovr_baselines.py. */
export interface BaselineOptions {
  readonly models: readonly string[];
  readonly cGrid: readonly number[];
  readonly folds: number;
  readonly repeat: number;
  readonly seed: number;
}

/**
 * Writes a variant's training and test parts as multi-label SVMlight (0-based label columns) under
 * `workDir` and runs bench/python/ovr_baselines.py on them, one BLAS thread.
 *
 * @param python - from {@link findSklearn}
 * @param variant - the documents and features
 * @param workDir - where the two files go
 * @param options - models, C grid, folds, repeats, seed
 * @returns each model's figures and test scores
 * @throws Error when the script fails
 */
export async function runBaselines(
  python: SklearnPython,
  variant: FeatureVariant,
  workDir: string,
  options: BaselineOptions,
): Promise<BaselineOutput[]> {
  const train = join(workDir, `${variant.features}-train.svm`);
  const test = join(workDir, `${variant.features}-test.svm`);
  await writeSvmlight(variant.train, train, { labels: "indices" });
  await writeSvmlight(variant.test, test, { labels: "indices" });
  const labels = variant.train.Y.cols;
  const args = [
    SCRIPT,
    ...["--train", train, "--test", test],
    ...["--features", String(variant.train.X.cols), "--labels", String(labels)],
    ...["--models", options.models.join(","), "--c-grid", options.cGrid.join(",")],
    ...["--folds", String(options.folds), "--repeat", String(options.repeat), "--seed", String(options.seed)],
  ];
  const r = spawnSync(python.python, args, {
    encoding: "utf8",
    env: { ...process.env, ...ONE_THREAD },
    maxBuffer: 1 << 30,
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (r.status !== 0) {
    throw new Error(`${python.python} ${SCRIPT} failed (status ${r.status}): ${r.stderr.slice(-2000)}`);
  }
  const out = JSON.parse(r.stdout) as { models: (Omit<BaselineOutput, "scores"> & { scores: number[][] })[] };
  return out.models.map((m) => {
    const rows = m.scores.length;
    const data = new Float64Array(rows * labels);
    for (const [i, row] of m.scores.entries()) data.set(row, i * labels);
    return { ...m, scores: { rows, cols: labels, data } };
  });
}
