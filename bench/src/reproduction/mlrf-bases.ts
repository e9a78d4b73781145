// Base boosters of the MLRF benchmarks as a module the forest's worker threads can import
// (`parallelRotationForest({ base: { module: <this file's URL>, export: "mpBoostThresholdBase" } })`).
import type { Booster } from "@textboost/core";
import { mpBoost } from "@textboost/mp-boost";
import { perLabelThresholdStump } from "@textboost/stumps";

/** MP-Boost with per-label threshold stumps: the MLRF base that picks one split per label. */
export function mpBoostThresholdBase(): Booster {
  return mpBoost({ learner: perLabelThresholdStump() });
}
