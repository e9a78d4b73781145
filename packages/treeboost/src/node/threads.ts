/// <reference types="node" />
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { type ErrorCode, TextboostError } from "@textboost/core";
import type { WorkerReply, WorkerRequest } from "./protocol.js";

/** Request without its id (the threads number them). */
type Unnumbered = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, "id"> : never) : never;
/** The final answer of a request (everything but progress). */
export type FinalReply = Exclude<WorkerReply, { type: "round" | "error" }>;

/** Worker threads of `@textboost/treeboost/node`, each running one request at a time. */
export interface TreeBoostThreads {
  /** Number of workers. */
  readonly size: number;
  /**
   * Sends `request` to worker `w` and resolves with its final answer; `onRound` gets the progress
   * messages of a training request.
   *
   * @throws TextboostError with the worker's error code, or `E_WORKER` when the worker died
   */
  request(
    w: number,
    request: Unnumbered,
    onRound?: (reply: Extract<WorkerReply, { type: "round" }>) => void,
  ): Promise<FinalReply>;
  /** Stops every worker (pending requests reject with `E_WORKER`). */
  close(): Promise<void>;
}

/**
 * The URL of the worker script: next to this module in `dist/node/`, or, when this module runs from
 * its TypeScript source (tests on sources), the package's built `dist/node/worker.js`.
 *
 * @returns the file URL of the worker script (check it exists before starting a thread)
 *
 * @example
 * ```ts
 * existsSync(fileURLToPath(treeBoostWorkerUrl())); // false until @textboost/treeboost is built
 * ```
 */
export function treeBoostWorkerUrl(): URL {
  const here = import.meta.url;
  return /\.[cm]?ts$/.test(here) ? new URL("../../dist/node/worker.js", here) : new URL("./worker.js", here);
}

/**
 * Starts `count` worker threads for training nodes and scoring documents.
 *
 * @param count - number of workers, at least 1
 * @returns the threads; call `close()` when done
 * @throws TextboostError `E_IO` when the worker script has not been built
 *
 * @example
 * ```ts
 * const json = treeModel.toJSON(); // a TreeBoost.MH model over AdaBoost.MH nodes
 * const threads = startTreeBoostThreads(2);
 * try {
 *   await threads.request(0, { op: "load", model: json, base: adaBoostMHWorkerBase() });
 * } finally {
 *   await threads.close();
 * }
 * ```
 */
export function startTreeBoostThreads(count: number): TreeBoostThreads {
  const url = treeBoostWorkerUrl();
  if (!existsSync(fileURLToPath(url))) {
    throw new TextboostError(
      "E_IO",
      `the worker script ${fileURLToPath(url)} is missing; build @textboost/treeboost first (pnpm --filter @textboost/treeboost... build)`,
    );
  }
  let nextId = 1;
  const pending = new Map<
    number,
    {
      resolve: (r: FinalReply) => void;
      reject: (e: unknown) => void;
      onRound?: (r: Extract<WorkerReply, { type: "round" }>) => void;
      worker: number;
    }
  >();
  const failAll = (w: number, error: TextboostError): void => {
    for (const [id, p] of pending) {
      if (p.worker !== w) continue;
      pending.delete(id);
      p.reject(error);
    }
  };
  let closing = false;
  const workers = Array.from({ length: count }, (_, w) => {
    // execArgv: [] - the worker needs no flag of this process (some make a worker fail at start).
    const worker = new Worker(url, { execArgv: [] });
    worker.on("message", (message: WorkerReply) => {
      const p = pending.get(message.id);
      if (!p) return;
      if (message.type === "round") {
        p.onRound?.(message);
        return;
      }
      pending.delete(message.id);
      if (message.type === "error") {
        p.reject(
          new TextboostError(
            (message.code as ErrorCode | undefined) ?? "E_WORKER",
            `worker thread: ${message.message}`,
          ),
        );
      } else p.resolve(message);
    });
    worker.on("error", (e) =>
      failAll(w, new TextboostError("E_WORKER", `a worker thread failed: ${e.message}`, {}, { cause: e })),
    );
    worker.on("exit", (code) => {
      if (!closing)
        failAll(
          w,
          new TextboostError("E_WORKER", `a worker thread stopped unexpectedly (exit code ${code})`),
        );
    });
    return worker;
  });
  return {
    size: count,
    request(w, request, onRound) {
      const id = nextId++;
      return new Promise<FinalReply>((resolve, reject) => {
        pending.set(id, { resolve, reject, worker: w, ...(onRound ? { onRound } : {}) });
        workers[w]!.postMessage({ ...request, id });
      });
    },
    async close() {
      closing = true;
      await Promise.all(workers.map((worker) => worker.terminate()));
      for (const [id, p] of pending) {
        pending.delete(id);
        p.reject(new TextboostError("E_WORKER", "the worker threads were closed"));
      }
    },
  };
}
