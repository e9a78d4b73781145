/// <reference types="node" />
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from "node:worker_threads";
import { type ErrorCode, TextboostError } from "@textboost/core";
import {
  type ChunkedContext,
  KERNELS,
  type KernelArgs,
  type KernelContext,
  type KernelName,
} from "./kernels.js";
import {
  CONTROL_LENGTH,
  DONE,
  REQUEST,
  type Request,
  STATE,
  STATE_BROKEN,
  STATE_EXITED,
  STATE_STARTING,
  type WorkerFailure,
} from "./protocol.js";
import { sharedInt32 } from "./shared-arrays.js";
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
   */
  run<K extends KernelName>(kernel: K, shared: SharedContext<KernelContext<K>>, args: KernelArgs<K>): void;
  /**
   * Starts task `kernel` on the workers and returns at once, so this thread can do other work
   * meanwhile; {@link WorkerPool.settle} then helps with the chunks left and waits for the rest.
   * Every other method settles first. With `threads: 1` the task runs here, now.
   */
  runInBackground<K extends KernelName>(
    kernel: K,
    shared: SharedContext<KernelContext<K>>,
    args: KernelArgs<K>,
  ): void;
  /**
   * Finishes the task of {@link WorkerPool.runInBackground}, if one is running: takes the chunks no
   * worker has taken yet, then waits for the workers.
   *
   * @throws TextboostError when a worker failed
   */
  settle(): void;
  /** Stops the workers. The pool cannot be used afterwards. */
  close(): Promise<void>;
}

/** A request before it gets its sequence number. */
type Unsent = Request extends infer R ? (R extends unknown ? Omit<R, "seq"> : never) : never;

interface PoolWorker {
  readonly thread: Worker;
  readonly control: Int32Array;
  readonly port: MessagePort;
  readonly started: number;
  seq: number;
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
  const startTimeoutMs = options.startTimeoutMs ?? 60_000;
  const workers: PoolWorker[] = [];
  let nextId = 1;
  let closed = false;

  const start = (): void => {
    if (closed) throw new TextboostError("E_INVALID_ARGUMENT", "the worker pool is closed");
    if (workers.length === threads - 1) return;
    const url = options.script ?? workerScriptUrl();
    if (!existsSync(fileURLToPath(url))) {
      throw new TextboostError(
        "E_IO",
        `the worker script ${fileURLToPath(url)} is missing; build @textboost/stumps first (pnpm --filter @textboost/stumps build)`,
      );
    }
    while (workers.length < threads - 1) {
      const control = sharedInt32(CONTROL_LENGTH);
      const { port1, port2 } = new MessageChannel();
      // execArgv: [] - the worker needs no flag of this process, and some (--input-type, --eval) make
      // a worker fail before it runs a line, which a thread blocked in Atomics.wait cannot observe.
      const thread = new Worker(url, {
        workerData: { control, port: port2 },
        transferList: [port2],
        execArgv: [],
      });
      // Errors are reported through the control array; this listener keeps an unexpected one from
      // becoming an uncaught exception of the process.
      thread.on("error", () => {});
      thread.unref();
      workers.push({ thread, control, port: port1, started: Date.now(), seq: 0 });
    }
  };

  const post = (w: PoolWorker, request: Unsent): number => {
    w.seq++;
    w.port.postMessage({ ...request, seq: w.seq });
    Atomics.store(w.control, REQUEST, w.seq);
    Atomics.notify(w.control, REQUEST);
    return w.seq;
  };

  /**
   * Blocks until worker `w` has answered message `seq`; returns the failure of that message or of an
   * earlier one nobody waited for (a `share` or `release`), if any.
   */
  const wait = (w: PoolWorker, seq: number): TextboostError | undefined => {
    const { control } = w;
    for (;;) {
      const done = Atomics.load(control, DONE);
      if (done >= seq) break;
      const state = Atomics.load(control, STATE);
      if (state === STATE_BROKEN) {
        const failure = receiveMessageOnPort(w.port)?.message as WorkerFailure | undefined;
        return new TextboostError("E_WORKER", failure?.message ?? "a worker thread could not start");
      }
      if (state === STATE_EXITED)
        return new TextboostError("E_WORKER", "a worker thread stopped unexpectedly");
      if (state === STATE_STARTING && Date.now() - w.started > startTimeoutMs) {
        return new TextboostError("E_WORKER", `a worker thread did not start within ${startTimeoutMs} ms`);
      }
      Atomics.wait(control, DONE, done, 1000);
    }
    // The worker posts a failure before it marks the message done, so it is in the queue now.
    let first: WorkerFailure | undefined;
    for (let entry = receiveMessageOnPort(w.port); entry; entry = receiveMessageOnPort(w.port)) {
      first ??= entry.message as WorkerFailure;
    }
    if (!first) return undefined;
    return failureError(first);
  };

  type Task = (context: unknown, args: unknown) => void;
  /** The background task, until settled. */
  let pending: { seqs: number[]; task: Task; context: ChunkedContext; args: unknown } | undefined;

  /** Waits for message seqs[p] of each worker p; throws `error` or the first failure. */
  const waitAll = (seqs: readonly number[], error?: unknown): void => {
    workers.forEach((w, p) => {
      const failure = wait(w, seqs[p]!);
      if (failure && error === undefined) error = failure;
    });
    if (error !== undefined) throw error;
  };

  /** Runs `task` here, catching its error so the workers are still waited for. */
  const local = (task: Task, context: unknown, args: unknown): unknown => {
    try {
      task(context, args);
      return undefined;
    } catch (e) {
      return e;
    }
  };

  const settle = (): void => {
    if (!pending) return;
    const { seqs, task, context, args } = pending;
    pending = undefined;
    waitAll(seqs, local(task, context, args));
  };

  /** Posts one request per worker and waits for all; throws the first failure. */
  const broadcast = (request: Unsent): void => {
    start();
    settle();
    waitAll(workers.map((w) => post(w, request)));
  };

  /** Posts one request per worker without waiting: a failure surfaces at the next wait. */
  const postAll = (request: Unsent): void => {
    start();
    settle();
    for (const w of workers) post(w, request);
  };

  /** Resets the chunk counter and posts the task to every worker. */
  const launch = (kernel: KernelName, shared: SharedContext<ChunkedContext>, args: unknown): number[] => {
    start();
    settle();
    Atomics.store(shared.context.counter, 0, 0);
    return workers.map((w) => post(w, { op: "run", kernel, id: shared.id, args }));
  };

  return {
    threads,
    get workers() {
      return workers.length;
    },
    get closed() {
      return closed;
    },
    start() {
      // A message every worker answers once it runs: a release of a context that does not exist.
      if (threads > 1) broadcast({ op: "release", id: 0 });
    },
    startInBackground() {
      if (threads > 1) start();
    },
    share<C>(context: C): SharedContext<C> {
      const id = nextId++;
      // Not waited for: messages are handled in order, so the next task finds the context.
      if (threads > 1) postAll({ op: "share", id, context });
      return { id, context };
    },
    release(shared) {
      if (closed) return;
      for (const w of workers) post(w, { op: "release", id: shared.id });
    },
    run(kernel, shared, args) {
      const task = KERNELS[kernel] as Task;
      if (threads === 1) Atomics.store(shared.context.counter, 0, 0);
      const seqs = threads > 1 ? launch(kernel, shared, args) : [];
      waitAll(seqs, local(task, shared.context, args));
    },
    runInBackground(kernel, shared, args) {
      const task = KERNELS[kernel] as Task;
      if (threads === 1) {
        Atomics.store(shared.context.counter, 0, 0);
        task(shared.context, args);
        return;
      }
      pending = { seqs: launch(kernel, shared, args), task, context: shared.context, args };
    },
    settle,
    async close() {
      if (closed) return;
      pending = undefined;
      closed = true;
      await Promise.all(workers.map((w) => w.thread.terminate()));
      for (const w of workers) w.port.close();
      workers.length = 0;
    },
  };
}

/**
 * The error the calling thread throws for a worker's failure (`failureOf`'s message, protocol.ts): a typed
 * error as the task threw it (same code, problem and location, as one thread would have thrown it),
 * anything else as its code (else `E_WORKER`) with the worker's description.
 *
 * @param failure - what the worker posted
 * @returns the error to throw
 *
 * @example
 * ```ts
 * const typed = { detail: "score is NaN", row: 3 };
 * failureError({ seq: 7, message: "…", code: "E_NUMERIC", typed }).message; // "row 3: score is NaN [E_NUMERIC]"
 * ```
 */
export function failureError(failure: WorkerFailure): TextboostError {
  const code = (failure.code as ErrorCode | undefined) ?? "E_WORKER";
  if (failure.typed) {
    const { detail, ...location } = failure.typed;
    return new TextboostError(code, detail, location);
  }
  return new TextboostError(code, `worker thread: ${failure.message}`);
}
