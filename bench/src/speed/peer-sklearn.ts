import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CsrMatrix } from "@textboost/core";
import { PYTHON_DIR } from "../tools/paths.js";

/** One scikit-learn TruncatedSVD setting: worst CPU and wall seconds of the runs, and its σ. */
export interface SklearnRun {
  readonly k: number;
  readonly n_iter: number;
  readonly cpu_seconds: number;
  readonly wall_seconds: number;
  readonly singular_values: number[];
}

/** What bench/python/truncated_svd.py prints. */
export interface SklearnResult {
  readonly python: string;
  readonly numpy: string;
  readonly scipy: string;
  readonly sklearn: string;
  readonly interpreter: string;
  readonly runs: SklearnRun[];
  /** ARPACK singular values (scipy svds, tol = 0), when asked for. */
  readonly reference: { k: number; seconds: number; singular_values: number[] }[];
}

const script = join(PYTHON_DIR, "truncated_svd.py");

/** The first of `candidates` that imports scikit-learn, or why none does. */
function findPython(candidates: readonly string[]): { python: string } | { reason: string } {
  const reasons: string[] = [];
  for (const python of candidates) {
    const r = spawnSync(python, ["-c", "import sklearn, scipy, numpy"], { encoding: "utf8" });
    if (r.error !== undefined) reasons.push(`${python}: ${r.error.message}`);
    else if (r.status === 0) return { python };
    else reasons.push(`${python}: ${r.stderr.trim().split("\n").pop()}`);
  }
  return { reason: reasons.join("; ") };
}

/**
 * Writes `x` as raw arrays to a temporary directory and times scikit-learn's TruncatedSVD on it
 * (single-threaded BLAS, like ours), `repeat` runs per (k, n_iter). Returns the reason instead when
 * no Python with scikit-learn is found (it tries `--python`, then `python3`, then `/usr/bin/python3`,
 * where Debian's python3-sklearn lives).
 */
export function runSklearn(
  x: CsrMatrix,
  ks: readonly number[],
  nIters: readonly number[],
  repeat: number,
  reference: boolean,
  python: string | undefined,
): SklearnResult | { skipped: string } {
  const found = findPython(python !== undefined ? [python] : ["python3", "/usr/bin/python3"]);
  if ("reason" in found) return { skipped: `no Python with scikit-learn (${found.reason})` };
  const dir = mkdtempSync(join(tmpdir(), "textboost-lsi-"));
  try {
    const bytes = (a: Int32Array | Float64Array) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
    writeFileSync(join(dir, "indptr.i32"), bytes(x.indptr));
    writeFileSync(join(dir, "indices.i32"), bytes(x.indices));
    writeFileSync(join(dir, "values.f64"), bytes(x.values ?? new Float64Array(x.indices.length).fill(1)));
    const args = [
      script,
      dir,
      String(x.rows),
      String(x.cols),
      ks.join(","),
      nIters.join(","),
      String(repeat),
    ];
    const threads = { OMP_NUM_THREADS: "1", OPENBLAS_NUM_THREADS: "1", MKL_NUM_THREADS: "1" };
    const r = spawnSync(found.python, [...args, reference ? "1" : "0"], {
      encoding: "utf8",
      env: { ...process.env, ...threads },
      maxBuffer: 1 << 26,
    });
    if (r.status === 3) return { skipped: r.stderr.trim() };
    if (r.status !== 0) throw new Error(`${found.python} ${script} failed (status ${r.status}): ${r.stderr}`);
    return { ...(JSON.parse(r.stdout) as Omit<SklearnResult, "interpreter">), interpreter: found.python };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
