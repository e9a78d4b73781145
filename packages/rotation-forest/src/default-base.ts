import { adaBoostMH } from "@textboost/adaboost-mh";
import type { Booster } from "@textboost/core";
import { histogramStump } from "@textboost/stumps";

/**
 * The MLRF paper's base learner: AdaBoost.MH (BoosTexter) with real-valued threshold stumps on the
 * projected dimensions, here on histograms: `adaBoostMH({ learner: histogramStump() })`, whose
 * candidate thresholds are the boundaries of 32 equal-frequency bins per dimension instead of every
 * distinct value (much faster on the dense projected columns, the same average precision within
 * noise: docs/reproduction/mlrf.md). The forest runs it for S rounds (`baseIterations`, default 10).
 *
 * @returns a new base booster
 *
 * @example
 * ```ts
 * rotationForest({ base: defaultBase() }); // the same as rotationForest()
 * ```
 */
export function defaultBase(): Booster {
  return adaBoostMH({ learner: histogramStump() });
}
