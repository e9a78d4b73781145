import type { Hypothesis } from "@textboost/core";
import { isStumpHypothesis } from "@textboost/core";

/**
 * The first S rounds of a committee, compressed by pivot term (Section 2.2 of the MP-Boost paper,
 * equation (9)): all rounds on the same pivot add up to one combined stump. For per-label stumps the
 * merge is per (pivot, label), as Section 3 of that paper requires.
 *
 * A document's score is `bias + Σ_{pivots p in d} delta[p]`, where `bias[j]` sums every stump's
 * absent vote and `delta[p] = presentSum[p] − absentSum[p]`: O(m) work per pivot the document contains.
 */
export interface CompressedCommittee {
  readonly labels: number;
  /** Rounds compressed. */
  readonly rounds: number;
  /** The distinct pivot terms Δ, ascending. */
  readonly pivots: Int32Array;
  /** `pivotIndex[term]` is the pivot's row in the tables below, or -1. Length = number of features. */
  readonly pivotIndex: Int32Array;
  readonly bias: Float64Array;
  /** Row-major pivots x labels. */
  readonly absentSum: Float64Array;
  readonly presentSum: Float64Array;
  readonly delta: Float64Array;
  /** How many rounds voted through (pivot, label). */
  readonly count: Int32Array;
  /** Rounds that are not stumps (user learners), scored one by one. */
  readonly others: readonly Hypothesis[];
}

/**
 * Compresses the first `rounds` hypotheses.
 *
 * @param hypotheses - the committee in round order
 * @param rounds - how many rounds to include (0..hypotheses.length)
 * @param labels - number of labels m
 * @param features - number of features (size of the term -> pivot lookup)
 */
export function compressCommittee(
  hypotheses: readonly Hypothesis[],
  rounds: number,
  labels: number,
  features: number,
): CompressedCommittee {
  const m = labels;
  const pivotIndex = new Int32Array(features).fill(-1);
  const pivots: number[] = [];
  const others: Hypothesis[] = [];
  const addPivot = (term: number): void => {
    if (pivotIndex[term] === -1) {
      pivotIndex[term] = pivots.length;
      pivots.push(term);
    }
  };
  for (let s = 0; s < rounds; s++) {
    const h = hypotheses[s]!;
    if (!isStumpHypothesis(h)) others.push(h);
    else if (h.type === "stump") addPivot(h.term);
    else for (const t of h.terms) addPivot(t);
  }
  // Renumber pivots in ascending term order, so the tables do not depend on round order.
  const sorted = Int32Array.from(pivots).sort();
  sorted.forEach((t, p) => {
    pivotIndex[t] = p;
  });
  const P = sorted.length;
  const absentSum = new Float64Array(P * m);
  const presentSum = new Float64Array(P * m);
  const count = new Int32Array(P * m);
  for (let s = 0; s < rounds; s++) {
    const h = hypotheses[s]!;
    if (!isStumpHypothesis(h)) continue;
    for (let j = 0; j < m; j++) {
      const term = h.type === "stump" ? h.term : h.terms[j]!;
      const at = pivotIndex[term]! * m + j;
      absentSum[at]! += h.absent[j]!;
      presentSum[at]! += h.present[j]!;
      count[at]!++;
    }
  }
  const bias = new Float64Array(m);
  const delta = new Float64Array(P * m);
  for (let p = 0; p < P; p++) {
    for (let j = 0; j < m; j++) {
      const at = p * m + j;
      bias[j]! += absentSum[at]!;
      delta[at] = presentSum[at]! - absentSum[at]!;
    }
  }
  return { labels: m, rounds, pivots: sorted, pivotIndex, bias, absentSum, presentSum, delta, count, others };
}
