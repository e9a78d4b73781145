import type { TrainingSet } from "@textboost/core";
import { type BestSides, type BestTermsScan, createSharedTermSums } from "@textboost/statistics";
import type { BestTermsContext } from "./kernels/best-terms.js";
import { type ParallelOptions, releaser, resolvePool } from "./parallel-options.js";
import { CHUNKS_PER_THREAD, evenCuts, weightedCuts } from "./parts.js";
import { shareArray, sharedFloat64, sharedInt32 } from "./shared-arrays.js";

/** {@link parallelBestTerms}: the scan, its thread count, and a way to stop workers it started. */
export interface ParallelBestTerms extends BestTermsScan {
  /** Threads per round (1: no worker). */
  readonly threads: number;
  /** Stops the workers it started itself (not those of a `pool` passed in). */
  close(): Promise<void>;
}

/**
 * AdaBoost.LC's from-scratch scan on worker threads: the `scan` plug-in of `adaBoostLC` (sequential
 * templates, presence hypotheses). Q lives in one shared WebAssembly memory with the scan's index
 * (`createSharedTermSums` of `@textboost/statistics`), which every thread's SIMD scan reads without a
 * copy; each round the threads take chunks of
 * terms and find each label's best term in their chunks (`labelBestTerms` of `@textboost/statistics`),
 * and this thread merges the chunks in term order, a later chunk winning only when strictly better:
 * the choice of the one-thread scan, so the model is the same bit for bit.
 *
 * @param options - `threads` or a `pool` (see `ParallelOptions`)
 * @returns the scan plug-in
 *
 * @example
 * ```ts
 * import { adaBoostLC } from "@textboost/adaboost-lc";
 * import { hammingCover } from "@textboost/covers";
 * import { parallelBestTerms } from "@textboost/workers/node";
 * const scan = parallelBestTerms({ threads: 2 });
 * const model = await adaBoostLC({ cover: hammingCover(), scan }).fit(dataset, { iterations: 100 });
 * await scan.close();
 * ```
 */
export function parallelBestTerms(options: ParallelOptions = {}): ParallelBestTerms {
  const { threads, pool, close } = resolvePool(options);
  const scan = (data: TrainingSet) => {
    const m = data.Y.cols;
    // Chunks of about equal cost: a term costs its documents' sums (df) and its labels' criteria,
    // about as much as TERM_COST documents.
    const cost = Int32Array.from(data.Xc.indptr, (start, k) => start + TERM_COST * k);
    const cuts = weightedCuts(cost, threads * CHUNKS_PER_THREAD);
    const chunks = cuts.length - 1;
    const best = sharedFloat64(Math.max(1, chunks) * m);
    const bestTerm = sharedInt32(Math.max(1, chunks) * m);
    const bestPositive = sharedFloat64(Math.max(1, chunks) * m);
    const bestNegative = sharedFloat64(Math.max(1, chunks) * m);
    const signs = new Int8Array(new SharedArrayBuffer(data.signs.length));
    signs.set(data.signs);
    const shared: TrainingSet = {
      X: shareSparse(data.X),
      Xc: shareSparse(data.Xc),
      Y: shareSparse(data.Y),
      signs,
    };
    // Q in one shared WebAssembly memory with the scan's index and each thread's scratch, so no
    // thread copies it (else, where that memory cannot be made, a shared array each thread copies).
    const sums = createSharedTermSums(shared, threads);
    const weights = sums?.weights ?? sharedFloat64(data.X.rows * m);
    const workers = pool();
    const context = workers.share<BestTermsContext>({
      counter: sharedInt32(1),
      data: shared,
      weights,
      ...(sums ? { sums: sums.layout } : {}),
      slots: sharedInt32(1),
      best,
      bestTerm,
      bestPositive,
      bestNegative,
    });
    // Where D is too large for the caches, the threads take blocks of labels instead, each summing
    // every term document by document (the same criteria and terms, no merge).
    const block = sums?.layout.labelBlock ?? 0;
    const labelCuts = block > 0 ? blockCuts(m, block, threads) : [];
    const scanner = {
      weights,
      bestTerms(out: Float64Array, outTerm: Int32Array, sides?: BestSides): void {
        out.fill(-1, 0, m);
        outTerm.fill(-1, 0, m);
        sides?.positive.fill(0, 0, m);
        sides?.negative.fill(0, 0, m);
        if (labelCuts.length > 1) {
          workers.run("best-label-blocks", context, { cuts: labelCuts });
          out.set(best.subarray(0, m));
          outTerm.set(bestTerm.subarray(0, m));
          sides?.positive.set(bestPositive.subarray(0, m));
          sides?.negative.set(bestNegative.subarray(0, m));
          return;
        }
        if (chunks <= 0) return;
        workers.run("best-terms", context, { cuts });
        for (let c = 0; c < chunks; c++) {
          for (let j = 0; j < m; j++) {
            const at = c * m + j;
            if (best[at]! > out[j]!) {
              out[j] = best[at]!;
              outTerm[j] = bestTerm[at]!;
              if (sides) {
                sides.positive[j] = bestPositive[at]!;
                sides.negative[j] = bestNegative[at]!;
              }
            }
          }
        }
      },
    };
    releaser.register(scanner, { pool: workers, id: context.id });
    return scanner;
  };
  return Object.assign(scan, { threads, close });
}

/**
 * What a term's criteria cost beside its sums, in documents (each label's criterion, against each
 * document's addition for that label; most labels skip their square roots).
 */
const TERM_COST = 4;

/**
 * Cuts of the labels [0, m) into as few blocks of at most `block` labels as there can be, but at
 * least one a thread while there are labels for it, of widths that differ by at most one.
 */
export function blockCuts(m: number, block: number, threads: number): number[] {
  if (m === 0) return [0];
  return evenCuts(m, Math.max(Math.ceil(m / block), Math.min(threads, m)));
}

/** A sparse matrix (CSR, CSC or labels) with its arrays copied to shared memory. */
function shareSparse<
  T extends { readonly indptr: Int32Array; readonly indices: Int32Array; readonly values?: Float64Array },
>(a: T): T {
  const arrays = { indptr: shareArray(a.indptr), indices: shareArray(a.indices) };
  return a.values === undefined ? { ...a, ...arrays } : { ...a, ...arrays, values: shareArray(a.values) };
}
