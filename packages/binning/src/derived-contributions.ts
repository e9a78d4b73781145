import type { Contribution, ContributionCut, CsrMatrix } from "@textboost/core";
import { type Binning, featureOfDerived } from "./binning.js";

/** The value row `row` of `X` stores for `feature`, or 0 when it stores none (absent entries are 0). */
function valueIn(X: CsrMatrix, row: number, feature: number): { value: number; stored: boolean } {
  for (let p = X.indptr[row]!; p < X.indptr[row + 1]!; p++) {
    if (X.indices[p] === feature) return { value: X.values ? X.values[p]! : 1, stored: true };
  }
  return { value: 0, stored: false };
}

/**
 * A model's contributions over derived features (one per cut, from a model trained on the binary
 * expansion) as contributions over the original features, as threshold stumps give them: one entry
 * per original feature, with the document's value of it (0 when it stores none), and one
 * {@link ContributionCut} per derived feature that voted, on the side the value falls
 * (`above`: value > threshold), with that derived feature's vote and rounds. A feature's vote and
 * rounds are the sums of its cuts'; contributions that depend on no feature (feature -1, the bias)
 * are kept as they are. Largest absolute vote first, as `Model.explain` orders them.
 *
 * @param contributions - the inner model's contributions; their `feature` is a derived feature
 * @param X - the documents over the original features; `row` the one explained
 * @param binning - the binning the inner model was trained on
 * @param featureNames - the original feature names
 * @returns the contributions over the original features, with `value` and `cuts`
 * @throws TextboostError `E_MODEL_FORMAT` for a feature that is not a derived feature of `binning`
 *
 * @example
 * ```ts
 * import { binningFromJSON, derivedContributions } from "@textboost/binning";
 * const binning = binningFromJSON({ bins: 2, features: 1, offsets: [0, 2], thresholds: [0, 0.4] });
 * const X = { format: "csr" as const, rows: 1, cols: 1, indptr: Int32Array.of(0, 1), indices: Int32Array.of(0), values: Float64Array.of(0.3) };
 * const inner = [{ feature: 1, featureName: "w > 0.4", present: false, vote: -0.5, rounds: 2 }];
 * derivedContributions(inner, X, 0, binning, ["w"])[0]!.cuts; // [{ threshold: 0.4, above: false, vote: -0.5, rounds: 2 }]
 * ```
 */
export function derivedContributions(
  contributions: readonly Contribution[],
  X: CsrMatrix,
  row: number,
  binning: Binning,
  featureNames: readonly string[],
): Contribution[] {
  const out: Contribution[] = [];
  const byFeature = new Map<number, { vote: number; rounds: number; cuts: ContributionCut[] }>();
  for (const c of contributions) {
    if (c.feature < 0) {
      out.push(c);
      continue;
    }
    const feature = featureOfDerived(binning, c.feature);
    const threshold = binning.thresholds[c.feature]!;
    const entry = byFeature.get(feature) ?? { vote: 0, rounds: 0, cuts: [] };
    entry.vote += c.vote;
    entry.rounds += c.rounds;
    const { value } = valueIn(X, row, feature);
    entry.cuts.push({ threshold, above: value > threshold, vote: c.vote, rounds: c.rounds });
    byFeature.set(feature, entry);
  }
  for (const [feature, e] of byFeature) {
    const { value, stored } = valueIn(X, row, feature);
    out.push({
      feature,
      featureName: featureNames[feature] ?? String(feature),
      present: stored,
      vote: e.vote,
      rounds: e.rounds,
      value,
      cuts: e.cuts.sort((a, b) => Math.abs(b.vote) - Math.abs(a.vote) || a.threshold - b.threshold),
    });
  }
  return out.sort((a, b) => Math.abs(b.vote) - Math.abs(a.vote) || a.feature - b.feature);
}
