import type { Job } from "./job.js";

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
