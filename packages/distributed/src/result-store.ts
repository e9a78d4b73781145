import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { TextboostError } from "@textboost/core";
import { type Job, jobHash, jobName } from "./job.js";
import { writeOnce } from "./write-once.js";

/** The `format` tag of a result file. */
export const RESULT_FORMAT = "textboost-job-result";
/** The result file version this package writes and reads. */
export const RESULT_VERSION = 1;

/** A result file: the job it answers, and what its handler returned. */
export interface JobResult<Output = unknown> {
  readonly format: typeof RESULT_FORMAT;
  readonly version: typeof RESULT_VERSION;
  readonly hash: string;
  readonly job: Job;
  /** The handler's output: a function of the job alone, so every run writes the same. */
  readonly output: Output;
  /** How long the handler ran, in ms (kept apart from `output`: it differs from run to run). */
  readonly ms: number;
}

/**
 * Where a job's result goes: `<dir>/<kind>-<hash>.json`.
 *
 * @example
 * ```ts
 * const job = createJob("experiment", { path: "/shared/medical", sha256: sha256("medical") }, { iterations: 100 });
 * resultPath("results", job); // "results/experiment-<32 hex digits>.json"
 * ```
 */
export function resultPath(dir: string, job: Job): string {
  return join(dir, `${jobName(job)}.json`);
}

/**
 * Writes a job's result atomically and once: to a temporary file in the same directory, flushed,
 * then linked to its final name, which fails harmlessly when another worker got there first (the
 * first result stays, and a job's output depends on the job alone, so both are the same). A reader
 * never sees a partial file, and a crash leaves at most a temporary file behind.
 *
 * @param dir - the results directory (made when missing)
 * @param job - the job
 * @param output - the handler's output (plain JSON)
 * @param ms - the handler's time
 * @returns the result file's path
 * @throws TextboostError `E_IO` when the directory cannot be written
 *
 * @example
 * ```ts
 * import { join } from "node:path";
 * const results = mkdtempSync(join(tmpdir(), "textboost-results-"));
 * const job = createJob("experiment", { path: "/shared/medical", sha256: sha256("medical") }, { iterations: 100 });
 * writeResult(results, job, { microF1: 0.81 }, 1200); // the file's path
 * writeResult(results, job, { microF1: 0.5 }, 900); // the first result stays
 * ```
 */
export function writeResult(dir: string, job: Job, output: unknown, ms: number): string {
  const final = resultPath(dir, job);
  const result: JobResult = {
    format: RESULT_FORMAT,
    version: RESULT_VERSION,
    hash: jobHash(job),
    job,
    output,
    ms,
  };
  return writeOnce(final, `${JSON.stringify(result)}\n`);
}

/**
 * Reads a job's result, or `undefined` when it has none yet.
 *
 * @param dir - the results directory
 * @param job - the job
 * @returns the result file's content
 * @throws TextboostError `E_INPUT_FORMAT` for a file that is not this job's result
 *
 * @example
 * ```ts
 * import { join } from "node:path";
 * const results = mkdtempSync(join(tmpdir(), "textboost-results-"));
 * const job = createJob("experiment", { path: "/shared/medical", sha256: sha256("medical") }, { iterations: 100 });
 * readResult(results, job); // undefined: no result yet
 * writeResult(results, job, { microF1: 0.81 }, 1200);
 * const done = readResult<{ microF1: number }>(results, job)?.output; // { microF1: 0.81 }
 * ```
 */
export function readResult<Output = unknown>(dir: string, job: Job): JobResult<Output> | undefined {
  const file = resultPath(dir, job);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw new TextboostError(
      "E_IO",
      `cannot read the result: ${(e as Error).message}`,
      { file },
      { cause: e },
    );
  }
  let parsed: JobResult<Output>;
  try {
    parsed = JSON.parse(text) as JobResult<Output>;
  } catch (e) {
    throw new TextboostError(
      "E_INPUT_FORMAT",
      `the result is not JSON: ${(e as Error).message}`,
      { file },
      { cause: e },
    );
  }
  if (parsed?.format !== RESULT_FORMAT || parsed.version !== RESULT_VERSION || parsed.hash !== jobHash(job)) {
    throw new TextboostError("E_INPUT_FORMAT", `not the result of job ${jobName(job)}`, { file });
  }
  return parsed;
}

/**
 * Whether a job has a result already (idempotent re-runs skip it).
 *
 * @example
 * ```ts
 * import { join } from "node:path";
 * const results = mkdtempSync(join(tmpdir(), "textboost-results-"));
 * const jobs = [10, 100].map((iterations) =>
 *   createJob("experiment", { path: "/shared/medical", sha256: sha256("medical") }, { iterations }),
 * );
 * writeResult(results, jobs[0]!, { microF1: 0.7 }, 300);
 * const todo = jobs.filter((j) => !hasResult(results, j)); // the second job only
 * ```
 */
export function hasResult(dir: string, job: Job): boolean {
  return existsSync(resultPath(dir, job));
}
