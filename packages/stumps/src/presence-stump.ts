import type { HypothesisJSON, PairWeights, TrainingSet, WeakLearner } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { complement } from "./complement.js";
import { labelTotals } from "./label-totals.js";
import { resolveEpsilon, resolveVariant, type StumpLearnerOptions } from "./learner-options.js";
import { scanTermStatistics } from "./scan-term-statistics.js";
import { type StumpHypothesis, stumpFromJSON, stumpHypothesis } from "./stump-hypothesis.js";
import { improvesZ, stumpRule } from "./stump-variant.js";

/**
 * The AdaBoost.MH weak learner (Algorithm 1 of the MP-Boost paper): one pivot term for all labels.
 * For every term it computes the W statistics of equation (5) with one pass of
 * {@link scanTermStatistics} and keeps the term with the lowest Z (equation (6) for the real variant);
 * ties go to the lowest term id. The votes of the winner follow equation (4), smoothed by ε.
 *
 * @param options - variant (`"real"` default, `"abstaining"`, `"discrete"`) and smoothing ε
 * @returns a {@link WeakLearner} producing {@link StumpHypothesis} values
 *
 * @example
 * ```ts
 * const learner = presenceStump({ variant: "real" });
 * const h = learner.fit(trainingSet(X, Y), weights);
 * h.term; // the pivot
 * ```
 */
export function presenceStump(options: StumpLearnerOptions = {}): WeakLearner<StumpHypothesis> {
  const variant = resolveVariant(options.variant);
  const rule = stumpRule(variant);
  return {
    name: variant === "real" ? "real-stump" : `${variant}-stump`,
    fit(data: TrainingSet, weights: PairWeights): StumpHypothesis {
      if (data.X.cols === 0)
        throw new TextboostError("E_SHAPE", "the training set has no feature to use as a pivot");
      const epsilon = resolveEpsilon(options.epsilon, data);
      const m = data.Y.cols;
      const totals = labelTotals(data, weights);
      const tp = totals.positive;
      const tn = totals.negative;
      let mass = 0;
      for (let j = 0; j < m; j++) mass += tp[j]! + tn[j]!;
      let bestZ = Number.POSITIVE_INFINITY;
      let bestTerm = 0;
      scanTermStatistics(data, weights, (k, pos, neg) => {
        let sum = 0;
        for (let j = 0; j < m; j++) {
          const p1 = pos[j]!;
          const n1 = neg[j]!;
          sum += rule.contribution(p1, n1, complement(tp[j]!, p1), complement(tn[j]!, n1));
        }
        const z = rule.z(sum, mass);
        if (improvesZ(z, bestZ)) {
          bestZ = z;
          bestTerm = k;
        }
      });
      const absent = new Float64Array(m);
      const present = new Float64Array(m);
      const out = new Float64Array(2);
      scanTermStatistics(
        data,
        weights,
        (_k, pos, neg) => {
          const p0s = new Float64Array(m);
          const n0s = new Float64Array(m);
          let sum = 0;
          for (let j = 0; j < m; j++) {
            p0s[j] = complement(tp[j]!, pos[j]!);
            n0s[j] = complement(tn[j]!, neg[j]!);
            sum += rule.contribution(pos[j]!, neg[j]!, p0s[j]!, n0s[j]!);
          }
          for (let j = 0; j < m; j++) {
            rule.votes(pos[j]!, neg[j]!, p0s[j]!, n0s[j]!, sum, mass, epsilon, out);
            absent[j] = out[0]!;
            present[j] = out[1]!;
          }
        },
        [bestTerm],
      );
      return stumpHypothesis(bestTerm, absent, present);
    },
    fromJSON(json: HypothesisJSON): StumpHypothesis {
      const h = stumpFromJSON(json);
      if (h.type !== "stump")
        throw new TextboostError("E_MODEL_FORMAT", `expected a "stump" hypothesis, got "${h.type}"`);
      return h;
    },
  };
}
