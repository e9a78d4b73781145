import type { Random } from "@textboost/core";
import type { LabelLayout } from "./label-tree.js";
import type { ResolvedSyntheticOptions } from "./synthetic-options.js";
import type { ZipfSampler } from "./zipf-sampler.js";

/**
 * The q for which 1 + (number of successes before the first failure, capped at `max - 1`) has mean
 * `mean`: solves 1 + q + q^2 + ... + q^(max-1) = mean by bisection. 0 when mean <= 1, 1 when
 * mean >= max.
 */
export function continuationProbability(mean: number, max: number): number {
  if (mean <= 1 || max <= 1) return 0;
  if (mean >= max) return 1;
  const expected = (q: number): number => {
    let sum = 0;
    for (let k = 0, p = 1; k < max; k++, p *= q) sum += p;
    return sum;
  };
  let lo = 0;
  let hi = 1;
  for (let it = 0; it < 60; it++) {
    const mid = (lo + hi) / 2;
    if (expected(mid) < mean) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Draws the label set of one document. Internal. */
export type LabelSetSampler = (random: Random) => number[];

/**
 * A sampler of label sets with the configured frequencies: a share `unlabelledFraction` of documents
 * get no label; the others get a first label from the label prior (Zipf with exponent `labelSkew` over
 * `labelRank`), then further labels while a coin with the continuation probability q comes up (so the
 * count is 1 + a geometric number, capped at `maxLabelsPerDocument`; q is set so that the mean of the
 * capped count over all documents is `labelCardinality`), each further label a sibling of one the document has with probability
 * `siblingBias`, otherwise from the prior. Last, each correlated pair [a, b] adds b to a document with a
 * with probability `pairProbability`. Returned sets are ascending.
 *
 * @param o - resolved options
 * @param layout - the label tree
 * @param prior - Zipf sampler over label ranks
 * @param labelAtRank - `labelAtRank[r]` is the label id of frequency rank r
 */
export function labelSetSampler(
  o: ResolvedSyntheticOptions,
  layout: LabelLayout,
  prior: ZipfSampler,
  labelAtRank: Int32Array,
): LabelSetSampler {
  const labelled = 1 - o.unlabelledFraction;
  const perLabelled = labelled > 0 ? o.labelCardinality / labelled : 1;
  const q = continuationProbability(perLabelled, o.maxLabelsPerDocument);
  return (random) => {
    if (random.next() < o.unlabelledFraction) return [];
    const chosen = new Set<number>();
    chosen.add(labelAtRank[prior.sample(random)]!);
    while (chosen.size < o.maxLabelsPerDocument && random.next() < q) {
      let next = -1;
      if (layout.tree !== undefined && random.next() < o.siblingBias) {
        const have = [...chosen];
        const anchor = have[random.int(have.length)]!;
        const siblings = layout.topicLabels[layout.topicOf[anchor]!]!.filter((l) => !chosen.has(l));
        if (siblings.length > 0) next = siblings[random.int(siblings.length)]!;
      }
      for (let tries = 0; next === -1 && tries < 100; tries++) {
        const l = labelAtRank[prior.sample(random)]!;
        if (!chosen.has(l)) next = l;
      }
      if (next === -1) break;
      chosen.add(next);
    }
    for (const [a, b] of o.correlatedPairs) {
      if (chosen.has(a) && !chosen.has(b) && random.next() < o.pairProbability) chosen.add(b);
    }
    return [...chosen].sort((x, y) => x - y);
  };
}
