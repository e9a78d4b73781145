import type { Contribution, ContributionCut, CsrMatrix, Hypothesis } from "@textboost/core";
import { isLinearPrior } from "@textboost/linear";
import { storedValue, voteFeature, voteThreshold } from "@textboost/stumps";

/** The feature index of the contribution of a linear prior round, and of any other hypothesis. */
const PRIOR = -2;
const OTHER = -1;

/**
 * The contributions of a committee's rounds that are not presence stumps, for one document and label:
 * threshold rounds attributed to their feature, with the document's value and the cuts they tested
 * (one entry per threshold and side, summed); a linear prior round to "(linear prior)" (feature −2);
 * any other hypothesis to "(other hypotheses)" (feature −1).
 *
 * @param others - the rounds that are not presence stumps
 * @param X - documents; `row` the one explained
 * @param label - the label explained
 * @param labels - how many labels the hypotheses vote for
 * @param featureNames - the model's feature names
 */
export function thresholdContributions(
  others: readonly Hypothesis[],
  X: CsrMatrix,
  row: number,
  label: number,
  labels: number,
  featureNames: readonly string[],
): Contribution[] {
  const out = new Float64Array(labels);
  const byFeature = new Map<
    number,
    { vote: number; rounds: number; value: number | undefined; cuts: Map<string, ContributionCut> }
  >();
  for (const h of others) {
    h.vote(X, row, out);
    const feature = isLinearPrior(h) ? PRIOR : (voteFeature(h, label) ?? OTHER);
    const entry = byFeature.get(feature) ?? { vote: 0, rounds: 0, value: undefined, cuts: new Map() };
    const v = out[label]!;
    entry.vote += v;
    entry.rounds++;
    const threshold = feature < 0 ? undefined : voteThreshold(h, label);
    if (feature >= 0 && threshold !== undefined) {
      const absent = (h as { absent?: string }).absent;
      const value = storedValue(X, row, feature) ?? (absent === "zero" ? 0 : undefined);
      entry.value = value;
      if (value !== undefined && Number.isFinite(threshold)) {
        const above = value > threshold;
        const key = `${threshold}:${above}`;
        const cut = entry.cuts.get(key) ?? { threshold, above, vote: 0, rounds: 0 };
        entry.cuts.set(key, { ...cut, vote: cut.vote + v, rounds: cut.rounds + 1 });
      }
    }
    byFeature.set(feature, entry);
  }
  const contributions: Contribution[] = [];
  for (const [feature, e] of byFeature) {
    const cuts = [...e.cuts.values()].sort(
      (a, b) => Math.abs(b.vote) - Math.abs(a.vote) || a.threshold - b.threshold,
    );
    contributions.push({
      feature,
      featureName:
        feature === PRIOR
          ? "(linear prior)"
          : feature === OTHER
            ? "(other hypotheses)"
            : (featureNames[feature] ?? String(feature)),
      present: feature >= 0 && storedValue(X, row, feature) !== undefined,
      vote: e.vote,
      rounds: e.rounds,
      ...(feature >= 0 ? { value: e.value, cuts } : {}),
    });
  }
  return contributions;
}
