import { binnedBooster } from "@textboost/binning";
import type { Booster } from "@textboost/core";
import { loadMPBoost, mpBoost } from "@textboost/mp-boost";
import { perLabelThresholdStump, streamedPerLabelStump } from "@textboost/stumps";
import { parallelPerLabelStump, parallelStreamedPerLabelStump } from "@textboost/workers/node";
import { type AlgorithmImplementation, type AlgorithmSettings, shrinkageOf, workersOf } from "./algorithm.js";
import { roundSteps } from "./round-steps.js";

/** MP-Boost with per-label presence stumps: on the pool's threads when there is one; without a table with `--statistics streamed`. */
function presenceMPBoost(s: AlgorithmSettings): Booster {
  const variant = s.variant ?? "real";
  const pool = workersOf(s);
  if (s.statistics === "streamed") {
    const learner = pool
      ? parallelStreamedPerLabelStump({ variant, pool })
      : streamedPerLabelStump({ variant });
    return mpBoost({ variant, learner, ...shrinkageOf(s) });
  }
  return mpBoost({
    variant,
    ...shrinkageOf(s),
    ...(pool ? { learner: parallelPerLabelStump({ variant, pool }) } : {}),
  });
}

/**
 * `--algorithm mp-boost`: per-label presence stumps, binned per-label threshold stumps (the presence
 * stumps on the binary expansion of `--bins` quantile cuts, threads and statistics as for presence)
 * or exact per-label threshold stumps.
 */
export const MP_BOOST_IMPLEMENTATION: AlgorithmImplementation = {
  create: (s) => {
    if (s.stumps === "threshold") {
      const learner = perLabelThresholdStump(roundSteps(s.steps, "features scanned"));
      return mpBoost({ ...shrinkageOf(s), learner });
    }
    if (s.stumps === "binned") {
      return binnedBooster(presenceMPBoost(s), {
        ...(s.bins === undefined ? {} : { bins: s.bins }),
        load: (json) => loadMPBoost(json),
      });
    }
    return presenceMPBoost(s);
  },
  load: (json, file) => loadMPBoost(json, { file }),
};
