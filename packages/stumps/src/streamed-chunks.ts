import type { PairWeights, TrainingSet } from "@textboost/core";
import { documentDotsOf } from "@textboost/statistics";
import { exactPresenceKey, exactSidesOf, labelKey, labelScanOf } from "./pivot-criteria.js";
import {
  acceptanceThreshold,
  improvesZ,
  PRUNE_MARGIN,
  type StumpRule,
  Z_TIE_TOLERANCE,
} from "./stump-variant.js";

// The streamed choice cut into chunks of terms that threads can take in any order: each chunk
// reports, for AdaBoost.MH's one key or each of MP-Boost's labels, its least key and, in ascending
// order, the few terms whose keys come close to it; `mergeChunkChoices` replays from those what the
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

/** How many close terms a chunk keeps per entry ({@link ChunkChoices}); more are counted as lost. */
export const CHUNK_CLOSE_TERMS = 8;

/**
 * The width of the band above a least key z in which a chunk keeps its terms:
 * 8 · Z_TIE_TOLERANCE · max(|z|, scale), nondecreasing in z, so a chunk whose least is above the
 * least overall keeps every term the merge's band (from the least overall) holds.
 */
function band(z: number, scale: number): number {
  return z + 8 * Z_TIE_TOLERANCE * Math.max(Math.abs(z), scale);
}

/**
 * What one chunk of terms reports for AdaBoost.MH's key or one label's (see {@link mergeChunkChoices}),
 * entry `at` of each array: `least[at]` the least key in the chunk; at
 * `[at · CHUNK_CLOSE_TERMS, at · CHUNK_CLOSE_TERMS + count[at])` of `closeTerms` and `closeKeys`, in
 * ascending term order, the terms whose keys are below the chunk's band (the least plus
 * 8 · Z_TIE_TOLERANCE · max(|least|, scale)), and their keys; `lost[at]` the least key of a term
 * below the band that did not fit (+∞ when none). Over the terms whose keys could come within the
 * band (the others are skipped by their bound).
 */
export interface ChunkChoices {
  readonly least: Float64Array;
  readonly count: Int32Array;
  readonly closeTerms: Int32Array;
  readonly closeKeys: Float64Array;
  readonly lost: Float64Array;
}

/** Room for `entries` entries of {@link ChunkChoices} in ordinary arrays. */
export function chunkChoices(entries: number): ChunkChoices {
  return {
    least: new Float64Array(entries),
    count: new Int32Array(entries),
    closeTerms: new Int32Array(entries * CHUNK_CLOSE_TERMS),
    closeKeys: new Float64Array(entries * CHUNK_CLOSE_TERMS),
    lost: new Float64Array(entries),
  };
}

/**
 * Folds key `z` of term `k` into entry `at` of `out`, as a chunk does with each key it computes (its
 * terms in ascending order; `scale` the mass `improvesZ` is given).
 */
export function foldChunkKey(out: ChunkChoices, at: number, z: number, k: number, scale: number): void {
  const { closeTerms, closeKeys } = out;
  const first = at * CHUNK_CLOSE_TERMS;
  let count = out.count[at]!;
  if (z < out.least[at]!) {
    // A new least: the band falls; drop the kept terms above it (ascending order kept).
    out.least[at] = z;
    const limit = band(z, scale);
    let kept = 0;
    for (let u = 0; u < count; u++) {
      if (!(closeKeys[first + u]! < limit)) continue;
      closeTerms[first + kept] = closeTerms[first + u]!;
      closeKeys[first + kept] = closeKeys[first + u]!;
      kept++;
    }
    count = kept;
    if (!(out.lost[at]! < limit)) out.lost[at] = Number.POSITIVE_INFINITY;
  }
  if (!(z < band(out.least[at]!, scale))) {
    out.count[at] = count;
    return;
  }
  if (count < CHUNK_CLOSE_TERMS) {
    closeTerms[first + count] = k;
    closeKeys[first + count] = z;
    count++;
  } else if (z < out.lost[at]!) out.lost[at] = z;
  out.count[at] = count;
}

/** Empties entry `at` of `out`, as a chunk does before its first key. */
export function clearChunkEntry(out: ChunkChoices, at: number): void {
  out.least[at] = Number.POSITIVE_INFINITY;
  out.count[at] = 0;
  out.lost[at] = Number.POSITIVE_INFINITY;
}

/**
 * AdaBoost.MH's chunk: the keys of the terms [from, to) (`exactPresenceKey` on `addTermWeightsBySign`'s
 * sums, as `streamedPresencePivot` computes them) into entry `at` of `out`, skipping a term whose
 * bound base − Σ b(i) over its documents is `PRUNE_MARGIN` above the acceptance threshold of the
 * chunk's least key so far (such a term's key is above every key the merge looks at), or of `known`,
 * a key some term has (another chunk's least: threads share the least so far): the least key overall
 * is at most `known`, so such a term's key is above every key the merge looks at too.
 *
 * @param twins - `lowerTwins` of the training set's Xc, whose terms it skips (a twin's key is its
 *   lower twin's, bit for bit, and comes after it, so the scan never takes it)
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
  twins?: Uint8Array,
): void {
  const m = data.Y.cols;
  const exact = exactSidesOf(data, weights);
  const margin = PRUNE_MARGIN * mass;
  clearChunkEntry(out, at);
  const seeded = acceptanceThreshold(known, mass) + margin;
  let cutoff = seeded;
  for (let k = from; k < to; k++) {
    if (twins?.[k] === 1) continue;
    if (cutoff !== Number.POSITIVE_INFINITY && termBound(data, bounds, base, k) >= cutoff) continue;
    const z = exactPresenceKey(rule, tp, tn, mass, m, k, exact);
    foldChunkKey(out, at, z, k, mass);
    cutoff = Math.min(seeded, acceptanceThreshold(out.least[at]!, mass) + margin);
  }
}

/**
 * MP-Boost's chunk: every label's keys of the terms [from, to) (`labelKey` on `addTermWeightsBySign`'s
 * sums, as `streamedLabelPivots` computes them) into entries `at · m + j` of `out`, skipping a label's
 * key while its linear bound on the sums is `PRUNE_MARGIN` above the acceptance threshold of the
 * chunk's least key of that label, or of `known[j]`, a key label j has for some term (another
 * chunk's least: threads share them), as `presenceChunkChoice` skips terms.
 *
 * @param known - per label a key some term has this round, or +∞ (default: none known)
 * @param twins - `lowerTwins` of the training set's Xc, whose terms it skips (as `presenceChunkChoice`)
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
  known?: ArrayLike<number>,
  twins?: Uint8Array,
): void {
  const m = data.Y.cols;
  const first = at * m;
  for (let j = 0; j < m; j++) clearChunkEntry(out, first + j);
  // As streamedLabelPivots: each label's linear bound skips its key while it is PRUNE_MARGIN above
  // the acceptance threshold of the least key known of that label (above every key the merge reads).
  const scan = labelScanOf(rule, data, weights, tp, tn);
  const { sides, open, cutoffs } = scan;
  const seeded = new Float64Array(m).fill(Number.POSITIVE_INFINITY);
  if (known !== undefined)
    for (let j = 0; j < m; j++) {
      const mass = tp[j]! + tn[j]!;
      seeded[j] = acceptanceThreshold(known[j]!, mass) + PRUNE_MARGIN * mass;
      cutoffs[j] = seeded[j]!;
    }
  for (let k = from; k < to; k++) {
    if (twins?.[k] === 1) continue;
    for (let u = 0, count = scan.term(k); u < count; u++) {
      const j = open[u]!;
      const mass = tp[j]! + tn[j]!;
      foldChunkKey(out, first + j, labelKey(rule, sides[2 * j + 1]!, sides[2 * j]!, tp[j]!, tn[j]!), k, mass);
      cutoffs[j] = Math.min(
        seeded[j]!,
        acceptanceThreshold(out.least[first + j]!, mass) + PRUNE_MARGIN * mass,
      );
    }
  }
}

/**
 * The term an ascending scan with `improvesZ` chooses, from the reports of `chunks` chunks of
 * ascending terms (entries `c · stride + offset`), or −1 when the reports cannot tell.
 *
 * With z* the least key and L = z* + 8 · Z_TIE_TOLERANCE · max(|z*|, scale), the scan's choice
 * depends only on the terms with keys below L, in ascending order: before the first of them, every
 * term the scan has taken has a key of at least L, so its running best B is at least L (or there is
 * none), and the first such term, with key z₁, is taken when z₁ < f(L) − Z_TIE_TOLERANCE · max(|L|, scale),
 * where f(B) = B − Z_TIE_TOLERANCE · max(|B|, scale) is `improvesZ`'s threshold, nondecreasing in B
 * (the margin absorbs rounding); after it, B < L, and only keys below L can improve on it. Each chunk
 * keeps the terms below its own band, which holds every term below L (its least is at least z*), so
 * the merge replays `improvesZ` over them. It answers −1 when z₁ is not that far below L (whether the
 * scan takes it depends on keys the chunks did not keep) or a chunk lost a term below L
 * (more than {@link CHUNK_CLOSE_TERMS} close terms); the caller then scans
 * (`streamedPresencePivot`, `streamedLabelPivots`).
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
  const limit = band(least, scale);
  const taken = limit - Z_TIE_TOLERANCE * Math.max(Math.abs(limit), scale);
  const sure = taken - Z_TIE_TOLERANCE * Math.max(Math.abs(limit), scale);
  const { closeTerms, closeKeys } = choices;
  let best = Number.POSITIVE_INFINITY;
  let chosen = -1;
  for (let c = 0; c < chunks; c++) {
    const at = c * stride + offset;
    if (!(choices.least[at]! < limit)) continue;
    if (choices.lost[at]! < limit) return -1;
    for (let u = at * CHUNK_CLOSE_TERMS, end = u + choices.count[at]!; u < end; u++) {
      const z = closeKeys[u]!;
      if (!(z < limit)) continue;
      if (chosen < 0) {
        if (!(z < sure)) return -1;
        best = z;
        chosen = closeTerms[u]!;
      } else if (improvesZ(z, best, scale)) {
        best = z;
        chosen = closeTerms[u]!;
      }
    }
  }
  return chosen;
}
