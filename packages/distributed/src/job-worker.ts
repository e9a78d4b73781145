import { realpathSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { isTextboostError, TextboostError } from "@textboost/core";
import { statIfReadable, withReadRoots } from "@textboost/datasets";
import type { Job as BullJob } from "bullmq";
import { bullmq } from "./bullmq.js";
import { type Job, jobName } from "./job.js";
import type { JobHandler } from "./job-handler.js";
import { printable } from "./printable.js";
import { DEFAULT_QUEUE_NAME, parseQueueEntry } from "./queue-entry.js";
import { parseQueueUrl } from "./queue-url.js";
import { resultsDirUnder } from "./results-root.js";
import { handlerOf, runJob } from "./run-job.js";

export type { JobContext, JobHandler } from "./job-handler.js";

/**
 * What a worker reports as it goes. Every string in an event is {@link printable}: whatever a queue
 * entry holds, an event prints as one line. `refused`: the entry failed the schema or the path
 * checks, and is failed without a try. `released`: the worker stopped mid-job and put it back.
 * `error`: the worker itself hit an error (a connection lost, an entry BullMQ cannot read).
 */
export type WorkerEvent =
  | { readonly type: "started" | "finished" | "skipped" | "released"; readonly job: string }
  | { readonly type: "failed" | "refused"; readonly job: string; readonly error: string }
  | { readonly type: "error"; readonly error: string };

/** Options of {@link startJobWorker}. */
export interface JobWorkerOptions {
  /** `redis://host[:port][/db]` or `rediss://…` (TLS); see `parseQueueUrl` for the password. */
  readonly url: string;
  /** One handler per job kind (own properties only). */
  readonly handlers: Readonly<Record<string, JobHandler>>;
  /**
   * The directories jobs may read (at least one): a job's data, and every file its handler reads
   * through `@textboost/datasets`, must lie inside one of them once links are resolved.
   */
  readonly dataRoots: readonly string[];
  /** The directory results are written under: a job's results directory must lie inside it. */
  readonly resultsRoot: string;
  /** The queue's name (default {@link DEFAULT_QUEUE_NAME}). */
  readonly queue?: string;
  /** Jobs run at once in this process, 1 to 64 (default 1). */
  readonly concurrency?: number;
  /**
   * How long a job stays claimed without a sign of life from its worker, in ms, 1000 to 3600000
   * (default 30000): when a worker dies (SIGKILL, a crash, a lost machine), its job goes back to the
   * queue after this time, once; a job that has stalled a second time is failed. A job whose handler
   * keeps the event loop busy longer than this in one stretch is taken for stalled.
   */
  readonly lockMs?: number;
  readonly onEvent?: (event: WorkerEvent) => void;
}

/** A running worker. */
export interface JobWorker {
  /**
   * Stops taking jobs, aborts the running ones (their handlers' `signal` fires), puts each back in
   * the queue without counting a try, and disconnects.
   */
  close(): Promise<void>;
}

/** Times a job may be taken back from a worker that died holding it; the next time it is failed. */
export const MAX_STALLS = 1;

/**
 * Starts a worker on a textboost job queue (BullMQ) that treats every entry as untrusted input. Before
 * it touches anything, it checks the entry against the job schema (bounded plain JSON, no prototype
 * keys, the envelope, a kind among `handlers`' own properties, that kind's `checkSpec`), its results
 * directory against `resultsRoot` and its data against `dataRoots`; an entry that fails is refused:
 * failed at once, without retries, with a reason that says nothing about files outside the roots.
 * Then it skips the job if its result exists, checks the data against its content hash, runs the
 * handler with every read confined to `dataRoots` (`withReadRoots`) and writes the result atomically.
 * A handler's error fails the try (BullMQ retries the job, up to its tries); a worker killed mid-job
 * leaves the job to another worker once its lock expires, once ({@link MAX_STALLS}).
 *
 * @param options - queue URL, handlers, roots, concurrency, lock time, events
 * @returns the worker; `close()` it to stop
 * @throws TextboostError `E_INVALID_ARGUMENT` for a bad URL, concurrency, lock time or root
 *
 * @example
 * ```ts no-run
 * const worker = startJobWorker({
 *   url: "redis://127.0.0.1:6379",
 *   handlers: { [MEMBER_JOB]: memberJobHandler(() => defaultBase()) },
 *   dataRoots: ["/shared/results/data"],
 *   resultsRoot: "/shared/results",
 * });
 * process.on("SIGTERM", () => void worker.close());
 * ```
 */
export function startJobWorker(options: JobWorkerOptions): JobWorker {
  const concurrency = options.concurrency ?? 1;
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `concurrency must be a whole number from 1 to 64, got ${concurrency}`,
    );
  }
  const lockMs = options.lockMs ?? 30_000;
  if (!Number.isInteger(lockMs) || lockMs < 1000 || lockMs > 3_600_000) {
    throw new TextboostError("E_INVALID_ARGUMENT", `the lock time must be 1000 to 3600000 ms, got ${lockMs}`);
  }
  const dataRoots = [...options.dataRoots];
  withReadRoots(dataRoots, () => undefined); // refuses an empty list or a root that is not a directory
  const resultsRoot = realRoot(options.resultsRoot);
  const emit = options.onEvent ?? (() => {});
  let stopping = false;

  /** The entry's job and results directory, or a refusal (thrown) before anything is read or written. */
  const admit = (entry: BullJob<unknown>, where: string): { job: Job; resultsDir: string } => {
    const { job, resultsDir } = parseQueueEntry(entry.data, where);
    handlerOf(job, options.handlers);
    withReadRoots(dataRoots, () => {
      const st = statIfReadable(job.data.path);
      if (st === undefined || !(st.isFile() || st.isDirectory())) {
        throw new TextboostError("E_IO", "the data is not a regular file or a directory that can be read", {
          file: job.data.path,
        });
      }
    });
    return { job, resultsDir: resultsDirUnder(resultsDir, resultsRoot, resolve(options.resultsRoot)) };
  };

  const processor = async (
    entry: BullJob<unknown>,
    token: string | undefined,
    signal: AbortSignal | undefined,
  ): Promise<string> => {
    const where = `queue entry ${printable(String(entry.id).slice(0, 100))}`;
    let admitted: { job: Job; resultsDir: string };
    try {
      admitted = admit(entry, where);
    } catch (e) {
      const error = describe(e);
      emit({ type: "refused", job: where, error });
      throw new (bullmq().UnrecoverableError)(error);
    }
    const { job, resultsDir } = admitted;
    const name = jobName(job);
    emit({ type: "started", job: name });
    let outcome: "skipped" | "finished";
    try {
      outcome = await runJob(job, options.handlers, resultsDir, {
        dataRoots,
        ...(signal === undefined ? {} : { signal }),
      });
    } catch (e) {
      if (stopping) {
        // Stopped mid-job (SIGTERM): back to the queue, without counting a try.
        await entry.moveToDelayed(Date.now(), token);
        emit({ type: "released", job: name });
        throw new (bullmq().DelayedError)();
      }
      const error = describe(e);
      emit({ type: "failed", job: name, error });
      throw new Error(error);
    }
    emit({ type: outcome, job: name });
    return name;
  };
  const worker = new (bullmq().Worker)<unknown>(options.queue ?? DEFAULT_QUEUE_NAME, processor, {
    connection: parseQueueUrl(options.url),
    concurrency,
    lockDuration: lockMs,
    stalledInterval: lockMs,
    maxStalledCount: MAX_STALLS,
  });
  // Connection errors: ioredis reconnects and the worker resumes; each is reported, escaped.
  worker.on("error", (e) => emit({ type: "error", error: describe(e) }));
  return {
    async close() {
      stopping = true;
      worker.cancelAllJobs("the worker is stopping");
      await worker.close();
    },
  };
}

/** An error as one printable line: `CODE: message` for a TextboostError. */
function describe(e: unknown): string {
  const text = isTextboostError(e) ? `${e.code}: ${e.message}` : String((e as Error)?.message ?? e);
  return printable(text);
}

/** The real path of a directory the worker writes under, or `E_INVALID_ARGUMENT`. */
function realRoot(dir: string): string {
  try {
    const real = realpathSync(dir);
    if (statSync(real).isDirectory()) return real;
  } catch {
    // reported below
  }
  throw new TextboostError("E_INVALID_ARGUMENT", "the results root is not a directory", { file: dir });
}
