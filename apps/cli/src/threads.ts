import { availableParallelism } from "node:os";
import { TextboostError } from "@textboost/core";
import { resolveThreads, type ThreadsOption } from "@textboost/workers/threads";
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
 * The one place a CLI command turns `--threads` into the number of threads it uses: the request
 * resolved by `resolveThreads` (a number as given; `auto`: the machine's cores; absent:
 * `TEXTBOOST_THREADS`, else the cores), capped by the cores and by the work (one thread per
 * {@link DOCUMENTS_PER_THREAD} documents), with a note on standard error when an explicit number
 * was lowered. The command passes the number (or a pool of that many threads) on; nothing below
 * resolves it again.
 *
 * @param requested - `--threads` as its parser read it (`"auto"` or an integer in [1, 256]), or undefined
 * @throws TextboostError `E_INVALID_ARGUMENT` when more than one thread is asked of an algorithm that
 *   trains on one, or when `TEXTBOOST_THREADS` is not `"auto"` or an integer in [1, 256]
 */
export function threadsFor(requested: ThreadsOption | undefined, work: ThreadWork, io: CliIO): number {
  const wanted = resolveThreads(requested);
  const explicit = typeof requested === "number" ? requested : undefined;
  if (work.singleThreaded !== undefined) {
    if (explicit !== undefined && explicit > 1) {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `${work.singleThreaded} trains on one thread; --threads ${explicit} applies to the algorithms with worker threads`,
      );
    }
    return 1;
  }
  const cores = Math.max(1, availableParallelism());
  const byWork = Math.max(1, Math.floor(work.documents / DOCUMENTS_PER_THREAD));
  const threads = Math.min(wanted, cores, byWork);
  if (explicit !== undefined && threads < explicit) {
    const why =
      threads === cores && cores < byWork
        ? `this machine has ${cores} core${cores === 1 ? "" : "s"}`
        : `${work.documents} documents are work for ${threads} (one per ${DOCUMENTS_PER_THREAD})`;
    io.err(`note: using ${threads} thread${threads === 1 ? "" : "s"}, not ${explicit}: ${why}\n`);
  }
  return threads;
}
