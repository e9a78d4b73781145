import type { Hypothesis, HypothesisJSON } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { perLabelThresholdStumpFromJSON } from "./per-label-threshold-stump.js";
import { stumpFromJSON } from "./stump-hypothesis.js";
import { thresholdStumpFromJSON } from "./threshold-stump.js";

/**
 * Restores any hypothesis of this package's learners from its JSON, by its `type`: presence stumps
 * (`stump`, `per-label-stump`) and threshold stumps (`threshold-stump`, `per-label-threshold-stump`).
 * The default decoder of AdaBoost.MH and MP-Boost model files, so a model trained with either kind
 * of stump loads without naming its learner.
 *
 * @throws TextboostError `E_MODEL_FORMAT` for another type or a damaged hypothesis
 *
 * @example
 * ```ts
 * const out = new Float64Array(1); // one vote per label
 * hypothesisFromJSON({ type: "stump", term: 3, absent: [-0.2], present: [0.9] }).vote(X, 0, out);
 * ```
 */
export function hypothesisFromJSON(json: HypothesisJSON): Hypothesis {
  switch (typeof json === "object" && json !== null ? json.type : undefined) {
    case "stump":
    case "per-label-stump":
      return stumpFromJSON(json);
    case "threshold-stump":
      return thresholdStumpFromJSON(json);
    case "per-label-threshold-stump":
      return perLabelThresholdStumpFromJSON(json);
    default:
      throw new TextboostError(
        "E_MODEL_FORMAT",
        `unknown hypothesis type ${JSON.stringify((json as { type?: unknown } | null)?.type)}; pass the learner that wrote it to the loader`,
      );
  }
}
