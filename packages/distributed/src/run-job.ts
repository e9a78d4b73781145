import { TextboostError } from "@textboost/core";
import { withReadRoots } from "@textboost/datasets";
import { checkDataReference } from "./data-reference.js";
import type { Job } from "./job.js";
import type { JobHandler } from "./job-handler.js";
import { hasResult, writeResult } from "./result-store.js";

/** Options of {@link runJob}. */
export interface RunJobOptions {
  /** Stops the handler (`E_ABORTED`); passed on to it. */
  readonly signal?: AbortSignal;
  /**
   * Directories the job may read (links resolved): the data check and every reader of
   * `@textboost/datasets` the handler calls refuse paths outside them (`withReadRoots`).
   */
  readonly dataRoots?: readonly string[];
}

/**
 * The handler of a job's kind, an own property of `handlers` (so `constructor` or `__proto__` is no
 * kind), after its `checkSpec` has passed the job's spec.
 *
 * @param job - the job
 * @param handlers - one handler per job kind
 * @returns the handler
 * @throws TextboostError `E_INVALID_ARGUMENT` for a kind without a handler; `E_INPUT_FORMAT` for a spec its check refuses
 *
 * @example
 * ```ts
 * const echo: JobHandler = async (job) => job.spec;
 * const job = createJob("echo", { path: "/shared/medical", sha256: sha256("medical") }, {});
 * handlerOf(job, { echo }); // echo
 * try {
 *   handlerOf({ ...job, kind: "constructor" }, { echo });
 * } catch (e) {
 *   (e as TextboostError).code; // "E_INVALID_ARGUMENT": this worker runs echo jobs
 * }
 * ```
 */
export function handlerOf(job: Job, handlers: Readonly<Record<string, JobHandler>>): JobHandler {
  const handler = Object.hasOwn(handlers, job.kind) ? handlers[job.kind] : undefined;
  if (typeof handler !== "function") {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `this worker runs ${Object.keys(handlers).join(", ")} jobs, not ${JSON.stringify(job.kind.slice(0, 64))}`,
    );
  }
  handler.checkSpec?.(job.spec, "spec");
  return handler;
}

/**
 * Runs one job where this process is, the way every worker does: skips it when its result exists,
 * checks its spec and its data against the content hash, runs the handler of its kind and writes
 * the result atomically. A grid without a queue runs its jobs through this, one after the other.
 *
 * @param job - the job
 * @param handlers - one handler per job kind
 * @param resultsDir - where the result goes
 * @param options - an abort signal, the directories the job may read
 * @returns `"skipped"` (a result was there) or `"finished"`
 * @throws TextboostError `E_INVALID_ARGUMENT` for a kind without a handler; `E_INPUT_FORMAT` for a bad spec; `E_IO` for changed or unreadable data; what the handler throws
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
  options: RunJobOptions = {},
): Promise<"skipped" | "finished"> {
  const handler = handlerOf(job, handlers);
  if (hasResult(resultsDir, job)) return "skipped";
  const run = async () => {
    checkDataReference(job.data);
    const start = performance.now();
    const output = await handler(job, options.signal === undefined ? {} : { signal: options.signal });
    return { output, ms: Math.round((performance.now() - start) * 10) / 10 };
  };
  const { output, ms } = await (options.dataRoots === undefined
    ? run()
    : withReadRoots(options.dataRoots, run));
  writeResult(resultsDir, job, output, ms);
  return "finished";
}
