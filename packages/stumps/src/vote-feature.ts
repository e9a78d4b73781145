import type { Hypothesis } from "@textboost/core";
import type { PerLabelThresholdStumpHypothesis } from "./per-label-threshold-stump.js";
import type { ThresholdStumpHypothesis } from "./threshold-stump.js";

/**
 * The feature a threshold stump's vote for `label` depends on: its `feature`, or a per-label
 * threshold stump's `features[label]`; `undefined` for any other hypothesis. Lets a model's
 * `explain` attribute threshold rounds to features (LSI dimensions, tf-idf columns).
 *
 * @example
 * ```ts
 * const below = Float64Array.of(-1);
 * const above = Float64Array.of(1);
 * voteFeature(thresholdStumpHypothesis(4, 0.5, below, above, "zero"), 0); // 4
 * ```
 */
export function voteFeature(h: Hypothesis, label: number): number | undefined {
  if (h.type === "threshold-stump") return (h as ThresholdStumpHypothesis).feature;
  if (h.type === "per-label-threshold-stump") return (h as PerLabelThresholdStumpHypothesis).features[label];
  return undefined;
}

/**
 * The threshold a threshold stump tests for `label` (a per-label threshold stump's
 * `thresholds[label]`); `undefined` for any other hypothesis. With {@link voteFeature}, lets a model's
 * `explain` show the cut ("w48 > 0.0954").
 *
 * @example
 * ```ts
 * const below = Float64Array.of(-1);
 * const above = Float64Array.of(1);
 * voteThreshold(thresholdStumpHypothesis(4, 0.5, below, above, "zero"), 0); // 0.5
 * ```
 */
export function voteThreshold(h: Hypothesis, label: number): number | undefined {
  if (h.type === "threshold-stump") return (h as ThresholdStumpHypothesis).threshold;
  if (h.type === "per-label-threshold-stump")
    return (h as PerLabelThresholdStumpHypothesis).thresholds[label];
  return undefined;
}
