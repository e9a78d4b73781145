import { type AbortSignalLike, TextboostError, throwIfAborted } from "@textboost/core";
import { bullmq } from "./bullmq.js";
import { type Job, jobName } from "./job.js";
import { printable } from "./printable.js";
import { DEFAULT_QUEUE_NAME, JOB_ATTEMPTS, type QueueEntry } from "./queue-entry.js";
import { maskQueueUrl, parseQueueUrl, REDIS_PASSWORD_ENV, REDIS_PASSWORD_FILE_ENV } from "./queue-url.js";
import { hasResult } from "./result-store.js";

/** Where a job stands: finished (its result file exists), in the queue, failed for good, or unknown to Redis. */
export type JobState =
  | { readonly state: "finished" }
  | { readonly state: "waiting" | "active" | "delayed" }
  | { readonly state: "failed"; readonly attempts: number; readonly reason: string }
  | { readonly state: "missing" };

/** Counts of {@link JobState}s. */
export type JobCounts = Readonly<Record<JobState["state"], number>>;

/** What {@link JobQueue.enqueue} did. */
export interface EnqueueReport {
  /** Jobs put in the queue now. */
  readonly added: number;
  /** Jobs skipped because their result exists. */
  readonly finished: number;
  /** Jobs that had failed and were sent back for another round of tries. */
  readonly retried: number;
  /** Jobs already in the queue (waiting or running). */
  readonly queued: number;
}

/** A textboost job queue on Redis (the enqueuing side). */
export interface JobQueue {
  /** The queue's name in Redis. */
  readonly name: string;
  /**
   * Resolves once Redis answers; rejects with `E_IO` when it does not within `timeoutMs` (default
   * 10 s), so a wrong URL is an error, not a wait without end.
   */
  ready(timeoutMs?: number): Promise<void>;
  /**
   * Puts jobs in the queue, each under its {@link jobName} (so a job already queued is not queued
   * twice), skipping those with a result in `resultsDir`; failed jobs are retried.
   */
  enqueue(jobs: readonly Job[], resultsDir: string): Promise<EnqueueReport>;
  /** Where each job stands. */
  states(jobs: readonly Job[], resultsDir: string): Promise<JobState[]>;
  /**
   * Waits until every job is finished, re-enqueueing any that Redis lost (a restart without
   * persistence) and polling every `pollMs`.
   *
   * @throws TextboostError `E_WORKER` naming every job that failed for good, with its error
   */
  wait(jobs: readonly Job[], resultsDir: string, options?: WaitOptions): Promise<void>;
  close(): Promise<void>;
}

/** Options of {@link JobQueue.wait}. */
export interface WaitOptions {
  /** Time between two looks at the jobs, in ms (default 250). */
  readonly pollMs?: number;
  /** Called after every look with the counts. */
  readonly onProgress?: (counts: JobCounts) => void;
  /** Called once for each job when its result is first seen, with its index in the list. */
  readonly onFinished?: (index: number) => void;
  /** Give up after this many ms (`E_WORKER`). */
  readonly timeoutMs?: number;
  /** Stop waiting (`E_ABORTED`); the jobs stay in the queue. */
  readonly signal?: AbortSignalLike;
}

/** Options of {@link openJobQueue}. */
export interface JobQueueOptions {
  /** The queue's name (default {@link DEFAULT_QUEUE_NAME}). */
  readonly name?: string;
  /** Tries per job (default {@link JOB_ATTEMPTS}). */
  readonly attempts?: number;
}

/**
 * Opens the enqueuing side of a job queue on Redis, with BullMQ.
 *
 * @param url - `redis://host[:port][/db]`
 * @param options - queue name, tries per job
 * @returns the queue; `close()` it when done
 * @throws TextboostError `E_INVALID_ARGUMENT` for a bad URL
 *
 * @example
 * ```ts no-run
 * const jobs = [createJob("experiment", referenceData("medical.arff"), { iterations: 100 })];
 * const queue = openJobQueue("redis://127.0.0.1:6379");
 * await queue.enqueue(jobs, "results");
 * await queue.wait(jobs, "results");
 * await queue.close();
 * ```
 */
export function openJobQueue(url: string, options: JobQueueOptions = {}): JobQueue {
  const name = options.name ?? DEFAULT_QUEUE_NAME;
  const attempts = options.attempts ?? JOB_ATTEMPTS;
  const queue = new (bullmq().Queue)<QueueEntry>(name, { connection: parseQueueUrl(url) });
  // Connection errors: ioredis reconnects and commands wait for it; a refused password is kept for ready().
  let refused: Error | undefined;
  const onRefused = new Set<(e: Error) => void>();
  queue.on("error", (e: Error) => {
    if (!isAuthError(e)) return;
    refused = e;
    for (const f of onRefused) f(e);
  });

  const entryOptions = (job: Job) => ({
    jobId: jobName(job),
    attempts,
    backoff: { type: "fixed", delay: 1000 },
    removeOnComplete: true,
    removeOnFail: false,
  });
  /** (Re)queues jobs: a failed one, or a completed one whose result is gone, keeps its id in Redis until removed. */
  const requeue = async (jobs: readonly Job[], resultsDir: string): Promise<void> => {
    await Promise.all(jobs.map(async (job) => (await queue.getJob(jobName(job)))?.remove()));
    await queue.addBulk(
      jobs.map((job) => ({ name: job.kind, data: { job, resultsDir }, opts: entryOptions(job) })),
    );
  };

  const stateOf = async (job: Job, resultsDir: string): Promise<JobState> => {
    if (hasResult(resultsDir, job)) return { state: "finished" };
    const entry = await queue.getJob(jobName(job));
    if (entry === undefined) return { state: "missing" };
    const state = await entry.getState();
    if (state === "failed")
      return {
        state: "failed",
        attempts: entry.attemptsMade,
        reason: printable(String(entry.failedReason ?? ""), false),
      };
    if (state === "active" || state === "delayed") return { state };
    // completed without a result file (it was deleted), or an unknown state: treat as lost
    if (state === "completed" || state === "unknown") return { state: "missing" };
    return { state: "waiting" };
  };

  const states = (jobs: readonly Job[], resultsDir: string) =>
    Promise.all(jobs.map((j) => stateOf(j, resultsDir)));

  return {
    name,
    async ready(timeoutMs = 10_000) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new TextboostError(
                "E_IO",
                refused === undefined
                  ? `Redis at ${maskQueueUrl(url)} did not answer within ${timeoutMs / 1000} s: is redis-server running there, and reachable from this machine?`
                  : authMessage(url, refused),
              ),
            ),
          timeoutMs,
        );
      });
      let reject: ((e: Error) => void) | undefined;
      const denied = new Promise<never>((_, r) => {
        reject = (e) => r(new TextboostError("E_IO", authMessage(url, e)));
        if (refused !== undefined) reject(refused);
      });
      onRefused.add(reject!);
      const answered = queue.getJobCounts("waiting");
      // The losers of the race may reject later (a refused password fails the pending command too).
      for (const p of [answered, timeout, denied]) p.catch(() => {});
      try {
        await Promise.race([answered, timeout, denied]);
      } catch (e) {
        if (!(e instanceof TextboostError) && isAuthError(e))
          throw new TextboostError("E_IO", authMessage(url, e as Error));
        throw e;
      } finally {
        clearTimeout(timer);
        onRefused.delete(reject!);
      }
    },
    async enqueue(jobs, resultsDir) {
      const now = await states(jobs, resultsDir);
      await requeue(
        jobs.filter((_, i) => now[i]!.state === "failed" || now[i]!.state === "missing"),
        resultsDir,
      );
      const counts = countStates(now);
      return {
        added: counts.missing,
        finished: counts.finished,
        retried: counts.failed,
        queued: counts.waiting + counts.active + counts.delayed,
      };
    },
    states,
    async wait(jobs, resultsDir, o = {}) {
      const pollMs = o.pollMs ?? 250;
      const deadline = o.timeoutMs === undefined ? Number.POSITIVE_INFINITY : Date.now() + o.timeoutMs;
      const seen = new Uint8Array(jobs.length);
      for (;;) {
        throwIfAborted(o.signal, "waiting for the jobs");
        const now = await states(jobs, resultsDir);
        const counts = countStates(now);
        o.onProgress?.(counts);
        for (const [i, s] of now.entries()) {
          if (s.state === "finished" && seen[i] === 0) {
            seen[i] = 1;
            o.onFinished?.(i);
          }
        }
        const failed = now.flatMap((s, i) => (s.state === "failed" ? [{ job: jobs[i]!, s }] : []));
        if (counts.finished + failed.length === jobs.length) {
          if (failed.length === 0) return;
          throw new TextboostError(
            "E_WORKER",
            `${failed.length} of ${jobs.length} jobs failed for good (${attempts} tries each at most):\n${failed
              .map(({ job, s }) => `  ${jobName(job)}: ${s.reason}`)
              .join("\n")}`,
          );
        }
        // A job Redis does not know and that has no result was lost (Redis restarted without its data): queue it again.
        await requeue(
          jobs.filter((_, i) => now[i]!.state === "missing"),
          resultsDir,
        );
        if (Date.now() > deadline) {
          throw new TextboostError(
            "E_WORKER",
            `the jobs are not done after ${o.timeoutMs} ms (${formatCounts(counts)}); is a worker running?`,
          );
        }
        await new Promise((r) => setTimeout(r, pollMs));
      }
    },
    async close() {
      // Closed at once after Redis refused the password, BullMQ leaves a rejection of the refused AUTH
      // unhandled (it would end the process, printing the command and its password): let it settle first.
      if (refused !== undefined) await new Promise((r) => setTimeout(r, 200));
      await queue.close();
    },
  };
}

/**
 * Counts jobs by state.
 *
 * @example
 * ```ts
 * countStates([{ state: "finished" }, { state: "waiting" }]).finished; // 1
 * ```
 */
export function countStates(states: readonly JobState[]): JobCounts {
  const counts = { finished: 0, waiting: 0, active: 0, delayed: 0, failed: 0, missing: 0 };
  for (const s of states) counts[s.state]++;
  return counts;
}

/**
 * The counts as one line, e.g. `12 finished, 3 active, 9 waiting`, leaving out the zeros.
 *
 * @example
 * ```ts
 * formatCounts({ finished: 2, waiting: 1, active: 0, delayed: 0, failed: 0, missing: 0 }); // "2 finished, 1 waiting"
 * ```
 */
export function formatCounts(counts: JobCounts): string {
  const parts = (Object.entries(counts) as [string, number][])
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${n} ${k}`);
  return parts.length === 0 ? "no jobs" : parts.join(", ");
}

/**
 * Whether Redis refused the connection's credentials (`WRONGPASS`, `NOAUTH`, a password it does not need).
 *
 * @example
 * ```ts
 * isAuthError(new Error("WRONGPASS invalid username-password pair")); // true
 * isAuthError(new Error("connect ECONNREFUSED")); // false
 * ```
 */
export function isAuthError(e: unknown): boolean {
  return /WRONGPASS|NOAUTH|invalid password|called without any password configured/i.test(
    String((e as Error)?.message ?? e),
  );
}

/** The message of a refused password, the URL masked. */
function authMessage(url: string, e: Error): string {
  return `Redis at ${maskQueueUrl(url)} refused the credentials (${String(e.message).split("\n")[0]?.slice(0, 120)}): check the password (${REDIS_PASSWORD_ENV}, ${REDIS_PASSWORD_FILE_ENV}, or in the URL)`;
}
