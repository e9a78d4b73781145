import { adaBoostMH } from "@textboost/adaboost-mh";
import type { Dataset } from "@textboost/core";
import { labelTree } from "@textboost/core";
import { loadMPBoost, mpBoost } from "@textboost/mp-boost";
import { describeBooster } from "@textboost/testing";
import { loadTreeBoost } from "./load-tree-boost.js";
import { treeBoost } from "./tree-boost.js";

/** Two groups over the data set's labels: even labels under g0, odd ones under g1. */
const twoGroups = (data: Dataset) =>
  labelTree({
    labels: ["g0", "g1", ...data.labelNames],
    parent: [-1, -1, ...data.labelNames.map((_, j) => j % 2)],
  });

/** The last label becomes an internal category over the others (documents carry it: a self output). */
const chain = (data: Dataset) =>
  labelTree({
    labels: data.labelNames,
    parent: data.labelNames.map((_, j) =>
      j === data.labelNames.length - 1 ? -1 : data.labelNames.length - 1,
    ),
  });

describeBooster("treeBoost(two groups, AdaBoost.MH) contract", treeBoost({ hierarchy: twoGroups }), {
  load: (json) => loadTreeBoost(json),
  iterations: 4,
});

describeBooster(
  "treeBoost(internal labels, AdaBoost.MH) contract",
  treeBoost({ hierarchy: chain, base: adaBoostMH({ variant: "abstaining" }) }),
  {
    load: (json) => loadTreeBoost(json),
    iterations: 3,
  },
);

describeBooster(
  "treeBoost(two groups, MP-Boost) contract",
  treeBoost({ hierarchy: twoGroups, base: mpBoost() }),
  {
    load: (json) => loadTreeBoost(json, { loadBase: loadMPBoost }),
    iterations: 4,
  },
);

describeBooster(
  "treeBoost(two groups, glocal chi-square max) contract",
  treeBoost({
    hierarchy: twoGroups,
    glocalFeatures: { size: 2, measure: "chi-square", globalisation: "max" },
  }),
  { load: (json) => loadTreeBoost(json), iterations: 3 },
);
