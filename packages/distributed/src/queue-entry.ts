import { TextboostError } from "@textboost/core";
import { type Job, parseJob } from "./job.js";
import { checkBoundedJson, field } from "./job-schema.js";

/** The queue BullMQ keeps textboost's jobs in, unless told otherwise. */
export const DEFAULT_QUEUE_NAME = "textboost";

/** Tries of one job (the first run and two retries) before it is reported as failed. */
export const JOB_ATTEMPTS = 3;

/** What a queue entry holds: the job description and where its result is to be written. */
export interface QueueEntry {
  readonly job: Job;
  /** The results directory, seen by the enqueuer and every worker at this path. */
  readonly resultsDir: string;
}

/** A queue entry's fields: the job (checked by `parseJob`) and an absolute results directory. */
const ENTRY_SCHEMA = field.object({ job: () => {}, resultsDir: field.absolutePath() });

/**
 * Reads a queue entry as a worker must: as untrusted input. The whole entry is first checked to be
 * bounded plain JSON (no prototype keys, finite numbers, bounded size and depth), then its fields:
 * the job's envelope (`parseJob`) and an absolute, normalised results directory. Nothing on disk is
 * looked at; the worker then checks the kind, the spec and the paths against what it was started with.
 *
 * @param raw - the entry's data as BullMQ gives it
 * @param where - its name for errors (`queue entry 17`)
 * @returns the entry
 * @throws TextboostError `E_INPUT_FORMAT` (or `E_MODEL_VERSION`) naming the first bad field
 *
 * @example
 * ```ts
 * const job = createJob("experiment", { path: "/shared/medical", sha256: sha256("medical") }, { iterations: 100 });
 * parseQueueEntry({ job, resultsDir: "/shared/results" }, "queue entry 1"); // the entry
 * try {
 *   parseQueueEntry({ job, resultsDir: "../../etc" }, "queue entry 2");
 * } catch (e) {
 *   (e as TextboostError).code; // "E_INPUT_FORMAT": resultsDir must be an absolute path
 * }
 * ```
 */
export function parseQueueEntry(raw: unknown, where: string): QueueEntry {
  try {
    checkBoundedJson(raw, "the entry");
    ENTRY_SCHEMA(raw, "the entry");
  } catch (e) {
    throw new TextboostError(
      "E_INPUT_FORMAT",
      `${where} is not a textboost queue entry: ${(e as Error).message.replace(/ \[E_INPUT_FORMAT\]$/, "")}`,
      {},
      { cause: e },
    );
  }
  const o = raw as { job: unknown; resultsDir: string };
  return { job: parseJob(o.job, where), resultsDir: o.resultsDir };
}
