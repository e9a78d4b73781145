import * as lc from "@textboost/adaboost-lc";
import * as mh from "@textboost/adaboost-mh";
import * as mp from "@textboost/mp-boost";
import * as forest from "@textboost/rotation-forest";
import * as tree from "@textboost/treeboost";
import { expect, it } from "vitest";
import { ADABOOST_LC, ADABOOST_MH, MLRF, MP_BOOST, TREEBOOST_MH } from "./algorithm-names.js";

it("spells every algorithm as its package does", () => {
  expect([ADABOOST_MH, MP_BOOST, ADABOOST_LC, MLRF, TREEBOOST_MH]).toEqual([
    mh.ADABOOST_MH,
    mp.MP_BOOST,
    lc.ADABOOST_LC,
    forest.MLRF,
    tree.TREEBOOST_MH,
  ]);
});
