import { thresholdStump } from "@textboost/stumps";
import { describeBooster } from "@textboost/testing";
import { adaBoostMH } from "./adaboost-mh.js";
import { loadAdaBoostMH } from "./load-adaboost-mh.js";

for (const variant of ["real", "abstaining", "discrete"] as const) {
  describeBooster(`adaBoostMH(${variant}) contract`, adaBoostMH({ variant }), {
    load: (json) => loadAdaBoostMH(json),
    iterations: 4,
  });
}
const learner = thresholdStump();
describeBooster("adaBoostMH with threshold stumps contract", adaBoostMH({ learner }), {
  load: (json) => loadAdaBoostMH(json, { learner }),
  iterations: 4,
});
