import { describeWeakLearner } from "@textboost/testing";
import { perLabelStump } from "./per-label-stump.js";
import { perLabelThresholdStump } from "./per-label-threshold-stump.js";
import { presenceStump } from "./presence-stump.js";
import { streamedPerLabelStump, streamedPresenceStump } from "./streamed-stump.js";
import { STUMP_VARIANTS } from "./stump-variant.js";
import { thresholdStump } from "./threshold-stump.js";

for (const variant of STUMP_VARIANTS) {
  describeWeakLearner(`presenceStump(${variant}) contract`, presenceStump({ variant }), { zAtMostOne: true });
  describeWeakLearner(`perLabelStump(${variant}) contract`, perLabelStump({ variant }), { zAtMostOne: true });
  describeWeakLearner(`streamedPresenceStump(${variant}) contract`, streamedPresenceStump({ variant }), {
    zAtMostOne: true,
  });
  describeWeakLearner(`streamedPerLabelStump(${variant}) contract`, streamedPerLabelStump({ variant }), {
    zAtMostOne: true,
  });
}
describeWeakLearner("thresholdStump contract", thresholdStump(), { zAtMostOne: true });
describeWeakLearner("thresholdStump(missing) contract", thresholdStump({ absent: "missing" }), {
  zAtMostOne: true,
});
describeWeakLearner("perLabelThresholdStump contract", perLabelThresholdStump(), { zAtMostOne: true });
describeWeakLearner(
  "perLabelThresholdStump(missing) contract",
  perLabelThresholdStump({ absent: "missing" }),
  { zAtMostOne: true },
);
