import { adaBoostMH, loadAdaBoostMH } from "@textboost/adaboost-mh";
import { streamedPresenceStump, thresholdStump } from "@textboost/stumps";
import { parallelPresenceStump, parallelStreamedPresenceStump } from "@textboost/workers/node";
import { type AlgorithmImplementation, workersOf } from "../algorithms.js";

/** `--algorithm adaboost-mh`: presence stumps (on the pool's threads when there is one; without a table with `--statistics streamed`) or threshold stumps. */
export const ADABOOST_MH_IMPLEMENTATION: AlgorithmImplementation = {
  create: (s) => {
    if (s.stumps === "threshold") return adaBoostMH({ learner: thresholdStump() });
    const variant = s.variant ?? "real";
    const pool = workersOf(s);
    if (s.statistics === "streamed") {
      const learner = pool
        ? parallelStreamedPresenceStump({ variant, pool })
        : streamedPresenceStump({ variant });
      return adaBoostMH({ variant, learner });
    }
    return adaBoostMH({ variant, ...(pool ? { learner: parallelPresenceStump({ variant, pool }) } : {}) });
  },
  load: (json, file) => loadAdaBoostMH(json, { file }),
};
