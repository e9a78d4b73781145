import { isTextboostError, TextboostError } from "@textboost/core";
import type { Job as BullJob } from "bullmq";
import { bullmq } from "./bullmq.js";
import { type Job, jobName, parseJob } from "./job.js";
import { DEFAULT_QUEUE_NAME, type QueueEntry } from "./queue-entry.js";
import { parseQueueUrl } from "./queue-url.js";
import { runJob } from "./run-job.js";

/**
 * Runs one kind of job: reads the job's data (already checked against its hash) and returns its
 * output as plain JSON. The output must depend on the job alone, so two runs write the same result.
 */
export type JobHandler = (job: Job) => Promise<unknown>;

/** What a worker reports as it goes. */
export type WorkerEvent =
  | { readonly type: "started" | "finished" | "skipped"; readonly job: string }
  | { readonly type: "failed"; readonly job: string; readonly error: string };

/** Options of {@link startJobWorker}. */
export interface JobWorkerOptions {
  /** `redis://host[:port][/db]`. */
  readonly url: string;
  /** One handler per job kind. */
  readonly handlers: Readonly<Record<string, JobHandler>>;
  /** The queue's name (default {@link DEFAULT_QUEUE_NAME}). */
  readonly queue?: string;
  /** Jobs run at once in this process (default 1). */
  readonly concurrency?: number;
  /**
   * How long a job stays claimed without a sign of life from its worker, in ms (default 30000): when
   * a worker dies (SIGKILL, a lost machine), its job goes back to the queue after this time. A job
   * whose handler keeps the event loop busy longer than this in one stretch is taken for stalled.
   */
  readonly lockMs?: number;
  readonly onEvent?: (event: WorkerEvent) => void;
}

/** A running worker. */
export interface JobWorker {
  /** Stops taking jobs, lets the running ones finish, and disconnects. */
  close(): Promise<void>;
}

/**
 * Starts a worker on a textboost job queue (BullMQ): it takes jobs, skips those whose result exists,
 * checks each job's data against its content hash, runs the job's handler and writes the result
 * atomically into the results directory the job was enqueued with. A handler's error fails the try
 * (BullMQ retries the job, up to its tries); a worker killed mid-job leaves the job to be taken again
 * by any worker once its lock expires (BullMQ's stalled-job check).
 *
 * @param options - queue URL, handlers, concurrency, lock time, events
 * @returns the worker; `close()` it to stop
 * @throws TextboostError `E_INVALID_ARGUMENT` for a bad URL or concurrency
 *
 * @example
 * ```ts no-run
 * const worker = startJobWorker({
 *   url: "redis://127.0.0.1:6379",
 *   handlers: { [MEMBER_JOB]: memberJobHandler(() => defaultBase()) },
 * });
 * process.on("SIGTERM", () => void worker.close());
 * ```
 */
export function startJobWorker(options: JobWorkerOptions): JobWorker {
  const concurrency = options.concurrency ?? 1;
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `concurrency must be a whole number >= 1, got ${concurrency}`,
    );
  }
  const lockMs = options.lockMs ?? 30_000;
  const emit = options.onEvent ?? (() => {});
  const processor = async (entry: BullJob<QueueEntry>): Promise<string> => {
    const job = parseJob(entry.data?.job, `queue job ${entry.id}`);
    const name = jobName(job);
    emit({ type: "started", job: name });
    let outcome: "skipped" | "finished";
    try {
      outcome = await runJob(job, options.handlers, entry.data.resultsDir);
    } catch (e) {
      const error = isTextboostError(e) ? `${e.code}: ${e.message}` : String((e as Error)?.message ?? e);
      emit({ type: "failed", job: name, error });
      throw new Error(error);
    }
    emit({ type: outcome, job: name });
    return name;
  };
  const worker = new (bullmq().Worker)<QueueEntry>(options.queue ?? DEFAULT_QUEUE_NAME, processor, {
    connection: parseQueueUrl(options.url),
    concurrency,
    lockDuration: lockMs,
    stalledInterval: lockMs,
    maxStalledCount: 2,
  });
  worker.on("error", () => {}); // connection errors: ioredis reconnects and the worker resumes
  return { close: () => worker.close() };
}
