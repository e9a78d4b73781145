import type { PairWeights, TrainingSet } from "@textboost/core";
import { documentDotsOf } from "@textboost/statistics";
import { exactPresenceKey, exactSidesOf, labelKey, labelScanOf } from "./pivot-criteria.js";
import { acceptanceThreshold, PRUNE_MARGIN, type StumpRule, Z_TIE_TOLERANCE } from "./stump-variant.js";

// The streamed choice cut into chunks of terms that threads can take in any order: each chunk
// reports, for AdaBoost.MH's one key or each of MP-Boost's labels, its least key, the lowest term
// with that key, and the least key above it; `mergeChunkChoices` decides from those what the
// ascending scan of `streamedPresencePivot` / `streamedLabelPivots` chooses, or says it cannot.

/**
 * b(i) = Σ_j c(j, y_ij) · D(i, j) for the documents [from, to): the per-document part of the linear
 * bound (`linearBound`'s coefficients, c(j, −) at 2j and c(j, +) at 2j + 1). `documentDotsOf` of
 * `@textboost/statistics`: in WebAssembly SIMD over a boosting loop's D in place, whose last bits
 * differ from the JavaScript loop's; `PRUNE_MARGIN` covers either rounding.
 */
export function documentBounds(
  data: TrainingSet,
  weights: PairWeights,
  coefficients: Float64Array,
  out: Float64Array,
  from: number,
  to: number,
): void {
  documentDotsOf(data, weights)(coefficients, out, from, to);
}

/** Term k's linear bound base − Σ b(i) over its documents, from the per-document bounds. */
export function termBound(data: TrainingSet, bounds: Float64Array, base: number, k: number): number {
  const { indptr, indices } = data.Xc;
  let reach = 0;
  for (let p = indptr[k]!, end = indptr[k + 1]!; p < end; p++) reach += bounds[indices[p]!]!;
  return base - reach;
}

/**
 * What one chunk of terms reports for AdaBoost.MH's key or one label's (see {@link mergeChunkChoices}):
 * `least[at]` the least key in the chunk, `term[at]` the lowest term with exactly that key, and
 * `next[at]` the least key above it (+∞ when none), each over the terms whose keys could come within
 * the merge's window of the least key overall (the others are skipped by their bound).
 */
export interface ChunkChoices {
  readonly least: Float64Array;
  readonly term: Float64Array;
  readonly next: Float64Array;
}

/** Folds key `z` of term `k` into entry `at` of `out` (terms in ascending order). */
function fold(out: ChunkChoices, at: number, z: number, k: number): void {
  const least = out.least[at]!;
  if (z < least) {
    out.next[at] = least;
    out.least[at] = z;
    out.term[at] = k;
  } else if (z > least && z < out.next[at]!) out.next[at] = z;
}

/** Empties entry `at` of `out`. */
function clear(out: ChunkChoices, at: number): void {
  out.least[at] = Number.POSITIVE_INFINITY;
  out.next[at] = Number.POSITIVE_INFINITY;
  out.term[at] = -1;
}

/**
 * AdaBoost.MH's chunk: the keys of the terms [from, to) (`exactPresenceKey` on `addTermWeightsBySign`'s
 * sums, as `streamedPresencePivot` computes them) into entry `at` of `out`, skipping a term whose
 * bound base − Σ b(i) over its documents is `PRUNE_MARGIN` above the acceptance threshold of the
 * chunk's least key so far (such a term's key is above every key the merge looks at), or of `known`,
 * a key some term has (another chunk's least: threads share the least so far): the least key overall
 * is at most `known`, so such a term's key is above every key the merge looks at too.
 */
export function presenceChunkChoice(
  rule: StumpRule,
  data: TrainingSet,
  weights: PairWeights,
  tp: Float64Array,
  tn: Float64Array,
  mass: number,
  base: number,
  bounds: Float64Array,
  from: number,
  to: number,
  out: ChunkChoices,
  at: number,
  known = Number.POSITIVE_INFINITY,
): void {
  const m = data.Y.cols;
  const exact = exactSidesOf(data, weights);
  const margin = PRUNE_MARGIN * mass;
  clear(out, at);
  const seeded = acceptanceThreshold(known, mass) + margin;
  let cutoff = seeded;
  for (let k = from; k < to; k++) {
    if (cutoff !== Number.POSITIVE_INFINITY && termBound(data, bounds, base, k) >= cutoff) continue;
    const z = exactPresenceKey(rule, tp, tn, mass, m, k, exact);
    fold(out, at, z, k);
    cutoff = Math.min(seeded, acceptanceThreshold(out.least[at]!, mass) + margin);
  }
}

/**
 * MP-Boost's chunk: every label's keys of the terms [from, to) (`labelKey` on `addTermWeightsBySign`'s
 * sums, as `streamedLabelPivots` computes them) into entries `at · m + j` of `out`, skipping a label's
 * key while its linear bound on the sums is `PRUNE_MARGIN` above the acceptance threshold of the
 * chunk's least key of that label (as `presenceChunkChoice` skips terms).
 */
export function labelChunkChoices(
  rule: StumpRule,
  data: TrainingSet,
  weights: PairWeights,
  tp: Float64Array,
  tn: Float64Array,
  from: number,
  to: number,
  out: ChunkChoices,
  at: number,
): void {
  const m = data.Y.cols;
  const first = at * m;
  for (let j = 0; j < m; j++) clear(out, first + j);
  // As streamedLabelPivots: each label's linear bound skips its key while it is PRUNE_MARGIN above
  // the acceptance threshold of the chunk's least key of that label (above every key the merge reads).
  const scan = labelScanOf(rule, data, weights, tp, tn);
  const { sides, open, cutoffs } = scan;
  for (let k = from; k < to; k++) {
    for (let u = 0, count = scan.term(k); u < count; u++) {
      const j = open[u]!;
      fold(out, first + j, labelKey(rule, sides[2 * j + 1]!, sides[2 * j]!, tp[j]!, tn[j]!), k);
      const mass = tp[j]! + tn[j]!;
      cutoffs[j] = acceptanceThreshold(out.least[first + j]!, mass) + PRUNE_MARGIN * mass;
    }
  }
}

/**
 * The term an ascending scan with `improvesZ` chooses, from the reports of `chunks` chunks of
 * ascending terms (entries `c · stride + offset`), or −1 when the reports cannot tell. With z* the
 * least key and W = 4 · Z_TIE_TOLERANCE · max(|z*|, scale): when every key below z* + W equals z*
 * (one term, or terms with the same statistics), the scan takes the lowest of those terms (any
 * running best before it is at least z* + W, which z* improves on; nothing improves on z* after it).
 * Keys that differ by less than W are a near tie the order of the scan decides: −1, and the caller
 * scans (`streamedPresencePivot`, `streamedLabelPivots`).
 *
 * @param scale - the mass `improvesZ` is given (AdaBoost.MH's total, a label's)
 */
export function mergeChunkChoices(
  choices: ChunkChoices,
  chunks: number,
  stride: number,
  offset: number,
  scale: number,
): number {
  let least = Number.POSITIVE_INFINITY;
  for (let c = 0; c < chunks; c++) least = Math.min(least, choices.least[c * stride + offset]!);
  if (least === Number.POSITIVE_INFINITY) return -1;
  const window = least + 4 * Z_TIE_TOLERANCE * Math.max(Math.abs(least), scale);
  let chosen = -1;
  for (let c = 0; c < chunks; c++) {
    const at = c * stride + offset;
    const z = choices.least[at]!;
    if (!(z < window)) continue;
    if (z !== least || choices.next[at]! < window) return -1;
    if (chosen < 0) chosen = choices.term[at]!;
  }
  return chosen;
}
