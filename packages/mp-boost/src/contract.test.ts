import { describeBooster } from "@textboost/testing";
import { loadMPBoost } from "./load-mp-boost.js";
import { mpBoost } from "./mp-boost.js";

for (const variant of ["real", "abstaining", "discrete"] as const) {
  describeBooster(`mpBoost(${variant}) contract`, mpBoost({ variant }), {
    load: (json) => loadMPBoost(json),
    iterations: 4,
  });
}
