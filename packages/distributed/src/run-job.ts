import { TextboostError } from "@textboost/core";
import { checkDataReference } from "./data-reference.js";
import { type Job, jobName } from "./job.js";
import type { JobHandler } from "./job-worker.js";
import { hasResult, writeResult } from "./result-store.js";

/**
 * Runs one job where this process is, the way every worker does: skips it when its result exists,
 * checks its data against the content hash, runs the handler of its kind and writes the result
 * atomically. A grid without a queue runs its jobs through this, one after the other.
 *
 * @param job - the job
 * @param handlers - one handler per job kind
 * @param resultsDir - where the result goes
 * @returns `"skipped"` (a result was there) or `"finished"`
 * @throws TextboostError `E_INVALID_ARGUMENT` for a kind without a handler; `E_IO` for changed data; what the handler throws
 *
 * @example
 * ```ts
 * import { join } from "node:path";
 * const dir = mkdtempSync(join(tmpdir(), "textboost-"));
 * const data = writeDatasetFile(join(dir, "data"), dataset);
 * const jobs = [10, 20].map((iterations) => createJob("experiment", data, { iterations }));
 * const experiment: JobHandler = async (job) => {
 *   const model = await adaBoostMH().fit(readDatasetFile(job.data), job.spec as { iterations: number });
 *   return { rounds: model.length };
 * };
 * for (const job of jobs) await runJob(job, { experiment }, join(dir, "results")); // "finished", "finished"
 * await runJob(jobs[0]!, { experiment }, join(dir, "results")); // "skipped": its result is there
 * ```
 */
export async function runJob(
  job: Job,
  handlers: Readonly<Record<string, JobHandler>>,
  resultsDir: string,
): Promise<"skipped" | "finished"> {
  if (hasResult(resultsDir, job)) return "skipped";
  const handler = handlers[job.kind];
  if (handler === undefined) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `${jobName(job)}: this worker runs ${Object.keys(handlers).join(", ")} jobs, not "${job.kind}"`,
    );
  }
  checkDataReference(job.data);
  const start = performance.now();
  const output = await handler(job);
  writeResult(resultsDir, job, output, Math.round((performance.now() - start) * 10) / 10);
  return "finished";
}
