// A base booster module for the worker-thread tests: MP-Boost with per-label threshold stumps.
import { mpBoost } from "@textboost/mp-boost";
import { perLabelThresholdStump } from "@textboost/stumps";

export function mpBoostBase() {
  return mpBoost({ learner: perLabelThresholdStump() });
}

/** A base whose fit fails, as a broken plug-in would. */
export function failingBase() {
  return {
    name: "failing",
    async fit() {
      const { TextboostError } = await import("@textboost/core");
      throw new TextboostError("E_NUMERIC", "the base booster gave up");
    },
  };
}

/**
 * MP-Boost as above, but a member worker's fits wait 2 s first: a cold or slow worker, whose member
 * the main thread then trains as a backup copy.
 */
export function slowInWorkersBase() {
  const base = mpBoostBase();
  return {
    name: base.name,
    async fit(data, options) {
      // A member worker is the thread whose workerData names the base module (tests themselves may
      // run on a worker thread of the test runner).
      const { workerData } = await import("node:worker_threads");
      if (workerData?.base !== undefined) await new Promise((resolve) => setTimeout(resolve, 2000));
      return base.fit(data, options);
    },
  };
}
