import { type AdditiveModel, loadAdditiveModel } from "@textboost/boosting";
import type { HypothesisJSON, WeakLearner } from "@textboost/core";
import { hypothesisFromJSON } from "@textboost/stumps";
import { ADABOOST_MH } from "./adaboost-mh.js";

/**
 * Loads an AdaBoost.MH model from the parsed JSON of a model file.
 *
 * @param json - `JSON.parse` of what `model.toJSON()` wrote
 * @param options - `file` for error messages; `learner` whose `fromJSON` decodes rounds of a custom learner
 * @throws TextboostError `E_MODEL_FORMAT` (not an AdaBoost.MH model, or damaged), `E_MODEL_VERSION`
 *
 * @example
 * ```ts no-run
 * const model = loadAdaBoostMH(JSON.parse(readFileSync("model.json", "utf8")), { file: "model.json" });
 * ```
 */
export function loadAdaBoostMH(
  json: unknown,
  options: { file?: string; learner?: WeakLearner } = {},
): AdditiveModel {
  const decode = options.learner ? (h: HypothesisJSON) => options.learner!.fromJSON(h) : hypothesisFromJSON;
  return loadAdditiveModel(json, {
    algorithm: ADABOOST_MH,
    decode,
    ...(options.file === undefined ? {} : { file: options.file }),
  });
}
