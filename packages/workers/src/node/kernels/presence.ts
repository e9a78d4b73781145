// AdaBoost.MH's pivot scan over the statistics table (parallelPresenceStump).
import type { SharedSimdUpdate, StatisticsTable } from "@textboost/statistics";
import { bindSharedRowDots } from "@textboost/statistics";
import {
  improvesZ,
  PRUNE_MARGIN,
  presenceBound,
  presenceKey,
  presenceLowerBound,
  type StumpVariant,
  stumpRule,
} from "@textboost/stumps";
import { type ChunkedContext, type Chunks, takeChunk } from "./chunks.js";
import { perThread } from "./per-thread.js";

/** What the AdaBoost.MH tasks share: the table and the label totals. */
export interface PresenceContext extends ChunkedContext {
  readonly variant: StumpVariant;
  readonly table: StatisticsTable;
  /** Label totals: positives at [j], negatives at [m + j]. */
  readonly totals: Float64Array;
  /** One key per term, written by {@link presenceKeys}. */
  readonly keys: Float64Array;
  /** Per chunk, the least key {@link presenceKeys} computed in it (+∞ when none is finite). */
  readonly chunkBest: Float64Array;
  /** When the table lives in a shared WebAssembly memory (see {@link SharedScan}). */
  readonly shared?: SharedScan;
}

/**
 * A table's shared WebAssembly memory and the handing out of the threads' scratch for its SIMD scan
 * kernel (a thread takes one on its first task of the context).
 */
export interface SharedScan {
  readonly layout: SharedSimdUpdate;
  readonly slots: Int32Array;
}

/**
 * `keys[k]` = the AdaBoost.MH criterion of term k, for the terms of every chunk, or +∞ for a term
 * that cannot be chosen. A thread skips a term whose lower bound (`presenceLowerBound`) is
 * {@link PRUNE_MARGIN} above the best key it computed for an earlier term (in the same chunk or in
 * an earlier chunk it took: a thread takes chunks in ascending order): a term whose key is not below
 * an earlier term's is never accepted by the calling thread's scan over all chunks (its running best
 * is then at most that earlier key plus the tie tolerance), and the choice is that of the full scan.
 * `chunkBest[chunk]` = the least finite key of the chunk, so that the calling thread can pass over a
 * chunk none of whose keys is below its running best.
 */
export function presenceKeys(c: PresenceContext, a: Chunks & { readonly mass: number }): void {
  const rule = stumpRule(c.variant);
  const { table, keys, totals } = c;
  const m = table.labels;
  const tp = totals.subarray(0, m);
  const tn = totals.subarray(m, 2 * m);
  const { cuts, mass } = a;
  const bound = presenceBound(rule, tp, tn, table);
  const margin = PRUNE_MARGIN * mass;
  const rowDots = rowDotsOf(c);
  // The best key this thread computed so far: the chunks come in ascending order (takeChunk), so it
  // is that of an earlier term for every later chunk too.
  let best = Number.POSITIVE_INFINITY;
  for (let chunk = takeChunk(c, cuts); chunk >= 0; chunk = takeChunk(c, cuts)) {
    let least = Number.POSITIVE_INFINITY;
    const from = cuts[chunk]!;
    const to = cuts[chunk + 1]!;
    // The SIMD dot products have the bits of presenceLowerBound's sums.
    const dots = rowDots?.(bound.coefficients, from, to);
    for (let k = from; k < to; k++) {
      if (
        best !== Number.POSITIVE_INFINITY &&
        (dots === undefined ? presenceLowerBound(bound, table, k) : bound.base - dots[k]!) >= best + margin
      ) {
        keys[k] = Number.POSITIVE_INFINITY;
        continue;
      }
      const z = presenceKey(rule, tp, tn, mass, table, k);
      keys[k] = z;
      if (z < least) least = z;
      if (improvesZ(z, best, mass)) best = z;
    }
    c.chunkBest[chunk] = least;
  }
}

/** This thread's SIMD row dots over a term-major table in a shared WebAssembly memory, or undefined. */
function rowDotsOf(c: PresenceContext): ReturnType<typeof bindSharedRowDots> {
  const { shared } = c;
  return shared && perThread(c, shared.slots, (thread) => bindSharedRowDots(shared.layout, thread));
}
