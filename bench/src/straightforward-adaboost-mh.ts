// AdaBoost.MH as the TreeBoost.MH paper timed it: every round recomputes the statistics of every
// (term, label) pair from the documents, and the passes over D are plain JavaScript loops. The model
// is the same as adaBoostMH()'s (bench/dist/exactness.js checks that equality for 1,000 rounds); only
// the cost per round differs, O(documents · labels + non-zeros · labels) instead of the incremental
// statistics' O(what the pivot touched). A bench-only booster: treeboost-speed.js --statistics
// from-scratch runs both AdaBoost.MH and TreeBoost.MH's node boosters on it.
import { ADABOOST_MH } from "@textboost/adaboost-mh";
import { type AdditiveModel, boostAdditive } from "@textboost/boosting";
import type { Booster, Dataset, FitOptions } from "@textboost/core";
import { presenceStump } from "@textboost/stumps";

/** adaBoostMH() with `incremental: false, simd: false`. */
export function straightforwardAdaBoostMH(): Booster<AdditiveModel> {
  const learner = presenceStump();
  return {
    name: ADABOOST_MH,
    resumable: true,
    fit: (data: Dataset, fit: FitOptions = {}) =>
      boostAdditive(data, {
        ...fit,
        algorithm: ADABOOST_MH,
        learner,
        normalization: "global",
        settings: { variant: "real" },
        incremental: false,
        simd: false,
      }),
  };
}
