// A base booster module for the worker-thread tests: MP-Boost with per-label threshold stumps.
import { mpBoost } from "@textboost/mp-boost";
import { perLabelThresholdStump } from "@textboost/stumps";

export function mpBoostBase() {
  return mpBoost({ learner: perLabelThresholdStump() });
}

/** A base whose fit fails, as a broken plug-in would. */
export function failingBase() {
  return {
    name: "failing",
    async fit() {
      const { TextboostError } = await import("@textboost/core");
      throw new TextboostError("E_NUMERIC", "the base booster gave up");
    },
  };
}
