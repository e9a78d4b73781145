import type { TrainingSet } from "@textboost/core";
import { type CompiledCover, documentCoveringLoss, type PairLossRunner } from "@textboost/covers";
import type { DeltaStatistics } from "@textboost/statistics";

/**
 * What `createIncrementalRounds`' rounds keep between calls (one record; the choice's and the
 * rescoring's scratch live in records of their own, `CandidateScratch` and `ChangeScratch`).
 */
export interface IncrementalState {
  readonly data: TrainingSet;
  readonly cover: CompiledCover;
  /** Keeps f and the per-element loss terms, and recomputes a round's changed pairs. */
  readonly pairs: PairLossRunner;
  /** Q(i, j), kept up to date. */
  readonly Q: Float64Array;
  /** Documents, labels, terms (the AdaBoost.LC paper's m, k and the number of hypotheses; docs/architecture.md). */
  readonly g: number;
  readonly m: number;
  readonly r: number;
  /** The training set's stored entries, at least 1 (what a full scan costs, in sums per label). */
  readonly nnz: number;
  /** The most labels of one cover element. */
  readonly widest: number;
  /**
   * One label an element, every label of a document in label order (the Hamming cover): a changed
   * score changes one element, documentStart[i] + j, so only the changed pairs are recomputed.
   */
  readonly perPair: boolean;
  /** `INCREMENTAL_TUNING` as it was when the rounds started. */
  readonly deltaCost: number;
  readonly refreshEvery: number;
  /** L(f, S, A) of the current scores, and Σ Q (see `IncrementalRounds.mass`). */
  loss: number;
  mass: number;
  /** Created at the first round whose changes were few enough for deltas (never, for a zero-one cover). */
  stats: DeltaStatistics | undefined;
  /** The table's values (those of `stats`), and its radius and reach (set with it; see `tableCandidates`). */
  values: Float64Array;
  radius: number;
  reach: number;
  /** False until a full scan has filled the table, and again when a round changed too much for deltas. */
  valid: boolean;
  /** Whether the next scan fills the table (the last round's changes were few enough for deltas). */
  fillNext: boolean;
  /** Delta updates since the last fill, and the fills so far. */
  deltaUpdates: number;
  scans: number;
}

/**
 * The rounds' state for f as `pairs.scores` holds it: Q and the per-element terms computed for
 * every document, the loss and the mass summed.
 *
 * @param data - the training set
 * @param cover - the compiled cover
 * @param pairs - f (`pairs.scores`) and the per-element loss terms (`pairs.terms`, filled here)
 * @param Q - receives Q(i, j)
 * @param tuning - the delta cost and refresh period
 * @returns the state before the first round
 *
 * @example
 * ```ts no-run
 * declare const cover: Parameters<typeof createIncrementalState>[1], Q: Float64Array;
 * const s = createIncrementalState(ts, cover, oneThreadPairLoss(cover), Q, { deltaCost: 48, refreshEvery: 128 });
 * s.loss; // L(f, S, A) of f = 0
 * ```
 */
export function createIncrementalState(
  data: TrainingSet,
  cover: CompiledCover,
  pairs: PairLossRunner,
  Q: Float64Array,
  tuning: { readonly deltaCost: number; readonly refreshEvery: number },
): IncrementalState {
  const g = data.X.rows;
  const m = data.Y.cols;
  const f = pairs.scores;
  const scratch = new Float64Array(m);
  let total = 0;
  for (let i = 0; i < g; i++) total = documentCoveringLoss(cover, f, i, Q, scratch, total, pairs.terms);
  let widest = 1;
  const { storedLabelStart } = cover;
  for (let e = 0; e + 1 < storedLabelStart.length; e++) {
    widest = Math.max(widest, storedLabelStart[e + 1]! - storedLabelStart[e]!);
  }
  const nnz = data.X.indptr[g]!;
  const s: IncrementalState = {
    data,
    cover,
    pairs,
    Q,
    g,
    m,
    r: data.X.cols,
    nnz: nnz === 0 ? 1 : nnz,
    widest,
    perPair: widest === 1 && labelOrderedSingletons(cover, g, m),
    deltaCost: tuning.deltaCost,
    refreshEvery: tuning.refreshEvery,
    loss: g === 0 ? 0 : total / g,
    mass: 0,
    stats: undefined,
    values: new Float64Array(0),
    radius: 0,
    reach: 0,
    valid: false,
    fillNext: false,
    deltaUpdates: 0,
    scans: 0,
  };
  resumLoss(s);
  return s;
}

/**
 * The sum of the loss terms in element order (the full pass's), and `s.mass` set from Q: two
 * independent chains of additions in one pass over the documents, so they overlap.
 *
 * @param s - the rounds' state
 * @returns the sum of the per-element loss terms (the loss is it over g)
 *
 * @example
 * ```ts no-run
 * declare const s: Parameters<typeof resumLoss>[0];
 * const loss = s.g === 0 ? 0 : resumLoss(s) / s.g; // and s.mass is Σ Q
 * ```
 */
export function resumLoss(s: IncrementalState): number {
  const { g, m, Q, perPair } = s;
  const { terms } = s.pairs;
  const { documentStart } = s.cover;
  let sum = 0;
  let weight = 0;
  for (let i = 0, base = 0; i < g; i++, base += m) {
    let row = 0;
    if (perPair) {
      // Document i's elements are its m labels in order.
      for (let j = 0, e = documentStart[i]!; j < m; j++, e++) {
        sum += terms[e]!;
        row += Q[base + j]!;
      }
    } else {
      for (let e = documentStart[i]!, end = documentStart[i + 1]!; e < end; e++) sum += terms[e]!;
      for (let j = 0; j < m; j++) row += Q[base + j]!;
    }
    weight += row;
  }
  s.mass = weight;
  return sum;
}

/**
 * Whether every document's elements are its m labels alone, in label order (the Hamming cover; the
 * weighted covers tie some labels into one element): then the element of (document i, label j) is
 * `cover.documentStart[i] + j`.
 */
function labelOrderedSingletons(cover: CompiledCover, g: number, m: number): boolean {
  const { documentStart, storedFrom, storedLabelStart, storedLabels } = cover;
  // Each stored copy is checked once (documents that share it follow each other, or not).
  const checked = new Uint8Array(storedLabelStart.length);
  for (let i = 0; i < g; i++) {
    if (documentStart[i + 1]! - documentStart[i]! !== m) return false;
    const first = storedFrom[i]!;
    if (checked[first]) continue;
    for (let j = 0; j < m; j++) {
      const t = first + j;
      if (storedLabelStart[t + 1]! - storedLabelStart[t]! !== 1 || storedLabels[storedLabelStart[t]!] !== j)
        return false;
    }
    checked[first] = 1;
  }
  return true;
}
