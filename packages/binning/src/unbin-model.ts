import type { HypothesisJSON, ModelEnvelope } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import type { Binning } from "./binning.js";
import { unbinHypothesis } from "./unbin-hypothesis.js";

/**
 * Maps the JSON of a model trained on the derived features of `binning` (a model whose body keeps
 * its weak hypotheses in `body.rounds`: AdaBoost.MH, MP-Boost or any additive model of presence
 * stumps) to the model file of the same algorithm on the original features: every round through
 * {@link unbinHypothesis}, `features` set to the original names, and `settings.stumps = "binned"`,
 * `settings.bins` recorded. The result loads with the algorithm's ordinary loader; its scores on the
 * original documents equal, bit for bit, the scores of the trained model on their expansion.
 *
 * @param json - `model.toJSON()` of the model trained on the expansion
 * @param binning - the binning it was trained on
 * @param featureNames - the original feature names (one per `binning.features`)
 * @returns the model file's JSON over the original features
 * @throws TextboostError `E_MODEL_FORMAT` when the body has no `rounds` array or a round is not a
 *   presence stump; `E_SHAPE` when `featureNames` does not fit the binning
 *
 * @example
 * ```ts
 * const binning = fitBinning(data.X, 4);
 * const derivedNames = derivedFeatureNames(binning, data.featureNames);
 * const trained = await adaBoostMH().fit({ ...data, X: expandMatrix(data.X, binning), featureNames: derivedNames }, { iterations: 10 });
 * const model = loadAdaBoostMH(unbinModel(trained.toJSON(), binning, data.featureNames)); // threshold stumps
 * ```
 */
export function unbinModel(
  json: ModelEnvelope,
  binning: Binning,
  featureNames: readonly string[],
): ModelEnvelope {
  if (featureNames.length !== binning.features) {
    throw new TextboostError(
      "E_SHAPE",
      `${featureNames.length} feature names for a binning of ${binning.features} features`,
    );
  }
  const body = json.body as { rounds?: unknown; settings?: unknown } | null;
  if (typeof body !== "object" || body === null || !Array.isArray(body.rounds)) {
    throw new TextboostError(
      "E_MODEL_FORMAT",
      `binned stumps need a model that keeps its rounds (AdaBoost.MH, MP-Boost); ${json.algorithm}'s has no "rounds" array`,
    );
  }
  const settings = typeof body.settings === "object" && body.settings !== null ? body.settings : {};
  return {
    ...json,
    features: [...featureNames],
    body: {
      ...body,
      rounds: body.rounds.map((h: HypothesisJSON) => unbinHypothesis(h, binning)),
      settings: { ...settings, stumps: "binned", bins: binning.bins },
    },
  };
}
