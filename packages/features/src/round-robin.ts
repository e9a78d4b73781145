import type { DenseMatrix } from "@textboost/core";
import { rankedSlice } from "./rank-terms.js";
import { checkPriors, checkScores, checkSize } from "./validate.js";

/** The result of {@link roundRobin}: the terms in the order they were taken, and who took each. */
export interface RoundRobinSelection {
  /** Term ids in the order taken. */
  readonly columns: Int32Array;
  /** `labels[i]` is the label whose turn took `columns[i]`. */
  readonly labels: Int32Array;
}

/**
 * Forman's round robin (Forman 2004, "A pitfall and solution in multi-class feature selection for
 * text classification", ICML): the labels take turns, in label order 0, 1, 2, ..., and on its turn
 * each takes its best term that no label has taken yet, until `size` terms are taken. This keeps
 * rare, hard categories from being starved by a global ranking dominated by the frequent ones.
 *
 * MP-Boost (Esuli, Fagni and Sebastiani 2006, Section 5.1) and TreeBoost.MH (Section 4.2) describe
 * the pooled form instead: the top v terms of every category, united ({@link pooledTopTerms}).
 * Both give every category its best terms; this one reaches an exact size.
 *
 * A label's ranking is by score, highest first, ties by lower term id.
 *
 * @param scores - labels x terms (as from {@link termScores})
 * @param size - how many terms to take, an integer ≥ 1; more than there are terms takes them all
 * @param priors - optional P(c) per label; a label whose prior is 0 or 1 (no positive or no negative
 *   document) takes no turn, since every term is independent of it and its "best" term would be
 *   arbitrary. If every label is like that, all take turns.
 * @returns the taken terms, in order, with the label that took each
 * @throws TextboostError `E_INVALID_ARGUMENT` for a bad size, no labels or bad priors, `E_SHAPE`
 *   for mismatched lengths, `E_NUMERIC` for a non-finite score
 *
 * @example
 * ```ts
 * // label 0 prefers terms 0, 1, 2, 3; label 1 prefers 0, 3, 2, 1
 * const scores = { rows: 2, cols: 4, data: new Float64Array([4, 3, 2, 1, 4, 1, 2, 3]) };
 * roundRobin(scores, 3); // columns [0, 3, 1], labels [0, 1, 0]
 * ```
 *
 * Edge cases: size above the number of terms gives every term once; with one label it is that
 * label's ranking.
 */
export function roundRobin(
  scores: DenseMatrix,
  size: number,
  priors?: ArrayLike<number>,
): RoundRobinSelection {
  checkSize(size);
  checkScores(scores);
  const { rows: labels, cols: terms, data } = scores;
  const turns = activeLabels(labels, priors);
  const total = Math.min(size, terms);
  // A label's pointer only passes terms already taken or its own picks, fewer than `total` in all,
  // so its best `total` terms are all it can ever reach.
  const rankings = turns.map((j) => rankedSlice(data, j * terms, terms, total));
  const next = new Int32Array(turns.length);
  const taken = new Uint8Array(terms);
  const columns = new Int32Array(total);
  const takers = new Int32Array(total);
  let count = 0;
  while (count < total) {
    for (let t = 0; t < turns.length && count < total; t++) {
      const ranking = rankings[t]!;
      let p = next[t]!;
      while (taken[ranking[p]!] === 1) p++;
      const k = ranking[p]!;
      taken[k] = 1;
      next[t] = p + 1;
      columns[count] = k;
      takers[count] = turns[t]!;
      count++;
    }
  }
  return { columns, labels: takers };
}

/**
 * The pooled form of round robin used in MP-Boost (Esuli, Fagni and Sebastiani 2006, Section 5.1)
 * and TreeBoost.MH (Section 4.2): "picking, for each category c_i, the v features with the highest
 * IG(t_k, c_i) value, and pooling all of them together into a category-independent set". The set has
 * at most v·m terms for m labels, usually fewer, since a term can be among the best v of several
 * labels.
 *
 * @param scores - labels x terms (as from {@link termScores})
 * @param v - terms per label, an integer ≥ 1 (the paper uses 48 on Reuters-21578, 177 on RCV1-v2)
 * @param priors - optional P(c) per label; as in {@link roundRobin}, labels with prior 0 or 1 add
 *   nothing unless every label has such a prior
 * @returns the pooled term ids, ascending
 *
 * @example
 * ```ts
 * const scores = { rows: 2, cols: 4, data: new Float64Array([4, 3, 2, 1, 4, 1, 2, 3]) };
 * pooledTopTerms(scores, 2); // Int32Array [0, 1, 3]
 * ```
 */
export function pooledTopTerms(scores: DenseMatrix, v: number, priors?: ArrayLike<number>): Int32Array {
  checkSize(v, "v");
  checkScores(scores);
  const { rows: labels, cols: terms, data } = scores;
  const chosen = new Uint8Array(terms);
  for (const j of activeLabels(labels, priors)) {
    for (const k of rankedSlice(data, j * terms, terms, v)) chosen[k] = 1;
  }
  const out: number[] = [];
  for (let k = 0; k < terms; k++) if (chosen[k] === 1) out.push(k);
  return Int32Array.from(out);
}

/** Labels that take turns: those with a prior strictly between 0 and 1, or all when none is. */
function activeLabels(labels: number, priors: ArrayLike<number> | undefined): number[] {
  const all = Array.from({ length: labels }, (_, j) => j);
  if (priors === undefined) return all;
  const p = checkPriors(priors, labels);
  const active = all.filter((j) => p[j]! > 0 && p[j]! < 1);
  return active.length > 0 ? active : all;
}
