import type { Booster } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { defaultBase, paperBase } from "@textboost/rotation-forest";
import { MLRF_BASES } from "../options/mlrf-options.js";

/**
 * The base booster of a rotation forest for `--base`: MP-Boost with per-label threshold stumps (the
 * forest's `defaultBase()`, the default), or AdaBoost.MH with histogram threshold stumps (the MLRF
 * paper's BoosTexter, `paperBase()`). The projected data are
 * continuous, so both threshold the LSI dimensions. This module is also what the forest's worker
 * threads import (`--threads`), by its URL and this export's name.
 *
 * @throws TextboostError `E_INVALID_ARGUMENT` for another name
 */
export function mlrfBase(name: string): Booster {
  if (name === "adaboost-mh") return paperBase();
  if (name === "mp-boost") return defaultBase();
  throw new TextboostError(
    "E_INVALID_ARGUMENT",
    `--base must be one of ${MLRF_BASES.join(", ")}, got "${name}"`,
  );
}
