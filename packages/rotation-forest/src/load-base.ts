import { loadAdditiveModel } from "@textboost/boosting";
import type { Hypothesis, HypothesisJSON, Model } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { perLabelThresholdStumpFromJSON, stumpFromJSON, thresholdStumpFromJSON } from "@textboost/stumps";

function decodeRound(json: HypothesisJSON): Hypothesis {
  if (json?.type === "threshold-stump") return thresholdStumpFromJSON(json);
  if (json?.type === "per-label-threshold-stump") return perLabelThresholdStumpFromJSON(json);
  return stumpFromJSON(json);
}

/**
 * Loads a member's base model when it is an additive committee of stumps (AdaBoost.MH, MP-Boost:
 * presence, per-label, threshold or per-label threshold stumps), whatever its algorithm tag: the
 * default of `loadRotationForest`. Pass your own loader there for other base boosters.
 *
 * @param json - the member's model envelope
 * @returns the member's model
 * @throws TextboostError `E_MODEL_FORMAT` / `E_MODEL_VERSION` for a damaged or unknown member model
 *
 * @example
 * ```ts
 * const member = forest.members[0]!;
 * const projectedX = projectDocuments(X, projectionMatrix(member.projection));
 * loadAdditiveBase(member.model.toJSON()).scores(projectedX);
 * ```
 */
export function loadAdditiveBase(json: unknown): Model {
  const algorithm = (json as { algorithm?: unknown } | null)?.algorithm;
  if (typeof algorithm !== "string") {
    throw new TextboostError("E_MODEL_FORMAT", 'a member model needs an "algorithm" string');
  }
  return loadAdditiveModel(json, { algorithm, decode: decodeRound });
}
