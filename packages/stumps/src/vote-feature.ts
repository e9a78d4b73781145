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
