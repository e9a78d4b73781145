import { type AdditiveModel, loadAdditiveModel } from "@textboost/boosting";
import { hypothesisFromJSON } from "@textboost/stumps";
import { MP_BOOST } from "./mp-boost.js";

/**
 * Loads an MP-Boost model from the parsed JSON of a model file.
 *
 * @throws TextboostError `E_MODEL_FORMAT` (not an MP-Boost model, or damaged), `E_MODEL_VERSION`
 *
 * @example
 * ```ts no-run
 * const model = loadMPBoost(JSON.parse(readFileSync("model.json", "utf8")), { file: "model.json" });
 * ```
 */
export function loadMPBoost(json: unknown, options: { file?: string } = {}): AdditiveModel {
  return loadAdditiveModel(json, {
    algorithm: MP_BOOST,
    decode: hypothesisFromJSON,
    ...(options.file === undefined ? {} : { file: options.file }),
  });
}
