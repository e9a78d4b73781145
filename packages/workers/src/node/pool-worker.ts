/// <reference types="node" />
// One worker thread of a WorkerPool, seen from the calling thread: starting it, posting it a request,
// and waiting (blocked, never through the event loop) until it has answered.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from "node:worker_threads";
import { type ErrorCode, TextboostError } from "@textboost/core";
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

/** A request before it gets its sequence number. */
export type Unsent = Request extends infer R ? (R extends unknown ? Omit<R, "seq"> : never) : never;

/** A started worker: its thread, its control array and port, when it started, its last message's number. */
export interface PoolWorker {
  readonly thread: Worker;
  readonly control: Int32Array;
  readonly port: MessagePort;
  readonly started: number;
  seq: number;
}

/**
 * The worker script's path, checked to exist (a missing script would only be noticed by a time-out).
 *
 * @param url - the worker script
 * @returns its path
 * @throws TextboostError `E_IO` when the file is missing (the package is not built)
 *
 * @example
 * ```ts
 * existingWorkerScript(workerScriptUrl()); // the built dist/node/worker.js
 * try {
 *   existingWorkerScript(new URL("file:///nowhere/worker.js"));
 * } catch (e) {
 *   (e as TextboostError).code; // "E_IO"
 * }
 * ```
 */
export function existingWorkerScript(url: URL): string {
  const path = fileURLToPath(url);
  if (!existsSync(path)) {
    throw new TextboostError(
      "E_IO",
      `the worker script ${path} is missing; build @textboost/workers first (pnpm --filter @textboost/workers build)`,
    );
  }
  return path;
}

/**
 * Starts one worker thread on `url`, with its control array and a port of its own. The thread does
 * not keep the process alive (`unref`).
 *
 * @param url - the worker script (checked by {@link existingWorkerScript})
 * @returns the worker, before it has loaded its tasks
 *
 * @example
 * ```ts no-run
 * const w = startPoolWorker(workerScriptUrl());
 * awaitAnswer(w, postRequest(w, { op: "release", id: 0 }), 60_000); // undefined once it runs
 * await w.thread.terminate();
 * ```
 */
export function startPoolWorker(url: URL): PoolWorker {
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
  return { thread, control, port: port1, started: Date.now(), seq: 0 };
}

/**
 * Posts `request` to worker `w` with the next sequence number and wakes it.
 *
 * @param w - the worker
 * @param request - the request
 * @returns its sequence number, for {@link awaitAnswer}
 *
 * @example
 * ```ts no-run
 * declare const w: PoolWorker;
 * const seq = postRequest(w, { op: "release", id: 3 });
 * ```
 */
export function postRequest(w: PoolWorker, request: Unsent): number {
  w.seq++;
  w.port.postMessage({ ...request, seq: w.seq });
  Atomics.store(w.control, REQUEST, w.seq);
  Atomics.notify(w.control, REQUEST);
  return w.seq;
}

/**
 * Blocks until worker `w` has answered message `seq`; returns the failure of that message or of an
 * earlier one nobody waited for (a `share` or `release`), if any.
 *
 * @param w - the worker
 * @param seq - a number {@link postRequest} returned
 * @param startTimeoutMs - how long a worker may take to start before it counts as failed
 * @returns the error to throw, or undefined when all went well
 *
 * @example
 * ```ts no-run
 * declare const w: PoolWorker;
 * const failure = awaitAnswer(w, postRequest(w, { op: "release", id: 0 }), 60_000);
 * if (failure) throw failure;
 * ```
 */
export function awaitAnswer(w: PoolWorker, seq: number, startTimeoutMs: number): TextboostError | undefined {
  const { control } = w;
  for (;;) {
    const done = Atomics.load(control, DONE);
    if (done >= seq) break;
    const state = Atomics.load(control, STATE);
    if (state === STATE_BROKEN) {
      const failure = receiveMessageOnPort(w.port)?.message as WorkerFailure | undefined;
      return new TextboostError("E_WORKER", failure?.message ?? "a worker thread could not start");
    }
    if (state === STATE_EXITED) return new TextboostError("E_WORKER", "a worker thread stopped unexpectedly");
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
