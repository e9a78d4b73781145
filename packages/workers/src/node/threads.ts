/// <reference types="node" />
import { availableParallelism } from "node:os";
import { TextboostError } from "@textboost/core";

/** The largest `threads` value accepted (a guard against typos such as 1000). */
export const MAX_THREADS = 256;

/**
 * The number of threads to use: `threads` when given, else the number of cores
 * (`os.availableParallelism()`). 1 means "no worker thread".
 *
 * @param threads - requested number of threads, the main thread included
 * @returns an integer in [1, {@link MAX_THREADS}]
 * @throws TextboostError `E_INVALID_ARGUMENT` unless `threads` is an integer in [1, 256]
 *
 * @example
 * ```ts
 * resolveThreads(2); // 2
 * resolveThreads(); // os.availableParallelism(), for example 8
 * expect(() => resolveThreads(0)).toThrow("threads must be an integer in [1, 256]"); // E_INVALID_ARGUMENT
 * ```
 */
export function resolveThreads(threads?: number): number {
  if (threads === undefined) return Math.max(1, Math.min(MAX_THREADS, availableParallelism()));
  if (typeof threads !== "number" || !Number.isInteger(threads) || threads < 1 || threads > MAX_THREADS) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `threads must be an integer in [1, ${MAX_THREADS}], got ${String(threads)}`,
    );
  }
  return threads;
}
