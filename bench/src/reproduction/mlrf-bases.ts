// Base boosters of the MLRF benchmarks as a module the forest's worker threads can import
// (`parallelRotationForest({ base: { module: <this file's URL>, export: "mpBoostThresholdBase" } })`).
import { adaBoostMH } from "@textboost/adaboost-mh";
import type { Booster } from "@textboost/core";
import { mpBoost } from "@textboost/mp-boost";
import { defaultBase } from "@textboost/rotation-forest";
import { histogramStump, perLabelHistogramStump, perLabelThresholdStump } from "@textboost/stumps";

/** MP-Boost with per-label threshold stumps: the MLRF base that picks one split per label. */
/** MP-Boost with per-label threshold stumps on 32-bin histograms of the projected dimensions. */
export function mpBoostHistogramBase(): Booster {
  return mpBoost({ learner: perLabelHistogramStump() });
}

export function mpBoostThresholdBase(): Booster {
  return mpBoost({ learner: perLabelThresholdStump() });
}

/** The MLRF paper's base: AdaBoost.MH with threshold stumps on 32 equal-frequency bins per dimension. */
export function adaBoostHistogramBase(): Booster {
  return adaBoostMH({ learner: histogramStump() });
}

/** The rotation forest's own default base (`defaultBase()` of the library), whatever it is. */
export function libraryDefaultBase(): Booster {
  return defaultBase();
}
