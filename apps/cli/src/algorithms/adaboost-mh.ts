import { adaBoostMH, loadAdaBoostMH } from "@textboost/adaboost-mh";
import { binnedBooster } from "@textboost/binning";
import type { Booster } from "@textboost/core";
import { streamedPresenceStump, thresholdStump } from "@textboost/stumps";
import { parallelPresenceStump, parallelStreamedPresenceStump } from "@textboost/workers/node";
import { type AlgorithmImplementation, type AlgorithmSettings, shrinkageOf, workersOf } from "./algorithm.js";
import { roundSteps } from "./round-steps.js";

/** AdaBoost.MH with presence stumps: on the pool's threads when there is one; without a table with `--statistics streamed`. */
function presenceAdaBoostMH(s: AlgorithmSettings): Booster {
  const variant = s.variant ?? "real";
  const pool = workersOf(s);
  if (s.statistics === "streamed") {
    const learner = pool
      ? parallelStreamedPresenceStump({ variant, pool })
      : streamedPresenceStump({ variant });
    return adaBoostMH({ variant, learner, ...shrinkageOf(s) });
  }
  return adaBoostMH({
    variant,
    ...shrinkageOf(s),
    ...(pool ? { learner: parallelPresenceStump({ variant, pool }) } : {}),
  });
}

/**
 * `--algorithm adaboost-mh`: presence stumps, binned threshold stumps (the presence stumps on the
 * binary expansion of `--bins` quantile cuts, threads and statistics as for presence) or exact
 * threshold stumps.
 */
export const ADABOOST_MH_IMPLEMENTATION: AlgorithmImplementation = {
  create: (s) => {
    if (s.stumps === "threshold") {
      const learner = thresholdStump(roundSteps(s.steps, "features scanned"));
      return adaBoostMH({ ...shrinkageOf(s), learner });
    }
    if (s.stumps === "binned") {
      return binnedBooster(presenceAdaBoostMH(s), {
        ...(s.bins === undefined ? {} : { bins: s.bins }),
        load: (json) => loadAdaBoostMH(json),
      });
    }
    return presenceAdaBoostMH(s);
  },
  load: (json, file) => loadAdaBoostMH(json, { file }),
};
