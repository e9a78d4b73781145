import { adaBoostLC, loadAdaBoostLC } from "@textboost/adaboost-lc";
import { binnedBooster, isBinnedModelJSON, loadBinnedModel } from "@textboost/binning";
import { parseCoverSpec } from "@textboost/covers";
import { parallelBestTerms, parallelPairLoss } from "@textboost/workers/node";
import { coverSpecOptions } from "../options/covers-option.js";
import { type AlgorithmImplementation, workersOf } from "./algorithm.js";
import { roundSteps } from "./round-steps.js";

/**
 * `--algorithm adaboost-lc`: the cover `--cover` names (default `hamming`); when there is a pool, its
 * scan and the covering loss of its changed pairs on the pool's threads. With `--stumps binned` it
 * trains on the binary expansion of `--bins` quantile cuts per feature, and the model file keeps the
 * binning (`binnedModel` of `@textboost/binning`: its hypotheses are not stumps, so they cannot be
 * mapped back to thresholds), which expands documents when they are scored.
 */
export const ADABOOST_LC_IMPLEMENTATION: AlgorithmImplementation = {
  create: (s, data) => {
    const pool = workersOf(s);
    const booster = adaBoostLC({
      cover: parseCoverSpec(s.cover ?? "hamming", coverSpecOptions(data.labelNames)),
      ...(pool ? { scan: parallelBestTerms({ pool }), pairLoss: parallelPairLoss({ pool }) } : {}),
      ...roundSteps(s.steps, "hypotheses scored"),
    });
    if (s.stumps !== "binned") return booster;
    return binnedBooster(booster, { output: "binning", ...(s.bins === undefined ? {} : { bins: s.bins }) });
  },
  load: (json, file) =>
    isBinnedModelJSON(json)
      ? loadBinnedModel(json, (inner) => loadAdaBoostLC(inner, { file }), file)
      : loadAdaBoostLC(json, { file }),
};
