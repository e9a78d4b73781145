import { hammingCover, twoSetsCover, weightedPositiveCover, zeroOneCover } from "@textboost/covers";
import { describeBooster } from "@textboost/testing";
import { adaBoostLC } from "./adaboost-lc.js";
import { loadAdaBoostLC } from "./load-adaboost-lc.js";

describeBooster("AdaBoost.LC (Hamming, sequential, presence)", adaBoostLC({ cover: hammingCover() }), {
  load: loadAdaBoostLC,
  iterations: 4,
});
describeBooster(
  "AdaBoost.LC (zero-one, parallel, scaled, bias)",
  adaBoostLC({ cover: zeroOneCover(), templates: "parallel", hypotheses: "scaled", bias: true }),
  { load: loadAdaBoostLC, iterations: 4 },
);
describeBooster(
  "AdaBoost.LC (weighted-positive, blocks, stump)",
  adaBoostLC({ cover: weightedPositiveCover(6), templates: [[0], [0, 1], [1, 2]], hypotheses: "stump" }),
  { load: loadAdaBoostLC, iterations: 3, dataset: { features: { min: 3, max: 6 } } },
);
describeBooster(
  "AdaBoost.LC (two-sets, parallel with template normalisation)",
  adaBoostLC({ cover: twoSetsCover(), templates: "parallel", normalization: "template" }),
  { load: loadAdaBoostLC, iterations: 3 },
);
