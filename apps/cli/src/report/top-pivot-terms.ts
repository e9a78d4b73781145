import type { AdditiveModel } from "@textboost/boosting";
import type { LabelTerms } from "../comparison/comparison.js";

/**
 * The top pivot terms of every label of a committee model (AdaBoost.MH, MP-Boost, AdaBoost.LC): the
 * first `rounds` rounds compressed by pivot (equation (9) of the MP-Boost paper), and for each label
 * the `k` pivots whose presence moves its score most, |presentSum − absentSum|. The weight is that
 * difference, signed: positive when the term speaks for the label. Ties go to the lower term index.
 *
 * @param model - a committee model
 * @param k - terms per label (at most the label's pivots)
 * @param rounds - rounds to compress (default: all)
 * @returns one entry per label, in the model's label order
 * @example
 * ```ts
 * topPivotTerms(model, 5)[0]; // { label: "earn", terms: [{ term: "ct", weight: 3.1 }, ...] }
 * ```
 */
export function topPivotTerms(model: AdditiveModel, k: number, rounds?: number): LabelTerms[] {
  const c = model.compressed(rounds);
  const m = model.labels.length;
  return model.labels.map((label, j) => {
    const candidates: { term: number; weight: number }[] = [];
    for (let p = 0; p < c.pivots.length; p++) {
      const at = p * m + j;
      if (c.count[at] === 0) continue;
      candidates.push({ term: c.pivots[p]!, weight: c.presentSum[at]! - c.absentSum[at]! });
    }
    candidates.sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight) || a.term - b.term);
    return {
      label,
      terms: candidates
        .slice(0, k)
        .map((t) => ({ term: model.features[t.term] ?? String(t.term), weight: t.weight })),
    };
  });
}
