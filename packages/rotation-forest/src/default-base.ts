import { adaBoostMH } from "@textboost/adaboost-mh";
import type { Booster } from "@textboost/core";
import { thresholdStump } from "@textboost/stumps";

/**
 * The MLRF paper's base learner: AdaBoost.MH (BoosTexter) with real-valued threshold stumps on the
 * projected dimensions, `adaBoostMH({ learner: thresholdStump() })`. The forest runs it for S rounds
 * (`baseIterations`, default 10).
 *
 * @returns a new base booster
 *
 * @example
 * ```ts
 * rotationForest({ base: defaultBase() }); // the same as rotationForest()
 * ```
 */
export function defaultBase(): Booster {
  return adaBoostMH({ learner: thresholdStump() });
}
