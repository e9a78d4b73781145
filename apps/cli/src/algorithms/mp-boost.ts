import { loadMPBoost, mpBoost } from "@textboost/mp-boost";
import { perLabelThresholdStump, streamedPerLabelStump } from "@textboost/stumps";
import { parallelPerLabelStump, parallelStreamedPerLabelStump } from "@textboost/workers/node";
import { type AlgorithmImplementation, workersOf } from "../algorithms.js";

/** `--algorithm mp-boost`: per-label presence stumps (on the pool's threads when there is one; without a table with `--statistics streamed`) or threshold stumps. */
export const MP_BOOST_IMPLEMENTATION: AlgorithmImplementation = {
  create: (s) => {
    if (s.stumps === "threshold") return mpBoost({ learner: perLabelThresholdStump() });
    const variant = s.variant ?? "real";
    const pool = workersOf(s);
    if (s.statistics === "streamed") {
      const learner = pool
        ? parallelStreamedPerLabelStump({ variant, pool })
        : streamedPerLabelStump({ variant });
      return mpBoost({ variant, learner });
    }
    return mpBoost({ variant, ...(pool ? { learner: parallelPerLabelStump({ variant, pool }) } : {}) });
  },
  load: (json, file) => loadMPBoost(json, { file }),
};
