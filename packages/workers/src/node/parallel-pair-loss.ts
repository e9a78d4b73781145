import {
  type ChangedPairs,
  type ChosenTerms,
  type CompiledCover,
  type PairLoss,
  type PairLossRunner,
  recomputeChangedPairs,
} from "@textboost/covers";
import type { PairLossContext } from "./kernels/pair-loss.js";
import { type ParallelOptions, releaser, resolvePool } from "./parallel-options.js";
import { CHUNKS_PER_THREAD, evenCuts, weightedCuts } from "./parts.js";
import { SHARED_ARRAYS, shareArray, sharedFloat64, sharedInt32 } from "./shared-arrays.js";
import type { SharedContext, WorkerPool } from "./worker-pool.js";

/** {@link parallelPairLoss}: the plug-in, its thread count, and a way to stop workers it started. */
export interface ParallelPairLoss extends PairLoss {
  /** Threads per round (1: no worker). */
  readonly threads: number;
  /** Stops the workers it started itself (not those of a `pool` passed in). */
  close(): Promise<void>;
}

/**
 * AdaBoost.LC's covering loss of a round's changed (document, label) pairs on worker threads: the
 * `pairLoss` plug-in of `adaBoostLC` (incremental rounds: the changed pairs with a cover of one label
 * an element, else the changed documents' whole rows). The scores and the loss terms live in shared
 * memory; each round the changed documents (and pairs) are copied there and the threads take chunks
 * of them (`recomputeChangedPairs` of `@textboost/covers`), writing Q where the scan keeps it. Documents are independent, so Q, the terms and the model are those of one thread,
 * bit for bit. Q must be shared memory for the threads to write it (it is with `parallelBestTerms` as
 * the scan); otherwise, and with one thread, the pairs are recomputed on the calling thread.
 *
 * @param options - `threads` or a `pool` (see `ParallelOptions`)
 * @returns the plug-in
 *
 * @example
 * ```ts
 * import { adaBoostLC } from "@textboost/adaboost-lc";
 * import { hammingCover } from "@textboost/covers";
 * import { createWorkerPool, parallelBestTerms, parallelPairLoss } from "@textboost/workers/node";
 * const pool = createWorkerPool({ threads: 2 });
 * const lc = adaBoostLC({ cover: hammingCover(), scan: parallelBestTerms({ pool }), pairLoss: parallelPairLoss({ pool }) });
 * const model = await lc.fit(dataset, { iterations: 100 });
 * await pool.close();
 * ```
 */
export function parallelPairLoss(options: ParallelOptions = {}): ParallelPairLoss {
  const { threads, pool, close } = resolvePool(options);
  const pairLoss = (cover: CompiledCover): PairLossRunner => {
    const m = cover.Y.rows;
    const scores = sharedFloat64(m * cover.Y.cols);
    const terms = sharedFloat64(cover.documentStart[m]!);
    // The cover the fit uses from now on, in shared memory when there are threads to read it (no copy
    // when it was compiled with `arrays`).
    const shared = threads > 1 ? shareCover(cover) : cover;
    let workers: WorkerPool | undefined;
    let context: SharedContext<PairLossContext> | undefined;
    // The caller's rows of X that the context's shared copy was made from.
    let rowsFrom: ChosenTerms | undefined;
    const documents = sharedInt32(Math.max(1, m));
    const starts = sharedInt32(m + 1);
    const runner: PairLossRunner = {
      cover: shared,
      scores,
      terms,
      recompute(pairs: ChangedPairs, weights: Float64Array): void {
        const count = pairs.count;
        if (threads === 1 || !(weights.buffer instanceof SharedArrayBuffer) || count < 2) {
          recomputeChangedPairs(shared, scores, weights, terms, pairs, 0, count);
          return;
        }
        const { labels, chosen } = pairs;
        const mode = labels !== undefined ? "labels" : chosen !== undefined ? "chosen" : "rows";
        const total = labels !== undefined ? pairs.starts![count]! : 0;
        const had = context?.context;
        // The shared copy of X's rows serves while the caller's chosen terms come over the same rows.
        const rowsServe =
          mode !== "chosen" || (had?.chosen !== undefined && sameRows(rowsFrom, had.chosen, chosen!));
        if (!context || !had || had.weights !== weights || had.labels.length < total || !rowsServe) {
          // (Re)share when Q moved, the listed pairs outgrew their room (a quarter more than asked),
          // or chosen terms came over other rows of X (copied once here).
          workers ??= pool();
          if (context) {
            workers.release(context);
            releaser.unregister(runner);
          }
          const room = had && had.labels.length >= total ? had.labels : sharedInt32(Math.ceil(total * 1.25));
          let rows = had?.chosen;
          if (!rowsServe) {
            rowsFrom = chosen!;
            rows = {
              rowStart: shareArray(chosen!.rowStart),
              rowTerms: shareArray(chosen!.rowTerms),
              termStart: sharedInt32(chosen!.termStart.length),
              termLabels: sharedInt32(chosen!.termLabels.length),
            };
          }
          context = workers.share<PairLossContext>({
            counter: sharedInt32(1),
            cover: shared,
            scores,
            weights,
            terms,
            documents,
            starts,
            labels: room,
            ...(rows ? { chosen: rows } : {}),
            labelDeltas: sharedFloat64(cover.Y.cols),
          });
          releaser.register(runner, { pool: workers, id: context.id }, runner);
        }
        documents.set(pairs.documents.subarray(0, count));
        const chunks = threads * CHUNKS_PER_THREAD;
        if (mode === "rows") {
          // Whole rows: documents of about equal cost.
          workers!.run("changed-pairs-loss", context, {
            cuts: evenCuts(count, chunks),
            count,
            mode,
            deltas: false,
          });
          return;
        }
        if (labels !== undefined) context.context.labels.set(labels.subarray(0, total));
        else {
          context.context.chosen!.termStart.set(chosen!.termStart);
          context.context.chosen!.termLabels.set(chosen!.termLabels);
        }
        const deltas = pairs.labelDeltas !== undefined;
        if (deltas) context.context.labelDeltas.set(pairs.labelDeltas!);
        // Chunks of about as many pairs each (a document's cost is its pairs), when the caller counted
        // them; else of as many documents.
        let cuts = evenCuts(count, chunks);
        if (pairs.starts !== undefined) {
          starts.set(pairs.starts.subarray(0, count + 1));
          cuts = weightedCuts(starts.subarray(0, count + 1), chunks);
        }
        workers!.run("changed-pairs-loss", context, { cuts, count, mode, deltas });
      },
    };
    return runner;
  };
  // Where the caller compiles the cover: shared memory, which the threads read as it is.
  return Object.assign(pairLoss, { threads, close }, threads > 1 ? { arrays: SHARED_ARRAYS } : {});
}

/** A compiled cover with its arrays copied to shared memory (its label matrix is copied with it). */
function shareCover(cover: CompiledCover): CompiledCover {
  return {
    ...cover,
    signs: shareArray(cover.signs),
    documentStart: shareArray(cover.documentStart),
    storedFrom: shareArray(cover.storedFrom),
    storedLabelStart: shareArray(cover.storedLabelStart),
    storedLabels: shareArray(cover.storedLabels),
    storedMultiplicity: shareArray(cover.storedMultiplicity),
  };
}

/**
 * Whether `shared` (copied from the caller's chosen terms `from`) serves `chosen`: the same arrays of
 * X's rows, and room for its terms' labels.
 */
function sameRows(from: ChosenTerms | undefined, shared: ChosenTerms, chosen: ChosenTerms): boolean {
  return (
    from?.rowStart === chosen.rowStart &&
    from.rowTerms === chosen.rowTerms &&
    shared.termStart.length === chosen.termStart.length &&
    shared.termLabels.length >= chosen.termLabels.length
  );
}
