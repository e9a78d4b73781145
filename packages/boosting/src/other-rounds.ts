import type { CsrMatrix, Hypothesis } from "@textboost/core";
import type { PerLabelThresholdStumpHypothesis, ThresholdStumpHypothesis } from "@textboost/stumps";

/**
 * A threshold round laid out per label: label j votes `below[j]` when x_{features[j]}(d) ≤
 * `thresholds[j]`, else `above[j]`; an absent entry is 0, or (with `missing`) votes 0.
 */
export interface LabelCuts {
  readonly features: Int32Array;
  readonly thresholds: Float64Array;
  readonly below: Float64Array;
  readonly above: Float64Array;
  readonly missing: boolean;
}

/** One round that is not a presence stump: a threshold round as {@link LabelCuts}, any other hypothesis as itself. */
export type OtherRound = { readonly cuts: LabelCuts } | { readonly hypothesis: Hypothesis };

/** A committee's rounds that are not presence stumps, in round order. */
export type OtherRounds = readonly OtherRound[];

/**
 * Lays out the rounds a compressed committee scores one by one (`CompressedCommittee.others`):
 * threshold stumps and per-label threshold stumps become per-label cuts, read from a document's row
 * spread out once (O(stored entries) a document, then O(1) a label and round, instead of a search of
 * the row for every label of every round); any other hypothesis keeps its own `vote`.
 *
 * @param others - the rounds, in round order
 * @param m - the number of labels
 * @returns the rounds, laid out for {@link addOtherRounds}
 *
 * @example
 * ```ts
 * import { otherRounds } from "@textboost/boosting";
 *
 * const rounds = otherRounds(model.compressed().others, model.labels.length); // model: an AdditiveModel
 * ```
 */
export function otherRounds(others: readonly Hypothesis[], m: number): OtherRounds {
  return others.map((h): OtherRound => {
    if (h.type === "per-label-threshold-stump") {
      const { features, thresholds, below, above, absent } = h as PerLabelThresholdStumpHypothesis;
      return { cuts: { features, thresholds, below, above, missing: absent === "missing" } };
    }
    if (h.type === "threshold-stump") {
      const s = h as ThresholdStumpHypothesis;
      const cuts: LabelCuts = {
        features: new Int32Array(m).fill(s.feature),
        thresholds: new Float64Array(m).fill(s.threshold),
        below: s.below,
        above: s.above,
        missing: s.absent === "missing",
      };
      return { cuts };
    }
    return { hypothesis: h };
  });
}

/**
 * Adds the votes of `rounds` for rows `from` … `to − 1` of X to `out` (rows x m, row-major, indexed by
 * X's row), round after round in round order: the same additions, in the same order, as calling each
 * hypothesis' `vote` and adding it.
 *
 * @param rounds - from {@link otherRounds}
 * @param X - the documents
 * @param from - the first row
 * @param to - one past the last row
 * @param out - the scores to add to
 * @param m - the number of labels
 *
 * @example
 * ```ts
 * import { addOtherRounds, otherRounds } from "@textboost/boosting";
 *
 * const c = model.compressed(); // model: an AdditiveModel, X: its documents
 * const out = new Float64Array(X.rows * c.labels);
 * addOtherRounds(otherRounds(c.others, c.labels), X, 0, X.rows, out, c.labels);
 * ```
 */
export function addOtherRounds(
  rounds: OtherRounds,
  X: CsrMatrix,
  from: number,
  to: number,
  out: Float64Array,
  m: number,
): void {
  if (rounds.length === 0) return;
  // The current row spread out: value[k] is x_k(d) where stamp[k] is the row's stamp, else absent
  // (only when some round reads cuts; hypotheses that vote for themselves read the row directly).
  const spread = rounds.some((round) => "cuts" in round);
  const value = new Float64Array(spread ? X.cols : 0);
  const stamp = new Int32Array(spread ? X.cols : 0);
  const vote = new Float64Array(m);
  for (let i = from; i < to; i++) {
    const mark = i + 1;
    for (let p = X.indptr[i]!, end = spread ? X.indptr[i + 1]! : p; p < end; p++) {
      const k = X.indices[p]!;
      value[k] = X.values === undefined ? 1 : X.values[p]!;
      stamp[k] = mark;
    }
    const base = i * m;
    for (const round of rounds) {
      if ("hypothesis" in round) {
        round.hypothesis.vote(X, i, vote);
        for (let j = 0; j < m; j++) out[base + j]! += vote[j]!;
        continue;
      }
      const r = round.cuts;
      for (let j = 0; j < m; j++) {
        const k = r.features[j]!;
        const stored = stamp[k] === mark;
        const v = stored ? value[k]! : 0;
        out[base + j]! += !stored && r.missing ? 0 : v <= r.thresholds[j]! ? r.below[j]! : r.above[j]!;
      }
    }
  }
}
