/// <reference types="node" />
import { Worker } from "node:worker_threads";
import { TextboostError } from "@textboost/core";
import type { BaseModule } from "./base-module.js";
import { builtUrl } from "./built-url.js";

/**
 * Member worker threads kept from one fit to the next (of one `parallelRotationForest` value), so a
 * fit pays for starting threads and importing the base booster only once. Between fits the workers
 * are unreferenced: they never keep the process alive.
 */
export interface MemberPool {
  /** Where its workers import the base booster from. */
  readonly base: BaseModule;
  /** How many workers the pool runs. */
  readonly size: number;
  /**
   * The workers for one fit, started on first use; `undefined` while another fit holds them.
   *
   * @throws TextboostError `E_WORKER` when a worker cannot be started
   */
  acquire(): Worker[] | undefined;
  /** Gives the workers back after a fit; `broken` (an error or an abort) terminates them, and the next fit starts new ones. */
  release(workers: readonly Worker[], broken: boolean): void;
}

/**
 * Starts `count` member workers importing the base booster from `base` (`dist/node/member-worker.js`).
 *
 * @param base - where the workers import the base booster from
 * @param count - how many workers
 * @returns the workers (each answers a fit's data with "ready", then trains the members it is sent)
 * @throws TextboostError `E_WORKER` when a worker cannot be started
 */
export function startMemberWorkers(base: BaseModule, count: number): Worker[] {
  const script = builtUrl("./member-worker.js");
  const workerData = { base: { ...base, module: String(base.module) } };
  const workers: Worker[] = [];
  try {
    for (let t = 0; t < count; t++) workers.push(new Worker(script, { workerData, execArgv: [] }));
  } catch (e) {
    for (const w of workers) void w.terminate();
    throw new TextboostError(
      "E_WORKER",
      `cannot start a member worker: ${(e as Error).message}`,
      {},
      { cause: e },
    );
  }
  return workers;
}

/**
 * A {@link MemberPool} of `size` workers for the base booster of `base`, started on the first
 * {@link MemberPool.acquire}.
 *
 * @param base - where the workers import the base booster from
 * @param size - the number of worker threads (≥ 1)
 * @returns the pool
 */
export function createMemberPool(base: BaseModule, size: number): MemberPool {
  let workers: Worker[] | undefined;
  let busy = false;
  return {
    base,
    size,
    acquire() {
      if (busy) return undefined;
      workers ??= startMemberWorkers(base, size);
      busy = true;
      for (const w of workers) w.ref();
      return workers;
    },
    release(given, broken) {
      if (given !== workers) return;
      busy = false;
      if (broken) {
        for (const w of given) void w.terminate();
        workers = undefined;
      } else for (const w of given) w.unref();
    },
  };
}
