// AdaBoost.MH as the TreeBoost.MH paper timed it: every round recomputes the statistics of every
// (term, label) pair from the documents, and the passes over D are plain JavaScript loops. The model
// is the same as adaBoostMH()'s (bench/dist/tools/exactness.js checks that equality for 1,000 rounds); only
// the cost per round differs, O(documents · labels + non-zeros · labels) instead of the incremental
// statistics' O(what the pivot touched). treeboost-speed.js --statistics from-scratch runs both
// AdaBoost.MH and TreeBoost.MH's node boosters on it; mlrf-speed.js times it beside the forest.

import { adaBoostMH } from "@textboost/adaboost-mh";
import type { AdditiveModel } from "@textboost/boosting";
import type { Booster } from "@textboost/core";

/** adaBoostMH() with its statistics recomputed every round and the passes over D in JavaScript. */
export function straightforwardAdaBoostMH(): Booster<AdditiveModel> {
  return adaBoostMH({ engine: { incremental: false, simd: false } });
}
