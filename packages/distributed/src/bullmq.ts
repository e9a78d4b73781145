import { createRequire } from "node:module";

type BullMQ = typeof import("bullmq");

let loaded: BullMQ | undefined;

/**
 * BullMQ (and ioredis beneath it), loaded the first time a queue or a worker opens rather than when
 * this package is imported: about 26 MiB of resident memory that a process which only names jobs,
 * writes or reads results, or trains on its own machine never pays (`textboost train` without
 * `--queue` imports this package for its job specs). Synchronous, so {@link openJobQueue} and
 * {@link startJobWorker} stay synchronous.
 */
export function bullmq(): BullMQ {
  loaded ??= createRequire(import.meta.url)("bullmq") as BullMQ;
  return loaded;
}
