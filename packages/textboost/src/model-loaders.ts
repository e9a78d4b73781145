import { loadAdaBoostLC } from "@textboost/adaboost-lc";
import { loadAdaBoostMH } from "@textboost/adaboost-mh";
import { isBinnedModelJSON, loadBinnedModel } from "@textboost/binning";
import type { Model } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { loadMPBoost } from "@textboost/mp-boost";
import { loadRotationForest } from "@textboost/rotation-forest";
import { loadTreeBoost } from "@textboost/treeboost";

/** The algorithms whose model files {@link loadAnyModel} reads (every one `textboost train` writes). */
export const LOADABLE_ALGORITHMS = ["adaboost-mh", "mp-boost", "adaboost-lc", "treeboost", "mlrf"] as const;

/**
 * Loads a model file's JSON with the loader of the algorithm it names: the five algorithms of
 * textboost, as `textboost train` writes them (binned AdaBoost.LC and TreeBoost.MH over AdaBoost.MH or
 * MP-Boost nodes included).
 *
 * @throws TextboostError `E_MODEL_FORMAT` for another algorithm or a malformed file, and what the
 *   algorithm's loader throws
 */
export function loadAnyModel(json: unknown, file?: string): Model {
  const where = file === undefined ? {} : { file };
  const algorithm = (json as { algorithm?: unknown } | null)?.algorithm;
  switch (algorithm) {
    case "adaboost-mh":
      return loadAdaBoostMH(json, where);
    case "mp-boost":
      return loadMPBoost(json, where);
    case "adaboost-lc":
      return isBinnedModelJSON(json)
        ? loadBinnedModel(json, (inner) => loadAdaBoostLC(inner, where), file)
        : loadAdaBoostLC(json, where);
    case "mlrf":
      return loadRotationForest(json, where);
    case "treeboost": {
      const base = (json as { body?: { base?: unknown } }).body?.base;
      const loadBase =
        base === "mp-boost"
          ? loadMPBoost
          : base === "adaboost-mh" || base === undefined
            ? loadAdaBoostMH
            : undefined;
      if (loadBase === undefined)
        throw new TextboostError(
          "E_MODEL_FORMAT",
          `the nodes of this TreeBoost.MH model are "${String(base)}" models; textboost loads adaboost-mh and mp-boost nodes`,
          where,
        );
      return loadTreeBoost(json, { ...where, loadBase });
    }
    default:
      throw new TextboostError(
        "E_MODEL_FORMAT",
        `not a textboost model of a known algorithm (algorithm ${JSON.stringify(algorithm)}; known: ${LOADABLE_ALGORITHMS.join(", ")})`,
        where,
      );
  }
}
