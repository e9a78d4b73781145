import { availableParallelism } from "node:os";
import { TextboostError } from "@textboost/core";
import type { CliIO } from "./io.js";

/** Each thread gets at least this many documents: more threads than that would have nothing to do. */
export const DOCUMENTS_PER_THREAD = 16;

/** What a command does with its threads: train with a booster, or score documents. */
export interface ThreadWork {
  /** Documents to train on or to score. */
  readonly documents: number;
  /** The algorithm, when it trains on one thread only (`threads` is then refused above 1). */
  readonly singleThreaded?: string;
}

/**
 * The one place the CLI turns `--threads` into a number of threads: the request (default: the
 * machine's cores), capped by the cores and by the work (one thread per {@link DOCUMENTS_PER_THREAD}
 * documents), with a note on standard error when an explicit request was lowered.
 *
 * @param requested - `--threads` as given (already checked to be an integer in [1, 256]), or undefined
 * @throws TextboostError `E_INVALID_ARGUMENT` when more than one thread is asked of an algorithm that trains on one
 */
export function threadsFor(requested: number | undefined, work: ThreadWork, io: CliIO): number {
  if (work.singleThreaded !== undefined) {
    if (requested !== undefined && requested > 1) {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `${work.singleThreaded} trains on one thread; --threads ${requested} applies to the algorithms with worker threads`,
      );
    }
    return 1;
  }
  const cores = Math.max(1, availableParallelism());
  const byWork = Math.max(1, Math.floor(work.documents / DOCUMENTS_PER_THREAD));
  const threads = Math.min(requested ?? cores, cores, byWork);
  if (requested !== undefined && threads < requested) {
    const why =
      threads === cores && cores < byWork
        ? `this machine has ${cores} core${cores === 1 ? "" : "s"}`
        : `${work.documents} documents are work for ${threads} (one per ${DOCUMENTS_PER_THREAD})`;
    io.err(`note: using ${threads} thread${threads === 1 ? "" : "s"}, not ${requested}: ${why}\n`);
  }
  return threads;
}
