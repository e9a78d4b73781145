/// <reference types="node" />
import { TextboostError } from "@textboost/core";
import type { ChunkedContext } from "./kernels/chunks.js";
import { KERNELS, type KernelArgs, type KernelContext, type KernelName } from "./kernels.js";
import {
  awaitAnswer,
  existingWorkerScript,
  type PoolWorker,
  postRequest,
  startPoolWorker,
  type Unsent,
} from "./pool-worker.js";
import { resolveThreads, type ThreadsOption } from "./threads.js";

/** Options of {@link createWorkerPool}. */
export interface WorkerPoolOptions {
  /**
   * Threads working on each task, the calling thread included: `threads − 1` workers are started
   * (on first use). Resolved by {@link resolveThreads}: default `TEXTBOOST_THREADS`, else the number
   * of cores (`"auto"`). 1 starts no worker.
   */
  readonly threads?: ThreadsOption;
  /**
   * How long a task waits for a worker that has not started, in ms (default 60 000). A worker script
   * that fails before its first line (a bad module) is only noticed this way.
   */
  readonly startTimeoutMs?: number;
  /** The worker script (default {@link workerScriptUrl}); for custom builds and tests. */
  readonly script?: URL;
}

/** A context registered with every worker of a pool: the shared memory a task reads and writes. */
export interface SharedContext<C> {
  readonly id: number;
  readonly context: C;
}

/**
 * Worker threads that run the tasks of `@textboost/workers/node` on shared memory, synchronously: the
 * calling thread posts the task to every worker, takes chunks of it itself, and blocks
 * (`Atomics.wait`) until every worker is done; messages travel by `receiveMessageOnPort`, never
 * through the event loop. So a boosting round stays a plain function call and the training loop is
 * the browser's.
 *
 * Workers are started on first use and do not keep the process alive (`unref`); `close()` stops them.
 */
export interface WorkerPool {
  /** Threads per task, the calling thread included. */
  readonly threads: number;
  /** Workers started so far: 0 until the first task, then `threads − 1` (0 for `threads: 1`). */
  readonly workers: number;
  /** True after {@link WorkerPool.close}. */
  readonly closed: boolean;
  /**
   * Starts the workers now (instead of on the first task) and waits until they are ready, so that
   * start-up time (tens of ms) stays out of a timed section.
   *
   * @throws TextboostError `E_IO` when the worker script is missing, `E_WORKER` when a worker cannot start
   */
  start(): void;
  /**
   * Starts the workers now and returns at once: they load their code while this thread works (a
   * fit's first statistics, say), and the first task waits only for what is left of their start-up.
   * A worker that cannot start is reported by that task.
   *
   * @throws TextboostError `E_INVALID_ARGUMENT` when the pool is closed, `E_IO` when the worker
   *   script is missing
   */
  startInBackground(): void;
  /**
   * Registers `context` (typed arrays on `SharedArrayBuffer`s, numbers, strings) with every worker.
   * Release it with {@link WorkerPool.release} when done. Not waited for: the workers handle
   * messages in order, and a failure surfaces at the next task.
   *
   * @throws TextboostError `E_INVALID_ARGUMENT` when the pool is closed; `DataCloneError` (a
   *   `DOMException`) when the context holds something that cannot be posted to a thread
   */
  share<C>(context: C): SharedContext<C>;
  /** Forgets a context in every worker (its memory can then be collected). */
  release(shared: SharedContext<unknown>): void;
  /**
   * Runs task `kernel` with `args` on every thread of the pool, this one included, and returns when
   * it is done. The threads take the task's chunks from the context's shared counter, so the work
   * evens out whatever the threads' speeds.
   *
   * @throws TextboostError when a worker failed (with the worker's error code when it had one)
   * @internal The tasks are this package's own kernels, run by its parallel learners.
   */
  run<K extends KernelName>(kernel: K, shared: SharedContext<KernelContext<K>>, args: KernelArgs<K>): void;
  /**
   * Starts task `kernel` on the workers and returns at once, so this thread can do other work
   * meanwhile; `settle` then helps with the chunks left and waits for the rest.
   * Every other method settles first. With `threads: 1` the task runs here, now.
   *
   * @internal The tasks are this package's own kernels, run by its parallel learners.
   */
  runInBackground<K extends KernelName>(
    kernel: K,
    shared: SharedContext<KernelContext<K>>,
    args: KernelArgs<K>,
  ): void;
  /**
   * Finishes the task `runInBackground` started, if one is running: takes the chunks no
   * worker has taken yet, then waits for the workers.
   *
   * @throws TextboostError when a worker failed
   */
  settle(): void;
  /** Stops the workers. The pool cannot be used afterwards. */
  close(): Promise<void>;
}

/**
 * The URL of the worker script. Workers run built JavaScript: next to this module in `dist/node/`,
 * or, when this module runs from its TypeScript source (tests on sources), the package's built
 * `dist/node/worker.js`.
 */
export function workerScriptUrl(): URL {
  const here = import.meta.url;
  return /\.[cm]?ts$/.test(here) ? new URL("../../dist/node/worker.js", here) : new URL("./worker.js", here);
}

/**
 * Starts a pool of worker threads for the parallel learners and batch scoring of
 * `@textboost/workers/node`.
 *
 * @param options - `threads` (resolved by {@link resolveThreads}; 1 = no worker)
 * @returns the pool; call `close()` when done
 * @throws TextboostError `E_INVALID_ARGUMENT` unless `threads` is `"auto"` or an integer in [1, 256]
 *
 * @example
 * ```ts
 * const pool = createWorkerPool({ threads: 2 });
 * try {
 *   const model = await adaBoostMH({ learner: parallelPresenceStump({ pool }) }).fit(dataset);
 *   const scores = scoresParallel(model, testX, { pool });
 * } finally {
 *   await pool.close();
 * }
 * ```
 */
export function createWorkerPool(options: WorkerPoolOptions = {}): WorkerPool {
  return openWorkerPool(resolveThreads(options.threads), options);
}

/**
 * {@link createWorkerPool} for a count already resolved by {@link resolveThreads} (internal: the
 * learners and `scoresParallel` resolve their `threads` once and open their own pool with it).
 *
 * @param threads - an integer in [1, 256], as `resolveThreads` returns it
 * @param options - the start time-out and the worker script (`threads` is not read)
 * @returns the pool; call `close()` when done
 *
 * @example
 * ```ts
 * const threads = resolveThreads("auto"); // once, where the option enters
 * const pool = openWorkerPool(threads); // no worker starts before the first task
 * await pool.close();
 * ```
 */
export function openWorkerPool(
  threads: number,
  options: Omit<WorkerPoolOptions, "threads"> = {},
): WorkerPool {
  const s: PoolState = {
    threads,
    startTimeoutMs: options.startTimeoutMs ?? 60_000,
    script: options.script,
    workers: [],
    nextId: 1,
    closed: false,
    pending: undefined,
  };
  return {
    threads,
    get workers() {
      return s.workers.length;
    },
    get closed() {
      return s.closed;
    },
    start() {
      // A message every worker answers once it runs: a release of a context that does not exist.
      if (threads > 1) broadcast(s, { op: "release", id: 0 });
    },
    startInBackground() {
      if (threads > 1) startWorkers(s);
    },
    share<C>(context: C): SharedContext<C> {
      const id = s.nextId++;
      // Not waited for: messages are handled in order, so the next task finds the context.
      if (threads > 1) postAll(s, { op: "share", id, context });
      return { id, context };
    },
    release(shared) {
      if (s.closed) return;
      for (const w of s.workers) postRequest(w, { op: "release", id: shared.id });
    },
    run(kernel, shared, args) {
      const task = KERNELS[kernel] as Task;
      if (threads === 1) Atomics.store(shared.context.counter, 0, 0);
      const seqs = threads > 1 ? launch(s, kernel, shared, args) : [];
      waitAll(s, seqs, runHere(task, shared.context, args));
    },
    runInBackground(kernel, shared, args) {
      const task = KERNELS[kernel] as Task;
      if (threads === 1) {
        Atomics.store(shared.context.counter, 0, 0);
        task(shared.context, args);
        return;
      }
      s.pending = { seqs: launch(s, kernel, shared, args), task, context: shared.context, args };
    },
    settle: () => settle(s),
    close: () => closePool(s),
  };
}

type Task = (context: unknown, args: unknown) => void;

/** A pool's state: its workers, the next context id, and the background task until settled. */
interface PoolState {
  readonly threads: number;
  readonly startTimeoutMs: number;
  readonly script: URL | undefined;
  readonly workers: PoolWorker[];
  nextId: number;
  closed: boolean;
  pending: { seqs: number[]; task: Task; context: ChunkedContext; args: unknown } | undefined;
}

/** Starts the workers the pool lacks (`threads − 1` in all). */
function startWorkers(s: PoolState): void {
  if (s.closed) throw new TextboostError("E_INVALID_ARGUMENT", "the worker pool is closed");
  if (s.workers.length === s.threads - 1) return;
  const url = s.script ?? workerScriptUrl();
  existingWorkerScript(url);
  while (s.workers.length < s.threads - 1) s.workers.push(startPoolWorker(url));
}

/** Waits for message seqs[p] of each worker p; throws `error` or the first failure. */
function waitAll(s: PoolState, seqs: readonly number[], error?: unknown): void {
  s.workers.forEach((w, p) => {
    const failure = awaitAnswer(w, seqs[p]!, s.startTimeoutMs);
    if (failure && error === undefined) error = failure;
  });
  if (error !== undefined) throw error;
}

/** Runs `task` here, catching its error so the workers are still waited for. */
function runHere(task: Task, context: unknown, args: unknown): unknown {
  try {
    task(context, args);
    return undefined;
  } catch (e) {
    return e;
  }
}

/** Finishes the background task, if any: this thread takes the chunks left, then waits for the workers. */
function settle(s: PoolState): void {
  if (!s.pending) return;
  const { seqs, task, context, args } = s.pending;
  s.pending = undefined;
  waitAll(s, seqs, runHere(task, context, args));
}

/** Posts one request per worker (started first, the background task settled) without waiting. */
function postAll(s: PoolState, request: Unsent): number[] {
  startWorkers(s);
  settle(s);
  return s.workers.map((w) => postRequest(w, request));
}

/** Posts one request per worker and waits for all; throws the first failure. */
function broadcast(s: PoolState, request: Unsent): void {
  waitAll(s, postAll(s, request));
}

/** Resets the chunk counter and posts the task to every worker. */
function launch(
  s: PoolState,
  kernel: KernelName,
  shared: SharedContext<ChunkedContext>,
  args: unknown,
): number[] {
  startWorkers(s);
  settle(s);
  Atomics.store(shared.context.counter, 0, 0);
  return s.workers.map((w) => postRequest(w, { op: "run", kernel, id: shared.id, args }));
}

/** Stops the workers; the pool cannot be used afterwards. */
async function closePool(s: PoolState): Promise<void> {
  if (s.closed) return;
  s.pending = undefined;
  s.closed = true;
  await Promise.all(s.workers.map((w) => w.thread.terminate()));
  for (const w of s.workers) w.port.close();
  s.workers.length = 0;
}
