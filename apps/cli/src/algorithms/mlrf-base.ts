import type { Booster } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { mpBoost } from "@textboost/mp-boost";
import { defaultBase } from "@textboost/rotation-forest";
import { perLabelThresholdStump } from "@textboost/stumps";
import { MLRF_BASES } from "../options/mlrf-options.js";

/**
 * The base booster of a rotation forest for `--base`: AdaBoost.MH with threshold stumps (the MLRF
 * paper's BoosTexter; the forest's `defaultBase()`, histogram threshold stumps, the same booster the
 * worker threads build), or MP-Boost with per-label threshold stumps. The projected data are
 * continuous, so both threshold the LSI dimensions. This module is also what the forest's worker
 * threads import (`--threads`), by its URL and this export's name.
 *
 * @throws TextboostError `E_INVALID_ARGUMENT` for another name
 */
export function mlrfBase(name: string): Booster {
  if (name === "adaboost-mh") return defaultBase();
  if (name === "mp-boost") return mpBoost({ learner: perLabelThresholdStump() });
  throw new TextboostError(
    "E_INVALID_ARGUMENT",
    `--base must be one of ${MLRF_BASES.join(", ")}, got "${name}"`,
  );
}
